import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidPassword, passwordProblems, type PasswordProblem } from './password-rule.ts';

const rows: [string, PasswordProblem[]][] = [
  ['Correct1horse', []],
  ['Abcdefg1', []],
  ['Abcdef1', ['minLength']],
  ['abcdefg1', ['uppercase']],
  ['ABCDEFG1', ['lowercase']],
  ['Abcdefgh', ['number']],
  ['', ['minLength', 'number', 'uppercase', 'lowercase']],
  ['secret', ['minLength', 'number', 'uppercase']],
  ['Ärgerlich9', []],
  ['        ', ['number', 'uppercase', 'lowercase']],
  [`A1${'b'.repeat(255)}`, ['maxLength']],
];

test('the password rule names every part a password breaks', () => {
  for (const [password, expected] of rows) {
    assert.deepEqual(passwordProblems(password), expected, JSON.stringify(password));
    assert.equal(isValidPassword(password), expected.length === 0);
  }
});
