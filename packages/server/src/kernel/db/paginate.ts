import { sql, type SelectQueryBuilder } from 'kysely';

/** A page of a list: at most `limit` rows after skipping `offset` (docs/product/api.md, "Lists"). */
export interface Page {
  limit: number;
  offset: number;
}

const totalColumn = 'page_total';
/** The window count each row carries (Kysely cannot name a generic query's added column). */
type Counted = { [totalColumn]: string | number };

/**
 * One page of a selected and ordered query, and how many rows the whole
 * query has, in one round trip (`count(*) over ()`). Only a page past the
 * end, which has no row to carry the count, costs a second query.
 * @example const {rows, total} = await paginate(db.selectFrom('outbox').selectAll().orderBy('id'), {limit: 50, offset: 0})
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { limit, offset }: Page,
): Promise<{ rows: O[]; total: number }> {
  const found = (await query
    .select(sql<string | number>`count(*) over ()`.as(totalColumn))
    .limit(limit)
    .offset(offset)
    .execute()) as (O & Counted)[];
  const rows = found.map(({ [totalColumn]: _total, ...row }) => row as O);
  if (found[0]) return { rows, total: Number(found[0][totalColumn]) };
  if (offset === 0 && limit > 0) return { rows, total: 0 };
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<string | number>`count(*)`.as(totalColumn))
    .executeTakeFirstOrThrow()) as Counted;
  return { rows, total: Number(counted[totalColumn]) };
}

/**
 * The list envelope (docs/product/api.md, "Lists") from a page of items.
 * @example listPage(items, total, offset) // {items, offset, count: items.length, total}
 */
export function listPage<T>(items: T[], total: number, offset: number) {
  return { items, offset, count: items.length, total };
}
