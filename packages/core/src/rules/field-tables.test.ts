import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerFields, contactFieldLookup, contactFields } from './field-tables.ts';
import { fieldOperators, type FieldSpec } from './rule-group.ts';

test('answer fields are typed by component type', () => {
  const options = [
    { label: 'A', value: 'a' },
    { label: 'B', value: 'b' },
  ];
  const fields = answerFields({
    slides: [
      {
        id: 's1',
        components: [
          { type: 'textfield', key: 'name' },
          { type: 'number', key: 'age' },
          { type: 'currency', key: 'amount' },
          { type: 'datetime', key: 'when' },
          { type: 'checkbox', key: 'agree' },
          { type: 'radio', key: 'choice', values: options },
          { type: 'select', key: 'pick', data: { values: options } },
          { type: 'selectboxes', key: 'boxes', values: options },
          { type: 'address', key: 'where' },
          { type: 'content', key: 'intro', html: '' },
          { type: 'panel', key: 'more', components: [{ type: 'file', key: 'upload' }] },
        ],
      },
      {
        id: 's2',
        components: [
          { type: 'tabs', key: 't', components: [{ key: 't1', components: [{ type: 'email', key: 'email' }] }] },
        ],
      },
    ],
  });
  const rows: [string, FieldSpec | undefined][] = [
    ['answers.s1.name', { type: 'text', nullable: true }],
    ['answers.s1.age', { type: 'number', nullable: true }],
    ['answers.s1.amount', { type: 'number', nullable: true }],
    ['answers.s1.when', { type: 'date', nullable: true }],
    ['answers.s1.agree', { type: 'boolean', nullable: true }],
    ['answers.s1.choice', { type: 'enum', nullable: true, options: ['a', 'b'] }],
    ['answers.s1.pick', { type: 'enum', nullable: true, options: ['a', 'b'] }],
    ['answers.s1.boxes', { type: 'array', nullable: true, options: ['a', 'b'] }],
    ['answers.s1.where', { type: 'blob', nullable: true }],
    ['answers.s1.upload', { type: 'blob', nullable: true }],
    ['answers.s2.email', { type: 'text', nullable: true }],
    ['answers.s1.intro', undefined],
    ['answers.s1.more', undefined],
    ['answers.s2.t', undefined],
  ];
  for (const [field, expected] of rows) assert.deepEqual(fields[field], expected, field);
  assert.equal(Object.keys(fields).length, 11);
});

test('nullable fields also take is_empty and is_not_empty', () => {
  const rows: [FieldSpec, string[]][] = [
    [{ type: 'boolean' }, ['equal']],
    [{ type: 'boolean', nullable: true }, ['equal', 'is_empty', 'is_not_empty']],
    [{ type: 'array', nullable: true }, ['contains', 'not_contains', 'is_empty', 'is_not_empty']],
    [{ type: 'enum', operators: ['equal'] }, ['equal']],
    [{ type: 'blob' }, ['contains', 'not_contains']],
  ];
  for (const [spec, expected] of rows) assert.deepEqual(fieldOperators(spec), expected, JSON.stringify(spec));
});

test('the contact lookup knows the table and the has-answered pattern', () => {
  const rows: [string, FieldSpec | undefined][] = [
    ['email', contactFields.email],
    ['callouts.c-123.hasAnswered', { type: 'boolean' }],
    ['callouts.__proto__.hasAnswered', undefined],
    ['callouts..hasAnswered', undefined],
    ['callouts.x.hasanswered', undefined],
    ['__proto__', undefined],
    ['hasOwnProperty', undefined],
  ];
  for (const [field, expected] of rows) assert.deepEqual(contactFieldLookup(field), expected, field);
});
