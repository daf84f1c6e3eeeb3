// The heavy packages a server may never need are loaded on first use, not at
// start: a newsroom without Stripe, GoCardless, Mailchimp or SMTP, or sent no
// image, pays for none of them (test/bench/README.md, "Start-up and memory").
// server.ts runs in its own process with test/import-log/import-log.mjs, which writes
// down every package it imports.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestDatabaseUrl, defer } from './test-helper.ts';
import { multipart, testPdf, testPng } from './uploads/upload-test-kit.ts';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const importLog = fileURLToPath(new URL('../../../test/import-log/import-log.mjs', import.meta.url));

/** What each costs resident when imported (test/bench/README.md). */
const heavy = ['stripe', 'gocardless-nodejs', '@mailchimp/mailchimp_marketing', 'sharp', 'nodemailer'];
/** Single files of a heavy package that the server reads at start and that load nothing else of it. */
const light = new Set(['nodemailer/lib/addressparser']);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Starts server.ts with no payment provider nor SMTP, logging its imports; its address and the heavy packages it has imported so far. */
async function startServer(t: TestContext) {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-lazy-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: Record<string, string> = {
    ...(inherited as Record<string, string>),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    STATIC_DIR: join(dir, 'none'),
    DATA_DIR: join(dir, 'data'),
    MASTHEAD_IMPORT_LOG: join(dir, 'imports.log'),
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    GOCARDLESS_ACCESS_TOKEN: '',
    GOCARDLESS_WEBHOOK_SECRET: '',
    SMTP_URL: '',
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await createTestDatabaseUrl(t);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', importLog, entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  defer(t, async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Masthead is listening on (http:\/\/localhost:[1-9]\d*)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  const imported = async () => {
    const lines = (await readFile(env.MASTHEAD_IMPORT_LOG as string, 'utf8')).split('\n');
    return heavy.filter((name) => lines.some((line) => line !== '' && !light.has(line) && packageOf(line) === name));
  };
  return { baseUrl, imported };
}

test('a server with no payment or newsletter provider nor SMTP starts without their SDKs, nodemailer or sharp, and loads sharp with the first image', async (t) => {
  const server = await startServer(t);
  assert.deepEqual(await server.imported(), [], 'imported at start');

  const upload = async (path: string, bytes: Buffer, contentType: string) => {
    const { payload, headers } = multipart(bytes, { filename: 'file', contentType });
    const response = await fetch(`${server.baseUrl}/api/1.0/${path}`, { method: 'POST', headers, body: payload });
    assert.equal(response.status, 200, await response.text());
  };
  await upload('documents', testPdf, 'application/pdf');
  assert.deepEqual(await server.imported(), [], 'a document needs none of them');

  await upload('images', await testPng(), 'image/png');
  assert.deepEqual(await server.imported(), ['sharp'], 'an image needs sharp only');
});
