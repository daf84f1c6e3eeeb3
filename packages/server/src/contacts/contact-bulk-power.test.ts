import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createTestContact } from '../test-accounts.ts';
import { and, contactAdminKit, or, rule, type Who } from './contact-admin-test-kit.ts';

/** The kit's people (Ada the admin, Sue the superadmin, Mo), Ex whose superadmin role has ended, and a tag. */
async function powerWorld(t: TestContext) {
  const kit = await contactAdminKit(t);
  const ex = await createTestContact(kit.database, { firstname: 'Ex', email: 'ex@example.org' });
  const dayAgo = new Date(Date.now() - 86_400_000);
  await kit.db
    .insertInto('contact_roles')
    .values({ contact_id: ex.id, role: 'superadmin', date_added: dayAgo, date_expires: new Date(Date.now() - 1000) })
    .execute();
  const tag = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'Everyone' });
  const patch = (who: Who, rules: unknown, updates: unknown = { tags: [`+${tag.id}`], deliveryOptIn: true }) =>
    kit.call(who, 'PATCH', 'contact', { rules, updates });
  /** Who carries the tag and has post on, by first name. */
  const changed = async () =>
    (
      await kit.db
        .selectFrom('contacts')
        .select('firstname')
        .where((eb) =>
          eb.or([
            eb('delivery_opt_in', '=', true),
            eb.exists(
              eb
                .selectFrom('contact_tag_assignments')
                .select('tag_id')
                .whereRef('contact_tag_assignments.contact_id', '=', 'contacts.id'),
            ),
          ]),
        )
        .orderBy('firstname')
        .execute()
    ).map((row) => row.firstname);
  return { ...kit, ex, tag: tag.id, patch, changed };
}

// Every contact, as the admin app says it (each has a password or has none).
const everyone = or(rule('activeUser', 'equal', true), rule('activeUser', 'equal', false));

test('a bulk change refuses a rule group without rules at any depth and changes nothing', async (t) => {
  const kit = await powerWorld(t);
  const email = rule('email', 'contains', '@');
  for (const [rules, field] of [
    [or(), 'rules'],
    [and(), 'rules'],
    [and(email, or()), 'rules.1.rules'],
    [or(email, and(email, and())), 'rules.1.rules.1.rules'],
  ] as const) {
    for (const who of ['admin', 'superadmin', 'apiKey'] as const) {
      const res = await kit.patch(who, rules);
      assert.equal(res.statusCode, 400, `${who} ${JSON.stringify(rules)}: ${res.body}`);
      assert.equal(res.json().code, 'invalid-rule');
      assert.deepEqual(res.json().errors, [{ field, rule: 'empty' }]);
    }
  }
  assert.deepEqual(await kit.changed(), [], 'nobody changed');
  // Reading lists still takes an empty group as "every contact".
  const list = await kit.call('admin', 'GET', `contact?rules=${encodeURIComponent(JSON.stringify(or()))}`);
  assert.equal(list.statusCode, 200, list.body);
});

test("an admin's or an API key's bulk change matching everyone leaves a superadmin as they were", async (t) => {
  const kit = await powerWorld(t);
  for (const who of ['admin', 'apiKey'] as const) {
    const res = await kit.patch(who, everyone);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { affected: 3 }, `${who}: Ada, Ex and Mo, not Sue`);
  }
  assert.deepEqual(await kit.changed(), ['Ada', 'Ex', 'Mo'], 'Sue untouched; an ended superadmin role protects nobody');
  // Named by id, the superadmin is simply not matched.
  const byId = await kit.patch('admin', and(rule('id', 'equal', kit.people.superadmin.id)), { deliveryOptIn: true });
  assert.deepEqual(byId.json(), { affected: 0 });
  // A key acting as the superadmin (X-Contact-Id) acts as an admin: no further.
  const key = await createApiKeyRepository({ db: kit.db }).create('as Sue', null, kit.people.admin.id, new Date());
  const asSue = await kit.app.inject({
    method: 'PATCH',
    url: '/api/1.0/contact',
    headers: { authorization: `Bearer ${key}`, 'x-contact-id': kit.people.superadmin.id },
    payload: { rules: everyone, updates: { deliveryOptIn: true } },
  });
  assert.equal(asSue.statusCode, 200, asSue.body);
  assert.deepEqual(await kit.changed(), ['Ada', 'Ex', 'Mo']);
});

test("a superadmin's bulk change reaches superadmins too", async (t) => {
  const kit = await powerWorld(t);
  const res = await kit.patch('superadmin', everyone);
  assert.deepEqual(res.json(), { affected: 4 });
  assert.deepEqual(await kit.changed(), ['Ada', 'Ex', 'Mo', 'Sue']);
});
