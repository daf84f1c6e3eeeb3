import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { clientErrorCaps, createClientErrorRepository, sentryDsn } from './index.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build, createTestDatabase, defer } from '../test-helper.ts';

const url = '/api/1.0/client-errors';

const report = (extra: Record<string, unknown> = {}) => ({
  source: 'widget',
  message: 'TypeError: answers is undefined',
  stack: 'TypeError: answers is undefined\n    at submit (https://members.example.org/embed/join-form.js:1:4821)',
  url: 'https://news.example.org/2025/01/story',
  requestId: 'Rk3n-9x_q2',
  status: 503,
  operation: 'POST /callout/{id}/responses',
  release: '0.1.0',
  breadcrumbs: [
    { at: '2025-03-01T10:00:00.000Z', kind: 'navigation', text: '/crowdnewsroom/{id}' },
    { at: '2025-03-01T10:00:05.000Z', kind: 'click', text: 'button Send' },
    { at: '2025-03-01T10:00:06.000Z', kind: 'api', text: 'POST /callout/{id}/responses 503' },
  ],
  ...extra,
});

const post = (payload: object, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  payload,
  remoteAddress,
  headers,
});

async function asAdmin(
  app: Awaited<ReturnType<typeof build>>['app'],
  database: Awaited<ReturnType<typeof build>>['database'],
) {
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  return (path = url) => app.inject(as(cookie, { method: 'GET', url: path }));
}

test('stores a widget report from another site, scrubbed, and an admin reads it back', async (t) => {
  const { app, database } = await build(t);
  const res = await app.inject(
    post(
      report({
        message: 'No member ada@example.org (card 4242 4242 4242 4242)',
        breadcrumbs: [{ at: '2025-03-01T10:00:00.000Z', kind: 'click', text: 'link Mail ada@example.org' }],
      }),
      '203.0.113.7',
      { origin: 'https://news.example.org' },
    ),
  );
  assert.equal(res.statusCode, 204, res.body);
  assert.equal(res.headers['access-control-allow-origin'], '*');

  const list = await (await asAdmin(app, database))();
  assert.equal(list.statusCode, 200);
  const [group] = list.json().items;
  assert.equal(group.message, 'No member [email] (card [number])');
  assert.equal(group.count, 1);
  assert.deepEqual(group.sources, ['widget']);
  assert.equal(group.latest.requestId, 'Rk3n-9x_q2');
  assert.equal(group.latest.operation, 'POST /callout/{id}/responses');
  assert.equal(group.latest.status, 503);
  assert.deepEqual(group.latest.breadcrumbs, [
    { at: '2025-03-01T10:00:00.000Z', kind: 'click', text: 'link Mail [email]' },
  ]);
  assert.equal(group.firstSeen, group.latest.createdAt);
});

test('refuses a report that breaks the schema, and stores nothing', async (t) => {
  const { app, database } = await build(t);
  const crumb = { at: '2025-03-01T10:00:00.000Z', kind: 'click', text: 'button Save' };
  const bad: [string, object][] = [
    ['an unknown field', report({ answers: { name: 'Ada' } })],
    ['a query string in the address', report({ url: 'https://news.example.org/story?token=abc' })],
    ['a message too long', report({ message: 'x'.repeat(501) })],
    ['a stack too long', report({ stack: 'x'.repeat(4001) })],
    ['21 breadcrumbs', report({ breadcrumbs: Array(21).fill(crumb) })],
    ['a breadcrumb too long', report({ breadcrumbs: [{ ...crumb, text: 'x'.repeat(201) }] })],
    ['a breadcrumb of another kind', report({ breadcrumbs: [{ ...crumb, kind: 'input' }] })],
    ['a breadcrumb with a value', report({ breadcrumbs: [{ ...crumb, value: 'secret' }] })],
    ['another source', report({ source: 'server' })],
    ['no message', report({ message: '' })],
  ];
  for (const [what, payload] of bad) {
    const res = await app.inject(post(payload));
    assert.equal(res.statusCode, 422, what);
  }
  const list = await (await asAdmin(app, database))();
  assert.equal(list.json().total, 0);
});

