import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { PaymentMethod, type ContributionInfo, type ContributionPeriod } from '@masthead/core';

/** SPEC.md s. 3 "Payment methods", as members read them; the direct debits name their kind. */
export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  s_card: msg`Credit or debit card`,
  s_sepa: msg`SEPA Direct Debit`,
  s_bacs: msg`Bacs Direct Debit`,
  s_paypal: msg`PayPal`,
  s_ideal: msg`iDEAL`,
  'gc_direct-debit': msg`Direct Debit`,
};

export const periodLabels: Record<ContributionPeriod, MessageDescriptor> = {
  monthly: msg`Monthly`,
  annually: msg`Annually`,
};

/** "£5.00 per month", from an already formatted amount. */
export function perPeriod(i18n: I18n, money: string, period: ContributionPeriod): string {
  return period === 'annually' ? i18n._(msg`${money} per year`) : i18n._(msg`${money} per month`);
}

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  Object.values(PaymentMethod).includes(value as PaymentMethod);

type Source = NonNullable<ContributionInfo['paymentSource']>;

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** `108800` as `10-88-00`, as sort codes are written. */
const sortCode = (code: string) => code.replace(/^(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3');

/** A manual contribution: what the newsroom noted ("Standing order"), else a bank transfer, with its reference. */
function manualText(i18n: I18n, source: Source): string {
  const how = source.source?.trim() || i18n._(msg`Bank transfer`);
  const reference = source.reference?.trim();
  return reference ? i18n._(msg`${how} (reference ${reference})`) : how;
}

/**
 * The payment method in words, from API.md's `paymentSource` shapes:
 * "Card ending 4242, expires 12/2030", "Bank transfer (reference M-12)".
 * Details the source lacks are left out rather than shown empty.
 */
export function paymentSourceText(i18n: I18n, source: ContributionInfo['paymentSource']): string {
  if (!source) return i18n._(msg`No payment method`);
  const { method, last4, accountNumberEnding } = source;
  if (method === null) return manualText(i18n, source);
  if (method === 's_card' && last4 && source.expiryMonth && source.expiryYear) {
    const expiry = `${twoDigits(source.expiryMonth)}/${source.expiryYear}`;
    return i18n._(msg`Card ending ${last4}, expires ${expiry}`);
  }
  if ((method === 's_sepa' || method === 's_ideal') && last4) {
    return i18n._(msg`SEPA Direct Debit, account ending ${last4}`);
  }
  if (method === 's_bacs' && last4 && source.sortCode) {
    const code = sortCode(source.sortCode);
    return i18n._(msg`Bacs Direct Debit, sort code ${code}, account ending ${last4}`);
  }
  if (method === 's_paypal' && source.payerEmail) {
    const email = source.payerEmail;
    return i18n._(msg`PayPal (${email})`);
  }
  if (method === 'gc_direct-debit' && source.bankName && accountNumberEnding) {
    const bank = source.bankName;
    return i18n._(msg`Direct Debit from ${bank}, account ending ${accountNumberEnding}`);
  }
  return isPaymentMethod(method) ? i18n._(methodLabels[method]) : i18n._(msg`Other payment method`);
}
