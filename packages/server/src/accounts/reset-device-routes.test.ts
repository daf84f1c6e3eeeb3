import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { newTotpSecret } from './totp.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { createOutboxRepository } from '../email/index.ts';
import { createTestContact, loginAs, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const resetUrl = 'http://localhost:3000/auth/reset-device';

async function lastLink(database: MastheadDatabase): Promise<string> {
  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 1, offset: 0 });
  const id = /\/auth\/reset-device\/([\w-]+)/.exec(items[0]?.text ?? '')?.[1];
  assert.ok(id, 'a reset-device link was emailed');
  assert.equal(items[0]?.template, 'reset-device');
  return id;
}

const ask = (email: string) => ({
  method: 'POST' as const,
  url: '/api/1.0/reset-device',
  payload: { email, resetUrl, type: 'totp' },
});
const reset = (id: string, password: string) => ({
  method: 'PUT' as const,
  url: `/api/1.0/reset-device/${id}`,
  payload: { password, type: 'totp' },
});

test('a lost device is reset with the emailed link and the password, once', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database, { mfaSecret: newTotpSecret() });
  assert.equal((await app.inject(ask(contact.email))).statusCode, 204);
  assert.equal((await app.inject(ask('nobody@example.org'))).statusCode, 204);
  const id = await lastLink(database);

  const done = await app.inject(reset(id, testPassword));
  assert.equal(done.statusCode, 204);
  await loginAs(app, contact);
  assert.deepEqual((await app.inject(reset(id, testPassword))).json(), errorBody('link-expired'));
});

test('wrong passwords on the reset-device link are tries of the login back-off', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database, { mfaSecret: newTotpSecret() });
  await app.inject(ask(contact.email));
  const id = await lastLink(database);
  for (let i = 0; i < 5; i++) {
    assert.deepEqual((await app.inject(reset(id, 'Wrong1password'))).json(), errorBody('login-failed'));
  }
  const waiting = await app.inject(reset(id, testPassword));
  assert.deepEqual(waiting.json(), errorBody('TOO_MANY_REQUESTS'));
  assert.equal(waiting.headers['retry-after'], '1');
  const login = {
    method: 'POST' as const,
    url: '/api/1.0/auth/login',
    payload: { email: contact.email, password: testPassword },
  };
  assert.equal((await app.inject(login)).statusCode, 429, 'the same back-off as at login');
});

test('the right password on a reset-device link ends the back-off, as a login does', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database, { mfaSecret: newTotpSecret() });
  for (let round = 0; round < 2; round++) {
    await app.inject(ask(contact.email));
    const id = await lastLink(database);
    for (let i = 0; i < 4; i++) assert.equal((await app.inject(reset(id, 'Wrong1password'))).statusCode, 401);
    assert.equal((await app.inject(reset(id, testPassword))).statusCode, 204, `round ${round}`);
  }
  const row = await database.db
    .selectFrom('login_backoff')
    .select('tries')
    .where('email', '=', contact.email.toLowerCase())
    .executeTakeFirst();
  assert.equal(row, undefined, 'no tries left counting against the owner');
});

test('an unknown or expired reset-device link answers link-expired', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const contact = await createTestContact(database, { mfaSecret: newTotpSecret() });
  assert.deepEqual((await app.inject(reset('nope', testPassword))).json(), errorBody('link-expired'));
  await app.inject(ask(contact.email));
  const id = await lastLink(database);
  await database.db
    .updateTable('account_links')
    .set({ expires_at: new Date(Date.now() - 1) })
    .execute();
  assert.deepEqual((await app.inject(reset(id, testPassword))).json(), errorBody('link-expired'));
});
