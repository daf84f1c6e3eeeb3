import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { newTotpSecret, totpCode } from '../accounts/totp.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

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

test('five wrong passwords lock the account, even against the right password', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  for (let i = 1; i <= 4; i++) {
    const res = await app.inject(login({ email: contact.email, password: `Wrong${i}password` }));
    assert.equal(res.json().code, 'login-failed', `try ${i}`);
  }
  const fifth = await app.inject(login({ email: contact.email, password: 'Wrong5password' }));
  assert.deepEqual(fifth.json(), errorBody('account-locked'));
  const right = await app.inject(login({ email: contact.email, password: testPassword }));
  assert.equal(right.statusCode, 401);
  assert.equal(right.json().code, 'account-locked');
});

test('a right password starts the count of wrong ones again', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  for (let i = 0; i < 4; i++) await app.inject(login({ email: contact.email, password: 'Wrong1password' }));
  await loginAs(app, contact);
  for (let i = 0; i < 4; i++) {
    const res = await app.inject(login({ email: contact.email, password: 'Wrong1password' }));
    assert.equal(res.json().code, 'login-failed');
  }
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
  const { app, database } = await build(t);
  const secret = newTotpSecret();
  const contact = await createTestContact(database, { mfaSecret: secret });
  const at = (offsetMs: number) => totpCode(secret, new Date(Date.now() + offsetMs));
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
