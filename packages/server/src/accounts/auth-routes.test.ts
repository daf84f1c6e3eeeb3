import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { newTotpSecret, totpCode } from './totp.ts';
import { emailKey } from '../kernel/rate-limits/login-backoff.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from '../test-accounts.ts';
import { build, secondServer } from '../test-helper.ts';

const login = (payload: object) => ({ method: 'POST' as const, url: '/api/1.0/auth/login', payload });

test('logging in sets an HttpOnly, SameSite=Lax session cookie for the whole site', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  const res = await app.inject(login({ email: contact.email.toUpperCase(), password: testPassword }));
  assert.equal(res.statusCode, 204);
  const header = String(res.headers['set-cookie']);
  assert.match(header, /^masthead_session=[\w-]{43}; /);
  assert.match(header, /; Path=\//);
  assert.match(header, /; HttpOnly/);
  assert.match(header, /; SameSite=Lax/);
  assert.doesNotMatch(header, /Secure/, 'plain http gets no Secure flag');

  const info = await app.inject(as(sessionCookieOf(res) as string, { method: 'GET', url: '/api/1.0/auth/info' }));
  assert.equal(info.statusCode, 200);
  assert.equal(info.json().method, 'user');
  assert.deepEqual(info.json().roles, ['member']);
  assert.equal(info.json().contact.id, contact.id);
});

test('the session cookie is Secure when the request came over https', async (t) => {
  const { app, database } = await build(t, { trustProxy: true });
  const contact = await createTestContact(database);
  const res = await app.inject({
    ...login({ email: contact.email, password: testPassword }),
    headers: { 'x-forwarded-proto': 'https' },
  });
  assert.equal(res.statusCode, 204);
  assert.match(String(res.headers['set-cookie']), /; Secure/);
});

test('a wrong password and an unknown email get the same login-failed answer', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  const wrong = await app.inject(login({ email: contact.email, password: 'Wrong1password' }));
  const unknown = await app.inject(login({ email: 'nobody@example.org', password: testPassword }));
  assert.equal(wrong.statusCode, 401);
  assert.deepEqual(wrong.json(), errorBody('login-failed'));
  assert.deepEqual(unknown.json(), wrong.json());
  assert.equal(wrong.headers['set-cookie'], undefined);
});

/** What a login answered: its code, or 204, and its Retry-After. */
const outcome = (res: { statusCode: number; json: () => { code?: string }; headers: Record<string, unknown> }) =>
  res.statusCode === 204
    ? '204'
    : `${res.json().code}${res.headers['retry-after'] ? ` ${res.headers['retry-after']}s` : ''}`;

test('past five tries an email waits a doubling delay (429 Retry-After), known or not; the owner gets in after it', async (t) => {
  let clock = new Date('2026-03-01T10:00:00Z');
  const { app, database } = await build(t, { now: () => clock });
  const contact = await createTestContact(database);
  const tries = async (email: string) => {
    const seen: string[] = [];
    for (let i = 1; i <= 6; i++) seen.push(outcome(await app.inject(login({ email, password: `Wrong${i}password` }))));
    return seen;
  };
  const expected = [
    'login-failed',
    'login-failed',
    'login-failed',
    'login-failed',
    'login-failed',
    'TOO_MANY_REQUESTS 1s',
  ];
  assert.deepEqual(await tries(contact.email), expected);
  assert.deepEqual(await tries('nobody@example.org'), expected, 'an unknown email answers alike');
  const waiting = await app.inject(login({ email: contact.email, password: testPassword }));
  assert.equal(waiting.statusCode, 429, 'the right password waits too');
  assert.deepEqual(waiting.json(), errorBody('TOO_MANY_REQUESTS'));

  clock = new Date('2026-03-01T10:00:01Z');
  assert.equal(outcome(await app.inject(login({ email: contact.email, password: 'Wrong6password' }))), 'login-failed');
  assert.equal(
    outcome(await app.inject(login({ email: contact.email, password: testPassword }))),
    'TOO_MANY_REQUESTS 2s',
  );
  clock = new Date('2026-03-01T10:00:03Z');
  assert.equal(outcome(await app.inject(login({ email: contact.email, password: testPassword }))), '204');
  // A success starts the email's count again (from this source, 127.0.0.1 in app.inject).
  assert.equal(outcome(await app.inject(login({ email: contact.email, password: 'Wrong1password' }))), 'login-failed');
  const delays = await database.db.selectFrom('login_backoff').select(['key', 'tries']).orderBy('key').execute();
  const key = emailKey(contact.email, '127.0.0.1');
  assert.deepEqual(
    delays.find((row) => row.key === key),
    { key, tries: 1 },
  );
});

