import { defaultGeneralSettings } from '@masthead/core';
import { createRecentCache } from '../kernel/db/recent-cache.ts';
import type { Mailer, MailerLog } from '../email/index.ts';
import { PermanentJobError, type JobHandlerEntry } from '../kernel/jobs/index.ts';
import type { CalloutRepository } from '../callouts/callout-repository.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import type { ResponseRepository } from './response-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';

export interface ResponseNotifierOptions {
  callouts: Pick<CalloutRepository, 'variants'>;
  responses: Pick<ResponseRepository, 'adminRecipients' | 'findForEmails'>;
  content: ContentRepository;
  mailer: Pick<Mailer, 'send'>;
  log: Pick<MailerLog, 'error'>;
  now: () => Date;
}

/** The job a submission queues with its response (`{responseId}`): the response's emails. */
export const responseEmailsJob = 'response-emails';

/**
 * How long a server's claim on a response's emails holds: they take well
 * under a second, so a killed server's claim is taken over within a minute;
 * a run that outlasts it queues no email twice (each has its key).
 */
export const responseEmailsLeaseMs = 60_000;

export interface ResponseNotifier {
  /**
   * Queues the emails of one response in the outbox: a confirmation to the
   * respondent and a notification to every admin. Each email has a key, so
   * running this again (a job tried again after a crash) queues none twice.
   * Throws when one could not be queued, after queuing the others.
   */
  emailsFor(responseId: string): Promise<void>;
  /** The job runner's handler of `response-emails`, which calls `emailsFor`. */
  handlers: Readonly<Record<string, JobHandlerEntry>>;
}

/** How old a cached title or admin list may be. */
const recentMs = 1000;

/** The app's pages the emails link to (docs/product/screens.md, "Routes"). */
export const responseEmailPaths = {
  callout: (slug: string) => `/crowdnewsroom/${encodeURIComponent(slug)}`,
  responses: (id: string) => `/admin/crowdnewsroom/view/${id}/responses`,
};

/**
 * Emails about new responses. The submission queues a `response-emails`
 * job in the response's own transaction and kicks the job runner after the
 * commit, so the emails are in the outbox within about a second, a slow
 * mail server never slows or fails a submission, and a crash after the
 * commit loses no email: any server's runner finds the job (kernel/jobs/README.md).
 * Texts are in the organisation's locale (general settings).
 * @example createJobRunner({queue, handlers: {...createResponseNotifier(options).handlers}, log})
 */
export function createResponseNotifier(options: ResponseNotifierOptions): ResponseNotifier {
  const { callouts, responses, content, mailer, log, now } = options;
  // Every response reads these; a title or an admin changed a moment ago
  // reaches the emails within a second.
  const titles = createRecentCache<string | null>(recentMs);
  const admins = createRecentCache<Awaited<ReturnType<typeof responses.adminRecipients>>>(recentMs);

  const emailsFor = async (responseId: string) => {
    const response = await responses.findForEmails(responseId);
    // Erased before its emails went: nobody is told of it.
    if (!response) return;
    const { id, callout, number, respondent } = response;
    // Read once for every email of this response (the mailer would read them per email).
    const settings = await content.getRecent(contentSections.general, defaultGeneralSettings);
    const { siteUrl, locale } = settings;
    const defaultTitle = await titles.get(callout.id, async () => {
      const variants = (await callouts.variants([callout.id])).get(callout.id) ?? [];
      return variants.find((variant) => variant.name === 'default')?.title ?? null;
    });
    const title = defaultTitle ?? callout.slug;
    const site = URL.canParse(siteUrl) ? siteUrl.replace(/\/+$/, '') : null;
    const sends: Promise<void>[] = [];
    if (respondent) {
      sends.push(
        mailer.send({
          to: respondent.email,
          template: 'response-confirmation',
          locale,
          settings,
          data: {
            name: respondent.name,
            title,
            ...(site ? { url: site + responseEmailPaths.callout(callout.slug) } : {}),
          },
          dedupeKey: `response:${id}:confirmation`,
        }),
      );
    }
    if (site) {
      for (const admin of await admins.get('', () => responses.adminRecipients(now()))) {
        sends.push(
          mailer.send({
            to: admin.email,
            template: 'response-notification',
            locale,
            settings,
            data: {
              name: displayName(admin.firstname, admin.lastname, ''),
              title,
              number: String(number),
              url: site + responseEmailPaths.responses(callout.id),
            },
            dedupeKey: `response:${id}:admin:${admin.id}`,
          }),
        );
      }
    }
    const failed = (await Promise.allSettled(sends)).filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      // The mailer logged each failure already, with the recipient left out.
      log.error({ calloutId: callout.id, number, failed: failed.length }, 'response emails failed');
      // The job is tried again after its back-off; the emails queued this time are not queued again.
      throw new Error(`${failed.length} response emails could not be queued`);
    }
  };

  return {
    emailsFor,
    handlers: {
      [responseEmailsJob]: {
        run: async (job) => {
          const { responseId } = job.payload;
          if (typeof responseId !== 'string') throw new PermanentJobError('response-emails job without a responseId');
          await emailsFor(responseId);
        },
        // Each response's emails are their own small work: many responses at once are emailed together.
        concurrent: true,
        leaseMs: responseEmailsLeaseMs,
      },
    },
  };
}
