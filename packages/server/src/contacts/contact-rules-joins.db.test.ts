import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactFields, fieldOperators, operatorArity, validateRuleGroup, type RuleValue } from '@masthead/core';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { createTestContact } from '../test-accounts.ts';
import { createTestDatabase } from '../test-helper.ts';
import { compileRuleGroup, type FieldSqlTable, type RuleContext } from '../kernel/rules/compile-rules.ts';
import { contactFieldSql, contactRuleFields } from './contact-rules.ts';

// The contribution and membership fields compile to semi-joins, anti-joins
// and the copies on the contact (0024); these are the plain subqueries they
// replace, one per contact, as the reference for what each rule matches.
const contribution = (expression: string) =>
  sql`(select ${sql.raw(expression)} from contributions cb where cb.contact_id = contacts.id)`;
const memberRole = (column: string) =>
  sql`(select ${sql.raw(`mr.${column}`)} from contact_roles mr where mr.contact_id = contacts.id and mr.role = 'member')`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

const reference = (now: Date): FieldSqlTable => ({
  email: { type: 'text', column: sql.ref('contacts.email') },
  contributionCancelled: { type: 'date', column: contribution('cb.cancelled_at') },
  contributionType: { type: 'enum', column: sql`coalesce(${contribution('cb.type')}, 'None')` },
  contributionMonthlyAmount: {
    type: 'number',
    column: contribution(
      `(case when cb.period = 'annually' then cb.amount_cents / 12.0 else cb.amount_cents end) / 100.0`,
    ),
  },
  contributionPeriod: { type: 'enum', column: contribution('cb.period') },
  manualPaymentSource: { type: 'text', column: contribution('cb.manual_source') },
  paymentFailing: { type: 'boolean', column: sql`coalesce(${contribution('cb.failing_since is not null')}, false)` },
  membershipStarts: { type: 'date', column: memberRole('date_added') },
  membershipExpires: { type: 'date', column: memberRole('date_expires') },
  activeMembership: {
    type: 'boolean',
    column: sql`exists (select 1 from contact_roles r where r.contact_id = contacts.id and r.role = 'member' and r.date_added <= ${at(now)} and (r.date_expires is null or r.date_expires > ${at(now)}))`,
  },
});

/** Values to try per field type; rules the validator refuses are left out. */
const samples: Record<string, RuleValue[][]> = {
  date: [
    ['2021-01-01T00:00:00Z'],
    ['2026-01-02T00:00:00Z'],
    ['$now'],
    ['2020-01-01T00:00:00Z', '2026-06-01T00:00:00Z'],
  ],
  number: [[5], [1], [8.33], [1, 5]],
  boolean: [[true], [false]],
  text: [['cash'], ['Cash at the office'], ['office'], ['x']],
};

const d = (iso: string) => new Date(iso);

/** Contacts with every kind of contribution and member role, and none. */
async function people(database: { db: Kysely<Database> }) {
  const db = database.db;
  const contacts = createContactRepository({ db });
  const contributions = createContributionRepository({ db });
  const made = [];
  for (let i = 0; i < 9; i++) made.push(await createTestContact(database as never, { roles: [] }));
  const [, c1, c2, c3, c4, c5, c6, c7, c8] = made.map((contact) => contact.id) as string[];
  await contributions.save(c1 as string, {
    type: 'Manual',
    amount_cents: 500,
    period: 'monthly',
    manual_source: 'Cash at the office',
  });
  await contributions.save(c2 as string, {
    type: 'Automatic',
    amount_cents: 6000,
    period: 'annually',
    cancelled_at: d('2026-01-02T00:00:00Z'),
    failing_since: d('2026-01-15T00:00:00Z'),
  });
  await contributions.save(c3 as string, { type: 'None' });
  await contributions.save(c4 as string, { type: 'Gift', amount_cents: 300, period: 'monthly', manual_source: '' });
  await contributions.save(c5 as string, { type: 'Manual', amount_cents: 1200, period: 'annually' });
  await contributions.save(c6 as string, {
    type: 'Automatic',
    amount_cents: 100,
    period: 'monthly',
    cancelled_at: d('2030-01-01T00:00:00Z'),
  });
  // Type None that still names an amount: no monthly amount to sort by, but the rule reads one.
  await contributions.save(c7 as string, { type: 'None', amount_cents: 500, period: 'monthly' });
  await contacts.putRole(c1 as string, 'member', d('2020-01-01T00:00:00Z'), d('2030-01-01T00:00:00Z'));
  await contacts.putRole(c2 as string, 'member', d('2019-01-01T00:00:00Z'), d('2021-01-01T00:00:00Z'));
  await contacts.putRole(c3 as string, 'member', d('2022-01-01T00:00:00Z'), null);
  await contacts.putRole(c4 as string, 'member', d('2099-01-01T00:00:00Z'), null);
  await contacts.putRole(c5 as string, 'admin', d('2020-01-01T00:00:00Z'), null);
  await contacts.putRole(c6 as string, 'member', d('2026-01-02T00:00:00Z'), d('2026-06-01T00:00:00Z'));
  await contacts.putRole(c8 as string, 'member', d('2026-01-02T00:00:00Z'), d('2026-07-01T00:00:00Z'));
  return made.length;
}

async function matches(db: Kysely<Database>, where: RawBuilder<SqlBool>) {
  const rows = await db.selectFrom('contacts').select('id').where(where).orderBy('id').execute();
  return rows.map((row) => row.id);
}

test('contribution and membership rules match the same contacts as the per-contact subqueries they replace', async (t) => {
  const database = await createTestDatabase(t);
  const { db } = database;
  const everyone = await people(database);
  const context: RuleContext = { now: d('2026-06-01T00:00:00Z'), contactId: null };
  const table = reference(context.now);
  let compared = 0;
  const sizes = new Set<number>();
  for (const field of Object.keys(table).filter((name) => name !== 'email')) {
    const spec = contactFields[field as keyof typeof contactFields];
    for (const operator of fieldOperators(spec)) {
      const arity = operatorArity(operator);
      const values = spec.type === 'enum' ? (spec.options ?? []).map((option) => [option]) : (samples[spec.type] ?? []);
      for (const value of arity === 0 ? [[]] : values.filter((v) => v.length === arity)) {
        const rule = { field, operator, value };
        // Alone, negated by an OR with a rule that matches nobody, and under an AND with one that matches all.
        for (const input of [
          { condition: 'AND', rules: [rule] },
          { condition: 'OR', rules: [rule, { field: 'email', operator: 'equal', value: ['nobody@example.org'] }] },
          {
            condition: 'AND',
            rules: [
              { field: 'email', operator: 'contains', value: ['@'] },
              { condition: 'OR', rules: [rule] },
            ],
          },
        ]) {
          const checked = validateRuleGroup(input, contactRuleFields);
          assert.ok(checked.ok, JSON.stringify(input));
          const expected = await matches(db, compileRuleGroup(checked.group, table, context));
          const actual = await matches(db, compileRuleGroup(checked.group, contactFieldSql(checked.group), context));
          assert.deepEqual(actual, expected, JSON.stringify(input));
          sizes.add(expected.length);
          compared += 1;
        }
      }
    }
  }
  assert.ok(compared > 150, `${compared} rule groups compared`);
  // The people make the rules tell them apart: some match none, some all, most a few.
  assert.ok(sizes.has(0) && sizes.has(everyone) && sizes.size > 5, [...sizes].join(' '));
});