test('the delay never passes 15 minutes, and a day without tries forgets them', async (t) => {
  let clock = new Date('2026-03-01T10:00:00Z');
  const { app } = await build(t, { now: () => clock });
  const email = 'target@example.org';
  for (let i = 0; i < 20; i++) {
    await app.inject(login({ email, password: 'Wrong1password' }));
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
  }
  clock = new Date(clock.getTime() - 16 * 60 * 1000);
  const res = await app.inject(login({ email, password: 'Wrong1password' }));
  assert.equal(res.statusCode, 429);
  assert.equal(res.headers['retry-after'], String(15 * 60));
  clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
  assert.equal(outcome(await app.inject(login({ email, password: 'Wrong1password' }))), 'login-failed');
});

test('100 guesses sent at once get five password checks, the rest a 429', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => app.inject(login({ email: contact.email, password: `Guess${i}password` }))),
  );
  const counts: Record<string, number> = {};
  for (const res of answers) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  assert.deepEqual(counts, { 401: 5, 429: 95 });
});

test('one address trying many emails waits after 30 tries', async (t) => {
  const { app } = await build(t);
  const seen = new Set<number>();
  for (let i = 0; i < 30; i++) {
    seen.add((await app.inject(login({ email: `person${i}@example.org`, password: 'Wrong1password' }))).statusCode);
  }
  assert.deepEqual([...seen], [401]);
  const next = await app.inject(login({ email: 'person-next@example.org', password: 'Wrong1password' }));
  assert.equal(next.statusCode, 429);
  const elsewhere = await app.inject({
    ...login({ email: 'person-next@example.org', password: 'Wrong1password' }),
    remoteAddress: '198.51.100.4',
  });
  assert.equal(elsewhere.statusCode, 401, 'another address is not held back');
});

test('the back-off holds across two app servers sharing the database', async (t) => {
  const first = await build(t);
  const other = secondServer(t, first);
  const contact = await createTestContact(first.database);
  for (let i = 0; i < 5; i++) {
    const server = i % 2 === 0 ? first.app : other;
    assert.equal((await server.inject(login({ email: contact.email, password: 'Wrong1password' }))).statusCode, 401);
  }
  assert.equal((await other.inject(login({ email: contact.email, password: testPassword }))).statusCode, 429);
  assert.equal((await first.app.inject(login({ email: contact.email, password: testPassword }))).statusCode, 429);
});

test('an admin unlock ends the wait at once', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const adminCookie = (await loginAs(app, admin)).cookie;
  for (let i = 0; i < 6; i++) await app.inject(login({ email: contact.email, password: 'Wrong1password' }));
  assert.equal((await app.inject(login({ email: contact.email, password: testPassword }))).statusCode, 429);
  const unlock = await app.inject(as(adminCookie, { method: 'POST', url: `/api/1.0/contact/${contact.id}/unlock` }));
  assert.equal(unlock.statusCode, 204, unlock.body);
  assert.equal((await app.inject(login({ email: contact.email, password: testPassword }))).statusCode, 204);
});

test('with 2FA on, login asks for the code, refuses a wrong one and accepts the current one', async (t) => {
  const { app, database } = await build(t);
  const secret = newTotpSecret();
  const contact = await createTestContact(database, { mfaSecret: secret });
  const missing = await app.inject(login({ email: contact.email, password: testPassword }));
  assert.equal(missing.statusCode, 401);
  assert.deepEqual(missing.json(), errorBody('mfa-token-required'));
  assert.equal(missing.headers['set-cookie'], undefined);

  const old = totpCode(secret, new Date(Date.now() - 120_000));
  const wrong = await app.inject(login({ email: contact.email, password: testPassword, token: old }));
  assert.deepEqual(wrong.json(), errorBody('invalid-token'));

  const right = await app.inject(login({ email: contact.email, password: testPassword, token: totpCode(secret) }));
  assert.equal(right.statusCode, 204);
  assert.ok(sessionCookieOf(right));
});

