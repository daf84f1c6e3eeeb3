/**
 * What the database and the uploads folder hold, small enough to compare
 * before and after a batch of requests: per table its row count and a hash
 * of its rows as JSON, sorted; per upload folder its files.
 * @example const before = await takeSnapshot(world); …; assert.deepEqual(changes(before, await takeSnapshot(world)), [])
 */
import { readdir } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/**
 * Tables that record attempts by design, refused ones included: the
 * fixed-window counters of every rate limit and the login back-off; and
 * the scheduler's record of periodic runs, which the app writes on its own
 * clock (a run falls due while a slow machine works through the suite).
 */
const attemptTables = new Set(['rate_limits', 'login_backoff', 'scheduled_runs']);

/** Columns any logged-in request may move: a session slides, and its contact's lastSeen with it, once a minute. */
const movingColumns: Record<string, readonly string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  contacts: ['last_seen'],
};

export type Snapshot = Record<string, string>;

export interface SnapshotSource {
  db: Kysely<Database>;
  uploadsDir: string;
}

const tablesOf = new WeakMap<Kysely<Database>, Promise<string[]>>();

function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables =
    tablesOf.get(db) ??
    sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.name).filter((name) => !attemptTables.has(name)));
  tablesOf.set(db, tables);
  return tables;
}

/** `{table: 'rows:hash', …, uploads: 'a/full.webp,…'}`, in one query. */
export async function takeSnapshot({ db, uploadsDir }: SnapshotSource): Promise<Snapshot> {
  const parts = (await tableNames(db)).map((name) => {
    const dropped = (movingColumns[name] ?? []).map((column) => sql` - ${sql.lit(column)}`);
    return sql`select ${sql.lit(name)} as name, count(*)::text || ':' || md5(coalesce(string_agg(j, ',' order by j), '')) as value
      from (select (to_jsonb(t)${sql.join(dropped, sql``)})::text as j from ${sql.table(name)} t) rows_of_table`;
  });
  const { rows } = await sql<{ name: string; value: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const files = (await readdir(uploadsDir, { recursive: true })).sort();
  return { ...Object.fromEntries(rows.map((row) => [row.name, row.value])), uploads: files.join(',') };
}

/** The tables (and `uploads`) whose content differs. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]);
}
