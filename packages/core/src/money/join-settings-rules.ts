import type { FieldError } from '../errors.ts';
import { fromCents, toCents } from './cents.ts';
import { minimumAmount } from './contribution-amount.ts';
import type { ContributionPeriod, ContributionSettings } from './contribution-types.ts';

/** The fields of content/join that the rules judge together. */
export interface JoinAmountSettings extends Pick<ContributionSettings, 'minMonthlyAmount' | 'periods'> {
  initialAmount: number;
  initialPeriod: ContributionPeriod;
}

/**
 * Checks the amounts of content/join as a whole, after a PATCH is merged:
 * every amount a whole number of cents, each period named once, suggested
 * amounts and the initial amount at least the minimum of their period (the
 * form must not suggest what the server refuses). Field errors of a 422;
 * none when the settings are fine.
 * @example checkJoinSettings({minMonthlyAmount: 5, initialAmount: 3, initialPeriod: 'monthly', periods: []})
 * // [{field: 'initialAmount', rule: 'min', params: {min: 5}}]
 */
export function checkJoinSettings(settings: JoinAmountSettings): FieldError[] {
  const errors: FieldError[] = [];
  const cents = (field: string, amount: number) => {
    const value = toCents(amount);
    if (value === null) errors.push({ field, rule: 'currency' });
    return value;
  };
  const atLeast = (field: string, amount: number, period: ContributionPeriod) => {
    const value = cents(field, amount);
    const minimum = minimumAmount(settings, period);
    if (value !== null && value < minimum) errors.push({ field, rule: 'min', params: { min: fromCents(minimum) } });
  };
  cents('minMonthlyAmount', settings.minMonthlyAmount);
  const seen = new Set<string>();
  settings.periods.forEach((entry, i) => {
    if (seen.has(entry.name)) errors.push({ field: `periods.${i}.name`, rule: 'unique' });
    seen.add(entry.name);
    entry.presetAmounts.forEach((amount, j) => atLeast(`periods.${i}.presetAmounts.${j}`, amount, entry.name));
  });
  atLeast('initialAmount', settings.initialAmount, settings.initialPeriod);
  return errors;
}