test('a TOTP code is accepted one step early or late, and never twice', async (t) => {
  // The app's clock stands still mid-step: a slow password check cannot carry it into the next step.
  const fixed = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
  const { app, database } = await build(t, { now: () => fixed });
  const secret = newTotpSecret();
  const contact = await createTestContact(database, { mfaSecret: secret });
  const at = (offsetMs: number) => totpCode(secret, new Date(fixed.getTime() + offsetMs));
  const attempt = (token: string) => app.inject(login({ email: contact.email, password: testPassword, token }));

  assert.equal((await attempt(at(-30_000))).statusCode, 204, 'one step behind');
  const current = at(0);
  assert.equal((await attempt(current)).statusCode, 204, 'the current step');
  assert.equal((await attempt(current)).json().code, 'invalid-token', 'the same code again');
  assert.equal((await attempt(at(30_000))).statusCode, 204, 'one step ahead');
  assert.equal((await attempt(at(-90_000))).json().code, 'invalid-token', 'three steps behind');
  assert.equal((await attempt(at(120_000))).json().code, 'invalid-token', 'four steps ahead');
});

test('logging in again rotates the cookie and ends the session it replaced', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  const { cookie: first } = await loginAs(app, contact);
  const again = await app.inject(as(first, login({ email: contact.email, password: testPassword })));
  const second = sessionCookieOf(again);
  assert.ok(second);
  assert.notEqual(second, first);
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers: { cookie } });
  assert.equal((await me(first)).statusCode, 401);
  assert.equal((await me(second)).statusCode, 200);
});

test('logout ends the session on the server: the old cookie then gets 401', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database));
  const out = await app.inject(as(cookie, { method: 'POST', url: '/api/1.0/auth/logout' }));
  assert.equal(out.statusCode, 204);
  assert.match(String(out.headers['set-cookie']), /^masthead_session=; .*Max-Age=0/);
  const me = await app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers: { cookie } });
  assert.equal(me.statusCode, 401);
  assert.equal((await database.db.selectFrom('sessions').selectAll().execute()).length, 0);
});

test('lastSeen and the session expiry move at most once a minute', async (t) => {
  let clock = new Date('2026-03-01T10:00:00Z');
  const { app, database } = await build(t, { now: () => clock });
  const contact = await createTestContact(database);
  const { cookie } = await loginAs(app, contact);
  const me = () => app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers: { cookie } });
  const lastSeen = async () => (await me()).json().lastSeen;

  assert.equal(await lastSeen(), '2026-03-01T10:00:00.000Z');
  clock = new Date('2026-03-01T10:00:50Z');
  const quiet = await me();
  assert.equal(quiet.json().lastSeen, '2026-03-01T10:00:00.000Z');
  assert.equal(quiet.headers['set-cookie'], undefined);
  clock = new Date('2026-03-01T10:01:30Z');
  const moved = await me();
  assert.equal(moved.json().lastSeen, '2026-03-01T10:01:30.000Z');
  assert.match(String(moved.headers['set-cookie']), /Max-Age=2592000/);

  // Idle for 31 days: the session has expired.
  clock = new Date('2026-04-01T11:00:00Z');
  assert.equal((await me()).statusCode, 401);
});

test('auth/info of a guest says method none with no roles', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/auth/info' });
  assert.deepEqual(res.json(), { method: 'none', roles: [] });
});

test('a login body without a password is a 422 naming the field', async (t) => {
  const { app } = await build(t);
  const res = await app.inject(login({ email: 'a@example.org' }));
  assert.equal(res.statusCode, 422);
  assert.ok(res.json().errors.some((e: { field: string }) => e.field === 'password'));
});
