import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldError } from '../errors.ts';
import { checkContributionRequest, type ContributionRequest } from './contribution-request.ts';
import type { ContributionSettings } from './contribution-types.ts';

const settings: ContributionSettings = {
  minMonthlyAmount: 1,
  periods: [],
  showAbsorbFee: true,
  paymentMethods: ['s_card', 'gc_direct-debit'],
};
const monthly = (amount: number, payFee = false): ContributionRequest => ({
  amount,
  period: 'monthly',
  payFee,
  prorate: false,
});
const annual = (amount: number, prorate = false): ContributionRequest => ({
  amount,
  period: 'annually',
  payFee: false,
  prorate,
});

test('checkContributionRequest accepts a contribution and gives its cents', () => {
  const rows: [string, ContributionRequest, ContributionSettings, number][] = [
    ['the monthly minimum with the fee', monthly(1, true), settings, 100],
    ['a monthly amount without the fee', monthly(5), settings, 500],
    ['a monthly amount with the fee', monthly(5, true), settings, 500],
    ['the annual minimum', annual(12), settings, 1200],
    ['an annual amount, prorated', annual(60, true), settings, 6000],
    ['an offered method', { ...monthly(5), paymentMethod: 'gc_direct-debit' }, settings, 500],
    ['the minimum of 1 without the fee where it is not asked', monthly(1), { ...settings, showAbsorbFee: false }, 100],
    ['a higher minimum, exactly', monthly(3), { ...settings, minMonthlyAmount: 3 }, 300],
  ];
  for (const [name, request, given, cents] of rows) {
    const result = checkContributionRequest(request, given);
    assert.deepEqual(result, { ok: true, choice: { ...request, amount: cents } }, name);
  }
});

test('checkContributionRequest names every problem', () => {
  const rows: [string, ContributionRequest, ContributionSettings, FieldError[]][] = [
    [
      'under the monthly minimum',
      monthly(2.99),
      { ...settings, minMonthlyAmount: 3 },
      [{ field: 'amount', rule: 'min', params: { min: 3 } }],
    ],
    [
      'under the annual minimum (12 x 3)',
      annual(35.99),
      { ...settings, minMonthlyAmount: 3 },
      [{ field: 'amount', rule: 'min', params: { min: 36 } }],
    ],
    [
      'a monthly amount of an annual minimum',
      annual(1),
      settings,
      [{ field: 'amount', rule: 'min', params: { min: 12 } }],
    ],
    ['nothing', monthly(0, true), settings, [{ field: 'amount', rule: 'min', params: { min: 1 } }]],
    ['a fraction of a cent', monthly(5.001), settings, [{ field: 'amount', rule: 'currency' }]],
    ['a negative amount', monthly(-5), settings, [{ field: 'amount', rule: 'currency' }]],
    ['the minimum of 1 without the fee', monthly(1), settings, [{ field: 'payFee', rule: 'required' }]],
    [
      'the fee on an annual contribution',
      { ...annual(60), payFee: true },
      settings,
      [{ field: 'payFee', rule: 'monthly-only' }],
    ],
    [
      'the fee where it is not asked',
      monthly(5, true),
      { ...settings, showAbsorbFee: false },
      [{ field: 'payFee', rule: 'not-offered' }],
    ],
    [
      'proration on a monthly contribution',
      { ...monthly(5), prorate: true },
      settings,
      [{ field: 'prorate', rule: 'annual-only' }],
    ],
    [
      'a method not offered',
      { ...monthly(5), paymentMethod: 's_paypal' },
      settings,
      [{ field: 'paymentMethod', rule: 'option' }],
    ],
    [
      'several at once',
      { amount: 0.5, period: 'annually', payFee: true, prorate: false, paymentMethod: 's_ideal' },
      settings,
      [
        { field: 'amount', rule: 'min', params: { min: 12 } },
        { field: 'payFee', rule: 'monthly-only' },
        { field: 'paymentMethod', rule: 'option' },
      ],
    ],
  ];
  for (const [name, request, given, errors] of rows) {
    assert.deepEqual(checkContributionRequest(request, given), { ok: false, code: 'validation', errors }, name);
  }
});
