import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calloutFields, validateRuleGroup, type RuleGroup } from '@masthead/core';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } from 'kysely';
import type { Database } from '../db/database.ts';
import { calloutFieldSql } from '../../callouts/callout-rules.ts';
import { compileRuleGroup } from './compile-rules.ts';

// Compiles without a database: only the SQL text and its parameters are looked at.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const now = new Date('2026-06-01T12:00:00Z');

function compiled(input: unknown, viewer = { isAdmin: false, contactId: null as string | null }) {
  const result = validateRuleGroup(input, calloutFields);
  assert.ok(result.ok, JSON.stringify(result));
  const where = compileRuleGroup(result.group as RuleGroup, calloutFieldSql(viewer), {
    now,
    contactId: viewer.contactId,
  });
  return db.selectFrom('callouts').select('id').where(where).compile();
}

test('values travel as parameters, never inside the SQL text', () => {
  const hostile = "x'); drop table callouts; --";
  const query = compiled({
    condition: 'OR',
    rules: [
      { field: 'slug', operator: 'equal', value: [hostile] },
      { field: 'title', operator: 'contains', value: [hostile] },
      { condition: 'AND', rules: [{ field: 'starts', operator: 'less', value: ['$now(d:-7)'] }] },
    ],
  });
  assert.ok(!query.sql.includes('drop table'), query.sql);
  assert.deepEqual(query.parameters, [hostile, `%${hostile}%`, '2026-05-25T12:00:00.000Z']);
  assert.match(query.sql, / or /);
});

test('LIKE wildcards in a value match only themselves', () => {
  const query = compiled({
    condition: 'AND',
    rules: [{ field: 'slug', operator: 'begins_with', value: ['50%_off\\'] }],
  });
  assert.deepEqual(query.parameters, ['50\\%\\_off\\\\%']);
});

test('an empty group matches everything and negations also match null columns', () => {
  assert.match(compiled({ condition: 'AND', rules: [] }).sql, /where true/);
  const negated = compiled({
    condition: 'AND',
    rules: [{ field: 'expires', operator: 'not_equal', value: ['2026-01-01'] }],
  });
  assert.match(negated.sql, /not coalesce\(/);
});

test('canReview is true for admins, a reviewer check for contacts, false for guests', () => {
  const rule = { condition: 'AND', rules: [{ field: 'canReview', operator: 'equal', value: [true] }] };
  assert.match(compiled(rule, { isAdmin: true, contactId: null }).sql, /\(true\)/);
  const contact = compiled(rule, { isAdmin: false, contactId: '6f1c0a52-0c0c-4a3b-9a57-6a0b8f1b2c3d' });
  assert.match(contact.sql, /exists \(select 1 from callout_reviewers/);
  assert.deepEqual(contact.parameters, ['6f1c0a52-0c0c-4a3b-9a57-6a0b8f1b2c3d']);
  assert.match(compiled(rule).sql, /\(false\)/);
});
