import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnswerProblem } from './answer-problem.ts';
import type { AnswerableComponent, ComponentValidate } from './form-schema.ts';
import { compactAnswer, isMissingAnswer, validateAnswer, validateAnswerItems } from './validate-answer.ts';

const now = new Date('2026-05-15T12:00:00Z');
const c = (type: string, validate: ComponentValidate = {}, extra: object = {}) =>
  ({ type, key: 'k', label: 'K', validate, ...extra }) as AnswerableComponent;
const required = { required: true };
const options = [
  { label: 'Red', value: 'red' },
  { label: 'Blue', value: 'blue' },
];
const ok = null;
const rule = (name: AnswerProblem['rule'], params?: AnswerProblem['params']): AnswerProblem =>
  params ? { rule: name, params } : { rule: name };

function check(rows: [AnswerableComponent, unknown, AnswerProblem | null][]) {
  for (const [component, value, expected] of rows) {
    const label = `${component.type} ${JSON.stringify(component.validate)} ${JSON.stringify(value)?.slice(0, 80)}`;
    assert.deepEqual(validateAnswer(component, value, { now }), expected, label);
  }
}

test('required applies to every answerable type', () => {
  const types = [
    'textfield',
    'textarea',
    'email',
    'url',
    'number',
    'currency',
    'phoneNumber',
    'checkbox',
    'datetime',
    'address',
    'file',
    'signature',
    'time',
  ];
  for (const type of types) {
    check([
      [c(type, required), undefined, rule('required')],
      [c(type, required), null, rule('required')],
      [c(type, required), '', rule('required')],
      [c(type, required), '   ', rule('required')],
      [c(type, required), [], rule('required')],
      [c(type), undefined, ok],
      [c(type), '', ok],
      [c(type, { required: false }), null, ok],
    ]);
  }
  check([
    [c('checkbox', required), false, rule('required')],
    [c('checkbox', required), true, ok],
    [c('checkbox'), false, ok],
    [c('selectboxes', required, { values: options }), { red: false, blue: false }, rule('required')],
    [c('selectboxes', required, { values: options }), {}, rule('required')],
    [c('selectboxes', required, { values: options }), { red: true }, ok],
    [c('radio', required, { values: options }), '', rule('required')],
    [c('select', required, { data: { values: options } }), undefined, rule('required')],
  ]);
});

test('number and currency answers are numbers within their limits', () => {
  check([
    [c('number'), 0, ok],
    [c('number'), -3.5, ok],
    [c('number'), '3', rule('number')],
    [c('number'), Number.NaN, rule('number')],
    [c('number'), Infinity, rule('number')],
    [c('number'), 1e308, ok],
    [c('number', { min: 1, max: 10 }), 0, rule('min', { min: 1 })],
    [c('number', { min: 1, max: 10 }), 11, rule('max', { max: 10 })],
    [c('number', { min: 1, max: 10 }), 10, ok],
    [c('number', { min: '' as unknown as number }), -1, ok],
    [c('currency'), 12.5, ok],
    [c('currency'), 0.29, ok],
    [c('currency'), 0, ok],
    [c('currency'), 12.345, rule('currency')],
    [c('currency'), 1.005, rule('currency')],
    [c('currency'), -1, rule('currency')],
    [c('currency'), '12.50', rule('currency')],
    [c('currency'), 1e20, rule('currency')],
    [c('currency'), 999_999_999_999.99, ok],
    [c('currency'), 1_000_000_000_000.01, rule('currency')],
    [c('currency'), 0.1 + 0.2, rule('currency')],
    [c('currency'), 1e-7, rule('currency')],
    [c('currency'), -0, ok],
    [c('currency', { max: 100 }), 100.01, rule('max', { max: 100 })],
    [c('currency', { min: 5 }), 4.99, rule('min', { min: 5 })],
  ]);
});

test('choices are among the listed options', () => {
  const radio = c('radio', {}, { values: options });
  const select = c('select', {}, { data: { values: options } });
  const boxes = c('selectboxes', {}, { values: options });
  check([
    [radio, 'red', ok],
    [radio, 'green', rule('option')],
    [radio, 'Red', rule('option')],
    [radio, ['red'], rule('type')],
    [radio, 1, rule('option')],
    [radio, '__proto__', rule('option')],
    [radio, 'toString', rule('option')],
    [select, 'blue', ok],
    [select, 'purple', rule('option')],
    [boxes, { red: true, blue: false }, ok],
    [boxes, { red: true, green: true }, rule('option')],
    [boxes, { red: 'yes' }, rule('option')],
    [boxes, JSON.parse('{"__proto__": true}'), rule('option')],
    [boxes, { constructor: true }, rule('option')],
    [boxes, ['red'], rule('type')],
    [boxes, 'red', rule('type')],
    [boxes, new Date(), rule('type')],
    [c('checkbox'), true, ok],
    [c('checkbox'), 'true', rule('checkbox')],
    [c('checkbox'), 1, rule('checkbox')],
  ]);
});

