import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formComponents, freezeFormSchema, keptForFrozen, type FormSchema } from './form-schema.ts';
import { visibleKeys } from './is-visible.ts';
import { validateAnswers } from './validate-answers.ts';

const form = (): FormSchema =>
  ({
    slides: [
      {
        id: 's1',
        title: 'One',
        components: [
          { type: 'textfield', key: 'name', label: 'Name', input: true },
          {
            type: 'panel',
            key: 'more',
            components: [{ type: 'textarea', key: 'story', label: 'Story', input: true }],
          },
        ],
      },
    ],
  }) as unknown as FormSchema;

test('a frozen schema is walked once; its list is frozen and the same each time', () => {
  const schema = freezeFormSchema(form());
  assert.ok(Object.isFrozen(schema.slides[0]!.components[1]), 'frozen all the way down');
  const first = formComponents(schema);
  assert.equal(formComponents(schema), first);
  assert.ok(Object.isFrozen(first));
  assert.deepEqual(
    first.map((entry) => entry.component.key),
    ['name', 'story'],
  );
});

test('a schema that is not frozen is walked each time, so a change shows at once (the builder)', () => {
  const schema = form();
  assert.equal(formComponents(schema).length, 2);
  schema.slides[0]!.components.push({ type: 'email', key: 'email', label: 'Email', input: true } as never);
  assert.deepEqual(
    formComponents(schema).map((entry) => entry.component.key),
    ['name', 'story', 'email'],
  );
  assert.deepEqual([...visibleKeys(schema, {})].sort(), ['email', 'name', 'story']);
  assert.notEqual(formComponents(schema), formComponents(schema));
});

test('keptForFrozen computes once per frozen schema and apart for each schema', () => {
  let runs = 0;
  const count = keptForFrozen((schema) => {
    runs += 1;
    return schema.slides.length;
  });
  const a = freezeFormSchema(form());
  const b = freezeFormSchema(form());
  assert.equal(count(a) + count(a) + count(b) + count(b), 4);
  assert.equal(runs, 2);
  count(form());
  count(form());
  assert.equal(runs, 4, 'not remembered for schemas that may change');
});

test('answers are judged the same against a frozen schema and a live one', () => {
  const context = { now: new Date('2026-12-04T12:00:00Z') };
  const frozen = freezeFormSchema(form());
  const answers = { s1: { name: 'Ada', story: 'x'.repeat(10) } };
  assert.deepEqual(validateAnswers(frozen, answers, context), []);
  const wrong = { s1: { name: 'Ada', unknown: 1 } };
  const problems = validateAnswers(frozen, wrong, context);
  assert.equal(problems.length, 1);
  assert.deepEqual(problems, validateAnswers(form(), wrong, context));
  assert.deepEqual(validateAnswers(frozen, wrong, context), problems, 'the second time from what was kept');
});
