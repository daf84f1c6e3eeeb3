import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContributionType } from './contribution-types.ts';
import { firstPaymentDate, type PaidMembership } from './first-payment.ts';

const at = (iso: string) => new Date(iso);
const cancelled = at('2026-11-20T09:00:00Z');
const expiry = at('2027-01-01T09:00:00Z');

const membership = (
  type: ContributionType,
  cancellationDate: Date | null,
  membershipExpiryDate: Date | null,
  paymentFailing: Date | null = null,
): PaidMembership => ({ type, cancellationDate, membershipExpiryDate, paymentFailing });

test('firstPaymentDate: a restart inside the paid period first charges when it ends, else now', () => {
  const rows: [string, PaidMembership, string, Date | null][] = [
    ['cancelled, a month still paid', membership('Automatic', cancelled, expiry), '2026-12-01T09:00:00Z', expiry],
    [
      'cancelled, the day before the expiry',
      membership('Automatic', cancelled, expiry),
      '2026-12-31T23:59:00Z',
      expiry,
    ],
    [
      'cancelled, on the expiry day before its hour',
      membership('Automatic', cancelled, expiry),
      '2027-01-01T00:00:00Z',
      null,
    ],
    [
      'cancelled, on the expiry day after its hour',
      membership('Automatic', cancelled, expiry),
      '2027-01-01T10:00:00Z',
      null,
    ],
    ['cancelled, the day after the expiry', membership('Automatic', cancelled, expiry), '2027-01-02T09:00:00Z', null],
    [
      'cancelled while renewals failed: nothing paid',
      membership('Automatic', cancelled, expiry, cancelled),
      '2026-12-01T09:00:00Z',
      null,
    ],
    ['a gift still running', membership('Gift', null, expiry), '2026-12-01T09:00:00Z', expiry],
    ['a manual contribution still running', membership('Manual', null, expiry), '2026-12-01T09:00:00Z', expiry],
    ['a manual contribution without end', membership('Manual', null, null), '2026-12-01T09:00:00Z', null],
    ['no contribution, a membership given', membership('None', null, expiry), '2026-12-01T09:00:00Z', null],
    ['no contribution and no membership', membership('None', null, null), '2026-12-01T09:00:00Z', null],
    [
      'a running contribution is changed, not restarted',
      membership('Automatic', null, expiry),
      '2026-12-01T09:00:00Z',
      null,
    ],
  ];
  for (const [name, current, now, expected] of rows) {
    assert.deepEqual(firstPaymentDate(current, at(now)), expected, name);
  }
});

test('firstPaymentDate refuses to guess with an invalid date', () => {
  assert.throws(() => firstPaymentDate(membership('Gift', null, expiry), new Date(Number.NaN)), RangeError);
});
