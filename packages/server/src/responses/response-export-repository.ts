import { sql, type Kysely, type SqlBool } from 'kysely';
import { cursorPages } from '../kernel/db/cursor-pages.ts';
import type { Database } from '../kernel/db/database.ts';
import { paginate } from '../kernel/db/paginate.ts';
import type { ResponseRow } from './response-review-repository.ts';

/**
 * One row of the CSV export: the columns it shows, names instead of ids,
 * `createdAt` as ISO 8601 text in UTC with milliseconds (as
 * `Date#toISOString` writes it), formatted by the database.
 */
export interface ResponseExportRow extends Pick<
  ResponseRow,
  'number' | 'bucket' | 'guest_name' | 'guest_email' | 'answers'
> {
  createdAt: string;
  contactName: string | null;
  contactEmail: string | null;
  assigneeName: string | null;
  tagNames: string;
}

export interface ResponseExportRepository {
  /**
   * A call-out's responses in number order, `pageSize` at a time: flat
   * memory. With `cursor` one query read through a server-side cursor, else
   * keyset pages (one query each).
   */
  exportPages(calloutId: string, pageSize: number): AsyncGenerator<ResponseExportRow[]>;
  /** The responses of the buckets a call-out publishes, newest number first. */
  published(
    calloutId: string,
    buckets: readonly string[],
    limit: number,
    offset: number,
  ): Promise<{ rows: Pick<ResponseRow, 'number' | 'answers'>[]; total: number }>;
}

/**
 * What leaves Masthead in bulk: a call-out's responses for the CSV export
 * (with names instead of ids) and the answers its gallery and map publish.
 * `cursor` reads the export through a server-side cursor (PostgreSQL).
 * @example for await (const page of createResponseExportRepository({db}).exportPages(calloutId, 500)) …
 */
export function createResponseExportRepository({
  db,
  cursor = false,
}: {
  db: Kysely<Database>;
  cursor?: boolean;
}): ResponseExportRepository {
  const fullName = (table: 'c' | 'a') =>
    sql<
      string | null
    >`nullif(trim(coalesce(${sql.ref(`${table}.firstname`)}, '') || ' ' || coalesce(${sql.ref(`${table}.lastname`)}, '')), '')`;

  /** The export's rows in number order, after the number `after` when given. */
  const exportQuery = (calloutId: string, after: number | null) => {
    const query = db
      .selectFrom('callout_responses')
      .leftJoin('contacts as c', 'c.id', 'callout_responses.contact_id')
      .leftJoin('contacts as a', 'a.id', 'callout_responses.assignee_id')
      .select([
        'callout_responses.number',
        'callout_responses.bucket',
        'callout_responses.guest_name',
        'callout_responses.guest_email',
        'callout_responses.answers',
        sql<string>`to_char(callout_responses.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'createdAt',
        ),
        fullName('c').as('contactName'),
        'c.email as contactEmail',
        sql<string | null>`coalesce(${fullName('a')}, a.email)`.as('assigneeName'),
        sql<string>`(select coalesce(string_agg(t.name, '; ' order by lower(t.name)), '') from callout_response_tags rt join callout_tags t on t.id = rt.tag_id where rt.response_id = callout_responses.id)`.as(
          'tagNames',
        ),
      ])
      .where('callout_responses.callout_id', '=', calloutId)
      .orderBy('callout_responses.number');
    return after === null ? query : query.where('callout_responses.number', '>', after);
  };

  return {
    async *exportPages(calloutId, pageSize) {
      if (cursor) {
        yield* cursorPages(db, exportQuery(calloutId, null).compile(), pageSize);
        return;
      }
      let after = 0;
      for (;;) {
        const rows = await exportQuery(calloutId, after).limit(pageSize).execute();
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < pageSize) return;
        after = (rows.at(-1) as ResponseExportRow).number;
      }
    },

    async published(calloutId, buckets, limit, offset) {
      if (buckets.length === 0) return { rows: [], total: 0 };
      const filtered = db
        .selectFrom('callout_responses')
        .where('callout_id', '=', calloutId)
        .where(sql<SqlBool>`bucket in (${sql.join(buckets.map((bucket) => sql`${bucket}`))})`);
      return paginate(filtered.select(['number', 'answers']).orderBy('number', 'desc'), { limit, offset });
    },
  };
}
