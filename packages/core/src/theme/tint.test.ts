import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseHex, tint, toHex } from './tint.ts';

const parseRows: [string, readonly number[] | undefined][] = [
  ['#000000', [0, 0, 0]],
  ['#ffffff', [255, 255, 255]],
  ['#1D4E89', [29, 78, 137]],
  ['#abc', [170, 187, 204]],
  ['1d4e89', [29, 78, 137]],
  ['#12345', undefined],
  ['red', undefined],
  ['', undefined],
];

for (const [input, expected] of parseRows) {
  test(`parseHex(${JSON.stringify(input)}) is ${JSON.stringify(expected)}`, () => {
    assert.deepEqual(parseHex(input), expected);
  });
}

const tintRows: [[string, number], string][] = [
  [['#000000', 50], '#808080'],
  [['#000000', 0], '#ffffff'],
  [['#000000', 100], '#000000'],
  [['#1d4e89', 10], '#e8edf3'],
  [['#c0262d', 20], '#f2d4d5'],
  [['#ffffff', 30], '#ffffff'],
  [['#000000', 150], '#000000'],
  [['#000000', -20], '#ffffff'],
];

for (const [[hex, percent], expected] of tintRows) {
  test(`tint(${hex}, ${percent}) mixes toward white as ${expected}`, () => {
    assert.equal(tint(hex, percent), expected);
  });
}

test('tint refuses something that is not a colour', () => {
  assert.throws(() => tint('blue', 10), TypeError);
});

test('toHex pads and rounds channels', () => {
  assert.equal(toHex([0, 15.4, 255]), '#000fff');
});
