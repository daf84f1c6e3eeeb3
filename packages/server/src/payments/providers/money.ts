import { toCents, type Cents } from '@masthead/core';

/**
 * Masthead speaks major units (a contribution of 5 is £5, docs/product/api.md,
 * "Shapes worth knowing": `contributionMonthlyAmount`); Stripe and GoCardless
 * speak minor units (500). Amounts become cents with core's `toCents` and back with
 * `fromCents`; an amount sent to a provider must also be positive. Every
 * currency Masthead serves (GBP, EUR, CAD) has two decimals.
 */

/**
 * A positive amount in major units as cents, for a provider. Throws a
 * RangeError for zero, negatives, non-numbers and fractions of a cent, so a
 * bad amount never reaches a provider.
 * @example positiveCents(5.5) // 550
 */
export function positiveCents(amount: number): Cents {
  const cents = toCents(amount);
  if (cents === null || cents === 0) throw new RangeError(`Not a positive amount with at most two decimals: ${amount}`);
  return cents;
}
