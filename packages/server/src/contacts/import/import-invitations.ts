import { defaultGeneralSettings } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { AccountLinkRepository } from '../../accounts/account-link-repository.ts';
import { contentSections, type ContentRepository } from '../../content/content-repository.ts';
import type { Mailer } from '../../email/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import type { Database } from '../../kernel/db/database.ts';
import { enqueueWith, type Job, type JobHandlerEntry, type JobQueue } from '../../kernel/jobs/index.ts';
import type { RateLimiter } from '../../kernel/rate-limits/rate-limiter.ts';
import type { ContactRepository } from '../contact-repository.ts';
import { displayName } from '../contact-serialiser.ts';
import type { ImportRepository } from './import-repository.ts';

/** The job of one batch's invitations (`{importId, contactIds}`), queued with the batch's contacts. */
export const inviteJobKind = 'contact-import-invite';
/** The email's template (email/import-invite-email-template.ts; editable, a security email). */
export const inviteTemplate = 'contact-import-invite';
/** The app's page that takes the link: a reset-password link, there "Set your password". */
export const invitePath = '/auth/set-password';
/** One invitation per contact, ever: the outbox keeps at most one email with this key. */
export const inviteKey = (contactId: string) => `contact-import:invite:${contactId}`;

/**
 * Queues the invitations of a batch's new contacts, in the batch's own
 * transaction: they exist if and only if the contacts do, so a batch done
 * again after a crash (not committed the first time) queues them once, and
 * contacts a file finds again (a second run) are never invited.
 */
export async function queueInvitations(
  trx: Kysely<Database>,
  importId: string,
  batchEnd: number,
  contactIds: readonly string[],
  now: Date,
): Promise<void> {
  if (contactIds.length === 0) return;
  await enqueueWith(
    trx,
    [
      {
        kind: inviteJobKind,
        payload: { importId, contactIds: [...contactIds] },
        onceKey: `contact-import-invite:${importId}:${batchEnd}`,
      },
    ],
    now,
  );
}

export interface ImportInvitationOptions {
  db: Kysely<Database>;
  imports: Pick<ImportRepository, 'addInvited'>;
  contacts: Pick<ContactRepository, 'findById'>;
  links: Pick<AccountLinkRepository, 'create'>;
  content: Pick<ContentRepository, 'get'>;
  mailer: Pick<Mailer, 'send'>;
  limiter: Pick<RateLimiter, 'allows'>;
  queue: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}

const idsOf = (job: Job): string[] => {
  const { contactIds } = job.payload;
  return Array.isArray(contactIds) ? contactIds.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * The handler of `contact-import-invite`. For each contact of the job, in
 * order: skipped when invited before (the outbox has its key), erased since,
 * or with a password by now; else one hit on the site's `importInvitationSite`
 * limit (200 a minute, on every server together), a fresh set-password link
 * (a reset-password link: 24 hours, once, made now so it is young when it
 * leaves) and the email, queued in the outbox with its key. Once the limit
 * refuses, the contacts left go to a new job due when the window ends: a
 * bulk of 10,000 leaves over some 50 minutes, never as a flood to SMTP.
 * A job run again (a crash, a lease run out) sends nobody twice.
 */
export function createImportInvitations(options: ImportInvitationOptions): Record<string, JobHandlerEntry> {
  const { db, imports, contacts, links, content, mailer, limiter, queue, now } = options;
  const outbox = createOutboxRepository({ db });

  async function run(job: Job) {
    const importId = String(job.payload.importId);
    const ids = idsOf(job);
    const settings = await content.get(contentSections.general, defaultGeneralSettings);
    // The page opening the link; a site URL that is no address fails the job (retried once it is fixed).
    const page = `${settings.siteUrl.replace(/\/+$/, '')}${invitePath}`;
    if (!/^https?:$/.test(URL.canParse(page) ? new URL(page).protocol : '')) {
      throw new Error('The site URL of the general settings is not a web address');
    }
    let invited = 0;
    try {
      for (const [index, contactId] of ids.entries()) {
        const key = inviteKey(contactId);
        if (await outbox.hasKey(key)) continue;
        const contact = await contacts.findById(contactId);
        if (!contact || contact.password_hash) continue;
        const { allowed, retryAfter } = await limiter.allows('importInvitationSite', 'site');
        if (!allowed) {
          await queue.enqueue({
            kind: inviteJobKind,
            payload: { importId, contactIds: ids.slice(index) },
            runAt: new Date(now().getTime() + retryAfter * 1000),
          });
          return;
        }
        const token = await links.create('reset-password', contact.id, now());
        await mailer.send({
          to: contact.email,
          template: inviteTemplate,
          locale: settings.locale,
          settings,
          data: { name: displayName(contact.firstname, contact.lastname, ''), url: `${page}/${token}` },
          dedupeKey: key,
        });
        // Not stored when the recipient had too many emails this hour (the mailer's cap): not counted.
        if (await outbox.hasKey(key)) invited++;
      }
    } finally {
      await imports.addInvited(importId, invited);
    }
  }

  return {
    [inviteJobKind]: { run, leaseMs: 5 * 60_000 },
  };
}
