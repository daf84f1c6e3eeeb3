import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateFormSchema, visibleKeys, type FormComponent, type FormSchema } from '@masthead/core';
import {
  clearLostConditions,
  conditionOf,
  conditionalOf,
  questionsBefore,
  renameConditionKey,
  withCondition,
  type ConditionChoice,
} from './condition-edit.ts';
import { changeComponent, removeComponent } from './schema-edit.ts';

const schema: FormSchema = {
  slides: [
    {
      id: 's1',
      components: [
        { type: 'textfield', key: 'a' },
        { type: 'panel', key: 'p', components: [{ type: 'email', key: 'b' }] },
        {
          type: 'tabs',
          key: 't',
          components: [
            { key: 't1', label: 'One', components: [{ type: 'number', key: 'c' }] },
            { key: 't2', label: 'Two', components: [] },
          ],
        },
      ],
    },
    { id: 's2', components: [{ type: 'checkbox', key: 'd' }] },
  ],
};

/** A form of a question and one that depends on it, for the condition tests. */
const asking = (conditional?: FormComponent['conditional']): FormSchema => ({
  slides: [
    {
      id: 's1',
      components: [
        {
          type: 'radio',
          key: 'happy',
          label: 'Happy?',
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        { type: 'textarea', key: 'why', label: 'Why?', ...(conditional ? { conditional } : {}) },
      ],
    },
  ],
});

test('each condition choice is stored as a shape core accepts, reads back the same, and shows as it says', () => {
  // [choice, shown with no answer, shown for 'yes', shown for 'no']
  const rows: [ConditionChoice, boolean, boolean, boolean][] = [
    [{ mode: 'show', when: 'happy', operator: 'equals', value: 'no' }, false, false, true],
    [{ mode: 'hide', when: 'happy', operator: 'equals', value: 'no' }, true, true, false],
    [{ mode: 'show', when: 'happy', operator: 'answered', value: '' }, false, true, true],
    [{ mode: 'hide', when: 'happy', operator: 'answered', value: '' }, true, false, false],
  ];
  for (const [choice, none, yes, no] of rows) {
    const form = asking(conditionalOf(choice));
    assert.deepEqual(validateFormSchema(form), [], JSON.stringify(choice));
    assert.deepEqual(conditionOf(form.slides[0]!.components[1]!), choice);
    const shown = (answer?: string) => visibleKeys(form, { s1: answer ? { happy: answer } : {} }).has('why');
    assert.deepEqual([shown(), shown('yes'), shown('no')], [none, yes, no], JSON.stringify(choice));
  }
  // An "equals" whose value is still being typed stays one when the editor asks for it.
  const typing = asking({ show: true, when: 'happy', eq: '' }).slides[0]!.components[1]!;
  assert.equal(conditionOf(typing)?.operator, 'answered');
  assert.deepEqual(conditionOf(typing, 'equals'), { mode: 'show', when: 'happy', operator: 'equals', value: '' });
  // form.io's empty default and a removed condition are no condition.
  assert.equal(
    conditionOf({ type: 'textfield', key: 'x', conditional: { show: null, when: null, eq: '' } as never }),
    null,
  );
  const removed = withCondition(asking({ show: true, when: 'happy', eq: 'no' }).slides[0]!.components[1]!, null);
  assert.equal(Object.hasOwn(removed, 'conditional'), false);
  assert.equal(conditionOf(removed), null);
});

test('questionsBefore offers earlier questions only: not itself, later ones, content or containers', () => {
  const keys = (path: number[]) => questionsBefore(schema, path).map((q) => q.key);
  assert.deepEqual(keys([0, 0]), []);
  assert.deepEqual(keys([0, 1]), ['a'], 'a panel: not the questions it holds');
  assert.deepEqual(keys([0, 1, 0]), ['a']);
  assert.deepEqual(keys([0, 2, 0, 0]), ['a', 'b']);
  assert.deepEqual(keys([1, 0]), ['a', 'b', 'c'], 'earlier slides count');
  const withContent: FormSchema = {
    slides: [
      {
        id: 's',
        components: [
          { type: 'content', html: '<p>Hi</p>' },
          { type: 'email', key: 'e' },
        ],
      },
    ],
  };
  assert.deepEqual(questionsBefore(withContent, [0, 1]), []);
});

test('renameConditionKey follows a renamed question, but never into a clash', () => {
  const form = asking({ show: true, when: 'happy', eq: 'no' });
  const renamed = changeComponent(form, [0, 0], (c) => ({ ...c, key: 'areYouHappy' }));
  const followed = renameConditionKey(renamed, 'happy', 'areYouHappy');
  assert.equal(followed.slides[0]!.components[1]!.conditional?.when, 'areYouHappy');
  assert.deepEqual(validateFormSchema(followed), []);
  assert.equal(form.slides[0]!.components[1]!.conditional?.when, 'happy', 'the original is untouched');
  // Typed into another question's key: the condition would change question, so it stays.
  const clash = changeComponent(form, [0, 0], (c) => ({ ...c, key: 'why' }));
  assert.equal(renameConditionKey(clash, 'happy', 'why'), clash);
  assert.equal(renameConditionKey(renamed, 'happy', 'bad key'), renamed);
  assert.equal(renameConditionKey(form, 'happy', 'why'), form, 'the old key is still a question');
});

test('clearLostConditions clears conditions on a deleted question and names what changed', () => {
  const form = asking({ show: true, when: 'happy', eq: 'no' });
  const without = removeComponent(form, [0, 0]);
  assert.notDeepEqual(validateFormSchema(without), [], 'core refuses a condition on nothing');
  const { schema: cleaned, cleared } = clearLostConditions(without);
  assert.deepEqual(validateFormSchema(cleaned), []);
  assert.deepEqual(
    cleared.map((c) => c.key),
    ['why'],
  );
  assert.equal(cleaned.slides[0]!.components[0]!.conditional, undefined);
  const kept = clearLostConditions(form);
  assert.equal(kept.schema, form);
  assert.deepEqual(kept.cleared, []);
});
