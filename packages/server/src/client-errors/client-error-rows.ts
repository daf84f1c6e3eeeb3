import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Breadcrumb, ClientError, ClientErrorReport, ClientErrorSource } from '@masthead/core';
import type { Database } from '../kernel/db/database.ts';

/** One report (0030-client-errors.sql), and the reports of its message counted on it (0037). */
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
  /** Reports of the same message counted here rather than stored (client-error-caps.ts). */
  repeats: ColumnType<number, never, number>;
  /** When the last of them came; `created_at` until one does. */
  last_seen_at: ColumnType<Date, Date, Date>;
}

/** Per hour, the reports of messages never stored that came over the hour's ceiling (0037). */
export interface ClientErrorOverflowTable {
  hour: Date;
  reports: number;
}

/** The tables this module owns (added with `withTables`), and the database with them. */
export type ClientErrorTables = {
  client_errors: ClientErrorsTable;
  client_error_overflow: ClientErrorOverflowTable;
};
export type ClientErrorsDatabase = Database & ClientErrorTables;

/** A row as admins read it. */
export function toClientError(row: Selectable<ClientErrorsTable>): ClientError {
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

/** Writes one report as its own row, seen last when made. */
export async function insertReport(
  db: Kysely<ClientErrorsDatabase>,
  report: ClientErrorReport,
  at: Date,
): Promise<ClientError> {
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
      last_seen_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toClientError(row);
}