test('dates, addresses, files and signatures have their shapes', () => {
  check([
    [c('datetime'), '2026-05-01T10:00:00Z', ok],
    [c('datetime'), '2026-05-01', ok],
    [c('datetime'), '2026-02-30', rule('datetime')],
    [c('datetime'), 'yesterday', rule('datetime')],
    [c('datetime'), 1_700_000_000_000, rule('datetime')],
    [c('datetime', { min: 'now-7d' }), '2026-05-07T00:00:00Z', rule('min', { min: '2026-05-08T12:00:00.000Z' })],
    [c('datetime', { min: 'now-7d' }), '2026-05-09T00:00:00Z', ok],
    [c('datetime', { max: '$now' }), '2026-05-16', rule('max', { max: '2026-05-15T12:00:00.000Z' })],
    [c('datetime', { max: '2026-12-31' }), '2027-01-01', rule('max', { max: '2026-12-31T00:00:00.000Z' })],
    [c('address'), { formatted_address: '1 Main St' }, ok],
    [c('address'), { formatted_address: '1 Main St', geometry: { location: { lat: 52.5, lng: 13.4 } } }, ok],
    [
      c('address'),
      { formatted_address: '1 Main St', geometry: { location: { lat: 91, lng: 0 } } },
      rule('coordinates'),
    ],
    [
      c('address'),
      { formatted_address: '1 Main St', geometry: { location: { lat: 0, lng: -180.5 } } },
      rule('coordinates'),
    ],
    [c('address'), { formatted_address: 'x', geometry: { location: { lat: '1', lng: 2 } } }, rule('coordinates')],
    [c('address'), { formatted_address: 'x', geometry: {} }, rule('coordinates')],
    [c('address'), { formatted_address: '' }, rule('type')],
    [c('address'), { geometry: { location: { lat: 1, lng: 2 } } }, rule('type')],
    [c('address'), '1 Main St', rule('type')],
    [c('file'), { url: 'https://cdn.example.org/a.pdf', path: 'documents/a.pdf' }, ok],
    [c('file'), [{ url: 'http://localhost:3000/uploads/a.png', path: 'a.png' }], ok],
    [c('file'), { url: 'javascript:alert(1)', path: 'a.png' }, rule('file')],
    [c('file'), { url: '/uploads/0b6c/full.webp', path: '/uploads/0b6c/full.webp' }, ok],
    [c('file'), { url: '//evil.example/a.png', path: 'a.png' }, rule('file')],
    [c('file'), { url: '/\\evil.example/a.png', path: 'a.png' }, rule('file')],
    [c('file'), { url: '/%5Cevil.example/a.png', path: 'a.png' }, rule('file')],
    [c('file'), { url: 'https://cdn.example.org/a.pdf' }, rule('file')],
    [c('file'), [{ url: 'https://cdn.example.org/a.pdf', path: 'a' }, 'x'], rule('file', { index: 1 })],
    [c('file'), Array.from({ length: 101 }, () => ({ url: 'https://x.org/a', path: 'a' })), rule('type')],
    [c('signature'), 'Ada Lovelace', ok],
    [c('signature'), 'data:image/png;base64,iVBORw0KGgo=', ok],
    [c('signature'), 'data:text/html;base64,PHNjcmlwdD4=', rule('type')],
    [c('signature'), 'DATA:image/png,<svg>', rule('type')],
    [c('signature'), 'x'.repeat(201), rule('maxLength', { max: 200 })],
    [c('signature'), 7, rule('type')],
  ]);
});

