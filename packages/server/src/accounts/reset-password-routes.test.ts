import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { newTotpSecret, totpCode } from './totp.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { createOutboxRepository } from '../email/index.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const resetUrl = 'http://localhost:3000/auth/reset-password';

/** The ids of the reset links emailed so far, newest first. */
async function sentLinks(database: MastheadDatabase, path = '/auth/reset-password/'): Promise<string[]> {
  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 100, offset: 0 });
  return items.flatMap((email) => {
    const match = new RegExp(`${path}([\\w-]+)`).exec(email.text);
    return match?.[1] ? [match[1]] : [];
  });
}

const request = (email: string) => ({
  method: 'POST' as const,
  url: '/api/1.0/reset-password',
  payload: { email, resetUrl },
});
const complete = (id: string, payload: object) => ({
  method: 'PUT' as const,
  url: `/api/1.0/reset-password/${id}`,
  payload,
});

test('asking for a reset answers 204 alike, and emails a link only to a known contact', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database, { email: 'ada@example.org', firstname: 'Ada' });
  const known = await app.inject(request('ADA@example.org'));
  const unknown = await app.inject(request('nobody@example.org'));
  assert.equal(known.statusCode, 204);
  assert.equal(unknown.statusCode, 204);
  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 10, offset: 0 });
  assert.equal(items.length, 1);
  assert.equal(items[0]?.to, contact.email);
  assert.equal(items[0]?.template, 'reset-password');
  assert.match(items[0]?.text ?? '', /Ada/);
  assert.match(items[0]?.text ?? '', /http:\/\/localhost:3000\/auth\/reset-password\/[\w-]{43}/);
});

test('a reset link to another site is refused; the site on this machine is the same under any loopback name', async (t) => {
  const { app } = await build(t, { seed: true });
  const ask = (link: string) =>
    app.inject({ method: 'POST', url: '/api/1.0/reset-password', payload: { email: 'a@example.org', resetUrl: link } });
  for (const other of ['https://evil.example.com/auth/reset-password', 'http://127.0.0.1:4000/auth/reset-password']) {
    const res = await ask(other);
    assert.equal(res.statusCode, 422, other);
    assert.equal(res.json().errors[0].field, 'resetUrl');
  }
  // The seed's site is http://localhost:3000: a fresh clone opened as 127.0.0.1 asks from that address.
  assert.equal((await ask('http://127.0.0.1:3000/auth/reset-password')).statusCode, 204);
});

test('the link sets a new password, ends the login back-off, logs in, ends other sessions and works once', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database);
  const { cookie: elsewhere } = await loginAs(app, contact);
  for (let i = 0; i < 5; i++) {
    await app.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: contact.email, password: 'x' } });
  }
  const locked = await app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    payload: { email: contact.email, password: testPassword },
  });
  assert.equal(locked.json().code, 'TOO_MANY_REQUESTS');

  await app.inject(request(contact.email));
  const [id] = await sentLinks(database);
  assert.ok(id);
  const weak = await app.inject(complete(id, { password: 'weakpass' }));
  assert.equal(weak.statusCode, 422);
  assert.equal(weak.json().errors[0].field, 'password');

  const done = await app.inject(complete(id, { password: 'Fresh4password' }));
  assert.equal(done.statusCode, 200);
  assert.equal(done.json().id, contact.id);
  const cookie = sessionCookieOf(done);
  assert.ok(cookie, 'logged in');
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }))).statusCode, 200);
  assert.equal(
    (await app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers: { cookie: elsewhere } })).statusCode,
    401,
    'the session from before the reset has ended',
  );
  await loginAs(app, contact, 'Fresh4password');

  const again = await app.inject(complete(id, { password: 'Other5password' }));
  assert.equal(again.statusCode, 400);
  assert.deepEqual(again.json(), errorBody('link-expired'));
});

test('an unknown or expired link answers link-expired', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database);
  const unknown = await app.inject(complete('no-such-link', { password: 'Fresh4password' }));
  assert.deepEqual(unknown.json(), errorBody('link-expired'));

  await app.inject(request(contact.email));
  const [id] = await sentLinks(database);
  assert.ok(id);
  // 24 hours later.
  await database.db
    .updateTable('account_links')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .execute();
  const expired = await app.inject(complete(id, { password: 'Fresh4password' }));
  assert.deepEqual(expired.json(), errorBody('link-expired'));
});

test('a link expires 24 hours after it was sent', async (t) => {
  let clock = new Date('2026-05-01T08:00:00Z');
  const { app, database } = await build(t, { seed: true, now: () => clock });
  const contact = await createTestContact(database);
  await app.inject(request(contact.email));
  await app.inject(request(contact.email));
  const [second, first] = await sentLinks(database);
  assert.ok(first && second);
  clock = new Date('2026-05-02T07:59:00Z');
  assert.equal((await app.inject(complete(first, { password: 'Fresh4password' }))).statusCode, 200);
  clock = new Date('2026-05-02T08:00:01Z');
  assert.deepEqual(
    (await app.inject(complete(second, { password: 'Fresh4password' }))).json(),
    errorBody('link-expired'),
  );
});

