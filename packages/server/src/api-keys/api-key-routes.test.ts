import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

test('a superadmin creates a key once; it acts as admin, never superadmin', async (t) => {
  const { app, database } = await build(t);
  const superadmin = await createTestContact(database, { roles: ['superadmin'], firstname: 'Sam' });
  const { cookie } = await loginAs(app, superadmin);
  const created = await app.inject(
    as(cookie, { method: 'POST', url: '/api/1.0/api-key', payload: { description: 'CRM sync', expires: null } }),
  );
  assert.equal(created.statusCode, 200);
  const { token } = created.json();
  assert.match(token, /^[\w-]{43}$/);
  const stored = await database.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
  assert.notEqual(stored.token_hash, token, 'only a hash is stored');

  const info = await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers: bearer(token) });
  assert.deepEqual(info.json(), { method: 'api-key', roles: ['admin'] });

  const list = await app.inject({ method: 'GET', url: '/api/1.0/api-key', headers: bearer(token) });
  assert.equal(list.statusCode, 200);
  assert.equal(list.json().total, 1);
  assert.equal(list.json().count, 1);
  assert.equal(list.json().offset, 0);
  assert.deepEqual(list.json().items[0].creator, { id: superadmin.id, displayName: 'Sam Example' });
  assert.equal(list.json().items[0].expires, null);
  assert.equal(list.json().items[0].token, undefined);

  const byKey = await app.inject({
    method: 'POST',
    url: '/api/1.0/api-key',
    headers: bearer(token),
    payload: { description: 'Another', expires: null },
  });
  assert.equal(byKey.statusCode, 403, 'a key cannot make keys');
  const superRole = await app.inject({
    method: 'PUT',
    url: `/api/1.0/contact/${superadmin.id}/role/superadmin`,
    headers: bearer(token),
  });
  assert.equal(superRole.statusCode, 403, 'a key cannot grant superadmin');
});

test('with X-Contact-Id a key acts as that contact, with that contact’s roles', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }));
  const { token } = (
    await app.inject(
      as(cookie, { method: 'POST', url: '/api/1.0/api-key', payload: { description: 'x', expires: null } }),
    )
  ).json();
  const member = await createTestContact(database);
  const other = await createTestContact(database);
  const headers = bearer(token, { 'x-contact-id': member.id });
  const me = await app.inject({ method: 'GET', url: '/api/1.0/contact/me', headers });
  assert.equal(me.json().id, member.id);
  const info = await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers });
  assert.equal(info.json().method, 'api-key');
  assert.deepEqual(info.json().roles, ['member']);
  const others = await app.inject({ method: 'GET', url: `/api/1.0/contact/${other.id}`, headers });
  assert.equal(others.statusCode, 404);
  const keys = await app.inject({ method: 'GET', url: '/api/1.0/api-key', headers });
  assert.equal(keys.statusCode, 403);
  const unknown = await app.inject({
    method: 'GET',
    url: '/api/1.0/auth/info',
    headers: bearer(token, { 'x-contact-id': '00000000-0000-4000-8000-000000000000' }),
  });
  assert.equal(unknown.statusCode, 401);
});

test('a wrong, expired or deleted key is a 401', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['superadmin'] });
  const { cookie } = await loginAs(app, admin);
  const create = (expires: string | null) =>
    app.inject(as(cookie, { method: 'POST', url: '/api/1.0/api-key', payload: { description: 'k', expires } }));
  const wrong = await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers: bearer('nope') });
  assert.equal(wrong.statusCode, 401);

  const past = await create('2020-01-01T00:00:00.000Z');
  assert.equal(past.statusCode, 422);
  assert.equal(past.json().errors[0].field, 'expires');

  const { token } = (await create(new Date(Date.now() + 86_400_000).toISOString())).json();
  assert.equal(
    (await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers: bearer(token) })).statusCode,
    200,
  );
  await database.db
    .updateTable('api_keys')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .execute();
  assert.equal(
    (await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers: bearer(token) })).statusCode,
    401,
  );

  const { token: second } = (await create(null)).json();
  const list = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/api-key' }));
  assert.equal(list.json().total, 2);
  const id = list.json().items[0].id;
  assert.equal((await app.inject(as(cookie, { method: 'DELETE', url: `/api/1.0/api-key/${id}` }))).statusCode, 204);
  assert.equal((await app.inject(as(cookie, { method: 'DELETE', url: `/api/1.0/api-key/${id}` }))).statusCode, 404);
  assert.equal(
    (await app.inject({ method: 'GET', url: '/api/1.0/auth/info', headers: bearer(second) })).statusCode,
    401,
  );
});

test('only a superadmin creates keys; members do not see them', async (t) => {
  const { app, database } = await build(t);
  const admin = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const member = await loginAs(app, await createTestContact(database));
  const payload = { description: 'k', expires: null };
  assert.equal(
    (await app.inject(as(admin.cookie, { method: 'POST', url: '/api/1.0/api-key', payload }))).statusCode,
    403,
  );
  assert.equal((await app.inject(as(admin.cookie, { method: 'GET', url: '/api/1.0/api-key' }))).statusCode, 200);
  assert.equal((await app.inject(as(member.cookie, { method: 'GET', url: '/api/1.0/api-key' }))).statusCode, 403);
  assert.equal((await app.inject({ method: 'GET', url: '/api/1.0/api-key' })).statusCode, 401);
});
