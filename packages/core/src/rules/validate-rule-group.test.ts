import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calloutFields, contactFieldLookup, contactFields, responseFieldsFor } from './field-tables.ts';
import type { FieldLookup } from './rule-group.ts';
import { parseRuleGroup, validateRuleGroup, type RuleProblem } from './validate-rule-group.ts';

const and = (...rules: unknown[]) => ({ condition: 'AND', rules });
const rule = (field: string, operator: string, value: unknown) => ({ field, operator, value });
const valid = (group: unknown, fields: FieldLookup = contactFields) => validateRuleGroup(group, fields);
const problems = (group: unknown, fields: FieldLookup = contactFields): RuleProblem[] => {
  const result = validateRuleGroup(group, fields);
  return result.ok ? [] : result.problems;
};
const at = (path: string, problem: RuleProblem['problem'], params?: RuleProblem['params']): RuleProblem =>
  params ? { path, problem, params } : { path, problem };

test('validateRuleGroup accepts rules that fit their fields', () => {
  const rows: [unknown, FieldLookup][] = [
    [and(), contactFields],
    [{ condition: 'OR', rules: [] }, contactFields],
    [and(rule('email', 'contains', ['@example.org'])), contactFields],
    [and(rule('firstname', 'not_begins_with', ['A'])), contactFields],
    [and(rule('contributionMonthlyAmount', 'between', [5, 10])), contactFields],
    [and(rule('contributionMonthlyAmount', 'greater_or_equal', [0.5])), contactFields],
    [and(rule('joined', 'greater', ['$now(d:-30)'])), contactFields],
    [and(rule('joined', 'between', ['2026-01-01', '2026-12-31T23:59:59Z'])), contactFields],
    [and(rule('joined', 'less', ['$now'])), contactFields],
    [and(rule('contributionCancelled', 'is_empty', [])), contactFields],
    [and(rule('manualPaymentSource', 'is_not_empty', [])), contactFields],
    [and(rule('activeMembership', 'equal', [true])), contactFields],
    [and(rule('contributionType', 'not_equal', ['Gift'])), contactFields],
    [and(rule('tags', 'contains', ['any-tag-id'])), contactFields],
    [and(rule('tags', 'is_empty', [])), contactFields],
    [and(rule('id', 'equal', ['me'])), contactFields],
    [and(rule('callouts.abc123.hasAnswered', 'equal', [true])), contactFieldLookup],
    [and(rule('status', 'equal', ['open'])), calloutFields],
    [and(rule('answeredBy', 'equal', ['me'])), calloutFields],
    [and(rule('expires', 'is_empty', [])), calloutFields],
    [and(and(and(and(rule('email', 'equal', ['a@b.c']))))), contactFields],
  ];
  for (const [group, fields] of rows) assert.deepEqual(problems(group, fields), [], JSON.stringify(group));
});

