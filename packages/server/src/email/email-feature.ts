import type { AppKit } from '../app-kit.ts';
import { dayMs, pruneTask, type Feature } from '../kernel/feature.ts';
import { createEmailTemplateRepository, createOutboxRepository } from './index.ts';
import { emailTemplateRoutes } from './email-template-routes.ts';
import { outboxRoutes } from './outbox-routes.ts';

/** Sent emails are kept this long in the outbox (email/README.md); failed ones until an admin acts. */
const keepSentEmailsMs = 30 * dayMs;

/**
 * Email: sending what the mailer queued (with SMTP, `send-email` jobs on the
 * one runner), and for admins the outbox (sending a failed email again) and
 * the texts they edit.
 */
export function emailFeature({ db, contacts, content, mailer, jobs, limiter, now }: AppKit): Feature {
  const outbox = createOutboxRepository({ db, now });
  return {
    api(api) {
      api.register(outboxRoutes, { outbox, contacts, kick: jobs.kick });
      api.register(emailTemplateRoutes, {
        templates: createEmailTemplateRepository({ db }),
        content,
        mailer,
        contacts,
        limiter,
      });
    },
    jobs: mailer.handlers ?? {},
    tasks: [pruneTask('sent-email-prune', keepSentEmailsMs, now, (before) => outbox.removeSentBefore(before))],
  };
}
