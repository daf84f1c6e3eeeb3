import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutboxStatus } from '@masthead/core';

/** Where an email is, as the admin's emails page names it (server email/README.md). */
export const emailStatusTexts: Record<OutboxStatus, MessageDescriptor> = {
  kept: msg`Kept, not sent (no mail server set)`,
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
};
