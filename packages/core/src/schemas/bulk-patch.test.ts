import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitTagChanges } from './bulk-patch.ts';

test('tag changes split into ids to add and to remove, in the order named', () => {
  assert.deepEqual(splitTagChanges(['+a', '-b', '+c-d', '--e']), {
    add: ['a', 'c-d'],
    remove: ['b', '-e'],
    ids: ['a', 'b', 'c-d', '-e'],
  });
  assert.deepEqual(splitTagChanges([]), { add: [], remove: [], ids: [] });
});