test('takes ten reports a minute per client, then answers 429 and stores nothing more', async (t) => {
  // Now, not a fixed day: the admin's role starts today.
  let time = Date.now();
  const { app, database } = await build(t, { now: () => new Date(time) });
  const admin = await asAdmin(app, database);
  time = Date.now();
  for (let i = 0; i < 10; i++) assert.equal((await app.inject(post(report()))).statusCode, 204, `report ${i + 1}`);
  const over = await app.inject(post(report()));
  assert.equal(over.statusCode, 429);
  assert.equal(over.json().code, 'TOO_MANY_REQUESTS');
  assert.ok(Number(over.headers['retry-after']) > 0);
  // Another client is not held back by the first.
  assert.equal((await app.inject(post(report(), '198.51.100.4'))).statusCode, 204);

  assert.equal((await admin()).json().items[0].count, 11);
  // A minute on, the first client may report again.
  time += 60_000;
  assert.equal((await app.inject(post(report()))).statusCode, 204);
});

test('counts a logged-in reader per session too, whatever address they send from', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['member'] }));
  const send = (ip: string) => app.inject(as(cookie, post(report({ source: 'app' }), ip)));
  for (let i = 0; i < 10; i++) assert.equal((await send(`192.0.2.${i + 1}`)).statusCode, 204, `report ${i + 1}`);
  assert.equal((await send('192.0.2.99')).statusCode, 429);
});

/** Every one of `addresses` (198.51.100.1, …) sends `each` reports, made by `reportOf(address, n)`: all answered 204. */
async function flood(
  app: Awaited<ReturnType<typeof build>>['app'],
  addresses: number,
  each: number,
  reportOf: (address: number, n: number) => object,
) {
  for (let n = 0; n < each; n++) {
    for (let address = 1; address <= addresses; address++) {
      const res = await app.inject(post(reportOf(address, n), `198.51.100.${address}`));
      assert.equal(res.statusCode, 204, `report ${n} of address ${address}: ${res.body}`);
    }
  }
}

const storedRows = async (database: Awaited<ReturnType<typeof build>>['database']) =>
  (await sql<{ n: number }>`select count(*)::int as n from client_errors`.execute(database.db)).rows[0]!.n;

test('a flood of one message from a hundred addresses is stored a few times, counted in full', async (t) => {
  const { app, database } = await build(t);
  const admin = await asAdmin(app, database);
  await flood(app, 100, 2, () => report({ message: 'TypeError: answers is undefined' }));
  assert.equal(await storedRows(database), clientErrorCaps.perMessagePerHour);
  assert.equal((await app.inject(post(report({ message: 'RangeError: bad page' }), '192.0.2.1'))).statusCode, 204);

  const list = (await admin()).json();
  assert.deepEqual(
    list.items.map((g: { message: string; count: number }) => [g.message, g.count]),
    [
      ['RangeError: bad page', 1],
      ['TypeError: answers is undefined', 200],
    ],
  );
  assert.equal(list.total, 2);
});

test('a flood of distinct messages stops being stored at the hourly ceiling, and is counted', async (t) => {
  // Now, not a fixed day: the admin's role starts today.
  let time = Date.now();
  const { app, database } = await build(t, { now: () => new Date(time) });
  const admin = await asAdmin(app, database);
  time = Date.now();
  const reports = createClientErrorRepository({ db: database.db });
  const since = new Date(time - 60 * 60_000);
  await flood(app, 100, 3, (address, n) => report({ message: `Error: flood ${address}.${n}` }));
  assert.equal(await storedRows(database), clientErrorCaps.perHour);
  assert.equal((await admin()).json().total, clientErrorCaps.perHour);
  assert.equal(await reports.overflowSince(since), 300 - clientErrorCaps.perHour);
  // A message stored before the ceiling is still counted, on its group.
  assert.equal((await app.inject(post(report({ message: 'Error: flood 1.0' }), '192.0.2.1'))).statusCode, 204);
  assert.equal(await storedRows(database), clientErrorCaps.perHour);

  // An hour on, a new message is stored and listed first.
  time += 61 * 60_000;
  assert.equal((await app.inject(post(report({ message: 'RangeError: bad page' }), '192.0.2.2'))).statusCode, 204);
  const list = (await admin(`${url}?limit=100`)).json();
  assert.equal(list.total, clientErrorCaps.perHour + 1);
  const counts = new Map(list.items.map((g: { message: string; count: number }) => [g.message, g.count]));
  assert.equal(counts.get('RangeError: bad page'), 1);
  assert.equal(list.items[0].message, 'RangeError: bad page');
  assert.equal(counts.get('Error: flood 1.0'), 2);
});

