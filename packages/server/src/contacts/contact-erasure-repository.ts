import { normalEmail } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

export interface ContactErasureRepository {
  /**
   * Deletes the contact and every trace of their person in one transaction;
   * false when there was no such contact. What stays is kept without them:
   * their call-out responses (answers, without contact or guest details),
   * comments, uploads and payments (no contact), API keys they made (no
   * creator). Their roles, sessions, links, 2FA and recovery codes, tags,
   * contribution and payment flows go with the contact row (cascades).
   */
  erase(id: string): Promise<boolean>;
}

/**
 * Erasing a contact's personal data (`DELETE contact/{id}`): the rows the
 * foreign keys do not reach that still name them by email or by name.
 * @example await createContactErasureRepository({db}).erase(contactId)
 */
export function createContactErasureRepository({ db }: { db: Kysely<Database> }): ContactErasureRepository {
  return {
    erase(id) {
      return db.transaction().execute(async (trx) => {
        const contact = await trx
          .selectFrom('contacts')
          .select(['id', 'email'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!contact) return false;
        const email = normalEmail(contact.email);
        const sameEmail = sql<boolean>`lower(trim(guest_email)) = ${email}`;
        // Their answers stay, anonymised: no contact, no guest details, no newsletter choice.
        await trx
          .updateTable('callout_responses')
          .set({ contact_id: null, guest_name: null, guest_email: null, newsletter: null })
          .where((eb) => eb.or([eb('contact_id', '=', id), sameEmail]))
          .execute();
        // Emails sent to them (the outbox keeps a copy when no SMTP server is set).
        await trx
          .deleteFrom('outbox')
          .where(sql<boolean>`lower(trim(to_address)) = ${email}`)
          .execute();
        await trx
          .deleteFrom('join_flows')
          .where((eb) => eb.or([eb('contact_id', '=', id), eb(sql`lower(email)`, '=', email)]))
          .execute();
        // Rate-limit counters keyed `<limit>:<address>` and login back-off counters of their address: the
        // address whole, so erasing ann@x.org leaves joann@x.org's.
        await trx
          .deleteFrom('rate_limits')
          .where(sql<boolean>`substr(key, position(':' in key) + 1) = ${email}`)
          .execute();
        await trx.deleteFrom('login_backoff').where('email', '=', email).execute();
        // The demo payment provider keeps its customers in this database too.
        await trx
          .updateTable('demo_customers')
          .set({ email: '', name: '' })
          .where(sql`lower(email)`, '=', email)
          .execute();
        await trx
          .updateTable('demo_flows')
          .set({ email: '', firstname: null, lastname: null })
          .where(sql`lower(email)`, '=', email)
          .execute();
        await trx.deleteFrom('contacts').where('id', '=', id).execute();
        return true;
      });
    },
  };
}