test('with 2FA on, the reset needs the current code', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const secret = newTotpSecret();
  const contact = await createTestContact(database, { mfaSecret: secret });
  await app.inject(request(contact.email));
  const [id] = await sentLinks(database);
  assert.ok(id);
  const missing = await app.inject(complete(id, { password: 'Fresh4password' }));
  assert.deepEqual(missing.json(), errorBody('mfa-token-required'));
  const wrong = await app.inject(
    complete(id, { password: 'Fresh4password', token: totpCode(secret, new Date(Date.now() - 600_000)) }),
  );
  assert.deepEqual(wrong.json(), errorBody('invalid-token'));
  const right = await app.inject(complete(id, { password: 'Fresh4password', token: totpCode(secret) }));
  assert.equal(right.statusCode, 200);
});

test('opening a link with GET changes nothing', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database);
  await app.inject(request(contact.email));
  const [id] = await sentLinks(database);
  assert.ok(id);
  const get = await app.inject({ method: 'GET', url: `/api/1.0/reset-password/${id}` });
  assert.equal(get.statusCode, 404);
  assert.equal((await app.inject(complete(id, { password: 'Fresh4password' }))).statusCode, 200);
});

test('without a valid site URL no reset link is sent anywhere, and the site URL must be an http(s) address', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  for (const url of [resetUrl, 'https://evil.example.com/auth/reset-password']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/1.0/reset-password',
      payload: { email: contact.email, resetUrl: url },
    });
    assert.equal(res.statusCode, 422, url);
    assert.equal(res.json().errors[0].rule, 'sameSite', url);
  }
  assert.deepEqual(await sentLinks(database), [], 'no email went out');

  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }));
  const patch = (siteUrl: string) =>
    app.inject(as(cookie, { method: 'PATCH', url: '/api/1.0/content/general', payload: { siteUrl } }));
  for (const bad of ['not a url', 'javascript:alert(1)', 'https://', 'https://user@evil.example.com', 'ftp://x.org']) {
    const res = await patch(bad);
    assert.equal(res.statusCode, 422, bad);
    assert.equal(res.json().errors[0].field, 'siteUrl', bad);
  }
  assert.equal((await patch('https://news.example.org')).statusCode, 200);
  const after = await app.inject({
    method: 'POST',
    url: '/api/1.0/reset-password',
    payload: { email: contact.email, resetUrl: 'https://news.example.org/auth/reset-password' },
  });
  assert.equal(after.statusCode, 204);
  assert.equal((await sentLinks(database)).length, 1);
});

test('a reset with the newest link voids the older ones', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database);
  await app.inject(request(contact.email));
  await app.inject(request(contact.email));
  const [newer, older] = await sentLinks(database);
  assert.ok(newer && older);
  assert.equal((await app.inject(complete(newer, { password: 'Fresh4password' }))).statusCode, 200);
  const stale = await app.inject(complete(older, { password: 'Other5password' }));
  assert.deepEqual(stale.json(), errorBody('link-expired'));
});

test('changing a password ends the other sessions, keeps this one, and voids outstanding links', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database);
  const { cookie: here } = await loginAs(app, contact);
  const { cookie: elsewhere } = await loginAs(app, contact);
  await app.inject(request(contact.email));
  const [link] = await sentLinks(database);
  assert.ok(link);
  const me = { method: 'GET' as const, url: '/api/1.0/contact/me' };
  const changed = await app.inject(
    as(here, {
      method: 'PATCH',
      url: '/api/1.0/contact/me',
      payload: { password: 'Fresh4password', currentPassword: testPassword },
    }),
  );
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal((await app.inject(as(here, me))).statusCode, 200, 'the session that changed it stays');
  assert.equal((await app.inject(as(elsewhere, me))).statusCode, 401, 'the other session has ended');
  assert.deepEqual(
    (await app.inject(complete(link, { password: 'Other5password' }))).json(),
    errorBody('link-expired'),
  );

  // An admin setting it ends every session of the contact.
  const admin = await createTestContact(database, { roles: ['admin'] });
  const { cookie: adminCookie } = await loginAs(app, admin);
  const set = await app.inject(
    as(adminCookie, {
      method: 'PATCH',
      url: `/api/1.0/contact/${contact.id}`,
      payload: { password: 'Third6password' },
    }),
  );
  assert.equal(set.statusCode, 200, set.body);
  assert.equal((await app.inject(as(here, me))).statusCode, 401);
  assert.equal((await app.inject(as(adminCookie, me))).statusCode, 200);
});

test('a session in daily use still ends 90 days after its login', async (t) => {
  let clock = new Date('2026-01-01T09:00:00Z');
  const { app, database } = await build(t, { now: () => clock });
  const contact = await createTestContact(database);
  const { cookie } = await loginAs(app, contact);
  const me = as(cookie, { method: 'GET', url: '/api/1.0/contact/me' });
  for (let day = 10; day <= 80; day += 10) {
    clock = new Date(Date.UTC(2026, 0, 1 + day, 9));
    assert.equal((await app.inject(me)).statusCode, 200, `day ${day}`);
  }
  clock = new Date(Date.UTC(2026, 0, 1 + 90, 9, 1));
  assert.equal((await app.inject(me)).statusCode, 401);
});
