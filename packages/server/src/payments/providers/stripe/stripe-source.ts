import { PaymentMethod } from '@masthead/core';
import type Stripe from 'stripe';
import type { PaymentSource } from '../payment-source.ts';

/**
 * What a Stripe PaymentMethod is, in the `paymentSource` shape of docs/product/api.md. Only
 * the kinds Masthead sets up appear here; iDEAL never does, because its
 * setup leaves a SEPA Direct Debit method to charge.
 */
export function stripePaymentSource(method: Stripe.PaymentMethod): PaymentSource {
  const { card, sepa_debit: sepa, bacs_debit: bacs, paypal } = method;
  if (method.type === 'card' && card) {
    return {
      method: PaymentMethod.StripeCard,
      last4: card.last4,
      expiryMonth: card.exp_month,
      expiryYear: card.exp_year,
    };
  }
  if (method.type === 'sepa_debit' && sepa) {
    return {
      method: PaymentMethod.StripeSepa,
      country: sepa.country ?? '',
      bankCode: sepa.bank_code ?? '',
      branchCode: sepa.branch_code ?? '',
      last4: sepa.last4 ?? '',
    };
  }
  if (method.type === 'bacs_debit' && bacs) {
    return { method: PaymentMethod.StripeBacs, sortCode: bacs.sort_code ?? '', last4: bacs.last4 ?? '' };
  }
  if (method.type === 'paypal' && paypal)
    return { method: PaymentMethod.StripePayPal, payerEmail: paypal.payer_email ?? '' };
  throw new TypeError(`Stripe payment method ${method.id} is of a kind Masthead does not charge: ${method.type}`);
}
