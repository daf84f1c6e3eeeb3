import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prefersCsv } from './prefers-csv.ts';

test('an Accept header asks for CSV only when text/csv weighs more than application/json', () => {
  const rows: [string | undefined, boolean][] = [
    [undefined, false],
    ['', false],
    ['*/*', false],
    ['application/json', false],
    ['text/csv', true],
    ['TEXT/CSV; charset=utf-8', true],
    ['text/*', true],
    ['text/csv, application/json', false],
    ['application/json, text/csv', false],
    ['text/csv, application/json;q=0.9', true],
    ['text/csv;q=0.5, */*;q=0.1', true],
    ['text/csv;q=0.5, application/*', false],
    ['text/csv;q=0', false],
    ['text/csv;q=abc', false],
    ['text/html, */*;q=0.8', false],
    ['text/plain', false],
    [' , text/csv', true],
  ];
  for (const [accept, expected] of rows) assert.equal(prefersCsv(accept), expected, String(accept));
});
