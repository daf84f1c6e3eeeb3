import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnswerableComponent } from '@masthead/core';
import { addressCoordinate, csvCell, csvLine, flattenAnswer } from './csv-row.ts';

test('csvCell defuses formulas and quotes as RFC 4180 asks', () => {
  for (const [input, expected] of [
    ['plain', 'plain'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-1', '-1'],
    ['-0.1278', '-0.1278'],
    ['-1+1', "'-1+1"],
    ['-1e3', "'-1e3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['', ''],
    [';=1+1', `"';=1+1"`],
    [',=1', `"',=1"`],
    [' =1', "' =1"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['\u3000=1', "'\u3000=1"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    [' -1', "' -1"],
    ['a;=1', '"a;=1"'],
    ['Housing; Schools', '"Housing; Schools"'],
    ['a =1', 'a =1'],
    [' plain', ' plain'],
  ] as const) {
    assert.equal(csvCell(input), expected, JSON.stringify(input));
  }
  assert.equal(csvLine(['1', 'a,b']), '1,"a,b"\r\n');
});

const selectboxes = {
  type: 'selectboxes',
  key: 'topics',
  values: [
    { label: 'Housing', value: 'housing' },
    { label: 'Transport', value: 'transport' },
  ],
} as AnswerableComponent;
const radio = { type: 'radio', key: 'local', values: [{ label: 'Yes', value: 'yes' }] } as AnswerableComponent;
const text = { type: 'textfield', key: 'title' } as AnswerableComponent;

test('flattenAnswer makes one cell of each kind of answer', () => {
  for (const [component, value, expected] of [
    [selectboxes, { housing: true, transport: true }, 'Housing; Transport'],
    [selectboxes, { housing: false, transport: true }, 'Transport'],
    [radio, 'yes', 'Yes'],
    [radio, 'unknown', 'unknown'],
    [{ type: 'address', key: 'a' }, { formatted_address: 'Main St 1', geometry: {} }, 'Main St 1'],
    [{ type: 'file', key: 'f' }, { url: 'https://x.example/f.jpg', path: 'f.jpg' }, 'https://x.example/f.jpg'],
    [
      { type: 'file', key: 'f', multiple: true },
      [
        { url: 'u1', path: 'p' },
        { url: 'u2', path: 'p' },
      ],
      'u1; u2',
    ],
    [text, ['a', 'b'], 'a; b'],
    [{ type: 'number', key: 'n' }, 42, '42'],
    [{ type: 'checkbox', key: 'c' }, true, 'true'],
    [text, undefined, ''],
  ] as const) {
    assert.equal(flattenAnswer(component as AnswerableComponent, value), expected);
  }
});

test('addressCoordinate gives an address answer latitude and longitude cells of their own', () => {
  const at = (lat: unknown, lng: unknown) => ({ formatted_address: 'Main St 1', geometry: { location: { lat, lng } } });
  assert.equal(addressCoordinate(at(52.5, 13.4), 'lat'), '52.5');
  assert.equal(addressCoordinate(at(52.5, 13.4), 'lng'), '13.4');
  assert.equal(addressCoordinate({ formatted_address: 'Typed only' }, 'lat'), '');
  assert.equal(addressCoordinate(at('52.5', null), 'lat'), '');
  assert.equal(addressCoordinate([at(1, 2), { formatted_address: 'x' }, at(3, 4)], 'lng'), '2; ; 4');
  assert.equal(addressCoordinate(undefined, 'lng'), '');
});
