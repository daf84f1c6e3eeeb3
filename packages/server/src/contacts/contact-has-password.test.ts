import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

/** A member logged in, then without a password, as one who has just joined is. */
async function passwordlessMember(database: MastheadDatabase, app: Parameters<typeof loginAs>[0]) {
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  await database.db.updateTable('contacts').set({ password_hash: null }).where('id', '=', member.id).execute();
  return { member, cookie };
}

test('hasPassword: the contact and admins see it with the profile, true or false as it is', async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const withPassword = await createTestContact(database);
  const { member: joined, cookie } = await passwordlessMember(database, app);
  const adminCookie = (await loginAs(app, admin)).cookie;
  const get = async (who: string, url: string) => {
    const res = await app.inject(as(who, { method: 'GET', url: `/api/1.0/${url}` }));
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  assert.equal((await get(cookie, 'contact/me?with=profile')).hasPassword, false);
  assert.equal((await get(cookie, 'contact/me')).hasPassword, undefined, 'only with the profile');
  const own = (await loginAs(app, withPassword)).cookie;
  assert.equal((await get(own, 'contact/me?with=profile')).hasPassword, true);

  assert.equal((await get(adminCookie, `contact/${joined.id}?with=profile`)).hasPassword, false);
  assert.equal((await get(adminCookie, `contact/${withPassword.id}?with=profile`)).hasPassword, true);
  const list = await get(adminCookie, 'contact?with=profile&limit=100');
  const listed = new Map(list.items.map((c: { id: string; hasPassword: boolean }) => [c.id, c.hasPassword]));
  assert.equal(listed.get(joined.id), false);
  assert.equal(listed.get(withPassword.id), true);
});

test('a contact without a password chooses one without the current one, and then has one', async (t) => {
  const { app, database } = await build(t);
  const { member, cookie } = await passwordlessMember(database, app);
  const patch = (payload: object) => app.inject(as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload }));

  const set = await patch({ password: 'Brand1newhorse' });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(set.json().hasPassword, true, 'the PATCH answers the profile');
  await loginAs(app, member, 'Brand1newhorse');

  const again = await patch({ password: 'Other1horse22' });
  assert.equal(again.statusCode, 422, 'now the current password is needed');
  assert.equal(again.json().errors[0].field, 'currentPassword');
});

test('hasPassword is never taken in a PATCH body', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await passwordlessMember(database, app);
  const res = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { hasPassword: true } }),
  );
  assert.equal(res.statusCode, 422, res.body);
  const me = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me?with=profile' }));
  assert.equal(me.json().hasPassword, false);
});
