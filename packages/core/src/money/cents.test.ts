import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromCents, shareOf, toCents } from './cents.ts';

test('toCents takes whole numbers of cents only', () => {
  const rows: [number, number | null][] = [
    [0, 0],
    [1, 100],
    [0.29, 29],
    [12.34, 1234],
    [19.99, 1999],
    [1_000_000_000_000, 100_000_000_000_000],
    [1.005, null],
    [0.1 + 0.2, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e300, null],
  ];
  for (const [amount, expected] of rows) assert.equal(toCents(amount), expected, String(amount));
});

test('fromCents gives the decimal amount back', () => {
  for (const amount of [0, 0.29, 12.34, 19.99]) assert.equal(fromCents(toCents(amount) ?? -1), amount);
});

test('shareOf rounds half up, exactly', () => {
  const rows: [number, number, number, number][] = [
    [300, 150, 10_000, 5], // 4.5
    [2049, 100, 10_000, 20], // 20.49
    [2050, 100, 10_000, 21], // 20.5
    [1, 1, 3, 0], // 0.33
    [2, 1, 3, 1], // 0.67
    [6000, 183, 365, 3008],
    [0, 150, 10_000, 0],
    [Number.MAX_SAFE_INTEGER, 290, 10_000, 261_208_778_387_489], // 2.9% of the largest safe integer, beyond doubles
  ];
  for (const [value, numerator, denominator, expected] of rows) {
    assert.equal(shareOf(value, numerator, denominator), expected, `${value} * ${numerator} / ${denominator}`);
  }
});

test('shareOf refuses what it cannot do exactly', () => {
  const rows: [number, number, number][] = [
    [-1, 1, 1],
    [1.5, 1, 1],
    [1, 1, 0],
  ];
  for (const [value, numerator, denominator] of rows) {
    assert.throws(() => shareOf(value, numerator, denominator), RangeError, `${value} ${numerator} ${denominator}`);
  }
});
