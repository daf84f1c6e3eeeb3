import type { ContactSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import type { ContactRoleRow, ContactRow } from './contact-repository.ts';
import type { ContactCountCache, ListAnchor } from './contact-count-cache.ts';

export interface ContactListOptions {
  /** Filter and visibility, compiled against `contacts`. */
  where: Expression<SqlBool>;
  sort: ContactSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /** Where the total may be kept (contact-count-cache.ts, `countKeyOf`); null or none: counted every time. */
  countKey?: string | null;
}

export interface ContactListRepository {
  /** One page of the contacts `where` lets through, and how many it lets through in all. */
  list(options: ContactListOptions): Promise<{ rows: ContactRow[]; total: number }>;
  /** The role assignments of several contacts, by contact id. */
  rolesOf(ids: readonly string[]): Promise<Map<string, ContactRoleRow[]>>;
  /** The contacts among `ids` who review some call-out. */
  reviewersAmong(ids: readonly string[]): Promise<Set<string>>;
}

/** A sort's key, a column or an expression of `contacts`, and its SQL type (for keyset pages). */
interface SortKey {
  key: RawBuilder<unknown>;
  type: 'text' | 'timestamptz' | 'numeric';
}

/** A text sort ignores case and puts empty names last (as null). */
const textKey = (column: string): SortKey => ({ key: sql`nullif(lower(${sql.ref(column)}), '')`, type: 'text' });

// joined (newest first), the names and the copied keys have an index in their usual direction with `id`
// after it (0022, 0024): a page of them, even a deep one, reads in order and stops.
const sortKeys: Record<ContactSort, SortKey> = {
  firstname: textKey('contacts.firstname'),
  lastname: textKey('contacts.lastname'),
  email: textKey('contacts.email'),
  joined: { key: sql.ref('contacts.joined'), type: 'timestamptz' },
  lastSeen: { key: sql.ref('contacts.last_seen'), type: 'timestamptz' },
  // The member role's dates and the monthly amount, copied onto the contact (0024-contact-sort-keys.sql):
  // per month a twelfth of an annual amount; no contribution (or type None) is null.
  contributionMonthlyAmount: { key: sql.ref('contacts.contribution_monthly_cents'), type: 'numeric' },
  membershipStarts: { key: sql.ref('contacts.membership_starts'), type: 'timestamptz' },
  membershipExpires: { key: sql.ref('contacts.membership_expires'), type: 'timestamptz' },
};

/** The key `sort` orders by and its SQL type. */
export const contactSortKey = (sort: ContactSort): SortKey => sortKeys[sort];

type ContactsQuery<O> = SelectQueryBuilder<Database, 'contacts', O>;

/**
 * The page from `offset` read on from `anchor` (the contact at its offset):
 * an index range from the anchor's key, skipping only the rows between, as
 * the CSV's keyset pages go on. Past the keys come the contacts without one
 * (by id, nulls last either way). Null when the anchor is gone from the
 * list (deleted meanwhile): the caller skips from the top instead.
 */
async function fromAnchor(
  filtered: ContactsQuery<object>,
  sort: ContactSort,
  order: 'ASC' | 'DESC',
  anchor: ListAnchor,
  offset: number,
  limit: number,
): Promise<{ id: string }[] | null> {
  const { key, type } = sortKeys[sort];
  const skip = offset - anchor.offset;
  const ids = filtered.select('contacts.id');
  const id = sql`${anchor.id}::uuid`;
  if (anchor.key === null) {
    return ids
      .where(sql<SqlBool>`${key} is null and contacts.id >= ${id}`)
      .orderBy('contacts.id')
      .limit(limit)
      .offset(skip)
      .execute();
  }
  const value = sql`${anchor.key}::${sql.raw(type)}`;
  // `>=` alone bounds the index scan; the rest drops the anchor's ties before it.
  const range =
    order === 'DESC'
      ? sql<SqlBool>`${key} <= ${value} and (${key} < ${value} or contacts.id >= ${id})`
      : sql<SqlBool>`${key} >= ${value} and (${key} > ${value} or contacts.id >= ${id})`;
  const keyed = await orderedBy(ids.where(range), sort, order).limit(limit).offset(skip).execute();
  if (keyed.length === limit) return keyed;
  // Fewer than a page: how many keyed rows were skipped is not known when none came, so from the top.
  if (keyed.length === 0) return null;
  const empty = await ids
    .where(sql<SqlBool>`${key} is null`)
    .orderBy('contacts.id')
    .limit(limit - keyed.length)
    .execute();
  return [...keyed, ...empty];
}

/** `order by <key> <direction> nulls last, contacts.id`: ties by id, empty values last either way. */
export function orderedBy<O>(query: ContactsQuery<O>, sort: ContactSort, order: 'ASC' | 'DESC'): ContactsQuery<O> {
  const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
  return query.orderBy(sql`${sortKeys[sort].key} ${direction} nulls last`).orderBy('contacts.id');
}

/**
 * Pages of contacts for `GET contact`, and what their Contact shapes need,
 * a page at a time (no query per contact). The page's ids are picked from
 * narrow rows (id and sort key) while the matches are counted, then only
 * those contacts are read whole: a deep page sorts ids, not whole contacts.
 * With `counts`, a total under a `countKey` is counted once while nothing
 * it reads changes (at 1,000,000 contacts counting is most of a page's time).
 * @example const {rows, total} = await createContactListRepository({db}).list({where, sort: 'joined', order: 'DESC', limit: 10, offset: 0})
 */
export function createContactListRepository({
  db,
  counts,
}: {
  db: Kysely<Database>;
  counts?: ContactCountCache;
}): ContactListRepository {
  /** `limit` ids from `offset` in the list's order: from the nearest anchor kept before it, else skipping from the top. */
  const pageIds = async (
    filtered: ContactsQuery<object>,
    {
      sort,
      order,
      limit,
      offset,
      listKey,
    }: Pick<ContactListOptions, 'sort' | 'order' | 'limit' | 'offset'> & { listKey: string | null },
  ): Promise<{ id: string }[]> => {
    const plain = () => orderedBy(filtered.select('contacts.id'), sort, order).limit(limit).offset(offset).execute();
    if (!counts || listKey === null || offset === 0) return plain();
    const key = `${listKey}\n${sort} ${order}`;
    const change = await counts.changeNumber();
    const anchor = counts.anchorBefore(key, offset, change);
    const rows = (anchor && (await fromAnchor(filtered, sort, order, anchor, offset, limit))) ?? (await plain());
    if (rows.length > 0) {
      const ends = [...new Set([rows[0]!.id, rows.at(-1)!.id])];
      const { key: sortKey } = sortKeys[sort];
      const found = await db
        .selectFrom('contacts')
        .select(['contacts.id', sql<string | null>`(${sortKey})::text`.as('key')])
        .where('contacts.id', 'in', ends)
        .execute();
      const keyOf = new Map(found.map((row) => [row.id, row.key]));
      counts.keepAnchors(
        key,
        change,
        [
          { offset, id: rows[0]!.id },
          { offset: offset + rows.length - 1, id: rows.at(-1)!.id },
        ].flatMap((end) => (keyOf.has(end.id) ? [{ ...end, key: keyOf.get(end.id) ?? null }] : [])),
      );
    }
    return rows;
  };

  return {
    async list({ where, sort, order, limit, offset, countKey = null }) {
      const filtered = db.selectFrom('contacts').where(where);
      const countNow = async () =>
        Number((await filtered.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow()).total);
      // Two queries side by side rather than `count(*) over ()`: with a window
      // the planner sorts every match (on disk at 100,000) before the limit,
      // without one a page is a top-N sort or an index scan.
      const [page, total] = await Promise.all([
        limit === 0 ? [] : pageIds(filtered, { sort, order, limit, offset, listKey: countKey }),
        counts && countKey !== null
          ? counts.counts([{ key: countKey }], async () => [await countNow()]).then(([count]) => count ?? 0)
          : countNow(),
      ]);
      if (page.length === 0) return { rows: [], total };
      const ids = page.map((row) => row.id);
      const found = await db.selectFrom('contacts').selectAll().where('id', 'in', ids).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      // A contact deleted between the reads is left out of the page.
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
    },

    async rolesOf(ids) {
      const byId = new Map<string, ContactRoleRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byId;
      const rows = await db
        .selectFrom('contact_roles')
        .selectAll()
        .where('contact_id', 'in', [...ids])
        .orderBy('role')
        .execute();
      for (const row of rows) byId.get(row.contact_id)?.push(row);
      return byId;
    },

    async reviewersAmong(ids) {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('callout_reviewers')
        .select('contact_id')
        .distinct()
        .where('contact_id', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.contact_id));
    },
  };
}
