import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import type { JobQueue } from '../kernel/jobs/job-queue.ts';
import type { JobHandlerEntry } from '../kernel/jobs/job-runner.ts';
import { createMailchimpProvider } from './mailchimp-provider.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';
import { createNewsletterRepository } from './newsletter-repository.ts';
import { createPushHandler, pushJobKind } from './newsletter-push.ts';
import { createNewsletterSettingsRepository, type StoredNewsletterSettings } from './newsletter-settings.ts';
import { createSyncHandler, syncJobKind } from './newsletter-sync.ts';
import { applyWebhookEvent, type EmailChangeRequest, type WebhookEvent } from './newsletter-webhook.ts';

export interface NewsletterOptions {
  db: Kysely<Database>;
  queue: JobQueue;
  /** Mailchimp's API address instead of its own (tests: a local double). */
  mailchimpBaseUrl?: string | null;
  /** Members read per page in a sync. */
  pageSize?: number;
}

/**
 * The newsletter provider's parts: its settings, the provider they make,
 * the job handlers (push one contact, sync everyone), its reads of
 * contacts, the webhook's effect, and a way to queue the nightly
 * reconciliation once for all servers.
 * @example const newsletter = createNewsletter({db, queue}); createJobRunner({queue, handlers: newsletter.handlers, log})
 */
export function createNewsletter({ db, queue, mailchimpBaseUrl = null, pageSize }: NewsletterOptions) {
  const settings = createNewsletterSettingsRepository({ db });
  const providerFor = (stored: StoredNewsletterSettings): NewsletterProvider | null =>
    stored.provider === 'mailchimp' ? createMailchimpProvider(stored, { baseUrl: mailchimpBaseUrl }) : null;
  const handlers: Record<string, JobHandlerEntry> = {
    [pushJobKind]: { run: createPushHandler({ db, settings, providerFor }) },
    [syncJobKind]: {
      run: createSyncHandler({ db, queue, settings, providerFor, ...(pageSize ? { pageSize } : {}) }),
      keep: true,
    },
  };
  return {
    settings,
    providerFor,
    handlers,
    contacts: createNewsletterRepository({ db }),
    /** Applies one provider webhook event to the contact it names (newsletter-webhook.ts). */
    applyWebhook(
      stored: StoredNewsletterSettings,
      provider: NewsletterProvider,
      event: WebhookEvent,
      requestEmailChange: EmailChangeRequest,
    ): Promise<void> {
      return applyWebhookEvent(db, stored, provider, event, requestEmailChange);
    },
    /** Queues the day's reconciliation; every server may call this, one job is made per day. */
    async queueNightly(day: Date): Promise<boolean> {
      if ((await settings.get()).provider === 'none') return false;
      const onceKey = `${syncJobKind}:${day.toISOString().slice(0, 10)}`;
      return (await queue.enqueue({ kind: syncJobKind, onceKey, maxAttempts: 3 })) !== null;
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
