import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { GeneralSettings } from '@masthead/core';
import { createDatabase } from './kernel/db/create-database.ts';
import { createContentRepository } from './content/content-repository.ts';
import { createTestDatabaseUrl, defer } from './test-helper.ts';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts server.ts as `npm start` would, and resolves once it prints its address. */
async function start(t: TestContext, env: Record<string, string>): Promise<Running> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', STATIC_DIR: join(tmpdir(), 'none'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  defer(t, async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line in 60 s:\n${output}`)), 60_000);
    const look = () => {
      const match = /Masthead is listening on (http:\/\/localhost:(\d+))/.exec(output);
      if (match?.[2] && match[2] !== '0') {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, baseUrl, output: () => output, exited };
}

/** Where the server keeps its data: a temp DATA_DIR, and a fresh database on PostgreSQL runs. */
async function storage(t: TestContext): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masthead-data-'));
  defer(t, () => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await createTestDatabaseUrl(t);
  return env;
}

test('the server listens on PORT=0, answers, and on SIGTERM finishes an open request before exiting 0', async (t) => {
  const server = await start(t, await storage(t));
  const health = await fetch(`${server.baseUrl}/api/1.0/health`);
  assert.equal(health.status, 200);
  assert.equal(((await health.json()) as { status: string }).status, 'ok');

  // A request whose body is still arriving when the signal comes.
  const body = JSON.stringify({ organisationName: 'Late' });
  const url = new URL('/api/1.0/content/general', server.baseUrl);
  const answer = new Promise<number | undefined>((resolve, reject) => {
    const req = request(url, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.write(body.slice(0, 5));
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(5)), 300);
    }, 300);
  });
  assert.equal(await answer, 401, 'the open request was answered');
  assert.equal(await server.exited, 0);
  assert.match(server.output(), /SIGTERM received/);
});

test('a second start on the same data reuses it and does not seed again', async (t) => {
  const env = await storage(t);
  const first = await start(t, env);
  const seeded = (await (await fetch(`${first.baseUrl}/api/1.0/content/general`)).json()) as GeneralSettings;
  assert.equal(seeded.organisationName, 'The Daily Example');
  assert.match(first.output(), /Seeded the demo organisation/);
  first.child.kill('SIGTERM');
  assert.equal(await first.exited, 0);

  // An admin's change between the starts must survive the second one.
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? null });
  await createContentRepository({ db: database.db }).patch('general', { organisationName: 'Renamed' });
  await database.close();

  const second = await start(t, env);
  const settings = (await (await fetch(`${second.baseUrl}/api/1.0/content/general`)).json()) as GeneralSettings;
  assert.equal(settings.organisationName, 'Renamed');
  assert.doesNotMatch(second.output(), /Seeded the demo organisation|Applied database migrations/);
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0);
});

/** Runs server.ts until it exits; its exit code and everything it printed. */
async function startFailing(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(tmpdir(), 'none'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

test('a DATA_DIR that cannot be written, or a PGlite folder that cannot be opened, stops the start naming it', async (t) => {
  const parent = await mkdtemp(join(tmpdir(), 'masthead-broken-'));
  defer(t, () => rm(parent, { recursive: true, force: true }));
  const notAFolder = join(parent, 'data');
  await writeFile(notAFolder, 'a file where the folder should be');
  const unwritable = await startFailing({ DATA_DIR: notAFolder });
  assert.equal(unwritable.code, 1);
  assert.match(unwritable.output, new RegExp(`DATA_DIR ${notAFolder} cannot be written \\(`));
  assert.doesNotMatch(unwritable.output, /\n\s+at /, 'a sentence, not a stack trace');

  const corrupt = join(parent, 'corrupt');
  await mkdir(join(corrupt, 'pglite', 'global'), { recursive: true });
  await writeFile(join(corrupt, 'pglite', 'PG_VERSION'), '17\n');
  await writeFile(join(corrupt, 'pglite', 'global', 'pg_control'), 'cut off mid-write');
  const unopened = await startFailing({ DATA_DIR: corrupt });
  assert.equal(unopened.code, 1);
  assert.match(unopened.output, new RegExp(`The database in ${join(corrupt, 'pglite')} could not be opened`));
});

test('handed an unfinished build of the app (npm start on a fresh clone), the server readies its database meanwhile and listens once the build is done', async (t) => {
  const env = await storage(t);
  const dir = await mkdtemp(join(tmpdir(), 'masthead-assets-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  const built = join(dir, 'built');
  // What scripts/start.mjs hands over: a promise of the build, here settled by a file appearing.
  const preload = join(dir, 'pending-build.mjs');
  await writeFile(
    preload,
    `import { existsSync } from 'node:fs';\n` +
      `globalThis[Symbol.for('masthead.assetsBuilt')] = new Promise((resolve) => {\n` +
      `  const timer = setInterval(() => { if (existsSync(${JSON.stringify(built)})) { clearInterval(timer); resolve(); } }, 20);\n` +
      `});\n`,
  );
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', preload, entry], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', STATIC_DIR: join(dir, 'none'), ...env },
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
  const printed = (pattern: RegExp, what: string) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} in 60 s:\n${output}`)), 60_000);
      const look = () => {
        const match = pattern.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolve(match);
      };
      look();
      child.stdout.on('data', look);
      void exited.then(() => reject(new Error(`server exited:\n${output}`)));
    });

  await printed(/Seeded the demo organisation/, 'demo seed');
  // Longer than the boot takes (Fastify compiling the routes' schemas: about a second).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  assert.doesNotMatch(output, /listening/i, 'no listening before the build is done');

  await writeFile(built, '');
  const [, baseUrl] = await printed(/Masthead is listening on (http:\/\/localhost:[1-9]\d*)/, 'listening line');
  const health = await fetch(`${baseUrl}/api/1.0/health`);
  assert.equal(health.status, 200);
});
