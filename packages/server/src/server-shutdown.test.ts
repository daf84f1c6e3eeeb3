/**
 * SIGTERM as a process manager sends it (docs/decisions/0006): the real server.ts in its
 * own process, a request whose body is still arriving when the signal comes.
 * Also JSON log lines with request ids when stdout is not a terminal.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ajaxHeader, defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import { createDatabase } from './kernel/db/create-database.ts';
import { createContentRepository } from './content/content-repository.ts';
import { createTestDatabaseUrl, defer } from './test-helper.ts';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const admin = { email: 'shutdown-admin@example.org', password: 'Shutdown1test' };

/** server.ts on a free port with its own data, started as `npm start` starts it; resolves once it listens. */
async function start(t: TestContext) {
  const dataDir = await mkdtemp(join(tmpdir(), 'masthead-shutdown-'));
  defer(t, () => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = process.env.DATABASE_URL ? await createTestDatabaseUrl(t) : '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      ...{ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED: 'false' },
      ...{ LOG_LEVEL: 'info', LOG_FORMAT: '', STATIC_DIR: join(tmpdir(), 'none') },
      ...{ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  defer(t, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line in 60 s:\n${stdout}${stderr}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /Masthead is listening on http:\/\/localhost:(\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${stdout}${stderr}`)));
  });
  return { child, port, exited, dataDir, databaseUrl, stdout: () => stdout, stderr: () => stderr };
}

/** Whether a new TCP connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('on SIGTERM the server stops accepting, finishes the request in flight with 200, closes the database and exits 0', async (t) => {
  const server = await start(t);
  const base = `http://127.0.0.1:${server.port}`;
  const login = await fetch(`${base}/api/1.0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  assert.equal(login.status, 204);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;

  // An admin's change whose body is still on its way when the signal comes.
  const body = JSON.stringify({ organisationName: 'Saved during shutdown' });
  const held = request(`${base}/api/1.0/content/general`, {
    method: 'PATCH',
    headers: {
      cookie,
      [ajaxHeader.name]: ajaxHeader.value,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': 'in-flight-1',
    },
  });
  const answer = new Promise<{ status: number; id: unknown; text: string }>((resolve, reject) => {
    held.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, id: res.headers['x-request-id'], text }));
    });
    held.on('error', reject);
  });
  held.write(body.slice(0, 10));
  await sleep(300);

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  let closed = false;
  for (const started = Date.now(); !closed && Date.now() - started < 5000; await sleep(50))
    closed = await refused(server.port);
  assert.ok(closed, 'new connections are refused while a request is still open');
  assert.equal(server.child.exitCode, null, 'still running: the open request holds the exit');

  held.end(body.slice(10));
  const { status, id, text } = await answer;
  assert.equal(status, 200, text);
  assert.equal(id, 'in-flight-1');
  assert.equal((JSON.parse(text) as GeneralSettings).organisationName, 'Saved during shutdown');
  assert.equal(await server.exited, 0, server.stderr());
  assert.ok(Date.now() - signalled < 10_000, 'within the 10 s bound');

  // Not a terminal: JSON lines, each request's with its id, the one in flight among them.
  const lines = server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'));
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  assert.ok(entries.some((e) => typeof e.msg === 'string' && /SIGTERM received/.test(e.msg)));
  const completed = entries.filter((e) => e.msg === 'request completed');
  assert.deepEqual(
    completed.map((e) => [e.method, e.path, e.status, e.reqId]),
    [
      ['POST', '/api/1.0/auth/login', 204, login.headers.get('x-request-id')],
      ['PATCH', '/api/1.0/content/general', 200, 'in-flight-1'],
    ],
  );
  assert.ok(!server.stdout().includes(admin.password), 'the password stays out of the log');

  // The change was committed before the database closed.
  const database = await createDatabase({ databaseUrl: server.databaseUrl || null, dataDir: server.dataDir });
  defer(t, () => database.close());
  const settings = await createContentRepository({ db: database.db }).get('general', defaultGeneralSettings);
  assert.equal(settings.organisationName, 'Saved during shutdown');
});

test('a request that never finishes holds the exit for 10 s at most, then is cut off', async (t) => {
  const server = await start(t);
  const stuck = request(`http://127.0.0.1:${server.port}/api/1.0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': 1000, 'x-request-id': 'stuck-1' },
  });
  const cut = new Promise<string>((resolve) => {
    stuck.on('error', (error: NodeJS.ErrnoException) => resolve(String(error.code)));
    stuck.on('response', (res) => resolve(`answered ${res.statusCode}`));
  });
  stuck.write('{"email":');
  await sleep(300);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const waited = Date.now() - signalled;
  assert.equal(code, 1, 'not a clean stop: a request was cut off');
  assert.ok(waited >= 9_500 && waited < 15_000, `exited after ${waited} ms`);
  assert.equal(await cut, 'ECONNRESET');
  assert.match(server.stdout(), /"level":50,[^\n]*"msg":"Requests still open after 10 s; closing them"/);
});
