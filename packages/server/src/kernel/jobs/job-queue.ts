import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import { createBatchWriter } from '../db/batch-writer.ts';

/** The `jobs` table (0027-jobs-and-newsletter.sql). */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  dedupe_key: string | null;
  once_key: string | null;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  progress: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export const jobStates = { pending: 'pending', running: 'running', done: 'done', failed: 'failed' } as const;
export type JobState = (typeof jobStates)[keyof typeof jobStates];

export type Job = Selectable<JobsTable>;

/** The database with the queue's table (kept here, beside the code that owns it). */
export type JobsDatabase = Database & { jobs: JobsTable };
export const withJobs = (db: Kysely<Database>): Kysely<JobsDatabase> => db.withTables<{ jobs: JobsTable }>();

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** While a job with this key waits, no second one is queued (the first is returned). */
  dedupeKey?: string;
  /** Only one job with this key ever: a second enqueue returns null. */
  onceKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Kysely<Database>;
  now?: () => Date;
  /** The wait before attempt n+1 after n failed: 30 s, 1 min, 2 min … up to an hour. */
  backoff?: (attempts: number) => number;
  /** How long a claimed job is its server's before another may take it over, for kinds without their own. */
  leaseMs?: number;
}

export interface ClaimOptions {
  /** Leases of their own by kind (a response's emails: a minute); other kinds take the queue's `leaseMs`. */
  leases?: Readonly<Record<string, number>>;
}

export interface JobQueue {
  /** Queues a job; its id, or null when `onceKey` was used before. */
  enqueue(job: NewJob): Promise<string | null>;
  /**
   * Takes up to `limit` due jobs of these kinds for this server: no other
   * server gets them until each one's lease (its kind's) runs out.
   */
  claim(kinds: readonly string[], limit: number, options?: ClaimOptions): Promise<Job[]>;
  /** A job that succeeded: removed, or kept as `done` (to report on it later). */
  complete(id: string, options?: { keep?: boolean }): Promise<void>;
  /** A job that threw: pending again after the back-off, or `failed` after its last attempt (or at once). */
  fail(job: Job, error: unknown, options?: { permanent?: boolean }): Promise<JobState>;
  /** What a running job reports. */
  report(id: string, progress: Record<string, unknown>): Promise<void>;
  /** A failed job due again now, with its attempts counted afresh; false when it is not failed. */
  retry(id: string, kind: string): Promise<boolean>;
  get(id: string): Promise<Job | undefined>;
  /** The newest job of a kind, whatever its state. */
  latest(kind: string): Promise<Job | undefined>;
  /** Failed jobs of a kind, newest first, with how many there are. */
  failed(kind: string, page: { limit: number; offset: number }): Promise<{ jobs: Job[]; total: number }>;
  /** Removes done jobs last changed before `before`. */
  prune(before: Date): Promise<number>;
}

/** A new job's row: the one place its shape is written. */
function jobRow({ kind, payload = {}, dedupeKey, onceKey, runAt, maxAttempts }: NewJob, now: Date) {
  return {
    kind,
    payload: JSON.stringify(payload),
    dedupe_key: dedupeKey ?? null,
    once_key: onceKey ?? null,
    run_at: runAt ?? now,
    ...(maxAttempts ? { max_attempts: maxAttempts } : {}),
  };
}

/**
 * Queues jobs with the caller's own writes: `db` is their transaction, so
 * the jobs exist if and only if those writes commit. Work that must follow
 * a write (a response's emails) then survives a crash right after the
 * commit: any server's runner finds the job. A job whose `onceKey` was used
 * is skipped; `dedupeKey` jobs go through `JobQueue.enqueue`.
 * @example await db.transaction().execute(async (trx) => { await insertResponse(trx); await enqueueWith(trx, [{kind: 'response-emails', payload: {responseId}, onceKey}]) })
 */
export async function enqueueWith(
  db: Kysely<Database>,
  jobs: readonly Omit<NewJob, 'dedupeKey'>[],
  now: Date = new Date(),
): Promise<void> {
  if (jobs.length === 0) return;
  await withJobs(db)
    .insertInto('jobs')
    .values(jobs.map((job) => jobRow(job, now)))
    .onConflict((oc) => oc.column('once_key').doNothing())
    .execute();
}

const minute = 60_000;
export const defaultBackoff = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * minute);

/**
 * Jobs in PostgreSQL: queued by code or by triggers (a `jobs` row), claimed
 * with `for update skip locked` so several app servers never run one twice,
 * retried with back-off, `failed` after their last attempt for an admin to
 * see and retry.
 * @example const queue = createJobQueue({db}); await queue.enqueue({kind: 'newsletter-sync'})
 */
