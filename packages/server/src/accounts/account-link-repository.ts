import type { Kysely } from 'kysely';
import { hashToken, newSecretToken } from './secret-token.ts';
import type { AccountLinksTable, Database } from '../kernel/db/database.ts';

export type AccountLinkKind = AccountLinksTable['kind'];

/** Reset links live a day (docs/product/api.md, "Rules the server enforces"); an emergency login link an hour. */
const accountLinkLifetimeMs: Record<AccountLinkKind, number> = {
  'reset-password': 24 * 60 * 60 * 1000,
  'reset-device': 24 * 60 * 60 * 1000,
  'set-password': 24 * 60 * 60 * 1000,
  'login-link': 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
};

export interface AccountLinkRepository {
  /** A new link id for the contact; only its hash is stored. `newEmail`: the address a `change-email` link confirms. */
  create(kind: AccountLinkKind, contactId: string, now: Date, newEmail?: string): Promise<string>;
  /** The contact of a live, unused link, without using it up. */
  peek(kind: AccountLinkKind, id: string, now: Date): Promise<string | null>;
  /** Uses the link up: the contact id the first time, null ever after (or when expired). */
  consume(kind: AccountLinkKind, id: string, now: Date): Promise<string | null>;
  /** Uses a `change-email` link up: the contact and the address it confirms the first time, null ever after. */
  consumeEmailChange(id: string, now: Date): Promise<{ contactId: string; newEmail: string } | null>;
  /** Uses up every live link of the contact (a new password makes older reset links worthless). */
  voidForContact(contactId: string, now: Date): Promise<void>;
}

/** One-time links sent by email (reset password, reset 2FA) or handed out by an admin (emergency login). */
export function createAccountLinkRepository({ db }: { db: Kysely<Database> }): AccountLinkRepository {
  return {
    async create(kind, contactId, now, newEmail) {
      const { token, hash } = newSecretToken();
      await db
        .insertInto('account_links')
        .values({
          id_hash: hash,
          kind,
          contact_id: contactId,
          created_at: now,
          expires_at: new Date(now.getTime() + accountLinkLifetimeMs[kind]),
          new_email: newEmail ?? null,
        })
        .execute();
      return token;
    },

    async peek(kind, id, now) {
      const row = await db
        .selectFrom('account_links')
        .select('contact_id')
        .where('id_hash', '=', hashToken(id))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.contact_id ?? null;
    },

    async consume(kind, id, now) {
      // One conditional update: of two requests racing with the same link, one wins.
      const row = await db
        .updateTable('account_links')
        .set({ used_at: now })
        .where('id_hash', '=', hashToken(id))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('contact_id')
        .executeTakeFirst();
      return row?.contact_id ?? null;
    },

    async consumeEmailChange(id, now) {
      const row = await db
        .updateTable('account_links')
        .set({ used_at: now })
        .where('id_hash', '=', hashToken(id))
        .where('kind', '=', 'change-email')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['contact_id', 'new_email'])
        .executeTakeFirst();
      return row?.new_email ? { contactId: row.contact_id, newEmail: row.new_email } : null;
    },

    async voidForContact(contactId, now) {
      await db
        .updateTable('account_links')
        .set({ used_at: now })
        .where('contact_id', '=', contactId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