test('validateRuleGroup names every problem with its path', () => {
  const rows: [string, unknown, RuleProblem[]][] = [
    ['null', null, [at('', 'type')]],
    ['a list', [], [at('', 'type')]],
    ['text', 'AND', [at('', 'type')]],
    ['a missing condition', { rules: [] }, [at('.condition', 'condition')]],
    ['a lowercase condition', { condition: 'and', rules: [] }, [at('.condition', 'condition')]],
    ['rules that are not a list', { condition: 'AND', rules: {} }, [at('.rules', 'type')]],
    ['a rule that is text', and('email = x'), [at('rules.0', 'type')]],
    ['an unknown field', and(rule('password', 'equal', ['x'])), [at('rules.0.field', 'field')]],
    ['__proto__ as a field', and(rule('__proto__', 'equal', ['x'])), [at('rules.0.field', 'field')]],
    ['constructor as a field', and(rule('constructor', 'equal', ['x'])), [at('rules.0.field', 'field')]],
    ['toString as a field', and(rule('toString', 'equal', ['x'])), [at('rules.0.field', 'field')]],
    ['a field that is a number', and(rule(7 as unknown as string, 'equal', ['x'])), [at('rules.0.field', 'field')]],
    ['an unknown operator', and(rule('email', 'like', ['%x'])), [at('rules.0.operator', 'operator')]],
    ['an operator from Object.prototype', and(rule('email', 'valueOf', ['x'])), [at('rules.0.operator', 'operator')]],
    [
      'contains on a number',
      and(rule('contributionMonthlyAmount', 'contains', [5])),
      [at('rules.0.operator', 'operator', { field: 'contributionMonthlyAmount', operator: 'contains' })],
    ],
    [
      'is_empty on a field that is never empty',
      and(rule('email', 'is_empty', [])),
      [at('rules.0.operator', 'operator', { field: 'email', operator: 'is_empty' })],
    ],
    ['a value that is not a list', and(rule('email', 'equal', 'x')), [at('rules.0.value', 'type')]],
    [
      'between with one value',
      and(rule('contributionMonthlyAmount', 'between', [5])),
      [at('rules.0.value', 'arity', { expected: 2 })],
    ],
    ['is_empty with a value', and(rule('tags', 'is_empty', ['x'])), [at('rules.0.value', 'arity', { expected: 0 })]],
    ['equal with two values', and(rule('email', 'equal', ['a', 'b'])), [at('rules.0.value', 'arity', { expected: 1 })]],
    ['a number as text', and(rule('contributionMonthlyAmount', 'equal', ['5'])), [at('rules.0.value.0', 'value')]],
    ['a huge number', and(rule('contributionMonthlyAmount', 'equal', [Infinity])), [at('rules.0.value.0', 'value')]],
    ['a boolean as text', and(rule('isReviewer', 'equal', ['true'])), [at('rules.0.value.0', 'value')]],
    ['a text as a number', and(rule('email', 'equal', [5])), [at('rules.0.value.0', 'value')]],
    ['an object as a value', and(rule('email', 'equal', [{ $ne: null }])), [at('rules.0.value.0', 'value')]],
    ['a null value', and(rule('email', 'equal', [null])), [at('rules.0.value.0', 'value')]],
    ['a very long text', and(rule('email', 'contains', ['x'.repeat(1001)])), [at('rules.0.value.0', 'value')]],
    [
      'an enum value not listed',
      and(rule('contributionPeriod', 'equal', ['weekly'])),
      [at('rules.0.value.0', 'option')],
    ],
    ['a date that is no date', and(rule('joined', 'greater', ['yesterday'])), [at('rules.0.value.0', 'value')]],
    ['a date as a timestamp', and(rule('joined', 'greater', [1_700_000_000_000])), [at('rules.0.value.0', 'value')]],
    [
      'a relative date with a bad unit',
      and(rule('joined', 'greater', ['$now(w:-1)'])),
      [at('rules.0.value.0', 'value')],
    ],
    ['an empty contact', and(rule('id', 'equal', [''])), [at('rules.0.value.0', 'value')]],
    [
      'number bounds the wrong way round',
      and(rule('contributionMonthlyAmount', 'between', [10, 5])),
      [at('rules.0.value', 'bounds')],
    ],
    [
      'date bounds the wrong way round',
      and(rule('joined', 'not_between', ['2026-12-01', '2026-01-01'])),
      [at('rules.0.value', 'bounds')],
    ],
    [
      'a has-answered field with a dot in the id',
      and(rule('callouts.a.b.hasAnswered', 'equal', [true])),
      [at('rules.0.field', 'field')],
    ],
    [
      'problems deep inside',
      and(rule('email', 'equal', ['x']), { condition: 'OR', rules: [rule('tags', 'contains', [1])] }),
      [at('rules.1.rules.0.value.0', 'value')],
    ],
  ];
  for (const [name, group, expected] of rows) assert.deepEqual(problems(group, contactFieldLookup), expected, name);
});

test('a call-out status is matched with equal only', () => {
  assert.deepEqual(problems(and(rule('status', 'not_equal', ['open'])), calloutFields), [
    at('rules.0.operator', 'operator', { field: 'status', operator: 'not_equal' }),
  ]);
  assert.deepEqual(problems(and(rule('status', 'equal', ['closed'])), calloutFields), [
    at('rules.0.value.0', 'option'),
  ]);
});

test('validateRuleGroup keeps only the keys of the grammar', () => {
  const input = {
    condition: 'AND',
    valid: true,
    rules: [{ id: 'email', field: 'email', type: 'string', input: 'text', operator: 'equal', value: ['x'] }],
  };
  assert.deepEqual(valid(input), {
    ok: true,
    group: { condition: 'AND', rules: [{ field: 'email', operator: 'equal', value: ['x'] }] },
  });
  const polluted = JSON.parse('{"condition": "AND", "rules": [], "__proto__": {"admin": true}}');
  const result = valid(polluted);
  assert.ok(result.ok);
  assert.equal(Object.getPrototypeOf(result.group), Object.prototype);
  assert.equal(({} as Record<string, unknown>).admin, undefined);
});

