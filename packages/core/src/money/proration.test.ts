import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prorationAmount } from './proration.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const renewal2027 = day('2027-01-01'); // a 365-day year from 2026-01-01

test('prorationAmount charges the difference for the rest of the paid year', () => {
  // [case, current, new, renewal, now, one-off in cents]
  const rows: [string, number, number, Date, Date, number][] = [
    ['raise mid-year: 183 of 365 days', 6000, 12000, renewal2027, day('2026-07-02'), 3008],
    ['raise on the first day of the year: all of it', 6000, 12000, renewal2027, new Date('2026-01-01T10:00:00Z'), 6000],
    ['raise on the second day: 364 of 365 days', 6000, 12000, renewal2027, day('2026-01-02'), 5984],
    ['raise on the last day: 1 of 365 days', 6000, 12000, renewal2027, day('2026-12-31'), 16],
    ['lower: nothing is refunded', 12000, 6000, renewal2027, day('2026-07-02'), 0],
    ['same amount: nothing', 6000, 6000, renewal2027, day('2026-07-02'), 0],
    ['on renewal day: zero days remain', 6000, 12000, renewal2027, new Date('2027-01-01T23:00:00Z'), 0],
    ['after renewal: zero days remain', 6000, 12000, renewal2027, day('2027-02-01'), 0],
    ['before the year began: the whole difference', 6000, 12000, renewal2027, day('2025-12-01'), 6000],
    ['leap year: 182 of 366 days', 6000, 12000, day('2028-03-01'), day('2027-09-01'), 2984],
    ['same dates a year earlier: 181 of 365 days', 6000, 12000, day('2027-03-01'), day('2026-09-01'), 2975],
    [
      'renewal on 29 February: its year is 366 days (from 28 February)',
      6000,
      12000,
      day('2028-02-29'),
      day('2027-08-31'),
      2984,
    ],
    [
      'renewal on 29 February, first day of its year: all of it',
      6000,
      12000,
      day('2028-02-29'),
      day('2027-02-28'),
      6000,
    ],
    ['half a cent rounds up: 1 c for 183 of 366 days', 6000, 6001, day('2028-03-01'), day('2027-08-31'), 1],
    ['under half a cent rounds down: 1 c for 182 of 366 days', 6000, 6001, day('2028-03-01'), day('2027-09-01'), 0],
  ];
  for (const [name, currentAmount, newAmount, renewalDate, now, expected] of rows) {
    assert.equal(prorationAmount({ currentAmount, newAmount, renewalDate }, now), expected, name);
  }
});

test('prorationAmount refuses invalid dates', () => {
  const change = { currentAmount: 6000, newAmount: 12000, renewalDate: renewal2027 };
  assert.throws(() => prorationAmount(change, new Date('nope')), RangeError);
  assert.throws(() => prorationAmount({ ...change, renewalDate: new Date(Number.NaN) }, day('2026-07-02')), RangeError);
});
