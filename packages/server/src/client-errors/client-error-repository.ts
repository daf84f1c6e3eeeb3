import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Breadcrumb, ClientError, ClientErrorGroup, ClientErrorReport, ClientErrorSource } from '@masthead/core';
import type { Database } from '../db/database.ts';

/** One report (0030-client-errors.sql). */
export interface ClientErrorsTable {
  id: Generated<string>;
  source: ClientErrorSource;
  message: string;
  stack: string | null;
  url: string;
  request_id: string | null;
  status: number | null;
  operation: string | null;
  release: string | null;
  // Written as JSON text, read parsed (as `content.data`): pg and PGlite then agree.
  breadcrumbs: ColumnType<Breadcrumb[], string, string>;
  created_at: ColumnType<Date, Date, never>;
}

type ClientErrorsDatabase = Database & { client_errors: ClientErrorsTable };

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

function toClientError(row: Selectable<ClientErrorsTable>): ClientError {
  return {
    id: row.id,
    source: row.source,
    message: row.message,
    stack: row.stack,
    url: row.url,
    requestId: row.request_id,
    status: row.status,
    operation: row.operation,
    release: row.release,
    breadcrumbs: row.breadcrumbs,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The reports the app and the widgets send, stored as given (the route
 * scrubs them first) and read back grouped by message for admins.
 * @example await createClientErrorRepository({db}).add(report, new Date())
 */
export function createClientErrorRepository({ db: plain }: { db: Kysely<Database> }) {
  const db = plain.withTables<{ client_errors: ClientErrorsTable }>() as Kysely<ClientErrorsDatabase>;

  return {
    async add(report: ClientErrorReport, at: Date): Promise<ClientError> {
      const row = await db
        .insertInto('client_errors')
        .values({
          source: report.source,
          message: report.message,
          stack: report.stack ?? null,
          url: report.url,
          request_id: report.requestId ?? null,
          status: report.status ?? null,
          operation: report.operation ?? null,
          release: report.release ?? null,
          breadcrumbs: JSON.stringify(report.breadcrumbs),
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toClientError(row);
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
          eb.fn.countAll<string | number>().as('count'),
          eb.fn.min('created_at').as('first_seen'),
          eb.fn.max('created_at').as('last_seen'),
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

    /** Removes reports made before `before` (the nightly work keeps 30 days); how many went. */
    async removeOlderThan(before: Date): Promise<number> {
      const result = await db.deleteFrom('client_errors').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ClientErrorRepository = ReturnType<typeof createClientErrorRepository>;
