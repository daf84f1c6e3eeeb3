import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSafeKey, validateFormSchema, type FormSchemaProblem } from './validate-form-schema.ts';

const form = (...components: unknown[]) => ({ slides: [{ id: 's1', title: 'One', components }] });
const text = (key: string, extra: object = {}) => ({ type: 'textfield', key, label: key, ...extra });
const at = (index: number, rest = '') => `slides.0.components.${index}${rest}`;

const rows: [string, unknown, FormSchemaProblem[]][] = [
  ['an empty form', { slides: [] }, []],
  ['one text field', form(text('name')), []],
  [
    'a form.io export with empty settings',
    form(
      text('name', {
        tableView: true,
        validate: { required: false, minLength: '', maxLength: '', pattern: '', custom: '', customPrivate: false },
        conditional: { show: null, when: null, eq: '' },
      }),
    ),
    [],
  ],
  [
    'every plain type',
    form(
      ...[
        'address',
        'checkbox',
        'currency',
        'datetime',
        'email',
        'file',
        'number',
        'phoneNumber',
        'signature',
        'textarea',
        'time',
        'url',
      ].map((type, i) => ({ type, key: `k${i}` })),
    ),
    [],
  ],
  ['content without a key, twice', form({ type: 'content', html: '<p>Hi</p>' }, { type: 'content', html: '' }), []],
  ['null', null, [{ path: '', problem: 'type' }]],
  ['an array', [], [{ path: '', problem: 'type' }]],
  ['slides that are not a list', { slides: {} }, [{ path: 'slides', problem: 'type' }]],
  ['a component that is a string', form('textfield'), [{ path: at(0), problem: 'type' }]],
  [
    'an unknown type',
    form({ type: 'rating', key: 'r' }),
    [{ path: at(0, '.type'), problem: 'unknownType', params: { type: 'rating' } }],
  ],
  [
    'a type that is a prototype name',
    form({ type: 'constructor', key: 'r' }),
    [{ path: at(0, '.type'), problem: 'unknownType', params: { type: 'constructor' } }],
  ],
  ['a missing key', form({ type: 'email' }), [{ path: at(0, '.key'), problem: 'missingKey' }]],
  ['a key with a dot', form(text('a.b')), [{ path: at(0, '.key'), problem: 'unsafeKey' }]],
  ['a key with a space', form(text('a b')), [{ path: at(0, '.key'), problem: 'unsafeKey' }]],
  ['__proto__ as a key', form(text('__proto__')), [{ path: at(0, '.key'), problem: 'unsafeKey' }]],
  ['constructor as a key', form(text('constructor')), [{ path: at(0, '.key'), problem: 'unsafeKey' }]],
  ['a number as a key', form({ type: 'textfield', key: 7 }), [{ path: at(0, '.key'), problem: 'unsafeKey' }]],
  [
    'a key used twice',
    form(text('name'), text('name')),
    [{ path: at(1, '.key'), problem: 'duplicateKey', params: { key: 'name', first: at(0) } }],
  ],
  [
    'a key repeated inside a panel',
    form(text('name'), { type: 'panel', key: 'p', components: [text('name')] }),
    [{ path: at(1, '.components.0.key'), problem: 'duplicateKey', params: { key: 'name', first: at(0) } }],
  ],
  [
    'a key repeated on another slide',
    {
      slides: [
        { id: 'a', components: [text('x')] },
        { id: 'b', components: [text('x')] },
      ],
    },
    [
      {
        path: 'slides.1.components.0.key',
        problem: 'duplicateKey',
        params: { key: 'x', first: 'slides.0.components.0' },
      },
    ],
  ],
  [
    'a key repeated inside tabs',
    form({ type: 'tabs', key: 't', components: [{ key: 'tab1', label: 'One', components: [text('t')] }] }),
    [{ path: at(0, '.components.0.components.0.key'), problem: 'duplicateKey', params: { key: 't', first: at(0) } }],
  ],
  [
    'tabs whose tabs are not a list',
    form({ type: 'tabs', key: 't', components: {} }),
    [{ path: at(0, '.components'), problem: 'type' }],
  ],
  ['a panel without components', form({ type: 'well', key: 'w' }), [{ path: at(0, '.components'), problem: 'type' }]],
  [
    'two slides with one id',
    {
      slides: [
        { id: 'a', components: [] },
        { id: 'a', components: [] },
      ],
    },
    [{ path: 'slides.1.id', problem: 'duplicateSlideId' }],
  ],
  ['a slide without an id', { slides: [{ components: [] }] }, [{ path: 'slides.0.id', problem: 'missingKey' }]],
  [
    'a slide id with a slash',
    { slides: [{ id: 'a/b', components: [] }] },
    [{ path: 'slides.0.id', problem: 'unsafeKey' }],
  ],
  [
    'navigation texts that are not strings',
    { slides: [{ id: 'a', components: [], navigation: { nextText: 3, submitText: 'Send' } }] },
    [{ path: 'slides.0.navigation.nextText', problem: 'type' }],
  ],
  [
    'a conditional on another field',
    form(text('a'), text('b', { conditional: { show: true, when: 'a', eq: 'yes' } })),
    [],
  ],
  [
    'a conditional on a later field',
    form(text('b', { conditional: { show: false, when: 'a', eq: '' } }), text('a')),
    [],
  ],
  [
    'a conditional on a missing field',
    form(text('b', { conditional: { show: true, when: 'nope', eq: 'x' } })),
    [{ path: at(0, '.conditional.when'), problem: 'conditionalWhen', params: { when: 'nope' } }],
  ],
  [
    'a conditional on itself',
    form(text('b', { conditional: { show: true, when: 'b', eq: 'x' } })),
    [{ path: at(0, '.conditional.when'), problem: 'conditionalWhen', params: { when: 'b' } }],
  ],
  [
    'a conditional on a panel',
    form({ type: 'panel', key: 'p', components: [] }, text('b', { conditional: { show: true, when: 'p', eq: 'x' } })),
    [{ path: at(1, '.conditional.when'), problem: 'conditionalWhen', params: { when: 'p' } }],
  ],
  [
    'a loop of conditionals',
    form(
      text('a', { conditional: { show: true, when: 'b', eq: 'x' } }),
      text('b', { conditional: { show: true, when: 'a', eq: 'x' } }),
    ),
    [{ path: at(0), problem: 'conditionalCycle', params: { key: 'a' } }],
  ],
  [
    'a loop through a panel',
    form({ type: 'panel', key: 'p', conditional: { show: true, when: 'inner', eq: 'x' }, components: [text('inner')] }),
    [{ path: at(0, '.components.0'), problem: 'conditionalCycle', params: { key: 'inner' } }],
  ],
  [
    'a chain without a loop',
    form(
      text('a'),
      text('b', { conditional: { show: true, when: 'a', eq: 'x' } }),
      text('c', { conditional: { show: true, when: 'b', eq: 'y' } }),
    ),
    [],
  ],
  [
    'a conditional with show as text',
    form(text('a'), text('b', { conditional: { show: 'true', when: 'a', eq: 'x' } })),
    [{ path: at(1, '.conditional'), problem: 'conditional' }],
  ],
  [
    'a conditional with JSON logic',
    form(text('a'), text('b', { conditional: { json: { '==': [1, 1] } } })),
    [{ path: at(1, '.conditional'), problem: 'conditional' }],
  ],
  [
    'a conditional as text',
    form(text('b', { conditional: 'a == 1' })),
    [{ path: at(0, '.conditional'), problem: 'conditional' }],
  ],
];

