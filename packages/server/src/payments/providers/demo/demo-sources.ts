import { PaymentMethod } from '@masthead/core';
import type { PaymentSource } from '../payment-source.ts';

/** What the member entered on the demo checkout, as far as a payment source tells. */
export interface DemoPayer {
  email: string;
  firstname: string | null;
  lastname: string | null;
}

/**
 * The made-up payment source a completed demo checkout sets up, in the shapes
 * of docs/product/api.md, with the providers' published test details (Stripe's 4242 card,
 * the SEPA test IBAN DE89 3704 0044 0532 0130 00, Bacs 10-88-00 00012345,
 * GoCardless's sandbox account ending 11). iDEAL sets up SEPA Direct Debit
 * from a Dutch account, as Stripe's does.
 * @example demoPaymentSource('s_card', payer, new Date('2026-05-01')) // {method: 's_card', last4: '4242', expiryMonth: 5, expiryYear: 2029}
 */
export function demoPaymentSource(method: PaymentMethod, payer: DemoPayer, at: Date): PaymentSource {
  switch (method) {
    case PaymentMethod.StripeCard:
      return { method, last4: '4242', expiryMonth: at.getUTCMonth() + 1, expiryYear: at.getUTCFullYear() + 3 };
    case PaymentMethod.StripeSepa:
      return { method, country: 'DE', bankCode: '37040044', branchCode: '', last4: '3000' };
    case PaymentMethod.StripeIdeal:
      return { method: PaymentMethod.StripeSepa, country: 'NL', bankCode: 'ABNA', branchCode: '', last4: '4300' };
    case PaymentMethod.StripeBacs:
      return { method, sortCode: '108800', last4: '2345' };
    case PaymentMethod.StripePayPal:
      return { method, payerEmail: payer.email };
    case PaymentMethod.DirectDebit: {
      const name = [payer.firstname, payer.lastname].filter(Boolean).join(' ');
      return { method, bankName: 'Demo Bank', accountHolderName: name || payer.email, accountNumberEnding: '11' };
    }
  }
}
