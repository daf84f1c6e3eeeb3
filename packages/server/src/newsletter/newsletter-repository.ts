import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** What the newsletter's admin calls read of contacts. */
export interface NewsletterRepository {
  /** The emails of those of `contactIds` that still exist, by contact id. */
  emailsOf(contactIds: readonly string[]): Promise<Map<string, string>>;
}

/**
 * The newsletter's reads of contacts for its routes (`GET newsletter/failed`
 * names each failed push by the contact's current email).
 * @example const emails = await createNewsletterRepository({db}).emailsOf([contactId])
 */
export function createNewsletterRepository({ db }: { db: Kysely<Database> }): NewsletterRepository {
  return {
    async emailsOf(contactIds) {
      if (contactIds.length === 0) return new Map();
      const rows = await db.selectFrom('contacts').select(['id', 'email']).where('id', 'in', contactIds).execute();
      return new Map(rows.map((row) => [row.id, row.email]));
    },
  };
}
