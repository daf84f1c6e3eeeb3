import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../../test-helper.ts';
import { as, createTestContact, loginAs, testPassword } from '../../test-accounts.ts';
import { loggerOptions, type LogFormat } from './logger-options.ts';

/** An app whose log lines land in `lines`, as the server's would on stdout. */
async function logged(t: Parameters<typeof build>[0], format: LogFormat = 'json') {
  const lines: string[] = [];
  const out = { write: (text: string) => lines.push(text) };
  const built = await build(t, { logger: loggerOptions({ level: 'debug', format, out }) });
  return { ...built, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

test('each request leaves one JSON line when it is answered: method, path, status, ms and its id', async (t) => {
  const { app, entries } = await logged(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/health?probe=secret-value' });
  assert.equal(res.statusCode, 200);
  const mine = entries().filter((entry) => entry.reqId === res.headers['x-request-id']);
  assert.equal(mine.length, 1, JSON.stringify(entries()));
  const [line] = mine;
  assert.equal(line?.msg, 'request completed');
  assert.equal(line?.level, 30);
  assert.equal(line?.method, 'GET');
  assert.equal(line?.path, '/api/1.0/health', 'no query string');
  assert.equal(line?.status, 200);
  assert.equal(typeof line?.ms, 'number');
  assert.equal(typeof line?.time, 'number');
  assert.ok(!entries().some((entry) => entry.msg === 'incoming request'), 'no second line per request');
});

test('a 5xx is logged with its error and the request id, which the answer names', async (t) => {
  const { app, entries } = await logged(t);
  app.get('/test/broken', async () => {
    throw new Error('the database fell over');
  });
  const res = await app.inject({ method: 'GET', url: '/test/broken', headers: { 'x-request-id': 'report-me-42' } });
  assert.equal(res.statusCode, 500);
  assert.equal(res.headers['x-request-id'], 'report-me-42');
  const failed = entries().find((entry) => entry.msg === 'request failed');
  assert.equal(failed?.reqId, 'report-me-42');
  assert.equal(failed?.level, 50);
  assert.match(String((failed?.err as { message?: string }).message), /the database fell over/);
  const done = entries().find((entry) => entry.msg === 'request completed');
  assert.deepEqual([done?.reqId, done?.status], ['report-me-42', 500]);
});

test('no cookie, authorization header, password, email or link token reaches the log', async (t) => {
  const { app, database, lines } = await logged(t);
  // Whatever a route might log about a request, the serializers and redaction keep these out.
  app.get('/test/chatty', async (request) => {
    request.log.info({ req: request }, 'the request');
    request.log.info({ headers: request.headers }, 'its headers');
    return {};
  });
  const contact = await createTestContact(database, { email: 'private.person@example.org', roles: ['superadmin'] });
  const { cookie } = await loginAs(app, contact);
  const key = await app.inject(
    as(cookie, { method: 'POST', url: '/api/1.0/api-key', payload: { description: 'CRM sync', expires: null } }),
  );
  const apiKey = (key.json() as { token: string }).token;
  const token = 'Xk3_aQ9-bZr4TlmW8c2PdEfGhJkLmNoPqRsTuVwXyZ0';
  const calls = [
    as(cookie, { method: 'GET', url: '/test/chatty?email=private.person@example.org' }),
    { method: 'GET', url: '/test/chatty', headers: { authorization: `Bearer ${apiKey}` } },
    as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }),
    { method: 'PUT', url: `/api/1.0/reset-password/${token}`, payload: { password: 'Another1horse' } },
  ] as const;
  for (const call of calls) await app.inject(call);
  const text = lines.join('');
  assert.match(text, /"msg":"the request"/);
  assert.equal(text.match(/"msg":"its headers"/g)?.length, 2, 'the route ran for the cookie and for the API key');
  assert.match(text, /"cookie":"\[redacted\]"/);
  assert.match(text, /"authorization":"\[redacted\]"/);
  const sessionValue = cookie.split('=')[1] as string;
  for (const secret of [sessionValue, apiKey, testPassword, 'Another1horse', 'private.person', token])
    assert.ok(!text.includes(secret), `"${secret}" is in the log:\n${text}`);
});

test('on a terminal the same requests read as one line each', async (t) => {
  const { app, lines } = await logged(t, 'pretty');
  const res = await app.inject({ method: 'GET', url: '/api/1.0/health', headers: { 'x-request-id': 'abc123' } });
  assert.equal(res.statusCode, 200);
  const line = lines.find((text) => text.includes('req=abc123'));
  assert.match(String(line), /^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/1\.0\/health 200 \d+(\.\d)?ms req=abc123\n$/);
});
