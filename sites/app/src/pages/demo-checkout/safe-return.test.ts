import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safeReturn } from './safe-return.ts';

const origin = 'https://members.example.org';

test('returns to pages of this site only', () => {
  const rows: [string | null, string | null][] = [
    ['/join/complete', '/join/complete'],
    ['/join/complete?lang=de#top', '/join/complete?lang=de#top'],
    ['https://members.example.org/profile/contribution/complete', '/profile/contribution/complete'],
    ['https://members.example.org:443/join/complete', '/join/complete'],
    ['join/complete', '/join/complete'],
    ['https://evil.example/join/complete', null],
    ['http://members.example.org/join/complete', null],
    ['https://members.example.org.evil.example/', null],
    ['//evil.example/join', null],
    ['/\\evil.example/join', null],
    ['\\\\evil.example', null],
    ['/join\n/complete', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [null, null],
  ];
  for (const [value, expected] of rows) assert.equal(safeReturn(value, origin), expected, String(value));
});