test('validateFormSchema names every problem of a schema with its path', () => {
  for (const [name, schema, expected] of rows) assert.deepEqual(validateFormSchema(schema), expected, name);
});

test('validateFormSchema refuses forms that are too large or too deep', () => {
  const many = form(...Array.from({ length: 600 }, (_, i) => text(`k${i}`)));
  assert.deepEqual(validateFormSchema(many), [{ path: at(500), problem: 'tooMany' }]);
  let nested: unknown = text('leaf');
  for (let i = 0; i < 10; i++) nested = { type: 'panel', key: `p${i}`, components: [nested] };
  const deep = validateFormSchema(form(nested));
  assert.deepEqual(
    deep.map((p) => p.problem),
    ['tooDeep'],
  );
  const slides = { slides: Array.from({ length: 51 }, (_, i) => ({ id: `s${i}`, components: [] })) };
  assert.deepEqual(validateFormSchema(slides), [{ path: 'slides', problem: 'tooMany' }]);
});

test('isSafeKey accepts plain identifiers and refuses prototype names', () => {
  const keys: [unknown, boolean][] = [
    ['textField1', true],
    ['first-name', true],
    ['_x', true],
    ['slide2', true],
    ['', false],
    ['a.b', false],
    ['-x', false],
    ['a'.repeat(65), false],
    ['__proto__', false],
    ['hasOwnProperty', false],
    ['prototype', false],
    ['Zürich', false],
    [null, false],
  ];
  for (const [key, expected] of keys) assert.equal(isSafeKey(key), expected, String(key));
});
