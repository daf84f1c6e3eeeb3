import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentStatus } from '@masthead/core';
import type { PaymentSort } from './payment-query.ts';

/** The statuses of docs/product/entities.md ("Payment"), as the payments list names them. */
export const paymentStatusTexts: Record<PaymentStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  pending: msg`Pending`,
  successful: msg`Successful`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

export const paymentStatuses = Object.keys(paymentStatusTexts) as PaymentStatus[];

export const paymentSortTexts: Record<PaymentSort, MessageDescriptor> = {
  'chargeDate:DESC': msg`Newest first`,
  'chargeDate:ASC': msg`Oldest first`,
  'amount:DESC': msg`Largest amount first`,
  'amount:ASC': msg`Smallest amount first`,
};
