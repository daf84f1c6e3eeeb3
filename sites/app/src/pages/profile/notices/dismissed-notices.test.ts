import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissedKey, dismissNotice, readDismissed } from './dismissed-notices.ts';

/** A Storage stand-in holding one value. */
function memoryStore(initial: string | null = null, { refuseWrites = false } = {}) {
  let value = initial;
  return {
    getItem: (key: string) => (key === dismissedKey ? value : null),
    setItem: (key: string, next: string) => {
      if (refuseWrites) throw new Error('QuotaExceededError');
      if (key === dismissedKey) value = next;
    },
    get value() {
      return value;
    },
  };
}

describe('dismissed notices', () => {
  const rows: [string, string | null, string[]][] = [
    ['nothing stored', null, []],
    ['a stored list', '["n1","n2"]', ['n1', 'n2']],
    ['broken JSON', '["n1"', []],
    ['not a list', '{"n1":true}', []],
    ['entries that are not ids', '["n1",2,null]', ['n1']],
  ];
  for (const [name, stored, expected] of rows) {
    it(`reads ${name}`, () => assert.deepEqual(readDismissed(memoryStore(stored)), expected));
  }

  it('adds an id once and keeps it in the store', () => {
    const store = memoryStore('["n1"]');
    assert.deepEqual(dismissNotice('n2', store), ['n1', 'n2']);
    assert.deepEqual(dismissNotice('n2', store), ['n1', 'n2']);
    assert.equal(store.value, '["n1","n2"]');
  });

  it('still answers the new list where the store refuses to write', () => {
    const store = memoryStore(null, { refuseWrites: true });
    assert.deepEqual(dismissNotice('n1', store), ['n1']);
    assert.equal(store.value, null);
  });

  it('answers nothing dismissed without a store', () => assert.deepEqual(readDismissed(null), []));
});
