import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeNext } from './safe-next.ts';

test('keeps only paths on this site as the place to go after login', () => {
  const origin = 'https://members.example.org';
  const rows: [string | null, string | null][] = [
    [null, null],
    ['', null],
    ['/profile/account', '/profile/account'],
    ['/profile/account?lang=de#x', '/profile/account?lang=de#x'],
    ['/admin', '/admin'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['profile', null],
    ['/auth/login?next=%2F', null],
  ];
  for (const [input, expected] of rows) assert.equal(safeNext(input, origin), expected, String(input));
});
