import { normalEmail, type NewsletterStatus } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { withJobs, type JobQueue } from '../kernel/jobs/job-queue.ts';
import type { JobHandler } from '../kernel/jobs/job-runner.ts';
import { applyFromProvider, contactsByEmail, differenceFrom } from './newsletter-apply.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';
import { pushJobKind } from './newsletter-push.ts';
import type { NewsletterSettingsRepository, StoredNewsletterSettings } from './newsletter-settings.ts';

export const syncJobKind = 'newsletter-sync';

export interface SyncProgress {
  done: number;
  total: number;
  failed: number;
}

export interface SyncOptions {
  db: Kysely<Database>;
  queue: JobQueue;
  settings: NewsletterSettingsRepository;
  providerFor: (settings: StoredNewsletterSettings) => NewsletterProvider | null;
  /** Members read per call (Mailchimp allows 1000). */
  pageSize?: number;
}

/**
 * The `newsletter-sync` job, nightly and on "Sync now": reads the whole
 * audience, page by page, and brings both sides together.
 *
 * - A member whose contact differs and has no push waiting or failed:
 *   the change was made in the provider, which wins; it is applied here.
 * - A contact with a push waiting or failed: Masthead changed since, and
 *   that push will win; nothing is applied.
 * - A contact with a status other than `none` that the provider lacks:
 *   never pushed (set before the provider was), so it is pushed now.
 * - Members without a contact stay the provider's (no contact is made).
 *
 * Progress is `{done, total, failed}`: members read plus contacts pushed.
 */
export function createSyncHandler({ db, queue, settings, providerFor, pageSize = 500 }: SyncOptions): JobHandler {
  return async (_job, context) => {
    const provider = providerFor(await settings.get());
    const progress: SyncProgress = { done: 0, total: 0, failed: 0 };
    if (!provider) return context.report({ ...progress });
    const seen = new Set<string>();
    for (let offset = 0; ; offset += pageSize) {
      const page = await provider.members(offset, pageSize);
      progress.total = Math.max(page.total, offset + page.members.length);
      const contacts = new Map(
        (
          await contactsByEmail(
            db,
            page.members.map((member) => member.email),
          )
        ).map((c) => [normalEmail(c.email), c]),
      );
      const waiting = await withPushWaiting(
        db,
        [...contacts.values()].map((contact) => contact.id),
      );
      const changes = [];
      for (const member of page.members) {
        const contact = contacts.get(normalEmail(member.email));
        if (!contact) continue;
        seen.add(contact.id);
        if (waiting.has(contact.id)) continue;
        const change = differenceFrom(contact, member);
        if (change) changes.push(change);
      }
      await applyFromProvider(db, changes);
      progress.done = offset + page.members.length;
      await context.report({ ...progress });
      if (page.members.length < pageSize) break;
    }
    const unknown = (await wantingProvider(db)).filter((contact) => !seen.has(contact.id));
    const waiting = await withPushWaiting(
      db,
      unknown.map((contact) => contact.id),
    );
    const toPush = unknown.filter((contact) => !waiting.has(contact.id));
    progress.total = progress.done + toPush.length;
    for (const [index, contact] of toPush.entries()) {
      try {
        await provider.push(contact);
      } catch {
        // Queued as any change is: retried with back-off, listed if it keeps failing.
        progress.failed += 1;
        await queue.enqueue({
          kind: pushJobKind,
          payload: { contactId: contact.id },
          dedupeKey: `${pushJobKind}:${contact.id}`,
        });
      }
      progress.done += 1;
      if (index % 50 === 49 || index === toPush.length - 1) await context.report({ ...progress });
    }
  };
}

/** Of these contacts, those with a push waiting, running or failed. */
async function withPushWaiting(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await withJobs(db)
    .selectFrom('jobs')
    .select(sql<string>`payload->>'contactId'`.as('id'))
    .where('kind', '=', pushJobKind)
    .where('state', 'in', ['pending', 'running', 'failed'])
    .where(
      'dedupe_key',
      'in',
      ids.map((id) => `${pushJobKind}:${id}`),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Contacts Masthead has a newsletter status for (anything but `none`). */
async function wantingProvider(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('contacts')
    .select(['id', 'email', 'newsletter_status', 'newsletter_groups'])
    .where('newsletter_status', '<>', 'none')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.newsletter_status as NewsletterStatus,
    groups: row.newsletter_groups,
  }));
}
