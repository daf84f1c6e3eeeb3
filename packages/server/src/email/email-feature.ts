import type { AppKit } from '../app-kit.ts';
import { dayMs, pruneTask, type Feature } from '../kernel/feature.ts';
import { createEmailQueue, createEmailTemplateRepository, createOutboxRepository } from './index.ts';
import { emailTemplateRoutes } from './email-template-routes.ts';
import { outboxRoutes } from './outbox-routes.ts';

/** Sent emails are kept this long in the outbox (email/README.md); failed ones until an admin acts. */
const keepSentEmailsMs = 30 * dayMs;

/** Email for admins: the outbox (and sending a failed email again), and the texts they edit. */
export function emailFeature({ db, contacts, content, mailer, now }: AppKit): Feature {
  const outbox = createOutboxRepository({ db });
  return {
    api(api) {
      const queue = createEmailQueue({ db, now });
      api.register(outboxRoutes, { outbox, contacts, queue, kick: () => mailer.kick?.() });
      api.register(emailTemplateRoutes, { templates: createEmailTemplateRepository({ db }), content });
    },
    tasks: [pruneTask('sent-email-prune', keepSentEmailsMs, now, (before) => outbox.removeSentBefore(before))],
  };
}
