import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { serialiseBasicContact } from './contact-serialiser.ts';

test('a contact keeps the interface language they chose, and a new session answers it', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  const me = () => app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }));
  assert.equal((await me()).json().locale, null, 'null until chosen');

  const set = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { locale: 'de@informal' } }),
  );
  assert.equal(set.statusCode, 200);
  assert.equal(set.json().locale, 'de@informal');

  const again = await loginAs(app, member);
  const fresh = await app.inject(as(again.cookie, { method: 'GET', url: '/api/1.0/contact/me' }));
  assert.equal(fresh.json().locale, 'de@informal');

  const forget = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { locale: null } }),
  );
  assert.equal(forget.json().locale, null);
});

test('an unknown language is refused and changes nothing', async (t) => {
  const { app, database } = await build(t);
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  await app.inject(as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { locale: 'fr' } }));
  for (const locale of ['de-CH', 'klingon', '', 7]) {
    const res = await app.inject(as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { locale } }));
    assert.equal(res.statusCode, 422, JSON.stringify(locale));
    assert.equal(res.json().errors[0].field, 'locale');
  }
  const me = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }));
  assert.equal(me.json().locale, 'fr');
});

test("an admin sees a contact's language; beside a response it stays out", async (t) => {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database);
  const { cookie } = await loginAs(app, member);
  await app.inject(as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { locale: 'nl' } }));
  const adminLogin = await loginAs(app, admin);
  const read = await app.inject(as(adminLogin.cookie, { method: 'GET', url: `/api/1.0/contact/${member.id}` }));
  assert.equal(read.json().locale, 'nl');
  const row = await database.db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  const basic = serialiseBasicContact({ row, roles: [] }, new Date());
  assert.equal(basic?.id, member.id);
  assert.equal(basic && 'locale' in basic, false);
});
