import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../../test-accounts.ts';
import { build } from '../../test-helper.ts';
import { unstorableText } from './text-guard.ts';

test('finds a NUL or a lone surrogate anywhere, keys included, and passes real text', () => {
  assert.deepEqual(unstorableText({ a: { b: ['ok', 'x\u0000y'] } }), { field: 'a.b.1', rule: 'nul' });
  assert.deepEqual(unstorableText({ 'k\uD800': 1 }), { field: 'k\uD800', rule: 'loneSurrogate' });
  assert.deepEqual(unstorableText({ t: 'end\uDC00' }), { field: 't', rule: 'loneSurrogate' });
  assert.equal(unstorableText({ t: 'emoji 😀, Ελληνικά, 中文', n: 1, z: null }), null);
});

test('hostile text, huge offsets and year 0 are 4xx in the envelope on every kind of route, and nothing is written', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const { cookie } = await loginAs(app, admin);
  const calloutsBefore = await database.db.selectFrom('callouts').select('id').execute();
  const anonymous = [
    { method: 'POST', url: '/api/1.0/auth/login', payload: { email: 'a\u0000@example.org', password: 'x' } },
    {
      method: 'POST',
      url: '/api/1.0/reset-password',
      payload: { email: 'a\u0000b', resetUrl: 'http://localhost:3000/r' },
    },
    {
      method: 'GET',
      url:
        '/api/1.0/callout?rules=' +
        encodeURIComponent('{"condition":"AND","rules":[{"field":"title","operator":"equal","value":["\u0000"]}]}'),
    },
    { method: 'GET', url: '/api/1.0/callout/%00' },
    { method: 'GET', url: '/api/1.0/callout?offset=9223372036854775808' },
  ] as const;
  const asAdmin = [
    { method: 'PATCH', url: '/api/1.0/contact/me', payload: { firstname: 'Ada\u0000' } },
    { method: 'PATCH', url: '/api/1.0/contact/me', payload: { lastname: 'half \uD83D' } },
    { method: 'POST', url: '/api/1.0/callout', payload: { slug: 'nul', variants: { default: { title: 'T\u0000' } } } },
    { method: 'PATCH', url: '/api/1.0/content/general', payload: { organisationName: 'X\u0000' } },
    { method: 'PUT', url: `/api/1.0/contact/${admin.id}/role/member`, payload: { dateAdded: '0000-01-01T00:00:00Z' } },
    { method: 'PUT', url: `/api/1.0/contact/${admin.id}/role/member`, payload: { dateAdded: '2026-02-30T00:00:00Z' } },
  ] as const;
  for (const call of anonymous) {
    const res = await app.inject({ ...call });
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${call.url}: ${res.statusCode} ${res.body}`);
    assert.equal(typeof res.json().code, 'string', call.url);
  }
  for (const call of asAdmin) {
    const res = await app.inject(as(cookie, { ...call }));
    assert.equal(res.statusCode, 422, `${call.method} ${call.url}: ${res.statusCode} ${res.body}`);
    assert.equal(res.json().code, 'validation');
  }
  const after = await database.db
    .selectFrom('contacts')
    .select(['firstname', 'lastname'])
    .where('id', '=', admin.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(after, { firstname: admin.firstname, lastname: admin.lastname });
  assert.equal((await database.db.selectFrom('callouts').select('id').execute()).length, calloutsBefore.length);
});
