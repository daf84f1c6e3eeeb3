import type { PaymentMethod } from '@masthead/core';

/**
 * What a contact pays with, in the shape of ContributionInfo's `paymentSource`
 * (docs/product/api.md, "Shapes worth knowing"). A completed payment flow answers one, so the caller can
 * store it and show it without asking the provider again.
 */

export interface CardSource {
  method: typeof PaymentMethod.StripeCard;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** SEPA Direct Debit; iDEAL sets one of these up too (see README). */
export interface SepaSource {
  method: typeof PaymentMethod.StripeSepa;
  country: string;
  bankCode: string;
  branchCode: string;
  last4: string;
}

export interface BacsSource {
  method: typeof PaymentMethod.StripeBacs;
  sortCode: string;
  last4: string;
}

export interface PaypalSource {
  method: typeof PaymentMethod.StripePayPal;
  payerEmail: string;
}

export interface DirectDebitSource {
  method: typeof PaymentMethod.DirectDebit;
  bankName: string;
  accountHolderName: string;
  accountNumberEnding: string;
}

export type PaymentSource = CardSource | SepaSource | BacsSource | PaypalSource | DirectDebitSource;
