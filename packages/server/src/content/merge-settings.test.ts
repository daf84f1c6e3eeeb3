import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeSettings } from './merge-settings.ts';

const rows: [object, object, object][] = [
  [{ a: 1 }, { b: 2 }, { a: 1, b: 2 }],
  [{ a: 1 }, { a: undefined }, { a: 1 }],
  [{ a: 1 }, { a: null }, { a: null }],
  [{ t: { c: { p: 1, l: 2 } } }, { t: { c: { p: 3 } } }, { t: { c: { p: 3, l: 2 } } }],
  [{ list: [1, 2] }, { list: [3] }, { list: [3] }],
  [{ t: { x: 1 } }, { t: 'flat' }, { t: 'flat' }],
  [{ t: null }, { t: { x: 1 } }, { t: { x: 1 } }],
];

test('settings merge nested objects and replace everything else', () => {
  for (const [base, patch, expected] of rows) {
    assert.deepEqual(mergeSettings(base, patch), expected, JSON.stringify([base, patch]));
  }
});

test('merging changes neither argument', () => {
  const base = { t: { c: { p: 1 } } };
  const patch = { t: { c: { l: 2 } } };
  mergeSettings(base, patch);
  assert.deepEqual(base, { t: { c: { p: 1 } } });
  assert.deepEqual(patch, { t: { c: { l: 2 } } });
});
