import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAddress, checkCode, checkEmail, checkNewPassword, meetsPasswordRule } from './rules.ts';

test('checks email addresses', () => {
  const rows: [string, string | null][] = [
    ['', 'required'],
    ['   ', 'required'],
    ['reader@example.org', null],
    [' reader@example.org ', null],
    ['reader@example', 'email'],
    ['read er@example.org', 'email'],
    ['reader.example.org', 'email'],
  ];
  for (const [input, expected] of rows) assert.equal(checkEmail(input), expected, input);
});

test('a password has 8+ characters, a number, an uppercase and a lowercase letter', () => {
  const rows: [string, boolean][] = [
    ['Passw0rd', true],
    ['Pässw0rdÜ', true],
    ['passw0rd', false],
    ['PASSW0RD', false],
    ['Password', false],
    ['Pa55wor', false],
    ['', false],
  ];
  for (const [input, expected] of rows) assert.equal(meetsPasswordRule(input), expected, input);
});

test('checks a new password and its confirmation', () => {
  const rows: [[string, string, boolean], Record<string, string>][] = [
    [['', '', true], {}],
    [['', '', false], { password: 'required' }],
    [['Passw0rd', 'Passw0rd', false], {}],
    [['Passw0rd', 'Passw0rt', false], { confirmation: 'passwordMismatch' }],
    [['Passw0rd', '', true], { confirmation: 'required' }],
    [['short', 'short', true], { password: 'password' }],
    [['', 'Passw0rd', true], { password: 'required', confirmation: 'passwordMismatch' }],
  ];
  for (const [[password, confirmation, optional], expected] of rows) {
    assert.deepEqual(checkNewPassword(password, confirmation, { optional }), expected, `${password}/${confirmation}`);
  }
});

test('an address needs line 1, city and postcode once any part is given', () => {
  const empty = { line1: '', line2: '', city: '', postcode: '' };
  const rows: [Partial<typeof empty>, Record<string, string>][] = [
    [{}, {}],
    [{ line1: ' ' }, {}],
    [{ line2: 'Flat 2' }, { line1: 'addressRequired', city: 'addressRequired', postcode: 'addressRequired' }],
    [{ line1: '1 Mill Lane', city: 'Bristol' }, { postcode: 'addressRequired' }],
    [{ line1: '1 Mill Lane', city: 'Bristol', postcode: 'BS1 1AA' }, {}],
  ];
  for (const [input, expected] of rows)
    assert.deepEqual(checkAddress({ ...empty, ...input }), expected, JSON.stringify(input));
});

test('a verification code is six digits', () => {
  const rows: [string, string | null][] = [
    ['', 'required'],
    ['123456', null],
    ['123 456', null],
    ['12345', 'code'],
    ['1234567', 'code'],
    ['12a456', 'code'],
  ];
  for (const [input, expected] of rows) assert.equal(checkCode(input), expected, input);
});
