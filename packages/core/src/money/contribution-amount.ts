import type { Cents } from './cents.ts';
import { ContributionPeriod, type ContributionSettings } from './contribution-types.ts';

/** Settings hold decimals already validated as amounts; this only moves them to cents. */
const settingCents = (amount: number): Cents => Math.round(amount * 100);

/**
 * The least a member may give per period: the configured monthly minimum,
 * twelve times over for a year, and never less than one cent (a contribution
 * of nothing is no contribution).
 * @example minimumAmount({minMonthlyAmount: 3, ...}, 'annually') // 3600
 */
export function minimumAmount(
  settings: Pick<ContributionSettings, 'minMonthlyAmount'>,
  period: ContributionPeriod,
): Cents {
  const monthly = Math.max(1, settingCents(settings.minMonthlyAmount));
  return period === ContributionPeriod.Annually ? monthly * 12 : monthly;
}

/**
 * The amounts the join form suggests for a period, in cents, ascending,
 * without repeats. A preset under the minimum is left out: the form would
 * offer an amount the server then refuses. A period with no presets suggests none.
 * @example suggestedAmounts({minMonthlyAmount: 3, periods: [{name: 'monthly', presetAmounts: [10, 1, 5]}]}, 'monthly') // [500, 1000]
 */
export function suggestedAmounts(
  settings: Pick<ContributionSettings, 'minMonthlyAmount' | 'periods'>,
  period: ContributionPeriod,
): Cents[] {
  const minimum = minimumAmount(settings, period);
  const presets = settings.periods.find((entry) => entry.name === period)?.presetAmounts ?? [];
  const amounts = presets.map(settingCents).filter((amount) => amount >= minimum);
  return [...new Set(amounts)].sort((a, b) => a - b);
}
