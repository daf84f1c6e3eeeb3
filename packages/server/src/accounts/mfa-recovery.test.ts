import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { newTotpSecret, totpCode } from './totp.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { as, createTestContact, loginAs, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const mfaUrl = '/api/1.0/contact/me/mfa';

const turnOn = (cookie: string, secret: string, password?: string) =>
  as(cookie, {
    method: 'POST',
    url: mfaUrl,
    payload: { secret, type: 'totp', token: totpCode(secret), ...(password === undefined ? {} : { password }) },
  });

const useCode = (email: string, code: string, password = testPassword) => ({
  method: 'POST' as const,
  url: '/api/1.0/reset-device/recovery-code',
  payload: { email, password, code, type: 'totp' },
});

const login = (app: FastifyInstance, email: string, password = testPassword) =>
  app.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email, password } });

const storedCodes = (database: MastheadDatabase, contactId: string) =>
  database.db.selectFrom('mfa_recovery_codes').selectAll().where('contact_id', '=', contactId).execute();

/** A member with 2FA turned on through the route, and the recovery codes it answered. */
async function memberWithCodes(app: FastifyInstance, database: MastheadDatabase) {
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const res = await app.inject(turnOn(cookie, newTotpSecret(), testPassword));
  assert.equal(res.statusCode, 200);
  const codes: string[] = res.json().recoveryCodes;
  return { member, cookie, codes };
}

test('turning on 2FA needs the password again: missing is a 422, wrong is login-failed, and 2FA stays off', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const secret = newTotpSecret();

  const missing = await app.inject(turnOn(cookie, secret));
  assert.equal(missing.statusCode, 422);
  assert.deepEqual(missing.json().errors, [{ field: 'password', rule: 'required' }]);
  assert.deepEqual((await app.inject(turnOn(cookie, secret, 'Wrong1horse'))).json(), errorBody('login-failed'));
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: mfaUrl }))).json(), null);
  assert.equal((await storedCodes(database, member.id)).length, 0);
  assert.equal((await login(app, member.email)).statusCode, 204, 'no code is needed: 2FA is still off');
});

test('wrong passwords when turning on 2FA are tries of the login back-off', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const secret = newTotpSecret();
  for (let i = 0; i < 5; i++) {
    assert.deepEqual((await app.inject(turnOn(cookie, secret, `Wrong${i}horse`))).json(), errorBody('login-failed'));
  }
  assert.deepEqual((await app.inject(turnOn(cookie, secret, testPassword))).json(), errorBody('TOO_MANY_REQUESTS'));
  assert.equal((await login(app, member.email)).statusCode, 429, 'the same back-off as at login');
});

test('2FA answers ten different recovery codes once, and the database keeps only their hashes', async (t) => {
  const { app, database } = await build(t);
  const { member, codes } = await memberWithCodes(app, database);
  assert.equal(codes.length, 10);
  assert.equal(new Set(codes).size, 10);
  for (const code of codes) assert.match(code, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  const stored = await storedCodes(database, member.id);
  assert.equal(stored.length, 10);
  const text = JSON.stringify(stored);
  for (const code of codes) {
    assert.ok(!text.includes(code) && !text.includes(code.replaceAll('-', '')), 'no code is stored as it is');
  }
  assert.ok(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash) && row.used_at === null));
});

test('an admin turns on 2FA for someone else without their password', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const member = await createTestContact(database);
  const secret = newTotpSecret();
  const res = await app.inject(
    as(cookie, {
      method: 'POST',
      url: `/api/1.0/contact/${member.id}/mfa`,
      payload: { secret, type: 'totp', token: totpCode(secret) },
    }),
  );
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().recoveryCodes.length, 10);
});

test('a recovery code on the lost-device path turns 2FA off, and works only once', async (t) => {
  const { app, database } = await build(t);
  const { member, codes } = await memberWithCodes(app, database);
  const [first = '', second = ''] = codes;
  assert.equal((await login(app, member.email)).json().code, 'mfa-token-required');

  assert.deepEqual((await app.inject(useCode(member.email, first, 'Wrong1horse'))).json(), errorBody('login-failed'));
  assert.deepEqual((await app.inject(useCode(member.email, 'AAAA-AAAA-AAAA-AAAA'))).json(), errorBody('invalid-token'));
  assert.deepEqual(
    (await app.inject(useCode('nobody@example.org', first))).json(),
    errorBody('login-failed'),
    'an unknown email answers as a wrong password',
  );
  assert.equal((await login(app, member.email)).json().code, 'mfa-token-required', 'nothing changed');

  // Typed in lower case with spaces, as people copy codes.
  const typed = first.toLowerCase().replaceAll('-', ' ');
  assert.equal((await app.inject(useCode(member.email, typed))).statusCode, 204);
  assert.equal((await login(app, member.email)).statusCode, 204, 'no code is needed any more');
  assert.deepEqual((await app.inject(useCode(member.email, first))).json(), errorBody('invalid-token'));
  assert.deepEqual((await app.inject(useCode(member.email, second))).json(), errorBody('invalid-token'));
  assert.equal((await storedCodes(database, member.id)).length, 0, 'the other codes went with 2FA');
});

