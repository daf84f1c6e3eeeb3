import { sql, type Kysely } from 'kysely';
import type { ClientError, ClientErrorGroup, ClientErrorReport, ClientErrorSource } from '@masthead/core';
import type { Database } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';
import { clientErrorCaps, type ClientErrorCaps } from './client-error-caps.ts';
import { insertReport, toClientError, type ClientErrorTables, type ClientErrorsDatabase } from './client-error-rows.ts';
import { recordClientError } from './record-client-error.ts';

/**
 * The reports the app and the widgets send, stored as given (the route
 * scrubs them first) within the caps of client-error-caps.ts, and read back
 * grouped by message for admins, each group counting its stored reports and
 * those only counted.
 * @example await createClientErrorRepository({db}).record(report, new Date())
 */
export function createClientErrorRepository(options: { db: Kysely<Database>; caps?: ClientErrorCaps }) {
  const { caps = clientErrorCaps } = options;
  const db = options.db.withTables<ClientErrorTables>() as Kysely<ClientErrorsDatabase>;

  return {
    /** Stores a report or only counts it, as the caps say; the stored report, or null. */
    record(report: ClientErrorReport, at: Date): Promise<ClientError | null> {
      return recordClientError(db, report, at, caps);
    },

    /** Stores a report as it is, whatever the caps: for tests and suites that need one to read. */
    add(report: ClientErrorReport, at: Date): Promise<ClientError> {
      return insertReport(db, report, at);
    },

    async get(id: string): Promise<ClientError | null> {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom('client_errors').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toClientError(row) : null;
    },

    /** A page of messages, the most recently seen first, each with its counts and latest report. */
    async groups(page: { limit: number; offset: number }): Promise<{ items: ClientErrorGroup[]; total: number }> {
      const found = await db
        .selectFrom('client_errors')
        .select((eb) => [
          'message',
          // Each row is one report and the repeats counted on it.
          sql<string | number>`sum(1 + ${eb.ref('repeats')})`.as('count'),
          eb.fn.min('created_at').as('first_seen'),
          eb.fn.max('last_seen_at').as('last_seen'),
          sql<ClientErrorSource[]>`array_agg(distinct source order by source)`.as('sources'),
          sql<string | number>`count(*) over ()`.as('total'),
        ])
        .groupBy('message')
        .orderBy('last_seen', 'desc')
        .orderBy('message')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const total = found[0]
        ? Number(found[0].total)
        : Number(
            (
              await db
                .selectFrom('client_errors')
                .select(sql<string | number>`count(distinct message)`.as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
      if (found.length === 0) return { items: [], total };
      const latest = await db
        .selectFrom('client_errors')
        .selectAll()
        .distinctOn('message')
        .where(
          'message',
          'in',
          found.map((group) => group.message),
        )
        .orderBy('message')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const latestOf = new Map(latest.map((row) => [row.message, toClientError(row)]));
      const items = found.map((group) => ({
        message: group.message,
        count: Number(group.count),
        firstSeen: new Date(group.first_seen).toISOString(),
        lastSeen: new Date(group.last_seen).toISOString(),
        sources: group.sources,
        latest: latestOf.get(group.message)!,
      }));
      return { items, total };
    },

    /** Reports of new messages only counted, over the hourly ceiling, in the hours from `since` on. */
    async overflowSince(since: Date): Promise<number> {
      const { n } = await db
        .selectFrom('client_error_overflow')
        .select((eb) => eb.fn.sum<string | number | null>('reports').as('n'))
        .where('hour', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(n ?? 0);
    },

    /**
     * Removes reports last seen before `before`, with the repeats counted on
     * them, and the overflow counts of those hours (the nightly work keeps
     * 30 days); how many reports went.
     */
    async removeOlderThan(before: Date): Promise<number> {
      await db.deleteFrom('client_error_overflow').where('hour', '<', before).execute();
      const result = await db.deleteFrom('client_errors').where('last_seen_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ClientErrorRepository = ReturnType<typeof createClientErrorRepository>;
