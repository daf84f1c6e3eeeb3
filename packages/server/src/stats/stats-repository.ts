import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** One UTC day's counts, as the database groups them (`day` as YYYY-MM-DD). */
export interface DayCount {
  day: string;
  value: number;
}

/** Joins by where they came from (contacts.join_source). */
export interface SourceCount {
  key: string;
  title: string;
  joins: number;
}

const dayOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The dashboard's sums over a time range `[from, to)`, each one grouped
 * query over an indexed timestamp: contacts by `joined`, successful
 * payments by `charge_date` (cents), responses by `created_at`.
 */
export function createStatsRepository({ db }: { db: Kysely<Database> }) {
  return {
    async newContactsByDay(from: Date, to: Date): Promise<DayCount[]> {
      const rows = await db
        .selectFrom('contacts')
        .select([dayOf('contacts.joined').as('day'), sql<string>`count(*)`.as('value')])
        .where('joined', '>=', from)
        .where('joined', '<', to)
        .groupBy(sql`1`)
        .execute();
      return rows.map((row) => ({ day: row.day, value: Number(row.value) }));
    },

    async revenueCentsByDay(from: Date, to: Date): Promise<DayCount[]> {
      const rows = await db
        .selectFrom('payments')
        .select([dayOf('payments.charge_date').as('day'), sql<string>`sum(amount_cents)`.as('value')])
        .where('status', '=', 'successful')
        .where('charge_date', '>=', from)
        .where('charge_date', '<', to)
        .groupBy(sql`1`)
        .execute();
      return rows.map((row) => ({ day: row.day, value: Number(row.value) }));
    },

    async responsesByDay(from: Date, to: Date): Promise<DayCount[]> {
      const rows = await db
        .selectFrom('callout_responses')
        .select([dayOf('callout_responses.created_at').as('day'), sql<string>`count(*)`.as('value')])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(sql`1`)
        .execute();
      return rows.map((row) => ({ day: row.day, value: Number(row.value) }));
    },

    /** The mean monthly amount (cents) of the contributions of contacts who joined in the range; null when none. */
    async averageMonthlyCentsOfJoiners(from: Date, to: Date): Promise<number | null> {
      const row = await db
        .selectFrom('contributions')
        .innerJoin('contacts', 'contacts.id', 'contributions.contact_id')
        .select(
          sql<
            string | null
          >`avg(case when contributions.period = 'annually' then contributions.amount_cents / 12.0 else contributions.amount_cents end)`.as(
            'average',
          ),
        )
        .where('contacts.joined', '>=', from)
        .where('contacts.joined', '<', to)
        .where('contributions.type', '!=', 'None')
        .where('contributions.amount_cents', 'is not', null)
        .executeTakeFirst();
      return row?.average === null || row?.average === undefined ? null : Number(row.average);
    },

    /**
     * Contacts who joined in the range, counted by a part of where they came
     * from (`pageUrl` with its latest title, or `calloutSlug`), most first.
     */
    async joinsBy(part: 'pageUrl' | 'calloutSlug', from: Date, to: Date, limit: number): Promise<SourceCount[]> {
      // A literal, not a parameter: the select, group and order must be the same expression.
      const key = sql<string>`(contacts.join_source ->> ${sql.lit(part)})`;
      const rows = await db
        .selectFrom('contacts')
        .select([
          key.as('key'),
          sql<string>`coalesce(max(contacts.join_source ->> 'pageTitle'), '')`.as('title'),
          sql<string>`count(*)`.as('joins'),
        ])
        .where('joined', '>=', from)
        .where('joined', '<', to)
        .where(key, 'is not', null)
        .groupBy(key)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(key)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ key: row.key, title: row.title, joins: Number(row.joins) }));
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
