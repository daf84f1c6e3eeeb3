import { readerErrorCatalogue, readerTexts, type MessageDescriptor } from '@masthead/core';

/**
 * The catalogue's texts (core's errors.ts, docs/product/errors.md) for what joining
 * can meet that core's reader subset (reader-errors.ts) lacks. They are
 * written here with the catalogue's own ids so that the widgets catalog
 * carries their translations; `join-error-texts.test.ts` fails the moment
 * one differs from core's. Core should move them into reader-errors.ts,
 * and this table then goes.
 */
export const joinErrorTexts = {
  'payment-provider-failed': /*i18n*/ {
    id: 'error.payment-provider-failed',
    message: 'The payment provider did not answer. Nothing was charged; please try again in a moment.',
  },
  'payment-refused': /*i18n*/ {
    id: 'error.payment-refused',
    message: 'The payment could not be set up. Please check your details or choose another payment method.',
  },
  'payment-method-unavailable': /*i18n*/ {
    id: 'error.payment-method-unavailable',
    message: 'This payment method is not available. Please choose another one.',
  },
  'payment-flow-used': /*i18n*/ { id: 'error.payment-flow-used', message: 'This payment step was already completed.' },
  'join-flow-expired': /*i18n*/ {
    id: 'error.join-flow-expired',
    message: 'This confirmation link has expired or is not valid. Please join again.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The text for an API error code met while joining; anything else is the generic "please try again". */
export function joinErrorText(code: string): MessageDescriptor {
  if (Object.hasOwn(joinErrorTexts, code)) return joinErrorTexts[code as keyof typeof joinErrorTexts];
  if (code !== 'network' && Object.hasOwn(readerErrorCatalogue, code)) {
    return readerErrorCatalogue[code as keyof typeof readerErrorCatalogue].text;
  }
  return readerTexts.serverError;
}
