import { PaymentMethod, paymentMethods } from '@masthead/core';

/**
 * Which provider serves which of Masthead's payment methods. The methods
 * themselves (and the contribution periods) are core's: `PaymentMethod`,
 * `paymentMethods`, `ContributionPeriod` from `@masthead/core`.
 */

/** Methods GoCardless serves: Direct Debit through its hosted pages. */
export const goCardlessMethods = [PaymentMethod.DirectDebit] as const;
export type GoCardlessMethod = (typeof goCardlessMethods)[number];

/** Methods Stripe serves: every other one (card, SEPA Direct Debit, Bacs Direct Debit, PayPal, iDEAL). */
export type StripeMethod = Exclude<PaymentMethod, GoCardlessMethod>;

/**
 * The providers these adapters speak to. `demo` is Masthead's own stand-in
 * (`demo/`), serving every method when no provider keys are set; `providerOf`
 * names the real provider of a method.
 */
export const providerName = { stripe: 'stripe', gocardless: 'gocardless', demo: 'demo' } as const;
export type ProviderName = (typeof providerName)[keyof typeof providerName];

/** Whether a string is one of Masthead's payment method names. */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value);
}

/**
 * The provider that serves a payment method.
 * @example providerOf('s_sepa') // 'stripe'
 */
export function providerOf(method: PaymentMethod): ProviderName {
  return (goCardlessMethods as readonly PaymentMethod[]).includes(method)
    ? providerName.gocardless
    : providerName.stripe;
}

/** Whether a string is a payment method Stripe serves. */
export function isStripeMethod(value: string): value is StripeMethod {
  return isPaymentMethod(value) && providerOf(value) === providerName.stripe;
}

/** Methods Stripe serves, in core's order. */
export const stripeMethods: readonly StripeMethod[] = paymentMethods.filter(isStripeMethod);
