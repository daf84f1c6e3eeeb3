import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PaymentStatus } from './contribution-types.ts';
import {
  defaultFailedPaymentGraceDays,
  paymentFailure,
  type PaymentFailure,
  type PaymentOutcome,
} from './payment-failure.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const paid = (status: PaymentStatus, iso: string): PaymentOutcome => ({ status, chargeDate: day(iso) });
const failing = (since: string, accessUntil: string): PaymentFailure => ({
  failing: true,
  since: day(since),
  accessUntil: day(accessUntil),
});
const fine: PaymentFailure = { failing: false };
const expiry = day('2026-06-08'); // the paid month ended 2026-06-01, plus a week

test('the default failed-payment grace is 14 days', () => {
  assert.equal(defaultFailedPaymentGraceDays, 14);
});

test('paymentFailure says whether payments fail and until when access lasts', () => {
  const rows: [string, PaymentOutcome[], Date | null, number | undefined, PaymentFailure][] = [
    ['no payments', [], expiry, undefined, fine],
    [
      'the last payment went through',
      [paid('failed', '2026-05-01'), paid('successful', '2026-05-03')],
      expiry,
      undefined,
      fine,
    ],
    [
      'a failed renewal: 14 days of access',
      [paid('successful', '2026-05-01'), paid('failed', '2026-06-01')],
      expiry,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    [
      'a membership running longer keeps its end',
      [paid('failed', '2026-06-01')],
      day('2026-07-01'),
      undefined,
      failing('2026-06-01', '2026-07-01'),
    ],
    [
      'no expiry yet: the grace alone',
      [paid('failed', '2026-06-01')],
      null,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    [
      'failed retries do not stretch the grace',
      [paid('failed', '2026-06-01'), paid('failed', '2026-06-05'), paid('failed', '2026-06-10')],
      expiry,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    [
      'a retry in flight is still failing',
      [paid('failed', '2026-06-01'), paid('pending', '2026-06-05')],
      expiry,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    [
      'drafts and cancelled payments say nothing',
      [paid('failed', '2026-06-01'), paid('draft', '2026-06-05'), paid('cancelled', '2026-06-06')],
      expiry,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    [
      'a retry that succeeds ends it',
      [paid('failed', '2026-06-01'), paid('successful', '2026-06-05')],
      expiry,
      undefined,
      fine,
    ],
    [
      'a new failure after a success starts again',
      [paid('failed', '2026-04-01'), paid('successful', '2026-05-01'), paid('failed', '2026-06-01')],
      expiry,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    [
      'order of the list does not matter',
      [paid('failed', '2026-06-05'), paid('successful', '2026-05-01'), paid('failed', '2026-06-01')],
      expiry,
      undefined,
      failing('2026-06-01', '2026-06-15'),
    ],
    ['a custom grace', [paid('failed', '2026-06-01')], null, 7, failing('2026-06-01', '2026-06-08')],
  ];
  for (const [name, payments, membershipExpiryDate, grace, expected] of rows) {
    assert.deepEqual(paymentFailure(payments, membershipExpiryDate, grace), expected, name);
  }
});

test('paymentFailure refuses a bad grace or charge date', () => {
  assert.throws(() => paymentFailure([], null, -1), RangeError);
  assert.throws(() => paymentFailure([{ status: 'failed', chargeDate: new Date('nope') }], null), RangeError);
});
