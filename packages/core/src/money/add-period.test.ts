import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addPeriod } from './add-period.ts';

test('a period later is the same day, or the last day of a shorter month', () => {
  const rows = [
    ['2026-01-15T10:00:00Z', 'monthly', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T00:00:00Z', 'monthly', 1, '2026-02-28T00:00:00.000Z'],
    ['2028-01-31T00:00:00Z', 'monthly', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-10T00:00:00Z', 'monthly', 1, '2027-01-10T00:00:00.000Z'],
    ['2028-02-29T00:00:00Z', 'annually', 1, '2029-02-28T00:00:00.000Z'],
    ['2026-03-31T00:00:00Z', 'monthly', -1, '2026-02-28T00:00:00.000Z'],
    ['2026-09-10T00:00:00Z', 'annually', -1, '2025-09-10T00:00:00.000Z'],
  ] as const;
  for (const [from, period, times, expected] of rows) {
    assert.equal(addPeriod(new Date(from), period, times).toISOString(), expected, `${from} ${period} ${times}`);
  }
});