test('only multiple-value components take lists, and judge each item', () => {
  const many = (type: string, validate: ComponentValidate = {}) => c(type, validate, { multiple: true });
  const address = (formatted_address: string, lat?: unknown) =>
    lat === undefined ? { formatted_address } : { formatted_address, geometry: { location: { lat, lng: 0 } } };
  check([
    [many('textfield'), ['a', 'b'], ok],
    [many('textfield', { maxLength: 1 }), ['a', 'bb'], rule('maxLength', { max: 1, index: 1 })],
    [many('textfield'), 'a', rule('type')],
    [c('textfield'), ['a'], rule('type')],
    [many('number'), [1, '2'], rule('number', { index: 1 })],
    [many('number'), [[1]], rule('number', { index: 0 })],
    [many('email'), ['ada@example.org', 'grace@example.org'], ok],
    [many('email'), ['ada@example.org', 'grace@'], rule('email', { index: 1 })],
    [many('url'), ['https://example.org', 'example.org'], rule('url', { index: 1 })],
    [many('phoneNumber'), ['+4930123456', '12ab'], rule('phoneNumber', { index: 1 })],
    [many('currency'), [12.5, 3.125], rule('currency', { index: 1 })],
    [many('currency', { max: 10 }), [12.5], rule('max', { max: 10, index: 0 })],
    [many('number', { min: 1 }), [5, 0], rule('min', { min: 1, index: 1 })],
    [many('datetime'), ['2026-05-01T10:00:00.000Z', 'soon'], rule('datetime', { index: 1 })],
    [many('time'), ['09:30', '25:00'], rule('time', { index: 1 })],
    [many('textarea', { minWords: 2 }), ['one two', 'one'], rule('minWords', { min: 2, index: 1 })],
    [many('address'), [address('1 Main St'), address('2 High St', 52.5)], ok],
    [many('address'), [address('1 Main St'), address('2 High St', 95)], rule('coordinates', { index: 1 })],
    [many('select'), ['red'], rule('option', { index: 0 })],
    [c('select', {}, { multiple: true, data: { values: options } }), ['red', 'blue'], ok],
    [c('select', {}, { multiple: true, data: { values: options } }), ['red', 'green'], rule('option', { index: 1 })],
  ]);
});

test('blank items of a list are skipped, and a list of only blanks is missing', () => {
  check([
    [c('textfield', {}, { multiple: true }), ['a', ''], ok],
    [c('textfield', {}, { multiple: true }), ['', 'a', null, '  '], ok],
    [c('email', { required: true }, { multiple: true }), ['', null], rule('required')],
    [c('email', { required: true }, { multiple: true }), [''], rule('required')],
    [c('email', {}, { multiple: true }), ['', undefined], ok],
    [c('email', {}, { multiple: true }), ['', 'nope'], rule('email', { index: 1 })],
    [c('textfield', { required: true }, { multiple: true }), [[]], rule('type', { index: 0 })],
    [c('file', {}, { multiple: true }), [null, { url: 'https://cdn.example.org/a.pdf', path: 'a.pdf' }], ok],
    [c('textfield', {}, { multiple: true }), Array.from({ length: 101 }, () => 'a'), rule('type')],
  ]);
});

test('validateAnswerItems judges every item, as validateAnswer does', () => {
  const email = c('email', { maxLength: 20 }, { multiple: true });
  const rows: [unknown[], (AnswerProblem | null)[]][] = [
    [[], []],
    [['ada@example.org'], [null]],
    [
      ['ada@', '', 'grace@example.org', 'x'],
      [rule('email'), null, null, rule('email')],
    ],
    [['averyveryverylong@example.org'], [rule('maxLength', { max: 20 })]],
    [
      [null, 3],
      [null, rule('type')],
    ],
  ];
  for (const [items, expected] of rows) {
    assert.deepEqual(validateAnswerItems(email, items, { now }), expected, JSON.stringify(items));
  }
});

test('isMissingAnswer and compactAnswer read blank list items as nothing', () => {
  const rows: [unknown, boolean, unknown][] = [
    [undefined, true, undefined],
    ['', true, ''],
    ['a', false, 'a'],
    [[], true, []],
    [['', null, ' '], true, []],
    [['', 'a', null], false, ['a']],
    [[[]], false, [[]]],
    [[0, false], false, [0, false]],
    [{ formatted_address: 'x' }, false, { formatted_address: 'x' }],
  ];
  for (const [value, missing, compact] of rows) {
    assert.equal(isMissingAnswer(value), missing, `missing ${JSON.stringify(value)}`);
    assert.deepEqual(compactAnswer(value), compact, `compact ${JSON.stringify(value)}`);
  }
});

test('an unknown component type takes no answer', () => {
  check([[c('rating'), 5, rule('type')]]);
});
