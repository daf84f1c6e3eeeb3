import { randomUUID } from 'node:crypto';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The `scheduled_runs` table (0031-scheduled-runs.sql): per task, the period it last ran for. */
export interface ScheduledRunsTable {
  name: string;
  period_start: ColumnType<Date, Date, Date>;
  claim: string;
  locked_until: ColumnType<Date | null, Date | null, Date | null>;
  started_at: ColumnType<Date, Date, Date>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: string | null;
}

export type ScheduledRunsDatabase = Database & { scheduled_runs: ScheduledRunsTable };

export interface ScheduledRuns {
  /**
   * Takes the run of `name` for the period starting at `periodStart`: a claim id when this server is
   * to run it, null when another server has it (or had it) or a later period was already taken.
   */
  claim(name: string, periodStart: Date, at: Date, leaseMs: number): Promise<string | null>;
  /** Keeps a running claim this server's for `leaseMs` more; false when it was lost. */
  renew(claim: string, at: Date, leaseMs: number): Promise<boolean>;
  /** Ends a claim; `error` is kept to be read. */
  finish(claim: string, at: Date, error: string | null): Promise<void>;
  get(name: string): Promise<{ period_start: Date; finished_at: Date | null; last_error: string | null } | undefined>;
}

/**
 * The claims behind the scheduler. One upsert decides who runs a period: it inserts the task's row,
 * or moves it to a later period, or takes over a run whose lease ran out; a server that loses the
 * race updates nothing and gets no row back. PostgreSQL locks the row for the one statement, so two
 * servers asking at once get one yes.
 */
export function createScheduledRuns({ db: plain }: { db: Kysely<Database> }): ScheduledRuns {
  const db = plain.withTables<{ scheduled_runs: ScheduledRunsTable }>() as Kysely<ScheduledRunsDatabase>;
  return {
    async claim(name, periodStart, at, leaseMs) {
      const claim = randomUUID();
      const lockedUntil = new Date(at.getTime() + leaseMs);
      const { rows } = await sql<{ claim: string }>`
        insert into scheduled_runs as r (name, period_start, claim, locked_until, started_at)
        values (${name}, ${periodStart}, ${claim}, ${lockedUntil}, ${at})
        on conflict (name) do update set
          period_start = excluded.period_start, claim = excluded.claim, locked_until = excluded.locked_until,
          started_at = excluded.started_at, finished_at = null, last_error = null
        where r.period_start < excluded.period_start
          or (r.period_start = excluded.period_start and r.finished_at is null and r.locked_until < ${at})
        returning claim`.execute(db);
      return rows[0]?.claim ?? null;
    },

    async renew(claim, at, leaseMs) {
      const result = await db
        .updateTable('scheduled_runs')
        .set({ locked_until: new Date(at.getTime() + leaseMs) })
        .where('claim', '=', claim)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async finish(claim, at, error) {
      await db
        .updateTable('scheduled_runs')
        .set({ finished_at: at, locked_until: null, last_error: error?.slice(0, 1000) ?? null })
        .where('claim', '=', claim)
        .execute();
    },

    get(name) {
      return db
        .selectFrom('scheduled_runs')
        .select(['period_start', 'finished_at', 'last_error'])
        .where('name', '=', name)
        .executeTakeFirst();
    },
  };
}
