import type { AppKit } from '../app-kit.ts';
import { dayMs, type Feature } from '../kernel/feature.ts';
import type { EmailChange } from '../accounts/email-change.ts';
import { createNewsletter, newsletterRoutes } from './index.ts';

/** Done jobs are kept this long (a sync's progress stays readable). */
const keepDoneJobsMs = 30 * dayMs;

/**
 * The newsletter provider (newsletter/README.md): its settings, pushes and
 * syncs as jobs, its webhook, and the nightly reconciliation (which also
 * prunes the queue's done jobs).
 */
export function newsletterFeature(kit: AppKit, { emailChange }: { emailChange: EmailChange }): Feature {
  const { app, db, contacts, siteUrl, jobs, now, options } = kit;
  const newsletter = createNewsletter({
    db,
    queue: jobs.queue,
    mailchimpBaseUrl: options.newsletter?.mailchimpBaseUrl ?? null,
    ...(options.newsletter?.pageSize ? { pageSize: options.newsletter.pageSize } : {}),
  });
  // A subscriber who changed their address at the provider is sent Masthead's change-email link.
  const requestEmailChange = async (contactId: string, newEmail: string) => {
    const contact = await contacts.findById(contactId);
    // The newsletter provider acts as no more than an admin, and whoever holds its webhook
    // address could send this: an admin's or superadmin's login moves only from Masthead.
    const staff = contact && (await contacts.activeRoles(contact.id, now())).some((role) => role !== 'member');
    if (staff) app.log.info({ contactId }, 'an email change from the newsletter provider for staff was ignored');
    // The provider is told the event arrived either way: a link that could not be sent is logged.
    else if (contact)
      await emailChange
        .request(contact, newEmail, { byAdmin: false })
        .catch((error: unknown) => app.log.error({ err: error }, 'the change-email link could not be sent'));
  };
  return {
    api(api) {
      api.register(newsletterRoutes, {
        ...{ settings: newsletter.settings, contacts: newsletter.contacts, applyWebhook: newsletter.applyWebhook },
        ...{ queue: jobs.queue, providerFor: newsletter.providerFor, siteUrl, kick: jobs.kick, requestEmailChange },
      });
    },
    jobs: newsletter.handlers,
    tasks: [
      {
        // The newsletter's reconciliation: one job a day is made and run once.
        name: 'newsletter-nightly',
        everyMs: dayMs,
        run: async () => {
          await newsletter.queueNightly(now());
          await jobs.queue.prune(new Date(now().getTime() - keepDoneJobsMs));
        },
      },
    ],
  };
}
