import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createTestContact } from '../test-accounts.ts';
import { and, contactAdminKit, or, rule } from './contact-admin-test-kit.ts';

/**
 * The kit's three contacts and three more: Lee and Kim subscribed (Kim to
 * two groups, with post), Pat unsubscribed; a `donor` tag on Kim.
 */
async function newsletterWorld(t: TestContext) {
  const kit = await contactAdminKit(t);
  const make = async (firstname: string, email: string, profile: Record<string, unknown>) => {
    const made = await createTestContact(kit.database, { firstname, email });
    await kit.ok('admin', 'PATCH', `contact/${made.id}`, { profile });
    return made;
  };
  const more = {
    lee: await make('Lee', 'lee@example.net', { newsletterStatus: 'subscribed' }),
    kim: await make('Kim', 'kim@example.net', {
      newsletterStatus: 'subscribed',
      newsletterGroups: ['daily', 'culture'],
      deliveryOptIn: true,
    }),
    pat: await make('Pat', 'pat@example.com', { newsletterStatus: 'unsubscribed', newsletterGroups: ['daily'] }),
  };
  const donor = await kit.ok<{ id: string }>('admin', 'POST', 'contact-tags', { name: 'donor' });
  await kit.ok('admin', 'PATCH', 'contact', {
    rules: and(rule('id', 'equal', more.kim.id)),
    updates: { tags: [`+${donor.id}`] },
  });
  /** Every contact's every column, and every tag assignment: what a bulk change may touch. */
  const snapshot = async () => ({
    contacts: await kit.db.selectFrom('contacts').selectAll().orderBy('id').execute(),
    tags: (
      await kit.db
        .selectFrom('contact_tag_assignments')
        .select(['contact_id', 'tag_id'])
        .orderBy('contact_id')
        .orderBy('tag_id')
        .execute()
    ).map((row) => `${row.contact_id}:${row.tag_id}`),
  });
  const patch = (who: Parameters<typeof kit.call>[0], rules: unknown, updates: unknown) =>
    kit.call(who, 'PATCH', 'contact', { rules, updates });
  return { ...kit, more, donor: donor.id, snapshot, patch };
}

test('a bulk change sets newsletter status, groups and post opt-in on exactly the matched contacts', async (t) => {
  const kit = await newsletterWorld(t);
  const { lee, kim, pat } = kit.more;
  const before = await kit.snapshot();
  // A rule on the field being changed: the contacts subscribed before the change are the ones changed.
  const res = await kit.patch('admin', and(rule('newsletterStatus', 'equal', 'subscribed')), {
    newsletterStatus: 'unsubscribed',
    newsletterGroups: ['weekly'],
    deliveryOptIn: false,
    tags: [`-${kit.donor}`],
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { affected: 2 });
  const after = await kit.snapshot();
  const changed = new Set([lee.id, kim.id]);
  assert.deepEqual(
    after.contacts,
    before.contacts.map((row) =>
      changed.has(row.id)
        ? { ...row, newsletter_status: 'unsubscribed', newsletter_groups: ['weekly'], delivery_opt_in: false }
        : row,
    ),
    'Lee and Kim changed, every other column and contact as before',
  );
  assert.deepEqual(
    after.tags,
    before.tags.filter((pair) => pair !== `${kim.id}:${kit.donor}`),
  );

  // One field alone leaves the others be; an empty group list takes every group away.
  const one = await kit.patch('admin', or(rule('email', 'ends_with', '.com'), rule('firstname', 'equal', 'lee')), {
    deliveryOptIn: true,
  });
  assert.deepEqual(one.json(), { affected: 2 });
  const groups = await kit.patch('admin', and(rule('newsletterGroups', 'contains', 'daily')), {
    newsletterGroups: [],
  });
  assert.deepEqual(groups.json(), { affected: 1 });
  const rows = await kit.db
    .selectFrom('contacts')
    .select(['firstname', 'newsletter_status', 'newsletter_groups', 'delivery_opt_in'])
    .where('id', 'in', [lee.id, kim.id, pat.id])
    .orderBy('firstname')
    .execute();
  assert.deepEqual(
    rows.map((row) => [row.firstname, row.newsletter_status, row.newsletter_groups, row.delivery_opt_in]),
    [
      ['Kim', 'unsubscribed', ['weekly'], false],
      ['Lee', 'unsubscribed', ['weekly'], true],
      ['Pat', 'unsubscribed', [], true],
    ],
  );
});

test('bad bulk field values are 422 naming updates.<field>, change nothing, and only admins may send them', async (t) => {
  const kit = await newsletterWorld(t);
  const before = await kit.snapshot();
  // Every contact by a rule: a group without rules is refused in a bulk change (0044).
  const everyone = or(rule('email', 'contains', '@'), rule('email', 'not_contains', '@'));
  const bad: [Record<string, unknown>, string][] = [
    [{ newsletterStatus: 'gone' }, 'updates.newsletterStatus'],
    [{ newsletterStatus: null }, 'updates.newsletterStatus'],
    [{ newsletterGroups: 'weekly' }, 'updates.newsletterGroups'],
    [{ newsletterGroups: ['weekly', 'weekly'] }, 'updates.newsletterGroups'],
    [{ newsletterGroups: [7] }, 'updates.newsletterGroups.0'],
    [{ newsletterGroups: ['x'.repeat(101)] }, 'updates.newsletterGroups.0'],
    [{ deliveryOptIn: 'yes' }, 'updates.deliveryOptIn'],
    [{ deliveryOptIn: true, email: 'all@example.org' }, 'updates.email'],
    [{ firstname: 'Everyone' }, 'updates.firstname'],
    [{ password: 'Horse-battery-9' }, 'updates.password'],
  ];
  for (const [updates, field] of bad) {
    const res = await kit.patch('admin', everyone, { ...updates, tags: [`+${kit.donor}`] });
    assert.equal(res.statusCode, 422, `${JSON.stringify(updates)}: ${res.body}`);
    assert.equal(res.json().code, 'validation');
    assert.ok(
      res.json().errors.some((error: { field: string }) => error.field === field),
      `${JSON.stringify(updates)} names ${field}: ${JSON.stringify(res.json().errors)}`,
    );
  }
  const unknownTag = await kit.patch('admin', everyone, {
    newsletterStatus: 'cleaned',
    tags: ['+00000000-0000-4000-8000-000000000000'],
  });
  assert.equal(unknownTag.statusCode, 422, 'an unknown tag stops the fields too');
  const badRule = await kit.patch('admin', and(rule('newsletterStatus', 'equal', 'gone')), {
    newsletterStatus: 'cleaned',
  });
  assert.equal(badRule.json().code, 'invalid-rule');
  for (const who of ['guest', 'member'] as const) {
    const res = await kit.patch(who, everyone, { newsletterStatus: 'cleaned', deliveryOptIn: true });
    assert.equal(res.statusCode, who === 'guest' ? 401 : 403, who);
  }
  assert.deepEqual(await kit.snapshot(), before, 'nothing was written');
  const allowed = await kit.patch('apiKey', everyone, { newsletterStatus: 'cleaned' });
  assert.deepEqual(allowed.json(), { affected: before.contacts.length - 1 }, 'an API key may, below the superadmin');
});
