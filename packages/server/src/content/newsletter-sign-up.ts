import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

export interface NewsletterSignUp {
  contactId: string;
  /** Group ids to add, in the order chosen. */
  groups: readonly string[];
}

/**
 * Signs contacts up for the newsletter: `pending` until the newsletter
 * confirms (a subscribed contact stays subscribed), the groups added after
 * those the contact has, each once. One statement per contact, in id order,
 * so two transactions signing up the same contacts cannot deadlock. Runs on
 * whatever `db` is: the response's transaction, so both commit or neither.
 * @example await signUpForNewsletter(trx, [{contactId, groups: ['weekly']}])
 */
export async function signUpForNewsletter(db: Kysely<Database>, signUps: readonly NewsletterSignUp[]): Promise<void> {
  const byContact = new Map<string, string[]>();
  for (const { contactId, groups } of signUps)
    byContact.set(contactId, [...(byContact.get(contactId) ?? []), ...groups]);
  for (const [contactId, groups] of [...byContact].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await db
      .updateTable('contacts')
      .set({
        newsletter_status: sql`case when newsletter_status = 'subscribed' then newsletter_status else 'pending' end`,
        // The union in order of first appearance: the contact's groups, then the new ones.
        newsletter_groups: sql`(
          select coalesce(jsonb_agg(u.g order by u.first), '[]'::jsonb)
          from (
            select t.g, min(t.n) as first
            from jsonb_array_elements_text(contacts.newsletter_groups || ${JSON.stringify(groups)}::jsonb)
              with ordinality as t(g, n)
            group by t.g
          ) as u
        )`,
      })
      .where('id', '=', contactId)
      .execute();
  }
}
