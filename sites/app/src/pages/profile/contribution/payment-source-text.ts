import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ContributionInfo } from '@masthead/core';
import { isPaymentMethod, methodLabels } from '@masthead/forms/contribution';

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
 * The payment method in words, from the `paymentSource` shapes of docs/product/api.md:
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
