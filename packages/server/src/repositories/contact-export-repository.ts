import type { ContactSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { cursorPages } from '../db/cursor-pages.ts';
import type { Database, DeliveryAddress } from '../db/database.ts';
import { contactSortKey, orderedBy } from './contact-list-repository.ts';

/** One contact of the CSV export: names instead of ids, the member role and contribution beside it. */
export interface ContactExportRow {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  joined: Date;
  last_seen: Date | null;
  newsletter_status: string;
  delivery_address: DeliveryAddress | null;
  join_source: Record<string, unknown> | null;
  membership_starts: Date | null;
  membership_expires: Date | null;
  contribution_type: string | null;
  amount_cents: number | null;
  period: string | null;
  method: string | null;
  /** The roles in force at the export's `now`, "; " between them. */
  roles: string;
  /** The names of the contact's tags, "; " between them, in name order. */
  tags: string;
  /** The sort key as text: where a keyset page goes on from. */
  sort_text: string | null;
}

export interface ContactExportOptions {
  /** Filter and visibility, compiled against `contacts`. */
  where: Expression<SqlBool>;
  sort: ContactSort;
  order: 'ASC' | 'DESC';
  now: Date;
}

export interface ContactExportRepository {
  /**
   * The contacts `where` lets through in the list's order, `pageSize` at a
   * time: flat memory. With `cursor` one query read through a server-side
   * cursor, else keyset pages (one query each).
   */
  exportPages(options: ContactExportOptions, pageSize: number): AsyncGenerator<ContactExportRow[]>;
}

/**
 * The contacts CSV export's rows. `cursor` reads through a server-side
 * cursor (PostgreSQL); PGlite, whose one connection a cursor would hold,
 * reads keyset pages on (sort key, id).
 * @example for await (const page of createContactExportRepository({db}).exportPages({where, sort: 'joined', order: 'DESC', now}, 2000)) …
 */
export function createContactExportRepository({
  db,
  cursor = false,
}: {
  db: Kysely<Database>;
  cursor?: boolean;
}): ContactExportRepository {
  const exportQuery = ({ where, sort, order, now }: ContactExportOptions) => {
    const at = now.toISOString();
    const { key } = contactSortKey(sort);
    // One contribution per contact at most: the join adds no rows.
    const joined = db
      .selectFrom('contacts')
      .leftJoin('contributions as cb', 'cb.contact_id', 'contacts.id')
      .where(where);
    const selected = joined.select([
      'contacts.id',
      'contacts.email',
      'contacts.firstname',
      'contacts.lastname',
      'contacts.joined',
      'contacts.last_seen',
      'contacts.newsletter_status',
      'contacts.delivery_address',
      'contacts.join_source',
      'contacts.membership_starts',
      'contacts.membership_expires',
      sql<string | null>`cb.type`.as('contribution_type'),
      sql<number | null>`cb.amount_cents`.as('amount_cents'),
      sql<string | null>`cb.period`.as('period'),
      sql<string | null>`cb.method`.as('method'),
      sql<string>`(select coalesce(string_agg(r.role, '; ' order by r.role), '') from contact_roles r where r.contact_id = contacts.id and r.date_added <= ${at}::timestamptz and (r.date_expires is null or r.date_expires > ${at}::timestamptz))`.as(
        'roles',
      ),
      sql<string>`(select coalesce(string_agg(t.name, '; ' order by lower(t.name)), '') from contact_tag_assignments ta join contact_tags t on t.id = ta.tag_id where ta.contact_id = contacts.id)`.as(
        'tags',
      ),
      sql<string | null>`(${key})::text`.as('sort_text'),
    ]);
    return orderedBy(selected, sort, order);
  };

  return {
    async *exportPages(options, pageSize) {
      if (cursor) {
        yield* cursorPages(db, exportQuery(options).compile(), pageSize);
        return;
      }
      const { key, type } = contactSortKey(options.sort);
      const beyond = options.order === 'DESC' ? sql.raw('<') : sql.raw('>');
      let after: Expression<SqlBool> | null = null;
      for (;;) {
        const query = exportQuery(options);
        const rows = await (after ? query.where(after) : query).limit(pageSize).execute();
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < pageSize) return;
        const last = rows.at(-1) as ContactExportRow;
        // Nulls come last in either order: past a null key only nulls (by id) are left.
        after =
          last.sort_text === null
            ? sql<SqlBool>`(${key} is null and contacts.id > ${last.id}::uuid)`
            : sql<SqlBool>`(${key} is null or ${key} ${beyond} ${last.sort_text}::${sql.raw(type)} or (${key} = ${last.sort_text}::${sql.raw(type)} and contacts.id > ${last.id}::uuid))`;
      }
    },
  };
}
