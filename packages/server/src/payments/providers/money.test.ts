import assert from 'node:assert/strict';
import { test } from 'node:test';
import { positiveCents } from './money.ts';

test('amounts sent to a provider become whole cents', () => {
  const rows = [
    [5, 500],
    [5.5, 550],
    [0.01, 1],
    [12.34, 1234],
    [19.99, 1999],
    [1000000, 100000000],
  ] as const;
  for (const [major, cents] of rows) assert.equal(positiveCents(major), cents, String(major));
});

test('amounts that are not a positive number of pennies are refused', () => {
  for (const amount of [0, -5, 0.001, 5.555, Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.throws(() => positiveCents(amount), RangeError, String(amount));
  }
});