test('two requests with the same recovery code at once: exactly one succeeds', async (t) => {
  const { app, database } = await build(t);
  const { member, codes } = await memberWithCodes(app, database);
  const [code = ''] = codes;
  const answers = await Promise.all([app.inject(useCode(member.email, code)), app.inject(useCode(member.email, code))]);
  assert.deepEqual(answers.map((res) => res.statusCode).sort(), [204, 401]);
});

test('a code is used by one conditional write: of concurrent uses of one code, one wins', async (t) => {
  const { app, database } = await build(t);
  const { member, codes } = await memberWithCodes(app, database);
  const [code = '', other = ''] = codes;
  const contacts = createContactRepository({ db: database.db });
  const results = await Promise.all(Array.from({ length: 5 }, () => contacts.useRecoveryCode(member.id, code)));
  assert.deepEqual(results.filter(Boolean).length, 1);
  assert.equal(await contacts.useRecoveryCode(member.id, code), false);
  const stored = await storedCodes(database, member.id);
  assert.equal(stored.filter((row) => row.used_at !== null).length, 1);
  assert.equal(await contacts.useRecoveryCode(member.id, other), true, 'the other codes still work');
});

test('turning 2FA off, or on again, replaces the recovery codes', async (t) => {
  const { app, database } = await build(t);
  const secret = newTotpSecret();
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const first: string[] = (await app.inject(turnOn(cookie, secret, testPassword))).json().recoveryCodes;
  const next = totpCode(secret, new Date(Date.now() + 30_000));
  const off = await app.inject(as(cookie, { method: 'DELETE', url: mfaUrl, payload: { type: 'totp', token: next } }));
  assert.equal(off.statusCode, 204);
  assert.equal((await storedCodes(database, member.id)).length, 0);

  const again: string[] = (await app.inject(turnOn(cookie, newTotpSecret(), testPassword))).json().recoveryCodes;
  assert.equal((await storedCodes(database, member.id)).length, 10);
  assert.deepEqual((await app.inject(useCode(member.email, first[0] ?? ''))).json(), errorBody('invalid-token'));
  assert.equal((await app.inject(useCode(member.email, again[0] ?? ''))).statusCode, 204);
});

test('a member changing their own password must give the current one', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const change = (payload: Record<string, string>) =>
    app.inject(as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload }));

  const missing = await change({ password: 'Another2horse' });
  assert.equal(missing.statusCode, 422);
  assert.deepEqual(missing.json().errors, [{ field: 'currentPassword', rule: 'required' }]);
  const wrong = await change({ password: 'Another2horse', currentPassword: 'Wrong1horse', firstname: 'Changed' });
  assert.deepEqual(wrong.json(), errorBody('login-failed'));
  const row = await createContactRepository({ db: database.db }).findById(member.id);
  assert.equal(row?.firstname, member.firstname, 'nothing changes');
  assert.equal((await login(app, member.email)).statusCode, 204, 'the old password still works');
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }))).statusCode, 200);

  const right = await change({ password: 'Another2horse', currentPassword: testPassword });
  assert.equal(right.statusCode, 200);
  assert.equal((await login(app, member.email, 'Another2horse')).statusCode, 204);
});

test('wrong current passwords are tries of the login back-off', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const change = (currentPassword: string) =>
    app.inject(
      as(cookie, {
        method: 'PATCH',
        url: '/api/1.0/contact/me',
        payload: { password: 'Another2horse', currentPassword },
      }),
    );
  for (let i = 0; i < 5; i++) assert.deepEqual((await change(`Wrong${i}horse`)).json(), errorBody('login-failed'));
  assert.deepEqual((await change(testPassword)).json(), errorBody('TOO_MANY_REQUESTS'));
  assert.equal((await login(app, member.email)).statusCode, 429);
});

test('an admin sets another contact’s password without theirs, but their own only with it', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, admin);
  const other = await app.inject(
    as(cookie, { method: 'PATCH', url: `/api/1.0/contact/${member.id}`, payload: { password: 'Another2horse' } }),
  );
  assert.equal(other.statusCode, 200);
  assert.equal((await login(app, member.email, 'Another2horse')).statusCode, 204);
  const own = await app.inject(
    as(cookie, { method: 'PATCH', url: `/api/1.0/contact/${admin.id}`, payload: { password: 'Another2horse' } }),
  );
  assert.deepEqual(own.json().errors, [{ field: 'currentPassword', rule: 'required' }]);
});