export function createJobQueue({
  db: plain,
  now = () => new Date(),
  backoff = defaultBackoff,
  leaseMs = 10 * minute,
}: JobQueueOptions): JobQueue {
  const db = withJobs(plain);
  // Jobs done at the same moment (a response's emails each, under load) are removed by one statement.
  const remove = createBatchWriter<string, void>({
    async write(_, ids) {
      await db.deleteFrom('jobs').where('id', 'in', ids).execute();
      return ids.map(() => ({ ok: true, value: undefined }));
    },
  });
  const byId = (id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  const mergeIntoWaiting = async (job: Job) => {
    const { rows } = await sql<{ id: string }>`
      with merged as (
        update jobs set payload = jobs.payload || ${JSON.stringify(job.payload)}::jsonb, updated_at = ${now()}
        where dedupe_key = ${job.dedupe_key} and state = 'pending' and id <> ${job.id}
        returning id
      )
      delete from jobs where id = ${job.id} and exists (select 1 from merged) returning id`.execute(db);
    return rows.length > 0;
  };
  return {
    async enqueue(job) {
      const { dedupeKey, onceKey } = job;
      const values = jobRow(job, now());
      if (onceKey) {
        const row = await db
          .insertInto('jobs')
          .values(values)
          .onConflict((oc) => oc.column('once_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        return row?.id ?? null;
      }
      if (!dedupeKey) return (await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow()).id;
      const row = await db
        .insertInto('jobs')
        .values(values)
        .onConflict((oc) => oc.column('dedupe_key').where('state', '=', 'pending').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) return row.id;
      const waiting = await db
        .selectFrom('jobs')
        .select('id')
        .where('dedupe_key', '=', dedupeKey)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return waiting?.id ?? null;
    },

    async claim(kinds, limit, { leases = {} } = {}) {
      if (kinds.length === 0) return [];
      const at = now();
      const until = (ms: number) => sql`${new Date(at.getTime() + ms).toISOString()}::timestamptz`;
      // Each kind's own lease, in the one statement: a claim is one round trip whatever the kinds.
      const own = kinds.filter((kind) => leases[kind] !== undefined);
      const lockedUntil =
        own.length === 0
          ? until(leaseMs)
          : sql`case kind ${sql.join(
              own.map((kind) => sql`when ${kind} then ${until(leases[kind] as number)}`),
              sql` `,
            )} else ${until(leaseMs)} end`;
      const result = await sql<Job>`
        update jobs set state = 'running', attempts = attempts + 1,
          locked_until = ${lockedUntil}, updated_at = ${at}
        where id in (
          select id from jobs
          where kind in (${sql.join(kinds)})
            and ((state = 'pending' and run_at <= ${at}) or (state = 'running' and locked_until < ${at}))
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning *`.execute(db);
      return result.rows;
    },

    async complete(id, { keep = false } = {}) {
      if (!keep) return remove('', id);
      const at = now();
      await db
        .updateTable('jobs')
        .set({ state: 'done', locked_until: null, finished_at: at, updated_at: at, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async fail(job, error, { permanent = false } = {}) {
      const at = now();
      const last = permanent || job.attempts >= job.max_attempts;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      // A job going back to wait while a newer one with its key waits (queued while this one ran):
      // the two become the newer one, carrying what this one knew first (its payload's values win).
      if (!last && job.dedupe_key && (await mergeIntoWaiting(job))) return 'pending';
      await db
        .updateTable('jobs')
        .set({
          state: last ? 'failed' : 'pending',
          last_error: message,
          locked_until: null,
          updated_at: at,
          ...(last ? { finished_at: at } : { run_at: new Date(at.getTime() + backoff(job.attempts)) }),
        })
        .where('id', '=', job.id)
        .execute();
      return last ? 'failed' : 'pending';
    },

    async report(id, progress) {
      await db
        .updateTable('jobs')
        .set({ progress: JSON.stringify(progress), updated_at: now() })
        .where('id', '=', id)
        .execute();
    },

    async retry(id, kind) {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'pending', attempts: 0, run_at: now(), updated_at: now(), finished_at: null })
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('state', '=', 'failed')
        // A newer pending job for the same contact already carries the change.
        .where((eb) =>
          eb.or([
            eb('dedupe_key', 'is', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('jobs as waiting')
                  .select('waiting.id')
                  .whereRef('waiting.dedupe_key', '=', 'jobs.dedupe_key')
                  .where('waiting.state', '=', 'pending'),
              ),
            ),
          ]),
        )
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) return true;
      // The failed job is superseded by a waiting one: it goes, the waiting one runs now.
      const failed = await byId(id);
      if (failed?.state !== 'failed' || failed.kind !== kind) return false;
      await db.deleteFrom('jobs').where('id', '=', id).execute();
      await db
        .updateTable('jobs')
        .set({ run_at: now() })
        .where('dedupe_key', '=', failed.dedupe_key)
        .where('state', '=', 'pending')
        .execute();
      return true;
    },

    get: byId,

    latest(kind) {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async failed(kind, { limit, offset }) {
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .select(sql<string>`count(*) over ()`.as('total'))
        .where('kind', '=', kind)
        .where('state', '=', 'failed')
        .orderBy('finished_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countFailed(kind) : 0;
      return { jobs: rows, total };
    },

    async prune(before) {
      const result = await db
        .deleteFrom('jobs')
        .where('state', '=', 'done')
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };

  async function countFailed(kind: string) {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', kind)
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
