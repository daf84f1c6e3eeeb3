import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byteRange } from './byte-range.ts';

test('a Range header reads as one range, a 416, or the whole file', () => {
  const rows: [string | undefined, number, ReturnType<typeof byteRange>][] = [
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=99-99', 100, { start: 99, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=9-0', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['bytes=-', 100, null],
    ['items=0-9', 100, null],
    ['bytes=0-99999999999999999999', 100, null],
  ];
  for (const [header, size, expected] of rows) assert.deepEqual(byteRange(header, size), expected, header);
});
