import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { cursorPages } from '../kernel/db/cursor-pages.ts';
import type { Database } from '../kernel/db/database.ts';
import { TotalCache, type ResponseRow } from './response-review-repository.ts';
import { PagePositions, type PagePosition } from './response-page-positions.ts';

/**
 * One row of the CSV export, as compact as it can come: its fixed cells
 * (number, created at, bucket, name, email, tags, assignee) as one CSV text
 * written by the database (`masthead_csv_cell`, migration 0035, exactly as
 * `csvCell` writes a cell; no line end), and its answers as the jsonb's
 * text, parsed by the export one row at a time. Two strings a row instead
 * of an object graph: a page is small while it waits (fewer objects that
 * outlive a young-generation GC, so the server's memory stays flat).
 */
export interface ResponseExportRow {
  number: number;
  fixedCells: string;
  answers: string;
}

export interface ResponseExportRepository {
  /**
   * A call-out's responses in number order, `pageSize` at a time: flat
   * memory. With `cursor` one query read through a server-side cursor, else
   * keyset pages (one query each). A page is the reader's once yielded: it
   * may empty it.
   */
  exportPages(calloutId: string, pageSize: number): AsyncGenerator<ResponseExportRow[]>;
  /**
   * How many responses are in the buckets a call-out publishes: counted
   * once per list version of the call-out (callout_response_versions), so a
   * public map read by many is not a count of a million rows each time.
   */
  publishedTotal(calloutId: string, buckets: readonly string[]): Promise<number>;
  /**
   * The responses of the buckets a call-out publishes, newest number first:
   * `limit` after skipping `offset`, `batchSize` rows a query (the first
   * from the number at `offset`, found in an index alone or from where an
   * earlier page of the same list version began or ended; the next go on
   * from the last number: keyset). A batch is the reader's once yielded: it
   * may empty it.
   */
  publishedPages(
    calloutId: string,
    buckets: readonly string[],
    page: { limit: number; offset: number },
    batchSize: number,
  ): AsyncGenerator<Pick<ResponseRow, 'number' | 'answers'>[]>;
}

