import { sql, type Kysely } from 'kysely';
import { normalEmail, type NewsletterStatus } from '@masthead/core';
import type { Database } from '../kernel/db/database.ts';
import type { ProviderMember } from './newsletter-provider.ts';

export interface ContactNewsletter {
  id: string;
  email: string;
  status: NewsletterStatus;
  groups: string[];
}

/** What the provider says, as a change to a contact: `null` when they already agree. */
export function differenceFrom(contact: ContactNewsletter, member: ProviderMember): ContactNewsletter | null {
  const groups = mergeGroups(contact.groups, member);
  const same = contact.status === member.status && groups.join('\n') === contact.groups.join('\n');
  return same ? null : { ...contact, status: member.status, groups };
}

/**
 * The contact's groups after the provider's word: mapped groups as the
 * provider has them, the others (Masthead's only) as they were, in order.
 * @example mergeGroups(['local', 'weekly'], {groups: ['daily'], mappedGroups: ['weekly', 'daily'], …}) // ['local', 'daily']
 */
export function mergeGroups(
  current: readonly string[],
  member: Pick<ProviderMember, 'groups' | 'mappedGroups'>,
): string[] {
  const kept = current.filter((group) => !member.mappedGroups.includes(group) || member.groups.includes(group));
  return [...kept, ...member.groups.filter((group) => !current.includes(group))];
}

/** Contacts by address (case-insensitive), with their newsletter status and groups. */
export async function contactsByEmail(db: Kysely<Database>, emails: readonly string[]): Promise<ContactNewsletter[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom('contacts')
    .select(['id', 'email', 'newsletter_status', 'newsletter_groups'])
    .where(
      sql`lower(email)`,
      'in',
      emails.map((email) => normalEmail(email)),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.newsletter_status as NewsletterStatus,
    groups: row.newsletter_groups,
  }));
}

/**
 * Saves what the provider said, marked as the provider's so the contacts
 * trigger does not push it back (0027-jobs-and-newsletter.sql).
 */
export async function applyFromProvider(
  db: Kysely<Database>,
  changes: readonly { id: string; status?: NewsletterStatus; groups?: readonly string[]; email?: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('masthead.newsletter_source', 'provider', true)`.execute(trx);
    for (const change of [...changes].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      await trx
        .updateTable('contacts')
        .set({
          ...(change.status ? { newsletter_status: change.status } : {}),
          ...(change.groups ? { newsletter_groups: JSON.stringify(change.groups) } : {}),
          ...(change.email ? { email: change.email } : {}),
        })
        .where('id', '=', change.id)
        .execute();
    }
  });
}
