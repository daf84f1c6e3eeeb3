/**
 * Money in integer minor units (cents, pence), as the server keeps it
 * (CONTRIBUTING.md, Conventions). Amounts in the API are decimals in major units; they become cents
 * once, at the edge, and every rule of this folder works on cents.
 */

/** An amount in minor units: a non-negative safe integer. */
export type Cents = number;

/**
 * The cents of a decimal amount, or null when it is not a whole number of
 * cents (negative, more than two decimals, not finite, too large). Judged on
 * the value read back, so 0.29 is 29 and 0.1 + 0.2 is no amount.
 * @example toCents(12.34) // 1234
 * @example toCents(1.005) // null
 */
export function toCents(amount: number): Cents | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== amount) return null;
  return cents;
}

/**
 * The decimal amount of some cents, for the API.
 * @example fromCents(1234) // 12.34
 */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * `value * numerator / denominator`, rounded half up to a whole cent. Exact
 * for any safe integers (BigInt inside), so 1.5% of 3.00 is 5 cents, where
 * floating point would give 0.044999… and round down.
 * @example shareOf(300, 150, 10_000) // 5
 */
export function shareOf(value: Cents, numerator: number, denominator: number): Cents {
  if (![value, numerator, denominator].every(Number.isSafeInteger) || value < 0 || numerator < 0 || denominator <= 0) {
    throw new RangeError('shareOf takes non-negative safe integers and a positive denominator');
  }
  const product = BigInt(value) * BigInt(numerator);
  const whole = BigInt(denominator);
  // Half up: add half the denominator before dividing; twice both sides keeps it whole.
  return Number((2n * product + whole) / (2n * whole));
}
