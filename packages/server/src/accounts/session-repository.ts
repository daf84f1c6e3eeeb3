import type { Kysely } from 'kysely';
import { hashToken, newSecretToken } from './secret-token.ts';
import type { Database } from '../kernel/db/database.ts';

/** A session lives this long after the last request that refreshed it. */
export const sessionIdleMs = 30 * 24 * 60 * 60 * 1000;
/** And never longer than this after its login, however often it is used. */
export const sessionMaxMs = 90 * 24 * 60 * 60 * 1000;
/** lastSeen and the expiry move at most this often, to spare the database a write per request. */
const sessionTouchMs = 60 * 1000;

export interface Session {
  tokenHash: string;
  contactId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface SessionRepository {
  /** A new session; the token goes in the cookie and is stored only as its hash. */
  create(contactId: string, now: Date): Promise<{ token: string; session: Session }>;
  /** The live session for a cookie value, or null. */
  find(token: string, now: Date): Promise<Session | null>;
  /** Slides the expiry and updates the contact's lastSeen, when the last touch is over a minute old. */
  touch(session: Session, now: Date): Promise<Session | null>;
  delete(tokenHash: string): Promise<void>;
  /** Logs a contact out everywhere (after a password reset), or everywhere but `keep` (their own password change). */
  deleteForContact(contactId: string, keep?: string | null): Promise<void>;
}

/**
 * Server-side sessions, so that any app server can answer any request and a
 * logout ends the session for good.
 */
export function createSessionRepository({ db }: { db: Kysely<Database> }): SessionRepository {
  return {
    async create(contactId, now) {
      const { token, hash } = newSecretToken();
      const expiresAt = new Date(now.getTime() + sessionIdleMs);
      await db
        .insertInto('sessions')
        .values({ token_hash: hash, contact_id: contactId, created_at: now, last_seen_at: now, expires_at: expiresAt })
        .execute();
      await db.updateTable('contacts').set({ last_seen: now }).where('id', '=', contactId).execute();
      return { token, session: { tokenHash: hash, contactId, lastSeenAt: now, expiresAt } };
    },

    async find(token, now) {
      const row = await db
        .selectFrom('sessions')
        .select(['token_hash', 'contact_id', 'last_seen_at', 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>', now)
        .where('created_at', '>', new Date(now.getTime() - sessionMaxMs))
        .executeTakeFirst();
      if (!row) return null;
      return {
        tokenHash: row.token_hash,
        contactId: row.contact_id,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      };
    },

    async touch(session, now) {
      if (now.getTime() - session.lastSeenAt.getTime() < sessionTouchMs) return null;
      const expiresAt = new Date(now.getTime() + sessionIdleMs);
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('token_hash', '=', session.tokenHash)
        .execute();
      await db.updateTable('contacts').set({ last_seen: now }).where('id', '=', session.contactId).execute();
      return { ...session, lastSeenAt: now, expiresAt };
    },

    async delete(tokenHash) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteForContact(contactId, keep = null) {
      let query = db.deleteFrom('sessions').where('contact_id', '=', contactId);
      if (keep) query = query.where('token_hash', '!=', keep);
      await query.execute();
    },
  };
}
