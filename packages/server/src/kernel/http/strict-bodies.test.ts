import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../../test-accounts.ts';
import { build } from '../../test-helper.ts';

test('a body is taken as sent: a wrong type is a 422, while a query is still read as numbers', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const { cookie } = await loginAs(app, admin);
  const patch = (payload: object) =>
    app.inject(as(cookie, { method: 'PATCH', url: `/api/1.0/contact/${admin.id}`, payload }));
  for (const payload of [{ firstname: null }, { firstname: 12345 }, { newsletterGroups: 'x' }]) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 422, JSON.stringify(payload));
    assert.equal(res.json().code, 'validation');
  }
  const row = await database.db
    .selectFrom('contacts')
    .select('firstname')
    .where('id', '=', admin.id)
    .executeTakeFirst();
  assert.equal(row?.firstname, admin.firstname, 'nothing changed');
  await createTestContact(database);
  const list = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact?limit=1&offset=1' }));
  assert.equal(list.statusCode, 200, list.body);
  assert.deepEqual([list.json().count, list.json().offset], [1, 1], 'limit and offset read as numbers');
});