test('only admins read the reports', async (t) => {
  const { app, database } = await build(t);
  for (const path of [url, `${url}/00000000-0000-4000-8000-000000000000`]) {
    assert.equal((await app.inject({ method: 'GET', url: path })).statusCode, 401, path);
  }
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['member'] }));
  assert.equal((await app.inject(as(cookie, { method: 'GET', url }))).statusCode, 403);
});

test('groups reports by message, the most recently seen first, a page at a time', async (t) => {
  const start = Math.floor(Date.now() / 1000) * 1000;
  const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
  let time = start;
  const { app, database } = await build(t, { now: () => new Date(time) });
  const send = async (message: string, source: string, ip: string) => {
    time += 1000;
    assert.equal((await app.inject(post(report({ message, source }), ip))).statusCode, 204);
  };
  await send('A broke', 'app', '192.0.2.1');
  await send('B broke', 'widget', '192.0.2.2');
  await send('A broke', 'widget', '192.0.2.3');
  await send('C broke', 'app', '192.0.2.4');
  await send('B broke', 'widget', '192.0.2.5');

  const admin = await asAdmin(app, database);
  const all = (await admin()).json();
  assert.equal(all.total, 3);
  assert.deepEqual(
    all.items.map((g: { message: string; count: number; sources: string[] }) => [g.message, g.count, g.sources]),
    [
      ['B broke', 2, ['widget']],
      ['C broke', 1, ['app']],
      ['A broke', 2, ['app', 'widget']],
    ],
  );
  const a = all.items[2];
  assert.equal(a.firstSeen, at(1));
  assert.equal(a.lastSeen, at(3));
  assert.equal(a.latest.createdAt, at(3));
  assert.equal(a.latest.source, 'widget');

  const page = (await admin(`${url}?limit=1&offset=1`)).json();
  assert.deepEqual([page.items.length, page.items[0].message, page.total], [1, 'C broke', 3]);
  const past = (await admin(`${url}?offset=10`)).json();
  assert.deepEqual([past.items, past.total], [[], 3]);

  const one = await admin(`${url}/${a.latest.id}`);
  assert.deepEqual(one.json(), a.latest);
  assert.equal((await admin(`${url}/not-a-uuid`)).statusCode, 400);
  assert.equal((await admin(`${url}/00000000-0000-4000-8000-000000000000`)).statusCode, 404);
});

test('the nightly prune removes reports older than it is told', async (t) => {
  const { database } = await build(t);
  const reports = createClientErrorRepository({ db: database.db });
  const body = { source: 'app' as const, message: 'm', url: 'https://m.example.org/', breadcrumbs: [] };
  await reports.add(body, new Date('2025-01-01T00:00:00Z'));
  const kept = await reports.add(body, new Date('2025-02-15T00:00:00Z'));
  assert.equal(await reports.removeOlderThan(new Date('2025-02-01T00:00:00Z')), 1);
  assert.deepEqual((await reports.groups({ limit: 10, offset: 0 })).items[0]?.latest, kept);
});

/** A local Sentry: the envelopes it is sent, and an app on a fresh database whose SENTRY_DSN points at it. */
async function withSentry(t: TestContext) {
  const received: { request: IncomingMessage; body: string }[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const double = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ request, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}');
      for (const wait of waiting) if (received.length >= wait.count) wait.resolve();
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => double.close(resolve)));
  const { port } = double.address() as AddressInfo;

  const database = await createTestDatabase(t);
  const app = buildApp({
    config: {
      staticDir: '/nonexistent',
      uploadsDir: '/nonexistent',
      sentryDsn: sentryDsn(`http://k3y@127.0.0.1:${port}/sentry/42`),
    },
    database,
  });
  defer(t, () => app.close());
  /** Resolves once `count` envelopes have come. */
  const arrived = (count: number) =>
    received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { app, database, received, arrived };
}

