import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { newTotpSecret, totpCode } from './totp.ts';
import { as, createTestContact, loginAs, testPassword } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const mfaUrl = '/api/1.0/contact/me/mfa';

test('a member turns 2FA on with a first code, and login then needs a code', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: mfaUrl }))).json(), null);

  const secret = newTotpSecret();
  const wrong = await app.inject(
    as(cookie, {
      method: 'POST',
      url: mfaUrl,
      payload: {
        secret,
        type: 'totp',
        token: totpCode(secret, new Date(Date.now() - 300_000)),
        password: testPassword,
      },
    }),
  );
  assert.deepEqual(wrong.json(), errorBody('invalid-token'));
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: mfaUrl }))).json(), null);

  const code = totpCode(secret);
  const on = await app.inject(
    as(cookie, { method: 'POST', url: mfaUrl, payload: { secret, type: 'totp', token: code, password: testPassword } }),
  );
  assert.equal(on.statusCode, 200);
  assert.equal(on.json().recoveryCodes.length, 10);
  assert.deepEqual((await app.inject(as(cookie, { method: 'GET', url: mfaUrl }))).json(), { type: 'totp' });

  const login = (token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/1.0/auth/login',
      payload: { email: member.email, password: 'Correct1horse', ...(token ? { token } : {}) },
    });
  assert.equal((await login()).json().code, 'mfa-token-required');
  assert.equal((await login(code)).json().code, 'invalid-token', 'the code that turned 2FA on is spent');
});

test('turning 2FA off needs the current code, and refuses a replayed one', async (t) => {
  const { app, database } = await build(t);
  const secret = newTotpSecret();
  const member = await createTestContact(database, { mfaSecret: secret });
  const code = totpCode(secret);
  const { cookie } = await loginAs(app, member, undefined, code);

  const none = await app.inject(as(cookie, { method: 'DELETE', url: mfaUrl, payload: { type: 'totp' } }));
  assert.deepEqual(none.json(), errorBody('mfa-token-required'));
  const replay = await app.inject(
    as(cookie, { method: 'DELETE', url: mfaUrl, payload: { type: 'totp', token: code } }),
  );
  assert.deepEqual(replay.json(), errorBody('invalid-token'));
  const next = totpCode(secret, new Date(Date.now() + 30_000));
  const off = await app.inject(as(cookie, { method: 'DELETE', url: mfaUrl, payload: { type: 'totp', token: next } }));
  assert.equal(off.statusCode, 204);
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: mfaUrl }))).json(), null);
});

test('an admin turns off 2FA for someone else without a code', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const member = await createTestContact(database, { mfaSecret: newTotpSecret() });
  const url = `/api/1.0/contact/${member.id}/mfa`;
  assert.deepEqual((await app.inject(as(cookie, { method: 'GET', url }))).json(), { type: 'totp' });
  const off = await app.inject(as(cookie, { method: 'DELETE', url }));
  assert.equal(off.statusCode, 204);
  assert.equal((await app.inject(as(cookie, { method: 'GET', url }))).json(), null);
  await loginAs(app, member);
});

test('an admin turning off their own 2FA needs a code like anyone', async (t) => {
  const { app, database } = await build(t);
  const secret = newTotpSecret();
  const admin = await createTestContact(database, { roles: ['admin'], mfaSecret: secret });
  const { cookie } = await loginAs(app, admin, undefined, totpCode(secret));
  const res = await app.inject(as(cookie, { method: 'DELETE', url: mfaUrl }));
  assert.deepEqual(res.json(), errorBody('mfa-token-required'));
});

test('a secret shorter than 128 bits is a 422 naming the secret, never a 500', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database));
  // 80 bits: base32 that older authenticator guides show, which the TOTP library refuses.
  const short = 'JBSWY3DPEHPK3PXP';
  const res = await app.inject(
    as(cookie, {
      method: 'POST',
      url: mfaUrl,
      payload: { secret: short, type: 'totp', token: totpCode(short.padEnd(32, 'A')) },
    }),
  );
  assert.equal(res.statusCode, 422);
  assert.equal(res.json().errors[0].field, 'secret');
  assert.equal((await app.inject(as(cookie, { method: 'GET', url: mfaUrl }))).json(), null);
});

test('a stored secret the TOTP library refuses takes no code instead of failing the login', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database, { mfaSecret: 'JBSWY3DPEHPK3PXP' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/1.0/auth/login',
    payload: { email: member.email, password: 'Correct1horse', token: '123456' },
  });
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'invalid-token');
});
