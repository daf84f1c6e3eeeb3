import type { Kysely } from 'kysely';
import { hashToken, newSecretToken } from '../accounts/secret-token.ts';
import type { Database } from '../kernel/db/database.ts';

/** A pass lasts long enough to write a long answer, and no longer. */
export const answerPassLifetimeMs = 2 * 60 * 60 * 1000;

/** What a live pass lets its bearer do: answer `calloutId` as `contactId`, from pages of `origin`. */
export interface AnswerPass {
  contactId: string;
  calloutId: string;
  origin: string;
  expiresAt: Date;
}

export interface AnswerPassInput {
  contactId: string;
  sessionHash: string;
  calloutId: string;
  origin: string;
}

export interface AnswerPassRepository {
  /** A new pass; the token goes to the widget and is stored only as its hash. */
  create(input: AnswerPassInput, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The live pass for a token, or null (unknown, expired, or its session ended). */
  find(token: string, now: Date): Promise<AnswerPass | null>;
}

/**
 * Answer passes (0015-answer-passes.sql): in the database, so any app server
 * honours a pass another made, and a logout ends it there too.
 */
export function createAnswerPassRepository({ db }: { db: Kysely<Database> }): AnswerPassRepository {
  return {
    async create({ contactId, sessionHash, calloutId, origin }, now) {
      const { token, hash } = newSecretToken();
      const expiresAt = new Date(now.getTime() + answerPassLifetimeMs);
      // Spent passes go as new ones are made: no timer needed for a table this small.
      await db.deleteFrom('answer_passes').where('expires_at', '<=', now).execute();
      await db
        .insertInto('answer_passes')
        .values({
          token_hash: hash,
          contact_id: contactId,
          session_hash: sessionHash,
          callout_id: calloutId,
          origin,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { token, expiresAt };
    },

    async find(token, now) {
      const row = await db
        .selectFrom('answer_passes')
        .innerJoin('sessions', 'sessions.token_hash', 'answer_passes.session_hash')
        .select(['answer_passes.contact_id', 'callout_id', 'origin', 'answer_passes.expires_at'])
        .where('answer_passes.token_hash', '=', hashToken(token))
        .where('answer_passes.expires_at', '>', now)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
      return row
        ? { contactId: row.contact_id, calloutId: row.callout_id, origin: row.origin, expiresAt: row.expires_at }
        : null;
    },
  };
}
