/**
 * Several app servers: two app servers, each with its own connection pool on one
 * PostgreSQL database, behind a round-robin balancer on loopback. What one server knows the other
 * must know too: sessions, rate limits, spent captchas, response numbers; scheduled work runs once.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib/v1';
import { buildApp } from './app.ts';
import { loginBackoff } from './kernel/rate-limits/index.ts';
import { ago, sampleFormSchema } from './callouts/callout-test-kit.ts';
import { goodAnswers } from './responses/response-submit-test-kit.ts';
import { createScheduler } from './kernel/scheduler/index.ts';
import { twoPools } from './kernel/scheduler/two-pools-test-kit.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from './test-accounts.ts';
import { defer } from './test-helper.ts';

const skip = process.env.DATABASE_URL ? false : 'needs PostgreSQL (PGlite is one server): set DATABASE_URL';
const missingStaticDir = fileURLToPath(new URL('./__no-static-dir__', import.meta.url));

/** A tiny load balancer: request n goes to backend n mod 2 and says which in `x-backend`. */
async function roundRobin(t: TestContext, backends: readonly number[]): Promise<string> {
  let next = 0;
  const balancer: Server = createServer((incoming, outgoing) => {
    const index = next++ % backends.length;
    const forward = request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(index) });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  defer(t, () => new Promise((resolve) => balancer.close(resolve)));
  return `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
}

/** Two listening app servers on one database and one uploads folder, and the balancer in front. */
async function twoServers(t: TestContext) {
  const pools = await twoPools(t);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const apps = pools.map((database) => {
    const app = buildApp({ config: { staticDir: missingStaticDir, uploadsDir }, database, captchaMaxNumber: 1000 });
    defer(t, () => app.close());
    return app;
  });
  const ports = await Promise.all(
    apps.map(async (app) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }),
  );
  const base = await roundRobin(t, ports);
  const send = async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/1.0/${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, backend: res.headers.get('x-backend'), res, json: () => JSON.parse(text) };
  };
  return { apps, pools, send };
}

test(
  'two servers behind a balancer share sessions, limits, captchas, numbers and scheduled work',
  { skip },
  async (t) => {
    const { apps, pools, send } = await twoServers(t);
    const [database] = pools;
    const contact = await createTestContact(database);

    await t.test('a login on one server is valid on the other', async () => {
      const login = await send('POST', 'auth/login', { email: contact.email, password: testPassword });
      assert.equal(login.status, 204);
      const cookie = sessionCookieOf({ headers: { 'set-cookie': login.res.headers.getSetCookie() } });
      assert.ok(cookie);
      const me = await send('GET', 'contact/me', undefined, { cookie });
      assert.equal(me.status, 200);
      assert.notEqual(me.backend, login.backend);
      assert.equal(me.json().id, contact.id);
    });

    await t.test('the login back-off counts tries on both servers', async () => {
      const target = await createTestContact(database);
      const backends = new Set<string | null>();
      for (let i = 0; i < loginBackoff.emailFreeTries; i += 1) {
        const wrong = await send('POST', 'auth/login', { email: target.email, password: 'Wrong1password' });
        assert.equal(wrong.status, 401);
        backends.add(wrong.backend);
      }
      assert.equal(backends.size, 2);
      for (let i = 0; i < 2; i += 1)
        assert.equal((await send('POST', 'auth/login', { email: target.email, password: testPassword })).status, 429);
    });

    // An admin makes the call-outs straight on the first server: the setup, not what is tested.
    const admin = await createTestContact(database, { roles: ['admin'] });
    const { cookie: adminCookie } = await loginAs(apps[0]!, admin);
    const openCallout = async (settings: Record<string, unknown>) => {
      const payload = {
        variants: { default: { title: 'Our street' } },
        starts: ago(60_000),
        formSchema: sampleFormSchema,
      };
      const res = await apps[0]!.inject(
        as(adminCookie, { method: 'POST', url: '/api/1.0/callout', payload: { ...payload, ...settings } }),
      );
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { id: string }).id;
    };

    await t.test('a captcha solution spent on one server is refused on the other', async () => {
      const callout = await openCallout({ access: 'anonymous', captcha: 'all', allowMultiple: true });
      const challenge = (await send('GET', 'captcha')).json();
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      assert.ok(solution);
      const { algorithm, salt, signature } = challenge;
      const token = Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
      ).toString('base64');
      const path = `callout/${callout}/responses?captchaToken=${encodeURIComponent(token)}`;
      const spent = await send('POST', path, { answers: goodAnswers });
      assert.equal(spent.status, 201);
      const replay = await send('POST', path, { answers: goodAnswers });
      assert.notEqual(replay.backend, spent.backend);
      assert.equal(replay.status, 400);
      assert.equal(replay.json().code, 'captcha-invalid');
    });

    await t.test('responses sent to both servers at once are numbered 1 to 40 without gaps', async () => {
      const callout = await openCallout({ access: 'anonymous', allowMultiple: true });
      const sent = await Promise.all(
        Array.from({ length: 40 }, () => send('POST', `callout/${callout}/responses`, { answers: goodAnswers })),
      );
      assert.deepEqual(
        sent.map((each) => each.status),
        Array.from({ length: 40 }, () => 201),
      );
      assert.equal(new Set(sent.map((each) => each.backend)).size, 2);
      const rows = await database.db
        .selectFrom('callout_responses')
        .select('number')
        .where('callout_id', '=', callout)
        .orderBy('number')
        .execute();
      assert.deepEqual(
        rows.map((row) => row.number),
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    });

    await t.test('a task scheduled on both servers runs once', async () => {
      let runs = 0;
      const task = { name: 'two-servers', everyMs: 60 * 60 * 1000, run: async () => void (runs += 1) };
      const log = { error: () => {}, warn: () => {} };
      const schedulers = pools.map(({ db }) => createScheduler({ db, tasks: [task], log }));
      const ran = await Promise.all(schedulers.flatMap((scheduler) => [scheduler.tick(), scheduler.tick()]));
      assert.equal(runs, 1);
      assert.deepEqual(ran.flat(), ['two-servers']);
    });
  },
);
