import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from './form-schema.ts';
import { formTexts, missingTranslations, navigationTexts, translateForm } from './form-texts.ts';

const schema = {
  slides: [
    {
      id: 's1',
      title: 'Your home',
      components: [
        { type: 'content', html: '<p>Hi</p>' },
        { type: 'textfield', key: 'street', label: 'Street', description: 'Where you live', placeholder: 'Main St' },
        {
          type: 'panel',
          key: 'p',
          title: 'More',
          components: [{ type: 'radio', key: 'own', label: 'Do you own it?', values: [{ label: 'Yes', value: 'y' }] }],
        },
        {
          type: 'tabs',
          key: 't',
          components: [{ key: 'tab1', label: 'First', components: [{ type: 'checkbox', key: 'ok', label: 'Yes' }] }],
        },
      ],
      navigation: { nextText: 'Onwards', prevText: '' },
    },
    {
      id: 's2',
      title: '',
      components: [{ type: 'select', key: 'size', label: 'Size', data: { values: [{ label: 'Big', value: 'big' }] } }],
    },
  ],
} as FormSchema;

test('formTexts lists each translatable text once, in form order', () => {
  assert.deepEqual(formTexts(schema), [
    { text: 'Your home', kind: 'slideTitle' },
    { text: 'Street', kind: 'label' },
    { text: 'Where you live', kind: 'description' },
    { text: 'Main St', kind: 'placeholder' },
    { text: 'More', kind: 'title' },
    { text: 'Do you own it?', kind: 'label' },
    { text: 'Yes', kind: 'option' },
    { text: 'First', kind: 'label' },
    { text: 'Size', kind: 'label' },
    { text: 'Big', kind: 'option' },
  ]);
  assert.deepEqual(navigationTexts(schema), [{ slideId: 's1', field: 'nextText', text: 'Onwards' }]);
});

interface Node {
  title?: string;
  label?: string;
  key?: string;
  description?: string;
  navigation?: object;
  values?: unknown;
  data?: { values: unknown };
  components: Node[];
}

test('translateForm replaces known texts everywhere and keeps keys and values', () => {
  const de = translateForm(
    schema,
    { Yes: 'Ja', Street: 'Straße', Big: 'Groß', First: 'Erste', More: '', 'Your home': 'Ihr Zuhause' },
    { s1: { nextText: 'Weiter' }, s2: { submitText: 'Senden' } },
  );
  const [one, two] = de.slides as unknown as Node[] as [Node, Node];
  assert.equal(one.title, 'Ihr Zuhause');
  assert.equal(one.components[1]!.label, 'Straße');
  assert.equal(one.components[1]!.key, 'street');
  assert.equal(one.components[1]!.description, 'Where you live');
  assert.equal(one.components[2]!.title, 'More');
  assert.deepEqual(one.components[2]!.components[0]!.values, [{ label: 'Ja', value: 'y' }]);
  assert.equal(one.components[3]!.components[0]!.label, 'Erste');
  assert.equal(one.components[3]!.components[0]!.components[0]!.label, 'Ja');
  assert.deepEqual(one.navigation, { nextText: 'Weiter', prevText: '' });
  assert.deepEqual(two.components[0]!.data!.values, [{ label: 'Groß', value: 'big' }]);
  assert.deepEqual(two.navigation, { submitText: 'Senden' });
  assert.equal((schema.slides[0]!.components[1] as { label: string }).label, 'Street', 'the original is untouched');
});

test('missingTranslations counts texts and button texts without a translation', () => {
  assert.equal(missingTranslations(schema, undefined, undefined), 11);
  assert.equal(missingTranslations(schema, { Yes: 'Ja', Street: ' ' }, { s1: { nextText: 'Weiter' } }), 9);
});
