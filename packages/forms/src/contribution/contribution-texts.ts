import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { PaymentMethod, type ContributionPeriod } from '@masthead/core';

/**
 * The payment methods (docs/product/entities.md, Payment methods), as members read them; the direct debits name
 * their kind.
 */
export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  s_card: msg`Credit or debit card`,
  s_sepa: msg`SEPA Direct Debit`,
  s_bacs: msg`Bacs Direct Debit`,
  s_paypal: msg`PayPal`,
  s_ideal: msg`iDEAL`,
  'gc_direct-debit': msg`Direct Debit`,
};

/** The two periods as a choice reads them. */
export const periodLabels: Record<ContributionPeriod, MessageDescriptor> = {
  monthly: msg`Monthly`,
  annually: msg`Annually`,
};

/** "£5.00 per month", from an already formatted amount. */
export function perPeriod(i18n: I18n, money: string, period: ContributionPeriod): string {
  return period === 'annually' ? i18n._(msg`${money} per year`) : i18n._(msg`${money} per month`);
}

/** Whether a value (a stored `paymentSource.method`, an attribute) is one of the product's payment methods. */
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  Object.values(PaymentMethod).includes(value as PaymentMethod);
