import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createContactRepository } from './contact-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

/**
 * An admin and six contacts whose contributions and member roles differ:
 * ann, cat and fay give 5 a month (cat as 60 a year), bob 10 a month as
 * 120 a year, dan nothing, eve a contribution of type None.
 */
async function sortKit(t: TestContext) {
  const { app, database } = await build(t);
  const { db } = database;
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada' });
  const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'] as const;
  const people = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await createTestContact(database, { firstname: name, roles: [] })]),
    ),
  ) as Record<(typeof names)[number], { id: string }>;
  const contributions = createContributionRepository({ db });
  const give = (
    name: keyof typeof people,
    amount_cents: number | null,
    period: 'monthly' | 'annually' | null,
    type: 'Automatic' | 'Manual' | 'None' = 'Manual',
  ) => contributions.save(people[name].id, { type, amount_cents, period });
  await give('Ann', 500, 'monthly');
  await give('Bob', 12_000, 'annually');
  await give('Cat', 6000, 'annually');
  await give('Fay', 500, 'monthly', 'Automatic');
  await give('Eve', null, null, 'None');
  const contacts = createContactRepository({ db });
  const member = (name: keyof typeof people, starts: string, expires: string | null) =>
    contacts.putRole(people[name].id, 'member', new Date(starts), expires === null ? null : new Date(expires));
  await member('Ann', '2021-01-01T00:00:00Z', '2029-01-01T00:00:00Z');
  await member('Fay', '2021-01-01T00:00:00Z', '2029-01-01T00:00:00Z');
  await member('Bob', '2020-01-01T00:00:00Z', null);
  await member('Cat', '2022-01-01T00:00:00Z', '2028-06-01T00:00:00Z');
  const { cookie } = await loginAs(app, admin);

  /** The ids `GET contact` answers, in its order. */
  const ids = async (query: string) => {
    const res = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/contact?limit=100&${query}` }));
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().items as { id: string }[]).map((item) => item.id);
  };
  /** The ids of the named contacts, ties (an array) in id order. */
  const expected = (...groups: (string | string[])[]) =>
    groups.flatMap((group) =>
      (Array.isArray(group) ? group : [group])
        .map((name) => (name === 'Ada' ? admin.id : people[name as keyof typeof people].id))
        .sort((a, b) => (Array.isArray(group) ? a.localeCompare(b) : 0)),
    );
  return { app, database, cookie, ids, expected, admin, people };
}

test('sorts by the monthly amount, counting a twelfth of an annual one, ties by id and no contribution last', async (t) => {
  const kit = await sortKit(t);
  const nothing = ['Ada', 'Dan', 'Eve'];
  assert.deepEqual(
    await kit.ids('sort=contributionMonthlyAmount'),
    kit.expected(['Ann', 'Cat', 'Fay'], 'Bob', nothing),
  );
  assert.deepEqual(
    await kit.ids('sort=contributionMonthlyAmount&order=DESC'),
    kit.expected('Bob', ['Ann', 'Cat', 'Fay'], nothing),
  );
  const res = await kit.app.inject(
    as(kit.cookie, {
      method: 'GET',
      url: '/api/1.0/contact?sort=contributionMonthlyAmount&order=DESC&limit=2&offset=3',
    }),
  );
  const body = res.json();
  assert.deepEqual([body.offset, body.count, body.total], [3, 2, 7]);
  assert.deepEqual(
    body.items.map((item: { id: string }) => item.id),
    kit.expected('Bob', ['Ann', 'Cat', 'Fay'], nothing).slice(3, 5),
    'a page of a joined sort is that part of the whole order',
  );
});

test('sorts by when the membership starts and expires, never-expiring and non-members last either way', async (t) => {
  const kit = await sortKit(t);
  const noMembership = ['Ada', 'Dan', 'Eve'];
  assert.deepEqual(await kit.ids('sort=membershipStarts'), kit.expected('Bob', ['Ann', 'Fay'], 'Cat', noMembership));
  assert.deepEqual(
    await kit.ids('sort=membershipStarts&order=DESC'),
    kit.expected('Cat', ['Ann', 'Fay'], 'Bob', noMembership),
  );
  assert.deepEqual(
    await kit.ids('sort=membershipExpires'),
    kit.expected('Cat', ['Ann', 'Fay'], [...noMembership, 'Bob']),
  );
  assert.deepEqual(
    await kit.ids('sort=membershipExpires&order=DESC'),
    kit.expected(['Ann', 'Fay'], 'Cat', [...noMembership, 'Bob']),
  );
  const onlyMembers = encodeURIComponent(
    JSON.stringify({ condition: 'AND', rules: [{ field: 'activeMembership', operator: 'equal', value: [true] }] }),
  );
  assert.deepEqual(
    await kit.ids(`sort=membershipExpires&rules=${onlyMembers}`),
    kit.expected('Cat', ['Ann', 'Fay'], 'Bob'),
    'rules and a joined sort together',
  );
});

test('a contact without a first name comes last in either order', async (t) => {
  const kit = await sortKit(t);
  const nameless = await createTestContact(kit.database, { firstname: '', roles: [] });
  const ascending = await kit.ids('sort=firstname');
  const descending = await kit.ids('sort=firstname&order=DESC');
  assert.equal(ascending.at(-1), nameless.id);
  assert.equal(descending.at(-1), nameless.id);
  assert.deepEqual(ascending.slice(0, 2), kit.expected('Ada', 'Ann'));
  assert.deepEqual(descending.slice(0, 2), kit.expected('Fay', 'Eve'));
  for (const bad of ['sort=contributionAmount', 'sort=membership', 'order=asc']) {
    const res = await kit.app.inject(as(kit.cookie, { method: 'GET', url: `/api/1.0/contact?${bad}` }));
    assert.equal(res.statusCode, 422, bad);
  }
});
