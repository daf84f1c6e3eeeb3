import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateRuleGroup } from '@masthead/core';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { contactFieldSql, contactRuleFields, contactRuleFieldsWith } from './contact-rules.ts';

// Compiles without a database: only the SQL text and its parameters are looked at.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const donor = '6f1c0a52-0c0c-4a3b-9a57-6a0b8f1b2c3d';
const tags = (operator: string, ...value: string[]) => ({
  condition: 'AND',
  rules: [{ field: 'tags', operator, value }],
});

function compiled(input: unknown) {
  const result = validateRuleGroup(input, contactRuleFields);
  assert.ok(result.ok, JSON.stringify(result));
  const where = compileRuleGroup(result.group, contactFieldSql(result.group), { now: new Date(), contactId: null });
  return db.selectFrom('contacts').select('id').where(where).compile();
}

test('a tags rule asks the assignments by tag id, the id travelling as a parameter', () => {
  const contains = compiled(tags('contains', donor));
  assert.match(
    contains.sql,
    /exists \(select 1 from contact_tag_assignments ta where ta\.contact_id = contacts\.id and ta\.tag_id = \$1::uuid\)/,
  );
  assert.deepEqual(contains.parameters, [donor]);
  // An EXISTS is never null: a bare NOT EXISTS, which the planner runs as an anti-join.
  assert.match(compiled(tags('not_contains', donor)).sql, /where \(not exists \(select 1 from contact_tag_assignments/);
  assert.match(
    compiled(tags('is_not_empty')).sql,
    /^select "id" from "contacts" where \(exists \(select 1 from contact_tag_assignments ta where ta\.contact_id = contacts\.id\)\)$/,
  );
  assert.match(compiled(tags('is_empty')).sql, /where \(not exists \(select 1 from contact_tag_assignments/);
});

test('contribution rules join the contribution by the contact id; membership rules read the copies on the contact', () => {
  const one = (field: string, operator: string, ...value: unknown[]) =>
    compiled({ condition: 'AND', rules: [{ field, operator, value }] }).sql;
  // A semi-join where a contact without a contribution fails the rule, an anti-join where it passes.
  assert.match(
    one('contributionType', 'equal', 'Manual'),
    /where \(exists \(select 1 from contributions cb where cb\.contact_id = contacts\.id and "cb"\."type" = \$1::text\)\)$/,
  );
  assert.match(one('contributionType', 'equal', 'None'), /where \(not exists \(select 1 from contributions cb/);
  assert.match(
    one('contributionPeriod', 'not_equal', 'monthly'),
    /where \(not exists \(select 1 from contributions cb/,
  );
  assert.match(one('paymentFailing', 'equal', true), /where \(exists \(select 1 from contributions cb/);
  assert.match(one('paymentFailing', 'equal', false), /where \(not exists \(select 1 from contributions cb/);
  assert.match(one('membershipStarts', 'less', '2021-01-01T00:00:00Z'), /where \("contacts"\."membership_starts" < /);
  assert.doesNotMatch(one('activeMembership', 'equal', true), /contact_roles/);
});

test('a stored tag value that is no id matches nothing and never reaches the SQL', () => {
  const hostile = "x'); drop table contacts; --";
  const query = compiled(tags('contains', hostile));
  assert.match(query.sql, /where \(false\)/);
  assert.deepEqual(query.parameters, []);
});

test('a rule someone sends must name a tag that exists', () => {
  const fields = contactRuleFieldsWith([donor]);
  assert.ok(validateRuleGroup(tags('contains', donor), fields).ok);
  const unknown = validateRuleGroup(tags('contains', '00000000-0000-4000-8000-000000000000'), fields);
  assert.deepEqual(unknown, { ok: false, problems: [{ path: 'rules.0.value.0', problem: 'option' }] });
  assert.equal(validateRuleGroup(tags('equal', donor), fields).ok, false, 'arrays take no equal');
});
