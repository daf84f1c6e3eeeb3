/**
 * The currencies GoCardless collects, upper case: the SDK's `PaymentCurrency`
 * written out, so the provider checks its currency at start without loading
 * the SDK (gocardless-currency.test.ts keeps the two equal).
 */
export const goCardlessCurrencies = ['AUD', 'CAD', 'DKK', 'EUR', 'GBP', 'NZD', 'SEK', 'USD'] as const;

export type GoCardlessCurrency = (typeof goCardlessCurrencies)[number];

/**
 * A currency code GoCardless collects in; throws for any other.
 * @example goCardlessCurrency('gbp') // 'GBP'
 */
export function goCardlessCurrency(code: string): GoCardlessCurrency {
  const upper = code.toUpperCase();
  const known = (goCardlessCurrencies as readonly string[]).includes(upper);
  if (!known) throw new RangeError(`GoCardless does not collect ${code}`);
  return upper as GoCardlessCurrency;
}
