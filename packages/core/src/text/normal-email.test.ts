import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalEmail } from './normal-email.ts';

test('an address is compared trimmed and lowercased, nothing else changed', () => {
  assert.equal(normalEmail('reader@example.org'), 'reader@example.org');
  assert.equal(normalEmail('  Reader.Name+Tag@Example.ORG\t\n'), 'reader.name+tag@example.org');
  assert.equal(normalEmail('read er@example.org'), 'read er@example.org');
  assert.equal(normalEmail(''), '');
});
