import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from '@masthead/core';
import { initialAnswers, stillShown, tabsPath, withAnswer, type FieldProblem } from './form-state.ts';
import { slideProblems } from './slide-problems.ts';

const now = new Date('2026-05-15T12:00:00Z');
const schema: FormSchema = {
  slides: [
    {
      id: 's1',
      components: [
        { type: 'textfield', key: 'name', label: 'Name', validate: { required: true } },
        { type: 'checkbox', key: 'agree', label: 'Agree', defaultValue: false },
        {
          type: 'tabs',
          key: 'tabs',
          components: [
            { key: 'a', label: 'A', components: [] },
            { key: 'b', label: 'B', components: [{ type: 'email', key: 'email', label: 'Email' }] },
          ],
        },
        {
          type: 'textarea',
          key: 'why',
          label: 'Why',
          validate: { required: true },
          conditional: { show: true, when: 'agree', eq: 'true' },
        },
      ],
    },
    { id: 's2', components: [{ type: 'number', key: 'age', label: 'Age', defaultValue: 30 }] },
  ],
};

test('initial answers take given answers, then default values', () => {
  assert.deepEqual(initialAnswers(schema), { s1: { agree: false }, s2: { age: 30 } });
  assert.deepEqual(initialAnswers(schema, { s2: { age: 4 } }), { s1: { agree: false }, s2: { age: 4 } });
});

test('a "multiple values" component starts from a list', () => {
  const many: FormSchema = {
    slides: [
      {
        id: 's1',
        components: [
          { type: 'textfield', key: 'one', multiple: true, defaultValue: 'fox' },
          { type: 'textfield', key: 'two', multiple: true, defaultValue: ['fox', 'hen'] },
          { type: 'textfield', key: 'three', multiple: true, defaultValue: '' },
          { type: 'number', key: 'four', multiple: true },
        ],
      },
    ],
  };
  assert.deepEqual(initialAnswers(many), { s1: { one: ['fox'], two: ['fox', 'hen'] } });
  assert.deepEqual(initialAnswers(many, { s1: { four: 4 } }), { s1: { one: ['fox'], two: ['fox', 'hen'], four: [4] } });
});

test('withAnswer sets and removes one answer without touching the others', () => {
  const answers = withAnswer({ s1: { name: 'A' } }, 's1', 'agree', true);
  assert.deepEqual(answers, { s1: { name: 'A', agree: true } });
  assert.deepEqual(withAnswer(answers, 's1', 'name', undefined), { s1: { agree: true } });
});

test('slide problems cover only the components of the slide that show', () => {
  const rows: [Record<string, unknown>, string[]][] = [
    [{}, ['name:required']],
    [{ name: 'A', email: 'nope' }, ['email:email']],
    [{ name: 'A', agree: true }, ['why:required']],
    [{ name: 'A', agree: true, why: 'Because' }, []],
  ];
  for (const [given, expected] of rows) {
    const found = slideProblems(schema, { s1: given }, 's1', now).map((p) => `${p.key}:${p.rule}`);
    assert.deepEqual(found, expected, JSON.stringify(given));
  }
  assert.deepEqual(slideProblems(schema, {}, 's2', now), []);
});

test('tabsPath names the tab to open for a nested field', () => {
  const components = schema.slides[0]!.components;
  assert.deepEqual(tabsPath(components, 'email'), [['tabs', 1]]);
  assert.deepEqual(tabsPath(components, 'name'), []);
  assert.equal(tabsPath(components, 'missing'), null);
});

const lists: FormSchema = {
  slides: [
    {
      id: 's1',
      components: [
        { type: 'email', key: 'emails', label: 'Emails', multiple: true, validate: { required: true } },
        { type: 'file', key: 'files', label: 'Files', multiple: true },
      ],
    },
  ],
};

const itemRules = (problems: FieldProblem[]) =>
  problems.map((p) => `${p.key}:${p.rule}${p.items ? `[${p.items.map((i) => i?.rule ?? '-').join(',')}]` : ''}`);

test('a list asked box by box reports the problem of every box', () => {
  const rows: [Record<string, unknown>, string[]][] = [
    [{}, ['emails:required']],
    [{ emails: ['', undefined] }, ['emails:required']],
    [{ emails: ['a@example.org', ''] }, []],
    [{ emails: ['a@', 'b@example.org', 'c@'] }, ['emails:email[email,-,email]']],
    // Files are not asked box by box: one message for the field.
    [{ emails: ['a@example.org'], files: [{ url: 'x', path: '' }] }, ['files:file']],
  ];
  for (const [given, expected] of rows) {
    assert.deepEqual(itemRules(slideProblems(lists, { s1: given }, 's1', now)), expected, JSON.stringify(given));
  }
});

test('shown problems stay while unfixed, per box, and move up with a removed box', () => {
  const shown = slideProblems(lists, { s1: { emails: ['a@', 'b@example.org', 'c@'] } }, 's1', now);
  const after = (emails: unknown[], removed?: number) =>
    itemRules(
      stillShown(
        shown,
        slideProblems(lists, { s1: { emails } }, 's1', now),
        removed === undefined ? undefined : { key: 'emails', index: removed },
      ),
    );
  assert.deepEqual(after(['a@', 'b@example.org', 'c@']), ['emails:email[email,-,email]']);
  assert.deepEqual(after(['a@example.org', 'b@example.org', 'c@']), ['emails:email[-,-,email]']);
  // A box that breaks only now waits for the next attempt.
  assert.deepEqual(after(['a@', 'b@', 'c@example.org']), ['emails:email[email,-,-]']);
  assert.deepEqual(after(['a@example.org', 'b@example.org', 'c@example.org']), []);
  // Taking out the second box: the third box's message moves to the second place.
  assert.deepEqual(after(['a@example.org', 'c@'], 1), ['emails:email[-,email]']);
  // A field-level problem stays while the field has one.
  const required = slideProblems(lists, { s1: {} }, 's1', now);
  assert.deepEqual(itemRules(stillShown(required, slideProblems(lists, { s1: { emails: [''] } }, 's1', now))), [
    'emails:required',
  ]);
  assert.deepEqual(stillShown(required, []), []);
});
