import type { NewsletterStatus } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { PermanentJobError, type JobHandler } from '../kernel/jobs/job-runner.ts';
import { ProviderError, type NewsletterProvider } from './newsletter-provider.ts';
import type { NewsletterSettingsRepository, StoredNewsletterSettings } from './newsletter-settings.ts';

export const pushJobKind = 'newsletter-push';

/** A push job's payload, as the contacts trigger writes it. */
export interface PushPayload {
  contactId: string;
  /** The address before a change, which the provider still knows. */
  previousEmail?: string;
  /** The address of a deleted contact: the provider forgets them too. */
  erasedEmail?: string;
}

export interface PushOptions {
  db: Kysely<Database>;
  settings: NewsletterSettingsRepository;
  providerFor: (settings: StoredNewsletterSettings) => NewsletterProvider | null;
}

/**
 * The `newsletter-push` job: sends one contact's status, groups and address
 * as they are now (several changes while it waited are one push). Without
 * a provider the job is dropped. A refusal of the data fails it at once; an
 * outage is retried by the queue.
 */
export function createPushHandler({ db, settings, providerFor }: PushOptions): JobHandler {
  return async (job) => {
    const provider = providerFor(await settings.get());
    if (!provider) return;
    const payload = job.payload as unknown as PushPayload;
    try {
      if (payload.erasedEmail) {
        await provider.erase(payload.erasedEmail);
        if (payload.previousEmail) await provider.erase(payload.previousEmail);
        return;
      }
      const contact = await db
        .selectFrom('contacts')
        .select(['email', 'newsletter_status', 'newsletter_groups'])
        .where('id', '=', payload.contactId)
        .executeTakeFirst();
      if (!contact) return;
      await provider.push({
        email: contact.email,
        ...(payload.previousEmail ? { previousEmail: payload.previousEmail } : {}),
        status: contact.newsletter_status as NewsletterStatus,
        groups: contact.newsletter_groups,
      });
    } catch (error) {
      if (error instanceof ProviderError && error.permanent) throw new PermanentJobError(error.message);
      throw error;
    }
  };
}
