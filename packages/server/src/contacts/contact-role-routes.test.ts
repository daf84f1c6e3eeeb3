import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const roleUrl = (id: string, role: string) => `/api/1.0/contact/${id}/role/${role}`;

test('an admin gives a role with dates, and it is active only between them', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const other = await createTestContact(database);
  const put = await app.inject(
    as(cookie, {
      method: 'PUT',
      url: roleUrl(other.id, 'admin'),
      payload: { dateAdded: '2020-01-01T00:00:00.000Z', dateExpires: '2999-01-01T00:00:00.000Z' },
    }),
  );
  assert.equal(put.statusCode, 200);
  assert.deepEqual(put.json(), {
    role: 'admin',
    dateAdded: '2020-01-01T00:00:00.000Z',
    dateExpires: '2999-01-01T00:00:00.000Z',
  });
  const read = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/contact/${other.id}?with=roles` }));
  assert.deepEqual(read.json().activeRoles.sort(), ['admin', 'member']);

  await app.inject(
    as(cookie, {
      method: 'PUT',
      url: roleUrl(other.id, 'admin'),
      payload: { dateAdded: '2020-01-01T00:00:00.000Z', dateExpires: '2021-01-01T00:00:00.000Z' },
    }),
  );
  const expired = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/contact/${other.id}?with=roles` }));
  assert.deepEqual(expired.json().activeRoles, ['member']);
  assert.equal(expired.json().roles.length, 2, 'the expired assignment is still listed');

  const removed = await app.inject(as(cookie, { method: 'DELETE', url: roleUrl(other.id, 'admin') }));
  assert.equal(removed.statusCode, 204);
  const again = await app.inject(as(cookie, { method: 'DELETE', url: roleUrl(other.id, 'admin') }));
  assert.equal(again.statusCode, 404);
});

test('only a superadmin grants or removes superadmin', async (t) => {
  const { app, database } = await build(t);
  const admin = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const superadmin = await loginAs(app, await createTestContact(database, { roles: ['superadmin'] }));
  const other = await createTestContact(database);
  const byAdmin = await app.inject(as(admin.cookie, { method: 'PUT', url: roleUrl(other.id, 'superadmin') }));
  assert.equal(byAdmin.statusCode, 403);
  const bySuper = await app.inject(as(superadmin.cookie, { method: 'PUT', url: roleUrl(other.id, 'superadmin') }));
  assert.equal(bySuper.statusCode, 200);
  assert.equal(bySuper.json().dateExpires, null);
  const removeByAdmin = await app.inject(as(admin.cookie, { method: 'DELETE', url: roleUrl(other.id, 'superadmin') }));
  assert.equal(removeByAdmin.statusCode, 403);
});

test('a member cannot give themselves a role', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const res = await app.inject(as(cookie, { method: 'PUT', url: roleUrl(member.id, 'admin') }));
  assert.equal(res.statusCode, 403);
});

test('an expiry before the start is a 422 naming dateExpires', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const other = await createTestContact(database);
  const res = await app.inject(
    as(cookie, {
      method: 'PUT',
      url: roleUrl(other.id, 'admin'),
      payload: { dateAdded: '2030-01-01T00:00:00.000Z', dateExpires: '2029-01-01T00:00:00.000Z' },
    }),
  );
  assert.equal(res.statusCode, 422);
  assert.equal(res.json().errors[0].field, 'dateExpires');
});
