import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultJoinMoneySettings, prorationAmount, type ContributionInfo } from '@masthead/core';
import { reviewChoice, type ContributionDraft } from '@masthead/forms/contribution-choice';
import { paymentSchedule, type PaymentSchedule } from './payment-schedule.ts';

const at = (iso: string) => new Date(iso);
const dec1 = at('2026-12-01T12:00:00.000Z');
const jan1 = '2027-01-01T09:00:00.000Z';

const running: ContributionInfo = {
  type: 'Automatic',
  amount: 15,
  nextAmount: null,
  nextPeriod: null,
  period: 'monthly',
  cancellationDate: null,
  renewalDate: jan1,
  paymentSource: { method: 's_card', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  payFee: true,
  hasPendingPayment: false,
  membershipStatus: 'active',
  membershipExpiryDate: '2027-01-08T09:00:00.000Z',
  paymentFailing: null,
};
/** Cancelled on 20 November: the membership runs to the paid cycle's end, 1 January. */
const cancelled: ContributionInfo = {
  ...running,
  cancellationDate: '2026-11-20T09:00:00.000Z',
  renewalDate: null,
  membershipStatus: 'expiring',
  membershipExpiryDate: jan1,
};
const annual: ContributionInfo = { ...running, amount: 60, period: 'annually', payFee: false };
const none: ContributionInfo = {
  ...running,
  type: 'None',
  amount: null,
  period: null,
  renewalDate: null,
  paymentSource: null,
  membershipStatus: 'none',
  membershipExpiryDate: null,
};

const card = { amount: '15', period: 'monthly', method: 's_card', payFee: true, prorate: false } as const;

/** The schedule of `draft` against `current` (changing) or `before` (starting), on `now`. */
function scheduleOf(
  draft: ContributionDraft,
  current: ContributionInfo | null,
  before: ContributionInfo | null,
  now: Date,
) {
  const review = reviewChoice(draft, defaultJoinMoneySettings, current, now);
  return paymentSchedule(review, draft, current, before, now);
}

test('starting: a restart inside the paid period charges nothing today and first on its last day; otherwise today', () => {
  const next = (date: string, amount: number, period: 'monthly' | 'annually' = 'monthly') => ({
    date: at(date),
    amount,
    period,
  });
  const rows: [string, ContributionDraft, ContributionInfo, Date, PaymentSchedule][] = [
    [
      'a restart at £15 + fee on 1 December',
      card,
      cancelled,
      dec1,
      { today: { kind: 'nothing', reason: 'paid-until', paidUntil: at(jan1) }, next: next(jan1, 1543) },
    ],
    [
      'a restart annually',
      { ...card, amount: '120', period: 'annually' },
      cancelled,
      dec1,
      { today: { kind: 'nothing', reason: 'paid-until', paidUntil: at(jan1) }, next: next(jan1, 12000, 'annually') },
    ],
    [
      'a restart by direct debit',
      { ...card, method: 'gc_direct-debit' },
      cancelled,
      dec1,
      { today: { kind: 'nothing', reason: 'paid-until', paidUntil: at(jan1) }, next: next(jan1, 1535) },
    ],
    [
      'a restart on the expiry day',
      card,
      cancelled,
      at('2027-01-01T10:00:00.000Z'),
      { today: { kind: 'payment', amount: 1543 }, next: next('2027-02-01T10:00:00.000Z', 1543) },
    ],
    [
      'a restart the day after',
      card,
      cancelled,
      at('2027-01-02T09:00:00.000Z'),
      { today: { kind: 'payment', amount: 1543 }, next: next('2027-02-02T09:00:00.000Z', 1543) },
    ],
    [
      'a restart after renewals failed: nothing was paid',
      card,
      { ...cancelled, paymentFailing: '2026-12-01T09:00:00.000Z' },
      dec1,
      { today: { kind: 'payment', amount: 1543 }, next: next('2027-01-01T12:00:00.000Z', 1543) },
    ],
    [
      'a first start',
      { ...card, amount: '120', period: 'annually' },
      none,
      at('2026-01-31T12:00:00.000Z'),
      { today: { kind: 'payment', amount: 12000 }, next: next('2027-01-31T12:00:00.000Z', 12000, 'annually') },
    ],
  ];
  for (const [name, draft, before, now, expected] of rows) {
    assert.deepEqual(scheduleOf(draft, null, before, now), expected, name);
  }
});

test('changing: at the renewal nothing today; a prorated annual rise the one-off today, exact where the provider charges core’s figure', () => {
  const july = at('2026-07-02T12:00:00.000Z');
  const oneOff = prorationAmount({ currentAmount: 6000, newAmount: 12000, renewalDate: at(jan1) }, july);
  const atRenewal = { kind: 'nothing', reason: 'at-renewal' } as const;
  const rows: [string, ContributionDraft, ContributionInfo, Date, PaymentSchedule | null][] = [
    [
      'a higher monthly amount',
      { ...card, amount: '20' },
      running,
      dec1,
      { today: atRenewal, next: { date: at(jan1), amount: 2050, period: 'monthly' } },
    ],
    [
      'monthly to annual',
      { ...card, amount: '120', period: 'annually' },
      running,
      dec1,
      { today: atRenewal, next: { date: at(jan1), amount: 12000, period: 'annually' } },
    ],
    [
      'an annual rise at renewal',
      { ...card, amount: '120', period: 'annually' },
      annual,
      july,
      { today: atRenewal, next: { date: at(jan1), amount: 12000, period: 'annually' } },
    ],
    [
      'an annual rise now by card: Stripe works the figure out',
      { ...card, amount: '120', period: 'annually', prorate: true },
      annual,
      july,
      {
        today: { kind: 'proration', amount: oneOff, exact: false },
        next: { date: at(jan1), amount: 12000, period: 'annually' },
      },
    ],
    [
      'an annual rise now by direct debit: core’s figure',
      { ...card, method: 'gc_direct-debit', amount: '120', period: 'annually', prorate: true },
      { ...annual, paymentSource: { method: 'gc_direct-debit' } },
      july,
      {
        today: { kind: 'proration', amount: oneOff, exact: true },
        next: { date: at(jan1), amount: 12000, period: 'annually' },
      },
    ],
    ['annual to monthly mid-year is refused: no schedule', { ...card, amount: '10' }, annual, july, null],
    [
      'a renewal already passed: no date to promise',
      { ...card, amount: '20' },
      { ...running, renewalDate: '2026-11-01T09:00:00.000Z' },
      dec1,
      { today: atRenewal, next: { date: null, amount: 2050, period: 'monthly' } },
    ],
  ];
  for (const [name, draft, current, now, expected] of rows) {
    assert.deepEqual(scheduleOf(draft, current, null, now), expected, name);
  }
  assert.ok(oneOff > 0);
});
