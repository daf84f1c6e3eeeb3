import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import type { ResponseCommentRow } from './response-review-repository.ts';
import { paginate } from '../kernel/db/paginate.ts';

export interface ResponseCommentListOptions {
  /** Filter and visibility, compiled against `callout_response_comments`. */
  where: Expression<SqlBool>;
  sort: 'createdAt' | 'updatedAt';
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** A comment with the call-out of its response, for deciding who may touch it. */
export interface ResponseCommentWithCallout extends ResponseCommentRow {
  calloutId: string;
}

export interface ResponseCommentRepository {
  list(options: ResponseCommentListOptions): Promise<{ rows: ResponseCommentRow[]; total: number }>;
  find(id: string): Promise<ResponseCommentWithCallout | null>;
  create(responseId: string, contactId: string | null, text: string): Promise<ResponseCommentRow>;
  update(id: string, text: string): Promise<ResponseCommentRow | null>;
  delete(id: string): Promise<boolean>;
}

const sortColumns = {
  createdAt: 'callout_response_comments.created_at',
  updatedAt: 'callout_response_comments.updated_at',
} as const;

/**
 * Reviewers' comment threads on responses (`callout_response_comments`).
 * The text is plain text, stored exactly as sent.
 * @example await createResponseCommentRepository({db}).create(responseId, contactId, 'Called them back')
 */
export function createResponseCommentRepository({ db }: { db: Kysely<Database> }): ResponseCommentRepository {
  return {
    async list({ where, sort, order, limit, offset }) {
      const filtered = db.selectFrom('callout_response_comments').where(where);
      const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
      const ordered = filtered
        .selectAll('callout_response_comments')
        .orderBy(sql`${sql.ref(sortColumns[sort])} ${direction}`)
        .orderBy('callout_response_comments.id');
      return paginate(ordered, { limit, offset });
    },

    async find(id) {
      const row = await db
        .selectFrom('callout_response_comments')
        .innerJoin('callout_responses as r', 'r.id', 'callout_response_comments.response_id')
        .selectAll('callout_response_comments')
        .select('r.callout_id as calloutId')
        .where('callout_response_comments.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    create(responseId, contactId, text) {
      return db
        .insertInto('callout_response_comments')
        .values({ response_id: responseId, contact_id: contactId, text })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id, text) {
      const row = await db
        .updateTable('callout_response_comments')
        .set({ text, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async delete(id) {
      const result = await db.deleteFrom('callout_response_comments').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
