import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRoleDraft, initialRoleDraft, localDay, type RoleDraft } from './role-dates.ts';

const now = new Date(2026, 5, 15, 9, 30);
const fresh: RoleDraft = { starts: 'now', startDay: '', expires: 'never', expiryDay: '' };
const startOf = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
const endOf = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();

test('turns "now or on a date" and "never or on a date" into the role body the server takes', () => {
  const rows: [Partial<RoleDraft>, unknown][] = [
    [{}, { ok: true, body: { dateExpires: null } }],
    [
      { starts: 'date', startDay: '2026-07-01' },
      { ok: true, body: { dateAdded: startOf(2026, 7, 1), dateExpires: null } },
    ],
    [
      { expires: 'date', expiryDay: '2026-12-31' },
      { ok: true, body: { dateExpires: endOf(2026, 12, 31) } },
    ],
    [
      { starts: 'date', startDay: '2025-01-05', expires: 'date', expiryDay: '2025-01-05' },
      { ok: true, body: { dateAdded: startOf(2025, 1, 5), dateExpires: endOf(2025, 1, 5) } },
    ],
    // A start day typed but "now" chosen: the day is ignored.
    [{ startDay: 'nonsense' }, { ok: true, body: { dateExpires: null } }],
    [
      { starts: 'date', startDay: '' },
      { ok: false, errors: { startDay: 'startRequired' } },
    ],
    [
      { starts: 'date', startDay: '2026-13-45' },
      { ok: false, errors: { startDay: 'startRequired' } },
    ],
    [
      { expires: 'date', expiryDay: '' },
      { ok: false, errors: { expiryDay: 'expiryRequired' } },
    ],
    [
      { expires: 'date', expiryDay: '2026-06-14' },
      { ok: false, errors: { expiryDay: 'expiryBeforeStart' } },
    ],
    [
      { starts: 'date', startDay: '2026-09-01', expires: 'date', expiryDay: '2026-08-31' },
      { ok: false, errors: { expiryDay: 'expiryBeforeStart' } },
    ],
    [
      { starts: 'date', startDay: '', expires: 'date', expiryDay: '' },
      { ok: false, errors: { startDay: 'startRequired', expiryDay: 'expiryRequired' } },
    ],
  ];
  for (const [patch, expected] of rows) {
    assert.deepEqual(checkRoleDraft({ ...fresh, ...patch }, now), expected, JSON.stringify(patch));
  }
});

test('a new role starts now without an end; a held one is changed from its own days', () => {
  assert.deepEqual(initialRoleDraft(null), fresh);
  const added = new Date(2026, 0, 5, 10).toISOString();
  const expires = new Date(2026, 11, 31, 12).toISOString();
  assert.deepEqual(initialRoleDraft({ role: 'member', dateAdded: added, dateExpires: expires }), {
    starts: 'date',
    startDay: '2026-01-05',
    expires: 'date',
    expiryDay: '2026-12-31',
  });
  assert.deepEqual(initialRoleDraft({ role: 'admin', dateAdded: added, dateExpires: null }), {
    starts: 'date',
    startDay: '2026-01-05',
    expires: 'never',
    expiryDay: '',
  });
  assert.equal(localDay(endOf(2026, 2, 28)), '2026-02-28', 'the end of a day is still that day');
});
