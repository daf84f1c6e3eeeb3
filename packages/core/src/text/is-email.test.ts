import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEmail } from './is-email.ts';

test('an email is something@domain with a dot in the domain, no spaces and no empty parts', () => {
  const rows: [string, boolean][] = [
    ['reader@example.org', true],
    ['Reader.Name+tag@mail.example.co.uk', true],
    ['gus@example.org', true],
    ['reader@example', false],
    ['reader.example.org', false],
    ['read er@example.org', false],
    [' reader@example.org', false],
    ['reader@@example.org', false],
    ['reader@example..org', false],
    ['reader@.example.org', false],
    ['reader@example.org.', false],
    ['reader@exam\tple.org', false],
    ['reader@exam\u007fple.org', false],
    ['', false],
    [`${'a'.repeat(310)}@example.org`, false],
  ];
  for (const [value, expected] of rows) assert.equal(isEmail(value), expected, JSON.stringify(value));
});
