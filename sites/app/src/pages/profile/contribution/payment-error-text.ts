import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@masthead/client';
import { errorCatalogue } from '@masthead/core';
import { errorText } from '../../../common/error-text.ts';

/**
 * What a payment step says when it fails: the catalogue text, as `errorText`
 * gives it, and also for the provider's own 502 (`payment-provider-failed`),
 * whose text tells the member that nothing was charged, where any other 5xx
 * is left to the app's generic notification.
 */
export function paymentErrorText(error: unknown): MessageDescriptor | null {
  if (error instanceof ApiError && error.code === 'payment-provider-failed') return errorCatalogue[error.code].text;
  return errorText(error);
}
