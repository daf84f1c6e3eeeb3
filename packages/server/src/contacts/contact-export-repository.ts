import type { ContactSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { cursorPages } from '../kernel/db/cursor-pages.ts';
import type { Database } from '../kernel/db/database.ts';
import { contactSortKey, orderedBy } from './contact-list-repository.ts';

/** One contact of the CSV export: its line, written by the database, and where a keyset page goes on from. */
export interface ContactExportRow {
  id: string;
  /** The contact's CSV record, CRLF ended, its cells defused and quoted as `csvCell` does. */
  line: string;
  /** The sort key as text. */
  sort_text: string | null;
}

/** Where the contact joined from (core's JoinSource, kept from the join flow): the page, the call-out, each UTM part. */
const joinSourceParts = ['pageUrl', 'pageTitle', 'referrer', 'calloutSlug'] as const;
const utmParts = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const capital = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

/** A date as `Date.toISOString` writes it (UTC, milliseconds), or empty. */
const isoText = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A text member of a jsonb object; anything but a string is empty. */
const jsonText = (object: RawBuilder<unknown>, key: string) =>
  sql`case when jsonb_typeof(${object} -> ${sql.lit(key)}) = 'string' then ${object} ->> ${sql.lit(key)} end`;
const address = (key: string) => jsonText(sql`contacts.delivery_address`, key);
const joinSource = sql`contacts.join_source`;

/**
 * The columns of the contacts CSV, named as the API names the fields (a CSV
 * is read by importers as much as by people), each with the SQL of its cell
 * (`now` is the export's moment, for the roles in force). `plain`: a value
 * that can never need defusing or quoting (ids, ISO dates, amounts, the
 * values a check constraint allows), written as it is, which spares the
 * database the checks on a third of the cells.
 */
const contactCsvColumns = (now: string): [string, RawBuilder<unknown>, 'plain'?][] => [
  ['id', sql`contacts.id::text`, 'plain'],
  ['email', sql`contacts.email`],
  ['firstname', sql`contacts.firstname`],
  ['lastname', sql`contacts.lastname`],
  ['joined', isoText('contacts.joined'), 'plain'],
  ['lastSeen', isoText('contacts.last_seen'), 'plain'],
  [
    'roles',
    sql`(select string_agg(r.role, '; ' order by r.role) from contact_roles r where r.contact_id = contacts.id and r.date_added <= ${now}::timestamptz and (r.date_expires is null or r.date_expires > ${now}::timestamptz))`,
    'plain',
  ],
  ['membershipStarts', isoText('contacts.membership_starts'), 'plain'],
  ['membershipExpires', isoText('contacts.membership_expires'), 'plain'],
  ['contributionType', sql`cb.type`, 'plain'],
  // As core's fromCents: 12.5, not 12.50; 12, not 12.00.
  ['contributionAmount', sql`trim_scale(cb.amount_cents / 100.0)::text`, 'plain'],
  ['contributionPeriod', sql`cb.period`, 'plain'],
  ['contributionMethod', sql`cb.method`],
  [
    'tags',
    sql`(select string_agg(t.name, '; ' order by lower(t.name)) from contact_tag_assignments ta join contact_tags t on t.id = ta.tag_id where ta.contact_id = contacts.id)`,
  ],
  ['newsletterStatus', sql`contacts.newsletter_status`, 'plain'],
  ['deliveryLine1', address('line1')],
  ['deliveryLine2', address('line2')],
  ['deliveryCity', address('city')],
  ['deliveryPostcode', address('postcode')],
  ...joinSourceParts.map((part): [string, RawBuilder<unknown>] => [`join${capital(part)}`, jsonText(joinSource, part)]),
  ...utmParts.map((part): [string, RawBuilder<unknown>] => [
    `utm${capital(part)}`,
    jsonText(sql`(${joinSource} -> 'utm')`, part),
  ]),
];

/** The CSV's header cells, in the order of the lines. */
export const contactCsvHeader = contactCsvColumns(new Date(0).toISOString()).map(([name]) => name);

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
    // The database writes each line (masthead_csv_cell, migration 0028): Node passes one string
    // a contact on, rather than a row of dates, numbers and objects to turn into text.
    const cells = contactCsvColumns(at).map(([, cell, plain]) =>
      plain ? sql`coalesce((${cell})::text, '')` : sql`masthead_csv_cell((${cell})::text)`,
    );
    const selected = joined.select([
      'contacts.id',
      sql<string>`${sql.join(cells, sql`|| ',' ||`)} || E'\\r\\n'`.as('line'),
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
