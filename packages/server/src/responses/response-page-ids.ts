import type { ResponseSort } from '@masthead/core';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { PagePositions, type PagePosition } from './response-page-positions.ts';

type ResponsesQuery<O> = SelectQueryBuilder<Database, 'callout_responses', O>;

/** The column each sort orders by and its SQL type (a kept position's key is its text). */
const sortKeys: Record<ResponseSort, { column: string; type: string }> = {
  number: { column: 'callout_responses.number', type: 'integer' },
  createdAt: { column: 'callout_responses.created_at', type: 'timestamptz' },
  updatedAt: { column: 'callout_responses.updated_at', type: 'timestamptz' },
};

/**
 * `order by <column> <direction>, id`: ties by id either way. The sort
 * columns are not null, so "nulls last" is left out: the indexes (desc,
 * nulls first) then give the rows in order. Within one call-out numbers
 * are unique (`scoped`): by number alone, the same order, which the
 * call-out's number index gives as it is.
 */
export function orderedBy<O>(
  query: ResponsesQuery<O>,
  sort: ResponseSort,
  order: 'ASC' | 'DESC',
  scoped = false,
): ResponsesQuery<O> {
  const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
  const ordered = query.orderBy(sql`${sql.ref(sortKeys[sort].column)} ${direction}`);
  return scoped && sort === 'number' ? ordered : ordered.orderBy('callout_responses.id');
}

export interface PageIdsOptions {
  sort: ResponseSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /** The call-out the filtered responses all belong to. */
  calloutId: string;
  /** The list (filter, sort and order) whose positions are kept. */
  listKey: string;
}

/**
 * The ids of one page of a call-out's responses, in order, and the
 * call-out's list version as of the same read (null for a page past the
 * end). A page from offset 0 or with no kept position before it skips
 * from the top through an index; a deeper one reads on from the nearest
 * position a page before it left at the same list version (an index range
 * from its key, skipping only the rows between): the same rows, as the
 * contacts list keeps its anchors (contacts/contact-list-repository.ts).
 * @example const {rows, version} = await createResponsePageIds()(filtered, {sort: 'createdAt', order: 'DESC', limit: 25, offset: 500_000, calloutId, listKey})
 */
export function createResponsePageIds() {
  const positions = new PagePositions();
  const versionOf = (calloutId: string) =>
    sql<
      string | null
    >`(select v.version::text from callout_response_versions v where v.callout_id = ${calloutId}::uuid)`;

  const read = (
    filtered: ResponsesQuery<object>,
    { sort, order, limit, calloutId }: PageIdsOptions,
    from: PagePosition | null,
    skip: number,
  ) => {
    const { column, type } = sortKeys[sort];
    const key = sql.ref(column);
    let query = filtered.select([
      'callout_responses.id',
      sql<string>`(${key})::text`.as('key'),
      versionOf(calloutId).as('list_version'),
    ]);
    if (from) {
      const value = sql`${from.key}::${sql.raw(type)}`;
      const id = sql`${from.id}::uuid`;
      // The bound alone keeps the index range; the rest drops the position's ties before it.
      const range =
        sort === 'number'
          ? sql<SqlBool>`${key} ${sql.raw(order === 'DESC' ? '<=' : '>=')} ${value}`
          : order === 'DESC'
            ? sql<SqlBool>`${key} <= ${value} and (${key} < ${value} or callout_responses.id >= ${id})`
            : sql<SqlBool>`${key} >= ${value} and (${key} > ${value} or callout_responses.id >= ${id})`;
      query = query.where(range);
    }
    return orderedBy(query, sort, order, true).limit(limit).offset(skip).execute();
  };

  return async (filtered: ResponsesQuery<object>, options: PageIdsOptions) => {
    const { offset, listKey } = options;
    const kept = offset > 0 && options.limit > 0 ? positions.before(listKey, offset) : null;
    let rows = kept ? await read(filtered, options, kept.position, offset - kept.position.offset) : [];
    // Good only when read at the version it was kept at; with no row the version is unknown.
    if (!kept || rows[0]?.list_version !== kept.version) rows = await read(filtered, options, null, offset);
    const version = rows[0]?.list_version ?? null;
    if (version !== null && rows.length > 0) {
      const ends = [rows[0]!, rows.at(-1)!].map((row, end) => ({
        offset: end === 0 ? offset : offset + rows.length - 1,
        id: row.id,
        key: row.key,
      }));
      positions.keep(listKey, version, ends);
    }
    return { rows: rows.map((row) => ({ id: row.id })), version };
  };
}
