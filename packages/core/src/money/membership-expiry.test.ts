import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRenewalGraceDays, nextMembershipExpiry } from './membership-expiry.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

test('the default renewal grace is a week', () => {
  assert.equal(defaultRenewalGraceDays, 7);
});

test('nextMembershipExpiry extends to the paid period plus grace, never shortens', () => {
  const rows: [string, Date | null, Date, number | undefined, Date][] = [
    ['a first payment', null, day('2026-08-01'), undefined, day('2026-08-08')],
    ['a renewal extends', day('2026-07-08'), day('2026-08-01'), undefined, day('2026-08-08')],
    [
      'a late event for an older period keeps the later expiry',
      day('2026-09-08'),
      day('2026-08-01'),
      undefined,
      day('2026-09-08'),
    ],
    ['a repeated event changes nothing', day('2026-08-08'), day('2026-08-01'), undefined, day('2026-08-08')],
    ['no grace', day('2026-07-08'), day('2026-08-01'), 0, day('2026-08-01')],
    ['a custom grace', null, day('2026-08-01'), 3, day('2026-08-04')],
    ['a grace over a month end', null, day('2026-01-28'), 7, day('2026-02-04')],
    ['keeps the time of day', null, new Date('2026-08-01T15:30:00Z'), 7, new Date('2026-08-08T15:30:00Z')],
  ];
  for (const [name, current, paidUntil, grace, expected] of rows) {
    assert.deepEqual(nextMembershipExpiry(current, paidUntil, grace), expected, name);
  }
});

test('nextMembershipExpiry is monotonic whatever order payment events arrive in', () => {
  const periodEnds = ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'].map(day);
  const orders = [
    [0, 1, 2, 3],
    [3, 2, 1, 0],
    [1, 3, 0, 2],
    [2, 2, 0, 3, 1, 3],
  ];
  for (const order of orders) {
    let expiry: Date | null = null;
    for (const index of order) {
      const next = nextMembershipExpiry(expiry, periodEnds[index] ?? day('2000-01-01'));
      if (expiry) assert.ok(next.getTime() >= expiry.getTime(), `order ${order.join()}`);
      expiry = next;
    }
    assert.deepEqual(expiry, day('2026-05-08'), `order ${order.join()}`);
  }
});

test('nextMembershipExpiry refuses a bad grace or date', () => {
  assert.throws(() => nextMembershipExpiry(null, day('2026-08-01'), -1), RangeError);
  assert.throws(() => nextMembershipExpiry(null, day('2026-08-01'), 1.5), RangeError);
  assert.throws(() => nextMembershipExpiry(null, new Date('nope')), RangeError);
  assert.throws(() => nextMembershipExpiry(new Date('nope'), day('2026-08-01')), RangeError);
});