test('validateRuleGroup refuses groups too deep or too large', () => {
  let deep: unknown = rule('email', 'equal', ['x']);
  for (let i = 0; i < 6; i++) deep = and(deep);
  assert.deepEqual(problems(deep), [at('rules.0.rules.0.rules.0.rules.0.rules.0', 'tooDeep')]);
  const many = and(...Array.from({ length: 101 }, () => rule('email', 'equal', ['x'])));
  assert.deepEqual(problems(many), [at('rules.100', 'tooMany')]);
  const groups = and(...Array.from({ length: 60 }, () => and()));
  assert.deepEqual(problems(groups), [at('rules.49', 'tooMany')]);
  const flood = and(...Array.from({ length: 100_000 }, () => 'x'));
  assert.equal(problems(flood).length, 100);
});

test('parseRuleGroup reads the JSON of a rules parameter', () => {
  const rows: [string, boolean][] = [
    ['{"condition":"AND","rules":[{"field":"email","operator":"contains","value":["@x.org"]}]}', true],
    ['{"condition":"AND","rules":[]', false],
    ['', false],
    ['null', false],
    [`{"condition":"AND","rules":[],"x":"${'a'.repeat(50_000)}"}`, false],
  ];
  for (const [json, ok] of rows) assert.equal(parseRuleGroup(json, contactFields).ok, ok, json.slice(0, 40));
});

test('response rules may filter by the answers of the form', () => {
  const fields = responseFieldsFor({
    slides: [
      {
        id: 's1',
        components: [
          { type: 'radio', key: 'happy', values: [{ label: 'Yes', value: 'yes' }] },
          { type: 'number', key: 'age' },
          { type: 'content', html: '' },
        ],
      },
    ],
  });
  const rows: [unknown, RuleProblem[]][] = [
    [and(rule('answers.s1.happy', 'equal', ['yes'])), []],
    [and(rule('answers.s1.happy', 'equal', ['no'])), [at('rules.0.value.0', 'option')]],
    [and(rule('answers.s1.happy', 'is_empty', [])), []],
    [and(rule('answers.s1.age', 'greater', [17])), []],
    [
      and(rule('answers.s1.age', 'contains', ['1'])),
      [at('rules.0.operator', 'operator', { field: 'answers.s1.age', operator: 'contains' })],
    ],
    [and(rule('answers.s1.other', 'equal', ['x'])), [at('rules.0.field', 'field')]],
    [and(rule('answers', 'contains', ['needle'])), []],
    [and(rule('bucket', 'is_empty', [])), []],
    [and(rule('assignee', 'equal', ['me'])), []],
  ];
  for (const [group, expected] of rows) assert.deepEqual(problems(group, fields), expected, JSON.stringify(group));
});

test('nonEmpty refuses a group without rules at any depth, naming its rules', () => {
  const or = (...rules: unknown[]) => ({ condition: 'OR', rules });
  const email = rule('email', 'contains', ['@']);
  const rows: [unknown, RuleProblem[]][] = [
    [and(), [at('rules', 'empty')]],
    [or(), [at('rules', 'empty')]],
    [and(email), []],
    [and(email, or()), [at('rules.1.rules', 'empty')]],
    [or(email, and(email, and())), [at('rules.1.rules.1.rules', 'empty')]],
    [and(or(), or()), [at('rules.0.rules', 'empty'), at('rules.1.rules', 'empty')]],
  ];
  for (const [group, expected] of rows) {
    const result = validateRuleGroup(group, contactFields, { nonEmpty: true });
    assert.deepEqual(result.ok ? [] : result.problems, expected, JSON.stringify(group));
  }
  const parsed = parseRuleGroup(JSON.stringify(and(or())), contactFields, { nonEmpty: true });
  assert.deepEqual(parsed.ok ? [] : parsed.problems, [at('rules.0.rules', 'empty')]);
  assert.equal(valid(or()).ok, true, 'without the option an empty group still matches every row');
});
