import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chargeAmount, contributionFee, coverFee, type CoverFee } from './contribution-fee.ts';
import type { ContributionPeriod, FeeRegion, PaymentMethod } from './contribution-types.ts';

const regions: FeeRegion[] = ['gb', 'eu', 'ca'];
const methods: PaymentMethod[] = ['s_card', 's_sepa', 's_bacs', 's_paypal', 's_ideal', 'gc_direct-debit'];

// [region, method, monthly amount in cents, fee in cents], worked out by hand from docs/product/limits.md, Fees.
const monthlyFees: [FeeRegion, PaymentMethod, number, number][] = [
  ['gb', 's_card', 100, 22], // 0.20 + 1.5 c rounded up
  ['gb', 's_card', 300, 25], // 4.5 c rounds up (floating point says 4.4999…)
  ['gb', 's_card', 1000, 35],
  ['gb', 's_card', 1234, 39], // 18.51 c
  ['gb', 's_sepa', 100, 30],
  ['gb', 's_sepa', 1234, 30],
  ['gb', 's_bacs', 100, 20], // 1 c, clamped up to 0.20
  ['gb', 's_bacs', 1999, 20], // 19.99 c rounds to 20
  ['gb', 's_bacs', 2049, 20], // 20.49 c rounds down
  ['gb', 's_bacs', 2050, 21], // 20.5 c rounds half up
  ['gb', 's_bacs', 2500, 25],
  ['gb', 's_bacs', 19949, 199],
  ['gb', 's_bacs', 19950, 200],
  ['gb', 's_bacs', 20000, 200],
  ['gb', 's_bacs', 25000, 200], // 2.50, clamped down to 2
  ['gb', 's_paypal', 25, 11], // 0.5 c rounds up
  ['gb', 's_paypal', 100, 12],
  ['gb', 's_paypal', 1000, 30],
  ['gb', 's_paypal', 1234, 35], // 24.68 c
  ['gb', 's_ideal', 100, 30],
  ['gb', 's_ideal', 1234, 30],
  ['gb', 'gc_direct-debit', 100, 21],
  ['gb', 'gc_direct-debit', 1234, 32], // 12.34 c
  ['gb', 'gc_direct-debit', 1250, 33], // 12.5 c
  ['gb', 'gc_direct-debit', 10000, 120],
  ['eu', 's_card', 100, 27],
  ['eu', 's_card', 300, 30],
  ['eu', 's_card', 1000, 40],
  ['eu', 's_card', 1234, 44],
  ['eu', 's_sepa', 100, 35],
  ['eu', 's_sepa', 1234, 35],
  ['eu', 's_bacs', 100, 0],
  ['eu', 's_bacs', 25000, 0],
  ['eu', 's_paypal', 25, 11],
  ['eu', 's_paypal', 100, 12],
  ['eu', 's_paypal', 1234, 35],
  ['eu', 's_ideal', 100, 35],
  ['eu', 's_ideal', 1234, 35],
  ['eu', 'gc_direct-debit', 100, 21],
  ['eu', 'gc_direct-debit', 1250, 33],
  ['ca', 's_card', 100, 33], // 0.30 + 2.9 c
  ['ca', 's_card', 500, 45], // 14.5 c rounds up
  ['ca', 's_card', 1000, 59],
  ['ca', 's_card', 1234, 66], // 35.786 c
  ['ca', 's_sepa', 100, 0],
  ['ca', 's_sepa', 1234, 0],
  ['ca', 's_bacs', 100, 0],
  ['ca', 's_bacs', 1234, 0],
  ['ca', 's_paypal', 100, 0],
  ['ca', 's_paypal', 1234, 0],
  ['ca', 's_ideal', 100, 0],
  ['ca', 's_ideal', 1234, 0],
  ['ca', 'gc_direct-debit', 100, 21],
  ['ca', 'gc_direct-debit', 1234, 32],
];

test('every cell of the fee table has monthly cases', () => {
  const covered = new Set(monthlyFees.map(([region, method]) => `${region} ${method}`));
  for (const region of regions)
    for (const method of methods) assert.ok(covered.has(`${region} ${method}`), region + method);
});

for (const [region, method, amount, fee] of monthlyFees) {
  test(`charges ${fee} c on a monthly ${amount} c by ${method} in ${region}`, () => {
    assert.equal(contributionFee(amount, 'monthly', method, region), fee);
  });
}

for (const region of regions) {
  for (const method of methods) {
    test(`charges no fee on an annual contribution by ${method} in ${region}`, () => {
      for (const amount of [100, 1234, 25000]) assert.equal(contributionFee(amount, 'annually', method, region), 0);
    });
  }
}

test('chargeAmount adds the fee only when the member covers it', () => {
  const rows: [ContributionPeriod, boolean, number][] = [
    ['monthly', true, 528], // 5.00 + 0.28
    ['monthly', false, 500],
    ['annually', false, 500],
    ['annually', true, 500], // annual fee is 0
  ];
  for (const [period, payFee, expected] of rows) {
    assert.equal(
      chargeAmount({ amount: 500, period, payFee, method: 's_card', region: 'gb' }),
      expected,
      period + payFee,
    );
  }
});

test('coverFee offers covering the fee on monthly contributions and requires it at 1.00', () => {
  const rows: [number, ContributionPeriod, boolean, CoverFee][] = [
    [100, 'monthly', true, 'required'],
    [50, 'monthly', true, 'required'],
    [101, 'monthly', true, 'optional'],
    [500, 'monthly', true, 'optional'],
    [100, 'annually', true, 'never'],
    [6000, 'annually', true, 'never'],
    [100, 'monthly', false, 'never'],
    [500, 'monthly', false, 'never'],
  ];
  for (const [amount, period, showAbsorbFee, expected] of rows) {
    assert.equal(coverFee(amount, period, showAbsorbFee), expected, `${amount} ${period} ${showAbsorbFee}`);
  }
});