/** Published totals kept per process (one per call-out and bucket list), each good for one list version. */
const publishedTotalCacheSize = 200;

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

  // The CSV's fixed columns in header order (response-csv.ts): the number and
  // the ISO date never need defusing or quoting; the rest go through the cell writer.
  const cell = (value: RawBuilder<unknown>) => sql`masthead_csv_cell((${value})::text)`;
  const fixedCells = [
    sql`callout_responses.number::text`,
    sql`to_char(callout_responses.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    cell(sql`case when callout_responses.bucket = '' then 'inbox' else callout_responses.bucket end`),
    cell(sql`coalesce(${fullName('c')}, callout_responses.guest_name)`),
    cell(sql`coalesce(c.email, callout_responses.guest_email)`),
    cell(
      sql`(select string_agg(t.name, '; ' order by lower(t.name)) from callout_response_tags rt join callout_tags t on t.id = rt.tag_id where rt.response_id = callout_responses.id)`,
    ),
    cell(sql`coalesce(${fullName('a')}, a.email)`),
  ];

  /** The export's rows in number order, after the number `after` when given. */
  const exportQuery = (calloutId: string, after: number | null) => {
    const query = db
      .selectFrom('callout_responses')
      .leftJoin('contacts as c', 'c.id', 'callout_responses.contact_id')
      .leftJoin('contacts as a', 'a.id', 'callout_responses.assignee_id')
      .select([
        'callout_responses.number',
        sql<string>`${sql.join(fixedCells, sql`|| ',' ||`)}`.as('fixedCells'),
        sql<string>`callout_responses.answers::text`.as('answers'),
      ])
      .where('callout_responses.callout_id', '=', calloutId)
      .orderBy('callout_responses.number');
    return after === null ? query : query.where('callout_responses.number', '>', after);
  };

  /** A call-out's responses in the buckets it publishes. */
  const published = (calloutId: string, buckets: readonly string[]) =>
    db
      .selectFrom('callout_responses')
      .where('callout_id', '=', calloutId)
      .where(sql<SqlBool>`bucket in (${sql.join(buckets.map((bucket) => sql`${bucket}`))})`);
  const publishedTotals = new TotalCache(publishedTotalCacheSize);
  // Where the feed's pages began and ended (a position's key is the number), per list version.
  const feedPositions = new PagePositions();
  const versionOf = (calloutId: string) =>
    sql<
      string | null
    >`(select v.version::text from callout_response_versions v where v.callout_id = ${calloutId}::uuid)`;

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
        // Read before the page is handed on: the reader may empty it (response-csv.ts).
        const last = (rows.at(-1) as ResponseExportRow).number;
        const full = rows.length >= pageSize;
        yield rows;
        if (!full) return;
        after = last;
      }
    },

    async publishedTotal(calloutId, buckets) {
      if (buckets.length === 0) return 0;
      const key = JSON.stringify([calloutId, [...buckets].sort()]);
      const version = await db
        .selectFrom('callout_response_versions')
        .select(sql<string>`version::text`.as('version'))
        .where('callout_id', '=', calloutId)
        .executeTakeFirst();
      const cached = publishedTotals.get(key, version?.version ?? '0');
      if (cached !== undefined) return cached;
      // The version read in the count's own statement (its snapshot): a write after it bumps past it.
      const counted = await published(calloutId, buckets)
        .select([
          sql<string>`count(*)`.as('total'),
          sql<
            string | null
          >`(select v.version::text from callout_response_versions v where v.callout_id = ${calloutId}::uuid)`.as(
            'version',
          ),
        ])
        .executeTakeFirstOrThrow();
      const total = Number(counted.total);
      publishedTotals.set(key, counted.version ?? '0', total);
      return total;
    },

    async *publishedPages(calloutId, buckets, { limit, offset }, batchSize) {
      if (buckets.length === 0) return;
      const listKey = JSON.stringify([calloutId, [...buckets].sort()]);
      const kept = offset > 0 ? feedPositions.before(listKey, offset) : null;
      const batch = (size: number, below: RawBuilder<number | null> | null) => {
        const query = published(calloutId, buckets)
          .select(['number', 'answers', versionOf(calloutId).as('list_version')])
          .orderBy('number', 'desc')
          .limit(size);
        return (below === null ? query : query.where('number', '<=', below)).execute();
      };
      /** The first batch: from the number at `offset`, found in an index alone (0041), from a kept position when one is good. */
      const first = async (size: number, from: PagePosition | null) => {
        const start = published(calloutId, buckets)
          .select('number')
          .orderBy('number', 'desc')
          .limit(1)
          .offset(offset - (from?.offset ?? 0));
        return batch(size, sql<number | null>`(${from ? start.where('number', '<=', Number(from.key)) : start})`);
      };
      let left = limit;
      let done = 0;
      let version: string | null = null;
      let before: number | null = null;
      while (left > 0) {
        const size = Math.min(left, batchSize);
        let rows = before !== null ? await batch(size, sql<number>`${before - 1}`) : [];
        if (before === null) {
          rows = kept ? await first(size, kept.position) : [];
          // A kept position is good only at the version it was kept at; with no row the version is unknown.
          if (!kept || rows[0]?.list_version !== kept.version) rows = await first(size, null);
        }
        if (rows.length === 0) return;
        const last = rows.at(-1) as { number: number; list_version: string | null };
        // Where each batch begins and ends, while the list stays at the version the feed began with.
        version ??= rows[0]?.list_version ?? null;
        if (version !== null && last.list_version === version) {
          const ends = [rows[0]!, last].map((row, end) => ({
            offset: offset + done + (end === 0 ? 0 : rows.length - 1),
            id: '',
            key: String(row.number),
          }));
          feedPositions.keep(listKey, version, ends);
        }
        left -= rows.length;
        done += rows.length;
        const full = rows.length === size;
        yield rows;
        if (!full) return;
        before = last.number;
      }
    },
  };
}
