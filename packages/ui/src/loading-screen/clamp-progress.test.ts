import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clampProgress } from './clamp-progress.ts';

const rows: [number | undefined, number][] = [
  [0, 0],
  [42, 42],
  [33.5, 33.5],
  [100, 100],
  [140, 100],
  [-10, 0],
  [Number.NaN, 0],
  [undefined, 0],
  [Infinity, 100],
  [-Infinity, 0],
];

for (const [input, expected] of rows) {
  test(`progress ${input} shows as ${expected}`, () => {
    assert.equal(clampProgress(input), expected);
  });
}
