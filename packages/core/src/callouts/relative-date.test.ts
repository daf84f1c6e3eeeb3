import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseIsoDate, parseRelativeDate, resolveDate } from './relative-date.ts';

const now = new Date('2026-01-31T12:00:00Z');

test('resolveDate reads both relative spellings and absolute ISO dates', () => {
  const rows: [unknown, string | null][] = [
    ['now', '2026-01-31T12:00:00.000Z'],
    ['now-7d', '2026-01-24T12:00:00.000Z'],
    ['now+1y2M', '2027-03-31T12:00:00.000Z'],
    ['now-1d12h', '2026-01-30T00:00:00.000Z'],
    ['now+1M', '2026-02-28T12:00:00.000Z'],
    ['now+13M', '2027-02-28T12:00:00.000Z'],
    ['now-1y', '2025-01-31T12:00:00.000Z'],
    ['now+30m-10s', '2026-01-31T12:29:50.000Z'],
    ['now - 2 h', '2026-01-31T10:00:00.000Z'],
    ['$now', '2026-01-31T12:00:00.000Z'],
    ['$now()', '2026-01-31T12:00:00.000Z'],
    ['$now(d:-7)', '2026-01-24T12:00:00.000Z'],
    ['$now(y:-1,M:2)', '2025-03-31T12:00:00.000Z'],
    ['$now(h: 1, m: -30)', '2026-01-31T12:30:00.000Z'],
    ['2026-05-01', '2026-05-01T00:00:00.000Z'],
    ['2026-05-01T10:00', '2026-05-01T10:00:00.000Z'],
    ['2026-05-01T10:00:00+02:00', '2026-05-01T08:00:00.000Z'],
    ['2026-05-01T10:00:00.123Z', '2026-05-01T10:00:00.123Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2026-02-29', null],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['2026-05-01T24:00', null],
    ['1', null],
    ['May 1, 2026', null],
    ['now-7w', null],
    ['now-7', null],
    ['now7d', '2026-02-07T12:00:00.000Z'],
    ['NOW', null],
    ['$now(d:-7', null],
    ['$now(x:1)', null],
    ['$now(d:1;alert(1))', null],
    ['$now(d:1,d:2)', '2026-02-03T12:00:00.000Z'],
    ['now-9999999d', null],
    ['now+100000y', null],
    [`now${'+1d'.repeat(13)}`, null],
    ['', null],
    [null, null],
    [20260501, null],
    [{ toString: () => 'now' }, null],
  ];
  for (const [expression, expected] of rows) {
    assert.equal(resolveDate(expression, now)?.toISOString() ?? null, expected, String(expression));
  }
});

test('parseRelativeDate returns the offset of each unit', () => {
  assert.deepEqual(parseRelativeDate('now-7d'), { y: 0, M: 0, d: -7, h: 0, m: 0, s: 0 });
  assert.deepEqual(parseRelativeDate('$now(y:-1,M:2)'), { y: -1, M: 2, d: 0, h: 0, m: 0, s: 0 });
  assert.equal(parseRelativeDate('2026-05-01'), null);
});

test('parseIsoDate refuses what Date.parse would guess at', () => {
  const rows: [unknown, boolean][] = [
    ['2026-05-01', true],
    ['2026-05-01T10:00:00Z', true],
    ['2026-5-1', false],
    ['01/05/2026', false],
    ['2026-05-01 10:00', false],
    ['2026-05-01T10:00:61Z', false],
    ['+275760-09-13', false],
    [new Date(), false],
  ];
  for (const [text, expected] of rows) assert.equal(parseIsoDate(text) !== null, expected, String(text));
});
