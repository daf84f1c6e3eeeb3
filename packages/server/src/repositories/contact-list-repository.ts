import type { ContactSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ContactRoleRow, ContactRow } from './contact-repository.ts';

export interface ContactListOptions {
  /** Filter and visibility, compiled against `contacts`. */
  where: Expression<SqlBool>;
  sort: ContactSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface ContactListRepository {
  /** One page of the contacts `where` lets through, and how many it lets through in all. */
  list(options: ContactListOptions): Promise<{ rows: ContactRow[]; total: number }>;
  /** The role assignments of several contacts, by contact id. */
  rolesOf(ids: readonly string[]): Promise<Map<string, ContactRoleRow[]>>;
  /** The contacts among `ids` who review some call-out. */
  reviewersAmong(ids: readonly string[]): Promise<Set<string>>;
}

/** A sort's key against `contacts` and the joins `withSortJoins` adds, and its SQL type (for keyset pages). */
interface SortKey {
  key: RawBuilder<unknown>;
  type: 'text' | 'timestamptz' | 'numeric';
  joins?: 'contribution' | 'membership';
}

/** A text sort ignores case and puts empty names last (as null). */
const textKey = (column: string): SortKey => ({ key: sql`nullif(lower(${sql.ref(column)}), '')`, type: 'text' });

const sortKeys: Record<ContactSort, SortKey> = {
  firstname: textKey('contacts.firstname'),
  lastname: textKey('contacts.lastname'),
  email: textKey('contacts.email'),
  joined: { key: sql.ref('contacts.joined'), type: 'timestamptz' },
  lastSeen: { key: sql.ref('contacts.last_seen'), type: 'timestamptz' },
  // Per month, as the rule field counts it: a twelfth of an annual amount; no contribution (or type None) is null.
  contributionMonthlyAmount: {
    key: sql`(case when sort_cb.type = 'None' then null when sort_cb.period = 'annually' then sort_cb.amount_cents / 12.0 else sort_cb.amount_cents::numeric end)`,
    type: 'numeric',
    joins: 'contribution',
  },
  membershipStarts: { key: sql.ref('sort_mr.date_added'), type: 'timestamptz', joins: 'membership' },
  membershipExpires: { key: sql.ref('sort_mr.date_expires'), type: 'timestamptz', joins: 'membership' },
};

/** The key `sort` orders by, its SQL type, and what it needs joined. */
export const contactSortKey = (sort: ContactSort): SortKey => sortKeys[sort];

type ContactsQuery<O> = SelectQueryBuilder<Database, 'contacts', O>;

/**
 * `contacts` with the contact's contribution as `sort_cb` and member role
 * as `sort_mr` left-joined when `needs` says (both are one row per
 * contact at most: their keys are the contact id, and the id and role).
 */
export function withSortJoins<O>(query: ContactsQuery<O>, needs: readonly SortKey['joins'][]): ContactsQuery<O> {
  let joined = query;
  if (needs.includes('contribution'))
    joined = joined.leftJoin('contributions as sort_cb', 'sort_cb.contact_id', 'contacts.id') as never;
  if (needs.includes('membership'))
    joined = joined.leftJoin('contact_roles as sort_mr', (join) =>
      join.onRef('sort_mr.contact_id', '=', 'contacts.id').on('sort_mr.role', '=', 'member'),
    ) as never;
  return joined;
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
 * @example const {rows, total} = await createContactListRepository({db}).list({where, sort: 'joined', order: 'DESC', limit: 10, offset: 0})
 */
export function createContactListRepository({ db }: { db: Kysely<Database> }): ContactListRepository {
  return {
    async list({ where, sort, order, limit, offset }) {
      const filtered = db.selectFrom('contacts').where(where);
      const picked = withSortJoins(filtered, [sortKeys[sort].joins]).select('contacts.id');
      // Two queries side by side rather than `count(*) over ()`: with a window
      // the planner sorts every match (on disk at 100,000) before the limit,
      // without one a page is a top-N sort or an index scan, and the count
      // needs no join (the sort's joins are one row per contact at most).
      const [page, counted] = await Promise.all([
        orderedBy(picked, sort, order).limit(limit).offset(offset).execute(),
        filtered.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(counted.total);
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
