import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultJoinMoneySettings as joinMoneySettings, type ContributionInfo } from '@masthead/core';
import { contributionBody, parseAmount, reviewChoice, type ContributionDraft } from './contribution-choice.ts';

const now = new Date('2026-07-02T12:00:00Z');
const draft = (over: Partial<ContributionDraft>): ContributionDraft => ({
  amount: '5',
  period: 'monthly',
  method: 's_card',
  payFee: false,
  prorate: false,
  ...over,
});

const annual: ContributionInfo = {
  type: 'Automatic',
  amount: 60,
  nextAmount: null,
  nextPeriod: null,
  period: 'annually',
  cancellationDate: null,
  renewalDate: '2027-01-01T00:00:00.000Z',
  paymentSource: { method: 's_card', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  payFee: false,
  hasPendingPayment: false,
  membershipStatus: 'active',
  membershipExpiryDate: '2027-01-08T00:00:00.000Z',
  paymentFailing: null,
};

test('reads amounts with a point or a comma and at most two decimals', () => {
  const rows: [string, number | null][] = [
    ['5', 5],
    [' 7,5 ', 7.5],
    ['12.34', 12.34],
    ['1,000', null],
    ['5.555', null],
    ['-3', null],
    ['', null],
    ['five', null],
  ];
  for (const [text, expected] of rows) assert.equal(parseAmount(text), expected, text);
});

test('starting: the fee of the chosen method, covered where asked or required, and what each payment charges', () => {
  const rows: [string, Partial<ContributionDraft>, object][] = [
    [
      'covered',
      { payFee: true },
      { amount: 500, fee: 28, charge: 528, payFee: true, coverFee: 'optional', errors: [] },
    ],
    ['not covered', {}, { amount: 500, fee: 28, charge: 500, payFee: false, coverFee: 'optional', errors: [] }],
    ['required at 1.00', { amount: '1' }, { fee: 22, charge: 122, payFee: true, coverFee: 'required' }],
    ['annual: no fee', { amount: '60', period: 'annually', payFee: true }, { fee: 0, charge: 6000, payFee: false }],
    ['bacs clamps', { amount: '5', method: 's_bacs', payFee: true }, { fee: 20, charge: 520 }],
    [
      'under the minimum',
      { amount: '0.50' },
      { amount: 50, errors: [{ field: 'amount', rule: 'min', params: { min: 1 } }] },
    ],
    [
      'not an amount',
      { amount: '5.555' },
      { amount: null, charge: null, errors: [{ field: 'amount', rule: 'currency' }] },
    ],
    ['no method', { method: null }, { fee: null, errors: [{ field: 'paymentMethod', rule: 'required' }] }],
  ];
  for (const [name, over, expected] of rows) {
    const review = reviewChoice(draft(over), joinMoneySettings, null, now);
    assert.deepEqual({ ...review, ...expected }, review, name);
    assert.equal(review.change, null, name);
  }
});

test('changing an annual contribution: a rise may apply now with the prorated one-off, else at renewal', () => {
  const rows: [string, Partial<ContributionDraft>, object][] = [
    [
      'rise now',
      { amount: '120', period: 'annually', prorate: true },
      { prorate: true, change: { ok: true, applies: 'now', oneOffPayment: 3008 } },
    ],
    [
      'rise at renewal',
      { amount: '120', period: 'annually' },
      { prorate: false, change: { ok: true, applies: 'renewal', oneOffPayment: 0 } },
    ],
    [
      'lower: no offer',
      { amount: '48', period: 'annually', prorate: true },
      { prorate: false, prorateOffer: null, change: { ok: true, applies: 'renewal', oneOffPayment: 0 } },
    ],
    ['to monthly mid-year', { amount: '5' }, { change: { ok: false, code: 'annual-to-monthly' } }],
    ['as it is', { amount: '60', period: 'annually' }, { unchanged: true }],
  ];
  for (const [name, over, expected] of rows) {
    const review = reviewChoice(draft(over), joinMoneySettings, annual, now);
    assert.deepEqual({ ...review, ...expected }, review, name);
  }
  const rise = reviewChoice(draft({ amount: '120', period: 'annually' }), joinMoneySettings, annual, now);
  assert.deepEqual(rise.prorateOffer, { oneOff: 3008, renewal: new Date('2027-01-01T00:00:00.000Z') });
  assert.equal(rise.unchanged, false);
});

test('a pending payment refuses any change', () => {
  const review = reviewChoice(
    draft({ amount: '120', period: 'annually' }),
    joinMoneySettings,
    {
      ...annual,
      hasPendingPayment: true,
    },
    now,
  );
  assert.deepEqual(review.change, { ok: false, code: 'payment-pending' });
});

test('the body sends major units and the reviewed flags', () => {
  const d = draft({ amount: '1', payFee: false });
  assert.deepEqual(contributionBody(reviewChoice(d, joinMoneySettings, null, now), d), {
    amount: 1,
    period: 'monthly',
    payFee: true,
    prorate: false,
  });
});
