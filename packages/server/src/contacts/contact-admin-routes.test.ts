import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { createOutboxRepository } from '../email/index.ts';
import { as, createTestContact, loginAs, sessionCookieOf, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const lock = async (app: Awaited<ReturnType<typeof build>>['app'], email: string) => {
  for (let i = 0; i < 5; i++) {
    await app.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email, password: 'Wrong1password' } });
  }
};

test('an admin unlocks a locked account', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const member = await createTestContact(database);
  await lock(app, member.email);
  const res = await app.inject(as(cookie, { method: 'POST', url: `/api/1.0/contact/${member.id}/unlock` }));
  assert.equal(res.statusCode, 204);
  await loginAs(app, member);
});

test('an admin sends a contact the reset-password email', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const member = await createTestContact(database);
  const res = await app.inject(as(cookie, { method: 'POST', url: `/api/1.0/contact/${member.id}/reset-password` }));
  assert.equal(res.statusCode, 204);
  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 1, offset: 0 });
  assert.equal(items[0]?.to, member.email);
  assert.match(items[0]?.text ?? '', /http:\/\/localhost:3000\/auth\/reset-password\/[\w-]{43}/);
});

test('an emergency login link logs the contact in once, past 2FA, within an hour', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const member = await createTestContact(database, { mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP' });
  const made = await app.inject(as(cookie, { method: 'POST', url: `/api/1.0/contact/${member.id}/login-link` }));
  assert.equal(made.statusCode, 200);
  const url: string = made.json().url;
  assert.match(url, /^http:\/\/localhost:3000\/auth\/login-link\/[\w-]{43}$/);
  const id = url.split('/').pop() as string;

  const used = await app.inject({ method: 'POST', url: `/api/1.0/auth/login-link/${id}` });
  assert.equal(used.statusCode, 204);
  const session = sessionCookieOf(used);
  assert.ok(session);
  const me = await app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers: { cookie: session } });
  assert.equal(me.json().id, member.id);

  const again = await app.inject({ method: 'POST', url: `/api/1.0/auth/login-link/${id}` });
  assert.deepEqual(again.json(), errorBody('link-expired'));

  const second = (
    await app.inject(as(cookie, { method: 'POST', url: `/api/1.0/contact/${member.id}/login-link` }))
  ).json().url as string;
  await database.db
    .updateTable('account_links')
    .set({ expires_at: new Date(Date.now() - 1) })
    .where('kind', '=', 'login-link')
    .execute();
  const expired = await app.inject({ method: 'POST', url: `/api/1.0/auth/login-link/${second.split('/').pop()}` });
  assert.deepEqual(expired.json(), errorBody('link-expired'));
});

test('members cannot use the admin actions, not even on themselves', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member, testPassword);
  for (const action of ['unlock', 'reset-password', 'login-link']) {
    const res = await app.inject(as(cookie, { method: 'POST', url: `/api/1.0/contact/${member.id}/${action}` }));
    assert.equal(res.statusCode, 403, action);
  }
});
