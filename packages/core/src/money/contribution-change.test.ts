import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkContributionChange,
  checkPaymentMethodChange,
  type ContributionChange,
  type CurrentContribution,
} from './contribution-change.ts';
import type { ContributionChoice } from './contribution-request.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const now = day('2026-07-02');
const renewal = day('2027-01-01'); // 183 of 365 days remain at `now`

const annual: CurrentContribution = {
  period: 'annually',
  amount: 6000,
  renewalDate: renewal,
  membershipExpiryDate: day('2027-01-08'),
  hasPendingPayment: false,
};
const monthly: CurrentContribution = {
  period: 'monthly',
  amount: 500,
  renewalDate: day('2026-07-15'),
  membershipExpiryDate: day('2026-07-22'),
  hasPendingPayment: false,
};
const nothing: CurrentContribution = {
  period: null,
  amount: null,
  renewalDate: null,
  membershipExpiryDate: null,
  hasPendingPayment: false,
};
const toAnnual = (amount: number, prorate: boolean): ContributionChoice => ({
  amount,
  period: 'annually',
  payFee: false,
  prorate,
});
const toMonthly = (amount: number): ContributionChoice => ({
  amount,
  period: 'monthly',
  payFee: false,
  prorate: false,
});

const applyNow = (oneOffPayment: number): ContributionChange => ({ ok: true, applies: 'now', oneOffPayment });
const atRenewal: ContributionChange = { ok: true, applies: 'renewal', oneOffPayment: 0 };
const refused = (code: string) => ({ ok: false, code }) as ContributionChange;

test('checkContributionChange says when a change applies, or why it cannot', () => {
  const rows: [string, CurrentContribution, ContributionChoice, ContributionChange][] = [
    ['raise an annual amount now, with a one-off payment', annual, toAnnual(12000, true), applyNow(3008)],
    ['raise an annual amount at renewal', annual, toAnnual(12000, false), atRenewal],
    ['lower an annual amount now: nothing to pay', annual, toAnnual(3600, true), applyNow(0)],
    ['lower an annual amount at renewal', annual, toAnnual(3600, false), atRenewal],
    [
      'prorate a cancelled annual contribution to its expiry',
      { ...annual, renewalDate: null, membershipExpiryDate: renewal },
      toAnnual(12000, true),
      applyNow(3008),
    ],
    ['change a monthly amount from the next payment', monthly, toMonthly(1000), atRenewal],
    ['go from monthly to annual at renewal', monthly, toAnnual(6000, false), atRenewal],
    ['refuse annual to monthly mid-cycle', annual, toMonthly(500), refused('annual-to-monthly')],
    [
      'refuse annual to monthly on a cancelled contribution still paid for',
      { ...annual, renewalDate: null },
      toMonthly(500),
      refused('annual-to-monthly'),
    ],
    [
      'allow annual to monthly once the paid year is over',
      { ...annual, renewalDate: day('2026-07-01'), membershipExpiryDate: day('2026-07-01') },
      toMonthly(500),
      applyNow(0),
    ],
    ['start a contribution now', nothing, toMonthly(500), applyNow(0)],
    [
      'refuse any change while a payment is pending',
      { ...annual, hasPendingPayment: true },
      toAnnual(12000, true),
      refused('payment-pending'),
    ],
    [
      'refuse a monthly change while a payment is pending',
      { ...monthly, hasPendingPayment: true },
      toMonthly(1000),
      refused('payment-pending'),
    ],
    [
      'refuse a start while a payment is pending',
      { ...nothing, hasPendingPayment: true },
      toMonthly(500),
      refused('payment-pending'),
    ],
  ];
  for (const [name, current, choice, expected] of rows) {
    assert.deepEqual(checkContributionChange(current, choice, now), expected, name);
  }
});

test('checkPaymentMethodChange refuses while a payment is pending', () => {
  assert.deepEqual(checkPaymentMethodChange({ hasPendingPayment: true }), { ok: false, code: 'payment-pending' });
  assert.deepEqual(checkPaymentMethodChange({ hasPendingPayment: false }), { ok: true });
});
