import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateFormSchema, type FormSchema } from '@masthead/core';
import { keyFromLabel, otherKeys, uniqueKey, formKeys } from './component-key.ts';
import { newComponent } from './component-defaults.ts';
import { componentAt, corePath, listAt, listTargets, moveComponent, moveSlide } from './schema-edit.ts';

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

test('paths find components in slides, panels and tabs, and name them as core does', () => {
  const rows: [number[], string | undefined, string][] = [
    [[0, 0], 'a', 'slides.0.components.0'],
    [[0, 1, 0], 'b', 'slides.0.components.1.components.0'],
    [[0, 2, 0, 0], 'c', 'slides.0.components.2.components.0.components.0'],
    [[1, 0], 'd', 'slides.1.components.0'],
  ];
  for (const [path, key, core] of rows) {
    assert.equal(componentAt(schema, path)?.key, key);
    assert.equal(corePath(schema, path), core);
  }
  assert.equal(componentAt(schema, [0, 9]), null);
  assert.deepEqual(listAt(schema, [0, 2, 1]), []);
});

test('moveComponent moves within a list, into containers and across slides', () => {
  const keysOf = (s: FormSchema, list: number[]) => listAt(s, list)?.map((c) => c.key);
  const down = moveComponent(schema, [0, 0], [0], 2)!;
  assert.deepEqual(keysOf(down.schema, [0]), ['p', 'a', 't']);
  assert.deepEqual(down.path, [0, 1]);
  const intoTab = moveComponent(schema, [0, 0], [0, 2, 1], 0)!;
  assert.deepEqual(intoTab.path, [0, 1, 1, 0]);
  assert.equal(componentAt(intoTab.schema, intoTab.path)?.key, 'a');
  const outOfPanel = moveComponent(schema, [0, 1, 0], [1], 0)!;
  assert.deepEqual(keysOf(outOfPanel.schema, [1]), ['b', 'd']);
  assert.deepEqual(keysOf(outOfPanel.schema, [0, 1]), []);
  assert.equal(moveComponent(schema, [0, 1], [0, 1], 0), null, 'not into itself');
  assert.equal(schema.slides[0]!.components[0]!.key, 'a', 'the original is untouched');
});

test('listTargets lists every slide and container list in form order', () => {
  assert.deepEqual(
    listTargets(schema).map((t) => [t.path.join('.'), t.tabLabel ?? t.container?.key ?? t.slide.id]),
    [
      ['0', 's1'],
      ['0.1', 'p'],
      ['0.2.0', 'One'],
      ['0.2.1', 'Two'],
      ['1', 's2'],
    ],
  );
});

test('keys come from labels, are unique and safe', () => {
  const rows: [string, string][] = [
    ['What is your postcode?', 'whatIsYourPostcode'],
    ['Straße & Hausnummer', 'strasseAndHausnummer'],
    ['Ваше имя', 'textfield'],
    ['', 'textfield'],
    ['2 questions', '2Questions'],
  ];
  for (const [label, key] of rows) assert.equal(keyFromLabel(label, 'textfield'), key);
  assert.equal(uniqueKey('name', ['name', 'name1']), 'name2');
  assert.equal(uniqueKey('constructor', []), 'field', 'names Object.prototype has are not keys');
  assert.deepEqual(formKeys(schema), ['a', 'p', 'b', 't', 't1', 'c', 't2', 'd']);
  assert.deepEqual(otherKeys(schema, 'b'), ['a', 'p', 't', 't1', 'c', 't2', 'd']);
});

test('new components of every type pass core’s schema check with keys unique across the form', () => {
  const texts = { label: 'Question', option: (n: number) => `Option ${n}`, tab: (n: number) => `Tab ${n}` };
  const types = ['content', 'address', 'checkbox', 'currency', 'datetime', 'email', 'file', 'number', 'phoneNumber'];
  const more = ['select', 'radio', 'selectboxes', 'signature', 'textarea', 'textfield', 'time', 'url', 'panel'];
  let built: FormSchema = { slides: [{ id: 's1', components: [] }] };
  for (const type of [...types, ...more, 'tabs', 'well'] as const) {
    const component = newComponent(type as never, texts, formKeys(built));
    built = { slides: [{ id: 's1', components: [...built.slides[0]!.components, component] }] };
  }
  assert.deepEqual(validateFormSchema(built), []);
  assert.equal(new Set(formKeys(built)).size, formKeys(built).length);
});

test('moveSlide swaps neighbours and stops at the ends', () => {
  assert.deepEqual(
    moveSlide(schema, 0, 1).slides.map((s) => s.id),
    ['s2', 's1'],
  );
  assert.equal(moveSlide(schema, 0, -1), schema);
});