test('forwards each stored report to the Sentry envelope endpoint of SENTRY_DSN', async (t) => {
  const { app, received, arrived } = await withSentry(t);
  const res = await app.inject(post(report({ message: 'Failed for ada@example.org' })));
  assert.equal(res.statusCode, 204);
  await arrived(1);

  const [{ request, body }] = received as [(typeof received)[number]];
  assert.equal(request.method, 'POST');
  assert.equal(request.url, '/sentry/api/42/envelope/');
  assert.match(String(request.headers['x-sentry-auth']), /sentry_key=k3y\b/);
  const [header, item, event] = body.split('\n').map((line) => JSON.parse(line));
  assert.equal(header.event_id, event.event_id);
  assert.deepEqual(item, { type: 'event' });
  assert.equal(event.message.formatted, 'Failed for [email]');
  assert.equal(event.tags.request_id, 'Rk3n-9x_q2');
  assert.equal(event.tags.operation, 'POST /callout/{id}/responses');
  assert.equal(event.request.url, 'https://news.example.org/2025/01/story');
  assert.equal(event.breadcrumbs.values.length, 3);
});

test('masks the secret of an emailed link wherever a report carries it: listed, stored and forwarded', async (t) => {
  const { app, database, received, arrived } = await withSentry(t);
  const token = 'Xk3q90817264LmPzR2vT8wYbN4cD6fH1jK5sA7gE0u';
  const flow = '2f0c6d1e-5a4b-4c3d-9e8f-7a6b5c4d3e2f';
  // The page a reader opened from an email, and the call it made with the secret.
  const links: [page: string, call: string, secret: string][] = [
    ['/auth/reset-password/', 'PUT /reset-password/', `${token}A`],
    ['/auth/set-password/', 'PUT /reset-password/', `${token}B`],
    ['/auth/login-link/', 'POST /auth/login-link/', `${token}C`],
    ['/auth/reset-device/', 'PUT /reset-device/', `${token}D`],
    ['/join/confirm-email/', 'GET /demo-checkout/', flow],
  ];
  for (const [page, call, secret] of links) {
    const failed = `${call}${secret}`;
    const res = await app.inject(
      post(
        report({
          source: 'app',
          message: `${failed} 503`,
          stack: `Error: ${failed} 503\n    at send (https://members.example.org/assets/index.js:1:4821)`,
          url: `https://members.example.org${page}${secret}`,
          operation: failed,
          breadcrumbs: [
            { at: '2025-03-01T10:00:00.000Z', kind: 'navigation', text: `${page}${secret}` },
            { at: '2025-03-01T10:00:05.000Z', kind: 'click', text: 'button Save password' },
            { at: '2025-03-01T10:00:06.000Z', kind: 'api', text: `${failed} 503` },
          ],
        }),
      ),
    );
    assert.equal(res.statusCode, 204, res.body);
  }
  await arrived(links.length);

  const admin = await asAdmin(app, database);
  const list = await admin();
  const groups: { latest: { id: string } }[] = list.json().items;
  // Masked, both pages' failed call is one message.
  assert.equal(groups.length, links.length - 1);
  const one = await admin(`${url}/${groups[0]!.latest.id}`);
  const rows = await sql`select * from client_errors`.execute(database.db);
  const seen = {
    list: list.body,
    one: one.body,
    rows: JSON.stringify(rows.rows),
    sentry: received.map(({ body }) => body).join('\n'),
  };
  for (const [where, text] of Object.entries(seen)) {
    for (const [, , secret] of links) assert.ok(!text.includes(secret), `${where} holds ${secret}`);
    assert.ok(!text.includes(token.slice(0, 12)), `${where} holds part of the token`);
  }
  const reset = list.json().items.find((g: { message: string }) => g.message.startsWith('PUT /reset-password/'));
  assert.deepEqual(
    [reset.latest.message, reset.latest.operation, reset.latest.breadcrumbs[0].text],
    ['PUT /reset-password/*** 503', 'PUT /reset-password/***', '/auth/set-password/***'],
  );
  assert.match(seen.sentry, /"url":"https:\/\/members\.example\.org\/auth\/reset-password\/\*\*\*"/);
});

test('reads SENTRY_DSN, refusing what is no DSN', () => {
  assert.equal(sentryDsn(undefined), null);
  assert.equal(sentryDsn(' '), null);
  assert.deepEqual(sentryDsn('https://abc@o1.ingest.example.org/42'), {
    envelopeUrl: 'https://o1.ingest.example.org/api/42/envelope/',
    publicKey: 'abc',
    dsn: 'https://abc@o1.ingest.example.org/42',
  });
  for (const wrong of [
    'https://o1.ingest.example.org/42',
    'https://abc@example.org/',
    'ftp://abc@example.org/1',
    'abc',
  ])
    assert.throws(() => sentryDsn(wrong), /SENTRY_DSN/, wrong);
});
