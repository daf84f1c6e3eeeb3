import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateFormSchema, type FormSchemaProblem } from './validate-form-schema.ts';

const form = (...components: unknown[]) => ({ slides: [{ id: 's1', title: 'One', components }] });
const text = (key: string, extra: object = {}) => ({ type: 'textfield', key, label: key, ...extra });
const at = (index: number, rest = '') => `slides.0.components.${index}${rest}`;

const rows: [string, unknown, FormSchemaProblem[]][] = [
  ['a label that is an object', form(text('a', { label: {} })), [{ path: at(0, '.label'), problem: 'type' }]],
  ['hidden as a string', form(text('a', { hidden: 'yes' })), [{ path: at(0, '.hidden'), problem: 'type' }]],
  [
    'required as a string',
    form(text('a', { validate: { required: 'true' } })),
    [{ path: at(0, '.validate.required'), problem: 'type' }],
  ],
  ['validate as a list', form(text('a', { validate: [] })), [{ path: at(0, '.validate'), problem: 'type' }]],
  [
    'a negative minimum length',
    form(text('a', { validate: { minLength: -1 } })),
    [{ path: at(0, '.validate.minLength'), problem: 'negative' }],
  ],
  [
    'a fractional word count',
    form(text('a', { validate: { maxWords: 2.5 } })),
    [{ path: at(0, '.validate.maxWords'), problem: 'type' }],
  ],
  [
    'a length given as text',
    form(text('a', { validate: { maxLength: '10' } })),
    [{ path: at(0, '.validate.maxLength'), problem: 'type' }],
  ],
  [
    'a huge length',
    form(text('a', { validate: { maxLength: 1e300 } })),
    [{ path: at(0, '.validate.maxLength'), problem: 'type' }],
  ],
  [
    'minLength above maxLength',
    form(text('a', { validate: { minLength: 5, maxLength: 2 } })),
    [{ path: at(0, '.validate'), problem: 'minAboveMax', params: { min: 'minLength', max: 'maxLength' } }],
  ],
  [
    'minWords above maxWords',
    form(text('a', { validate: { minWords: 3, maxWords: 1 } })),
    [{ path: at(0, '.validate'), problem: 'minAboveMax', params: { min: 'minWords', max: 'maxWords' } }],
  ],
  ['equal limits', form(text('a', { validate: { minLength: 2, maxLength: 2, minWords: 1, maxWords: 1 } })), []],
  ['a number range', form({ type: 'number', key: 'n', validate: { min: -5, max: 5 } }), []],
  [
    'min above max on a number',
    form({ type: 'number', key: 'n', validate: { min: 6, max: 5 } }),
    [{ path: at(0, '.validate'), problem: 'minAboveMax', params: { min: 'min', max: 'max' } }],
  ],
  [
    'a number minimum given as text',
    form({ type: 'number', key: 'n', validate: { min: '5' } }),
    [{ path: at(0, '.validate.min'), problem: 'type' }],
  ],
  ['relative date limits', form({ type: 'datetime', key: 'd', validate: { min: 'now-7d', max: '$now(y:1)' } }), []],
  [
    'absolute date limits the wrong way round',
    form({ type: 'datetime', key: 'd', validate: { min: '2026-05-02', max: '2026-05-01' } }),
    [{ path: at(0, '.validate'), problem: 'minAboveMax', params: { min: 'min', max: 'max' } }],
  ],
  [
    'a date limit that is no date',
    form({ type: 'datetime', key: 'd', validate: { max: 'tomorrow' } }),
    [{ path: at(0, '.validate.max'), problem: 'type' }],
  ],
  ['a pattern that compiles', form(text('a', { validate: { pattern: '[A-Z]{2}\\d+' } })), []],
  [
    'a pattern that does not compile',
    form(text('a', { validate: { pattern: '([a-z' } })),
    [{ path: at(0, '.validate.pattern'), problem: 'pattern' }],
  ],
  [
    'a pattern that cannot run in linear time (a back-reference)',
    form(text('a', { validate: { pattern: '(a+)\\1' } })),
    [{ path: at(0, '.validate.pattern'), problem: 'pattern' }],
  ],
  [
    'a pattern that is too long',
    form(text('a', { validate: { pattern: 'a'.repeat(501) } })),
    [{ path: at(0, '.validate.pattern'), problem: 'pattern' }],
  ],
  [
    'radio options',
    form({
      type: 'radio',
      key: 'r',
      values: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    }),
    [],
  ],
  ['select options', form({ type: 'select', key: 's', data: { values: [{ label: 'A', value: 'a' }] } }), []],
  [
    'a select with options in the wrong place',
    form({ type: 'select', key: 's', values: [{ label: 'A', value: 'a' }] }),
    [{ path: at(0, '.data.values'), problem: 'options' }],
  ],
  [
    'a radio without options',
    form({ type: 'radio', key: 'r', values: [] }),
    [{ path: at(0, '.values'), problem: 'options' }],
  ],
  [
    'options with one value twice',
    form({
      type: 'selectboxes',
      key: 'b',
      values: [
        { label: 'A', value: 'a' },
        { label: 'Also A', value: 'a' },
      ],
    }),
    [{ path: at(0, '.values.1.value'), problem: 'duplicateOption', params: { value: 'a' } }],
  ],
  [
    'an option value that is a number',
    form({ type: 'radio', key: 'r', values: [{ label: 'One', value: 1 }] }),
    [{ path: at(0, '.values.0.value'), problem: 'options' }],
  ],
  [
    '__proto__ as an option value',
    form({ type: 'selectboxes', key: 'b', values: [{ label: 'x', value: '__proto__' }] }),
    [{ path: at(0, '.values.0.value'), problem: 'options' }],
  ],
];

test('validateFormSchema checks the settings of each component', () => {
  for (const [name, schema, expected] of rows) assert.deepEqual(validateFormSchema(schema), expected, name);
});
