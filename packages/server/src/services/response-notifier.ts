import { defaultGeneralSettings } from '@masthead/core';
import { createRecentCache } from '../db/recent-cache.ts';
import type { Mailer, MailerLog } from '../email/index.ts';
import type { CalloutRepository, CalloutRow } from '../repositories/callout-repository.ts';
import { displayName } from '../serialisers/contact.ts';
import type { ResponseRepository } from '../repositories/response-repository.ts';
import { contentSections, type ContentRepository } from '../repositories/content-repository.ts';

export interface ResponseNotifierOptions {
  callouts: Pick<CalloutRepository, 'variants'>;
  responses: Pick<ResponseRepository, 'adminRecipients'>;
  content: ContentRepository;
  mailer: Pick<Mailer, 'send'>;
  log: Pick<MailerLog, 'error'>;
  now: () => Date;
}

export interface NewResponseEvent {
  callout: Pick<CalloutRow, 'id' | 'slug'>;
  number: number;
  /** The respondent's email and name, when the call-out collected an email; null otherwise. */
  respondent: { email: string; name: string } | null;
}

export interface ResponseNotifier {
  /**
   * Starts the emails of one new response and returns at once: a
   * confirmation to the respondent and a notification to every admin. A
   * failure is logged, never thrown, so it cannot fail the submission.
   */
  responseReceived(event: NewResponseEvent): void;
  /** Resolves when every email started so far is sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

/** How old a cached title or admin list may be. */
const recentMs = 1000;

/** The app's pages the emails link to (SPEC.md s. 2). */
export const responseEmailPaths = {
  callout: (slug: string) => `/crowdnewsroom/${encodeURIComponent(slug)}`,
  responses: (id: string) => `/admin/crowdnewsroom/view/${id}/responses`,
};

/**
 * Emails about new responses, sent after the response is committed and
 * outside the request: a slow or broken mail server never slows or fails a
 * submission. Texts are in the organisation's locale (general settings).
 * @example notifier.responseReceived({callout: row, number: 3, respondent: {email, name}})
 */
export function createResponseNotifier(options: ResponseNotifierOptions): ResponseNotifier {
  const { callouts, responses, content, mailer, log, now } = options;
  const pending = new Set<Promise<void>>();
  // Every response reads these; a title or an admin changed a moment ago
  // reaches the emails within a second.
  const titles = createRecentCache<string | null>(recentMs);
  const admins = createRecentCache<Awaited<ReturnType<typeof responses.adminRecipients>>>(recentMs);

  const send = async ({ callout, number, respondent }: NewResponseEvent) => {
    // Read once for every email of this response (the mailer would read them per email).
    const settings = await content.getRecent(contentSections.general, defaultGeneralSettings);
    const { siteUrl, locale } = settings;
    const defaultTitle = await titles.get(callout.id, async () => {
      const variants = (await callouts.variants([callout.id])).get(callout.id) ?? [];
      return variants.find((variant) => variant.name === 'default')?.title ?? null;
    });
    const title = defaultTitle ?? callout.slug;
    const site = URL.canParse(siteUrl) ? siteUrl.replace(/\/+$/, '') : null;
    const jobs: Promise<void>[] = [];
    if (respondent) {
      jobs.push(
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
        }),
      );
    }
    if (site) {
      for (const admin of await admins.get('', () => responses.adminRecipients(now()))) {
        jobs.push(
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
          }),
        );
      }
    }
    const results = await Promise.allSettled(jobs);
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      // The mailer logged each failure already, with the recipient left out.
      log.error({ calloutId: callout.id, number, failed: failed.length }, 'response emails failed');
    }
  };

  return {
    responseReceived(event) {
      const job = send(event)
        .catch((error: unknown) => log.error({ calloutId: event.callout.id, err: error }, 'response emails failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
