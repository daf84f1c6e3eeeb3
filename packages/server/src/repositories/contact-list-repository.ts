import type { ContactSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ContactRoleRow, ContactRow } from './contact-repository.ts';
import { paginate } from '../db/paginate.ts';

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

const sortColumns: Record<ContactSort, string> = {
  firstname: 'contacts.firstname',
  lastname: 'contacts.lastname',
  email: 'contacts.email',
  joined: 'contacts.joined',
  lastSeen: 'contacts.last_seen',
};
const textSorts: readonly ContactSort[] = ['firstname', 'lastname', 'email'];

/**
 * Pages of contacts for `GET contact`, and what their Contact shapes need,
 * a page at a time (no query per contact).
 * @example const {rows, total} = await createContactListRepository({db}).list({where, sort: 'joined', order: 'DESC', limit: 10, offset: 0})
 */
export function createContactListRepository({ db }: { db: Kysely<Database> }): ContactListRepository {
  return {
    async list({ where, sort, order, limit, offset }) {
      const filtered = db.selectFrom('contacts').where(where);
      const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
      const column = sql.ref(sortColumns[sort]);
      const key = textSorts.includes(sort) ? sql`lower(${column})` : column;
      const ordered = filtered
        .selectAll('contacts')
        .orderBy(sql`${key} ${direction} nulls last`)
        .orderBy('contacts.id');
      return paginate(ordered, { limit, offset });
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
