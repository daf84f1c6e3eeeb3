import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filterOptions, multiSelectLimits } from './filter-options.ts';

const tags = [
  { value: 'a', label: 'Volunteers' },
  { value: 'b', label: 'Donors' },
  { value: 'c', label: "Readers' panel" },
  { value: 'd', label: 'Café regulars' },
  { value: 'e', label: 'Mitglieder' },
];

const rows: [query: string, expected: string[]][] = [
  ['', ['a', 'b', 'c', 'd', 'e']],
  ['   ', ['a', 'b', 'c', 'd', 'e']],
  ['vol', ['a']],
  ['VOL', ['a']],
  ['  ers  ', ['a', 'c']],
  ['cafe', ['d']],
  ['CAFÉ', ['d']],
  ["readers' p", ['c']],
  ['d', ['b', 'c', 'e']],
  ['zzz', []],
];

for (const [query, expected] of rows) {
  test(`the query ${JSON.stringify(query)} keeps ${JSON.stringify(expected)}`, () => {
    const { shown, matched } = filterOptions(tags, query);
    assert.deepEqual(
      shown.map((option) => option.value),
      expected,
    );
    assert.equal(matched, expected.length);
  });
}

test('draws at most 1000 options and says how many matched', () => {
  const many = Array.from({ length: 1500 }, (_, i) => ({ value: `t${i}`, label: `Tag ${i}` }));
  assert.equal(multiSelectLimits.maxOptions, 1000);
  assert.equal(multiSelectLimits.maxHeight, 300);
  const all = filterOptions(many, '');
  assert.equal(all.shown.length, 1000);
  assert.equal(all.matched, 1500);
  assert.equal(all.shown.at(-1)!.value, 't999');
  const ones = filterOptions(many, 'tag 1'); // Tag 1, Tag 10-19, Tag 100-199, Tag 1000-1499
  assert.equal(ones.matched, 1 + 10 + 100 + 500);
  assert.equal(ones.shown.length, 611);
  assert.deepEqual(
    filterOptions(many, '', 3).shown.map((o) => o.value),
    ['t0', 't1', 't2'],
  );
});
