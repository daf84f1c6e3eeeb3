import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OutboxTable } from '../kernel/db/database.ts';
import { defaultBackoff } from '../kernel/jobs/job-queue.ts';
import { maskSecrets } from './mask-secrets.ts';
import { uuidPattern } from './outbox-repository.ts';

export type QueuedEmail = Selectable<OutboxTable>;

export interface EmailQueueOptions {
  db: Kysely<Database>;
  now?: () => Date;
  /** The wait before attempt n+1 after n failed: 30 s, 1 min, 2 min … up to an hour (the job queue's). */
  backoff?: (attempts: number) => number;
  /** How long a claimed email is its server's before another may send it (longer than any SMTP exchange). */
  leaseMs?: number;
  /** Attempts before an email is `failed`. */
  maxAttempts?: number;
}

export interface EmailQueue {
  /** Marks one due email `sending` for this server (no other server gets it), or null when none is due. */
  claim(): Promise<QueuedEmail | null>;
  /** The SMTP server took it: `sent`, and its live links masked (the link has left; the copy need not open it). */
  sent(email: QueuedEmail): Promise<void>;
  /** SMTP failed: queued again after the back-off, or `failed` after the last attempt (or at once). */
  fail(email: QueuedEmail, error: string, options?: { permanent?: boolean }): Promise<'queued' | 'failed'>;
  /** A failed email due again now, its attempts counted afresh. */
  retry(id: string): Promise<'retried' | 'not-failed' | 'not-found'>;
}

const minute = 60_000;

/**
 * The outbox as a send queue, the job queue's pattern on the outbox's own
 * rows (email/README.md): claimed with `for update skip locked`, leased,
 * retried with back-off, `failed` for an admin to see and retry.
 * @example const queue = createEmailQueue({db}); const email = await queue.claim()
 */
export function createEmailQueue({
  db,
  now = () => new Date(),
  backoff = defaultBackoff,
  leaseMs = 5 * minute,
  maxAttempts = 10,
}: EmailQueueOptions): EmailQueue {
  return {
    async claim() {
      const at = now();
      // A `sending` email whose lease ran out was claimed by a server that died mid-send: sent again.
      const { rows } = await sql<QueuedEmail>`
        update outbox set status = 'sending', attempts = attempts + 1,
          locked_until = ${new Date(at.getTime() + leaseMs)}
        where id in (
          select id from outbox
          where (status = 'queued' and run_at <= ${at}) or (status = 'sending' and locked_until < ${at})
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning *`.execute(db);
      return rows[0] ?? null;
    },

    async sent(email) {
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          sent_at: now(),
          locked_until: null,
          last_error: null,
          text: maskSecrets(email.text, email.template),
          html: maskSecrets(email.html, email.template),
        })
        .where('id', '=', email.id)
        .where('status', '=', 'sending')
        .execute();
    },

    async fail(email, error, { permanent = false } = {}) {
      const at = now();
      const last = permanent || email.attempts >= maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: last ? 'failed' : 'queued',
          last_error: error,
          locked_until: null,
          ...(last ? {} : { run_at: new Date(at.getTime() + backoff(email.attempts)) }),
        })
        .where('id', '=', email.id)
        .where('status', '=', 'sending')
        .execute();
      return last ? 'failed' : 'queued';
    },

    async retry(id) {
      if (!uuidPattern.test(id)) return 'not-found';
      const result = await db
        .updateTable('outbox')
        .set({ status: 'queued', attempts: 0, run_at: now(), locked_until: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) return 'retried';
      const found = await db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
      return found ? 'not-failed' : 'not-found';
    },
  };
}
