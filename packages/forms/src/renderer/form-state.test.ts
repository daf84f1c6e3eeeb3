import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from '@masthead/core';
import { initialAnswers, slideProblems, tabsPath, withAnswer } from './form-state.ts';

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
