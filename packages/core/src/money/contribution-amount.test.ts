import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minimumAmount, suggestedAmounts } from './contribution-amount.ts';
import type { ContributionPeriod } from './contribution-types.ts';

test('minimumAmount is the monthly minimum, twelve times for a year', () => {
  const rows: [number, ContributionPeriod, number][] = [
    [1, 'monthly', 100],
    [1, 'annually', 1200],
    [3, 'monthly', 300],
    [3, 'annually', 3600],
    [2.5, 'annually', 3000],
    [0, 'monthly', 1], // never a contribution of nothing
    [0, 'annually', 12],
  ];
  for (const [minMonthlyAmount, period, expected] of rows) {
    assert.equal(minimumAmount({ minMonthlyAmount }, period), expected, `${minMonthlyAmount} ${period}`);
  }
});

test('suggestedAmounts lists the presets of a period at or above the minimum', () => {
  const settings = {
    minMonthlyAmount: 3,
    periods: [
      { name: 'monthly' as const, presetAmounts: [10, 1, 5, 3, 5] },
      { name: 'annually' as const, presetAmounts: [120, 36, 30, 60] },
    ],
  };
  assert.deepEqual(suggestedAmounts(settings, 'monthly'), [300, 500, 1000]);
  assert.deepEqual(suggestedAmounts(settings, 'annually'), [3600, 6000, 12000]);
  assert.deepEqual(suggestedAmounts({ minMonthlyAmount: 1, periods: [] }, 'annually'), []);
  assert.deepEqual(
    suggestedAmounts({ minMonthlyAmount: 1, periods: [{ name: 'monthly', presetAmounts: [2.5] }] }, 'monthly'),
    [250],
  );
});
