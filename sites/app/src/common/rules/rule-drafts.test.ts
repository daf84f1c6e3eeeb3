import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactFields, validateRuleGroup, type Rule, type RuleGroup, type RuleOperator } from '@masthead/core';
import {
  choicesOf,
  draftFor,
  draftsOf,
  flatRules,
  toRuleGroup,
  type DraftRule,
  type FilterField,
} from './rule-drafts.ts';

const fields: FilterField[] = [
  { field: 'answers.s1.name', label: 'Name', spec: { type: 'text', nullable: true } },
  { field: 'answers.s1.age', label: 'Age', spec: { type: 'number', nullable: true } },
  { field: 'answers.s1.happy', label: 'Happy', spec: { type: 'enum', nullable: true, options: ['yes', 'no'] } },
  { field: 'answers.s1.agree', label: 'Agree', spec: { type: 'boolean', nullable: true } },
  { field: 'createdAt', label: 'Received', spec: { type: 'date' } },
  { field: 'assignee', label: 'Assignee', spec: { type: 'contact', nullable: true } },
];
const draft = (field: string, operator: RuleOperator, values: string[], key = 1): DraftRule => ({
  key,
  field,
  operator,
  values,
});

test('a new rule starts with the first operator and a preselected choice', () => {
  const rows: [string, Omit<DraftRule, 'key'>][] = [
    ['answers.s1.name', { field: 'answers.s1.name', operator: 'equal', values: [''] }],
    ['answers.s1.happy', { field: 'answers.s1.happy', operator: 'equal', values: ['yes'] }],
    ['answers.s1.agree', { field: 'answers.s1.agree', operator: 'equal', values: ['true'] }],
    ['assignee', { field: 'assignee', operator: 'equal', values: ['me'] }],
  ];
  for (const [field, expected] of rows) {
    assert.deepEqual(
      draftFor(
        7,
        fields.find((f) => f.field === field)!,
      ),
      { key: 7, ...expected },
      field,
    );
  }
});

test('a contact field offers "me" and the contacts it names', () => {
  const assignee = { ...fields.find((f) => f.field === 'assignee')!, optionLabels: { c7: 'Rhea', me: 'Me' } };
  assert.deepEqual(choicesOf(assignee), ['me', 'c7']);
  assert.deepEqual(choicesOf(fields.find((f) => f.field === 'assignee')!), ['me']);
});

test('drafts become typed rules with as many values as the operator takes', () => {
  const rows: [DraftRule, unknown[]][] = [
    [draft('answers.s1.name', 'contains', ['Bristol']), ['Bristol']],
    [draft('answers.s1.age', 'between', ['18', '30,5']), [18, 30.5]],
    [draft('answers.s1.agree', 'equal', ['false']), [false]],
    [draft('answers.s1.name', 'is_empty', ['left over']), []],
    [draft('createdAt', 'greater', [' 2026-01-02 ']), ['2026-01-02']],
    [draft('assignee', 'equal', ['me']), ['me']],
    [{ ...draft('createdAt', 'between', ['-30', '0']), relative: true }, ['$now(d:-30)', '$now(d:0)']],
  ];
  for (const [input, value] of rows) {
    const result = toRuleGroup('OR', [input], fields);
    assert.deepEqual(
      result,
      { ok: true, group: { condition: 'OR', rules: [{ field: input.field, operator: input.operator, value }] } },
      JSON.stringify(input),
    );
  }
});

test('missing values and numbers that are not numbers are problems, not rules', () => {
  const result = toRuleGroup(
    'AND',
    [draft('answers.s1.name', 'equal', ['  '], 1), draft('answers.s1.age', 'between', ['ten', ''], 2)],
    fields,
  );
  assert.deepEqual(result, {
    ok: false,
    problems: [
      { key: 1, index: 0, problem: 'required' },
      { key: 2, index: 0, problem: 'number' },
      { key: 2, index: 1, problem: 'required' },
    ],
  });
});

test('days from today must be whole numbers', () => {
  const result = toRuleGroup('AND', [{ ...draft('createdAt', 'greater', ['1.5']), relative: true }], fields);
  assert.deepEqual(result, { ok: false, problems: [{ key: 1, index: 0, problem: 'number' }] });
});

test('what the builder makes passes the server-side rule check', () => {
  const contact: FilterField[] = [
    { field: 'contributionMonthlyAmount', label: 'Amount', spec: contactFields.contributionMonthlyAmount },
    { field: 'isReviewer', label: 'Reviewer', spec: contactFields.isReviewer },
    { field: 'joined', label: 'Joined', spec: contactFields.joined },
  ];
  const result = toRuleGroup(
    'AND',
    [
      draft('contributionMonthlyAmount', 'between', ['5', '10']),
      draft('isReviewer', 'equal', ['true'], 2),
      { ...draft('joined', 'greater', ['-7'], 3), relative: true },
    ],
    contact,
  );
  assert.ok(result.ok);
  assert.equal(validateRuleGroup(result.group, contactFields).ok, true);
});

test('a group is flattened where its sub-groups agree with it, and its drafts read back as it', () => {
  const a: Rule = { field: 'answers.s1.name', operator: 'contains', value: ['Ann'] };
  const b: Rule = { field: 'answers.s1.age', operator: 'between', value: [18, 30] };
  const c: Rule = { field: 'createdAt', operator: 'greater', value: ['$now(d:-7)'] };
  const flat: RuleGroup = { condition: 'AND', rules: [a, b, c] };
  assert.deepEqual(flatRules({ condition: 'AND', rules: [a, { condition: 'AND', rules: [b, c] }] }), flat);
  assert.deepEqual(flatRules({ condition: 'AND', rules: [a, { condition: 'OR', rules: [b] }, c] }), flat);
  assert.equal(flatRules({ condition: 'AND', rules: [a, { condition: 'OR', rules: [b, c] }] }), null);

  const drafts = draftsOf(flat, 5)!;
  assert.deepEqual(drafts.drafts, [
    { key: 5, field: a.field, operator: 'contains', values: ['Ann'] },
    { key: 6, field: b.field, operator: 'between', values: ['18', '30'] },
    { key: 7, field: c.field, operator: 'greater', values: ['-7'], relative: true },
  ]);
  assert.deepEqual(toRuleGroup(drafts.condition, drafts.drafts, fields), { ok: true, group: flat });
  assert.equal(draftsOf({ condition: 'OR', rules: [{ ...c, value: ['$now(h:-7)'] }] }, 1), null);
});
