import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NewsletterStatus } from '@masthead/core';
import type { RoleDraftError } from './role-dates.ts';

/** The newsletter statuses of docs/product/entities.md ("Contact"), as an admin reads them on a contact. */
export const newsletterStatusTexts: Record<NewsletterStatus, MessageDescriptor> = {
  subscribed: msg`Subscribed`,
  unsubscribed: msg`Unsubscribed`,
  pending: msg`Waiting for the contact to confirm`,
  cleaned: msg`Not deliverable (removed by the newsletter service)`,
  none: msg`Not subscribed`,
};

/** What is wrong with a role's dates, on the date field concerned. */
export const roleDraftTexts: Record<RoleDraftError, MessageDescriptor> = {
  startRequired: msg`Choose the day the role starts.`,
  expiryRequired: msg`Choose the day the role expires.`,
  expiryBeforeStart: msg`Choose an expiry day after the start.`,
};
