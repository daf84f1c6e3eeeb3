import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactSortValues } from '@masthead/core';
import { CompiledQuery, sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createTestContact } from '../test-accounts.ts';
import { createTestDatabase } from '../test-helper.ts';
import { createContactListRepository, orderedBy } from './contact-list-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';

const d = (iso: string) => new Date(iso);

/**
 * The contacts whose copied sort keys (0024-contact-sort-keys.sql) differ
 * from what contact_roles and contributions say, and how many keys are set.
 */
async function copies(db: Kysely<Database>) {
  const { rows } = await sql<{ drifted: string | number; set: string | number }>`
    select count(*) filter (where (c.membership_starts, c.membership_expires, c.contribution_monthly_cents)
             is distinct from (mr.date_added, mr.date_expires,
               case when cb.type = 'None' then null when cb.period = 'annually' then cb.amount_cents / 12.0
                    else cb.amount_cents::numeric end)) as drifted,
           count(c.membership_starts) + count(c.membership_expires) + count(c.contribution_monthly_cents) as set
    from contacts c
    left join contact_roles mr on mr.contact_id = c.id and mr.role = 'member'
    left join contributions cb on cb.contact_id = c.id`.execute(db);
  return { drifted: Number(rows[0]?.drifted), set: Number(rows[0]?.set) };
}

test('the sort keys copied onto a contact follow every change to its member role and contribution', async (t) => {
  const database = await createTestDatabase(t);
  const { db } = database;
  const contacts = createContactRepository({ db });
  const contributions = createContributionRepository({ db });
  const people = [];
  for (let i = 0; i < 5; i++) people.push((await createTestContact(database, { roles: [] })).id);
  const [a, b, c, e, f] = people as [string, string, string, string, string];
  const steps: [string, () => Promise<unknown>][] = [
    ['a member role', () => contacts.putRole(a, 'member', d('2020-01-01T00:00:00Z'), d('2030-01-01T00:00:00Z'))],
    ['its dates changed', () => contacts.putRole(a, 'member', d('2021-01-01T00:00:00Z'), null)],
    ['another role only', () => contacts.putRole(b, 'admin', d('2020-01-01T00:00:00Z'), null)],
    ['a monthly contribution', () => contributions.save(a, { type: 'Manual', amount_cents: 500, period: 'monthly' })],
    ['made annual', () => contributions.save(a, { type: 'Manual', amount_cents: 6000, period: 'annually' })],
    ['one of type None', () => contributions.save(b, { type: 'None', amount_cents: 300, period: 'monthly' })],
    ['the member role removed', () => contacts.removeRole(a, 'member')],
    [
      'roles of three contacts in one statement',
      () =>
        db
          .insertInto('contact_roles')
          .values(
            [c, e, f].map((id, i) => ({
              contact_id: id,
              role: 'member' as const,
              date_added: d(`201${i}-05-01T00:00:00Z`),
            })),
          )
          .execute(),
    ],
    [
      'their expiry set in one statement',
      () =>
        db
          .updateTable('contact_roles')
          .set({ date_expires: d('2040-01-01T00:00:00Z') })
          .where('role', '=', 'member')
          .execute(),
    ],
    ['a contribution deleted', () => db.deleteFrom('contributions').where('contact_id', '=', a).execute()],
    ['a contact deleted with its rows', () => db.deleteFrom('contacts').where('id', '=', e).execute()],
  ];
  for (const [name, step] of steps) {
    await step();
    const { drifted } = await copies(db);
    assert.equal(drifted, 0, `after ${name}`);
  }
  // c and f: member since 2010 / 2012, until 2040; b's None contribution is no amount.
  assert.equal((await copies(db)).set, 4);
});

test('the joined sorts page in the order of the member role and contribution they copy', async (t) => {
  const database = await createTestDatabase(t);
  const { db } = database;
  const contacts = createContactRepository({ db });
  const contributions = createContributionRepository({ db });
  for (let i = 0; i < 12; i++) {
    const { id } = await createTestContact(database, { roles: [] });
    if (i % 3 !== 0)
      await contacts.putRole(
        id,
        'member',
        d(`201${i % 4}-01-01T00:00:00Z`),
        i % 2 ? null : d(`203${i % 3}-01-01T00:00:00Z`),
      );
    if (i % 4 !== 0)
      await contributions.save(id, {
        type: i === 5 ? 'None' : 'Automatic',
        amount_cents: i % 2 ? 1200 : 100,
        period: i % 3 ? 'monthly' : 'annually',
      });
  }
  const list = createContactListRepository({ db });
  const where = sql<SqlBool>`true`;
  // The keys as the list used to join them, before 0024.
  const keys = {
    membershipStarts: sql`mr.date_added`,
    membershipExpires: sql`mr.date_expires`,
    contributionMonthlyAmount: sql`(case when cb.type = 'None' then null when cb.period = 'annually' then cb.amount_cents / 12.0 else cb.amount_cents::numeric end)`,
  };
  for (const [sort, key] of Object.entries(keys) as [keyof typeof keys, (typeof keys)[keyof typeof keys]][]) {
    for (const order of ['ASC', 'DESC'] as const) {
      const { rows: expected } = await sql<{ id: string }>`
        select c.id from contacts c
        left join contact_roles mr on mr.contact_id = c.id and mr.role = 'member'
        left join contributions cb on cb.contact_id = c.id
        order by ${key} ${sql.raw(order)} nulls last, c.id`.execute(db);
      const paged: string[] = [];
      for (let offset = 0; offset < 12; offset += 5) {
        const { rows, total } = await list.list({ where, sort, order, limit: 5, offset });
        assert.equal(total, 12);
        paged.push(...rows.map((row) => row.id));
      }
      assert.deepEqual(
        paged,
        expected.map((row) => row.id),
        `${sort} ${order}`,
      );
    }
  }
});

test('every sort of the list, in either direction, reads its page from an index: no sort of all contacts', async (t) => {
  const { db } = await createTestDatabase(t);
  for (const sort of contactSortValues) {
    for (const order of ['ASC', 'DESC'] as const) {
      const page = orderedBy(db.selectFrom('contacts').select('contacts.id'), sort, order).limit(25).compile();
      const plan = await db.transaction().execute(async (trx) => {
        // Sorting still happens where no index gives the order, at a prohibitive cost, so the
        // plan names it: this asks whether an index exists, however few contacts there are.
        await sql`set local enable_sort = off`.execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]),
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      assert.doesNotMatch(plan, /\bSort\b/, `${sort} ${order}:\n${plan}`);
    }
  }
});
