import type { OutboxStatus } from '@masthead/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import { createBatchWriter } from '../kernel/db/batch-writer.ts';
import type { Database, OutboxTable } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';
import { paginate } from '../kernel/db/paginate.ts';
import { enqueueWith, withJobs } from '../kernel/jobs/index.ts';
import { sendEmailJob, sendEmailJobOf } from './send-email-job.ts';

/** An email of the outbox, in the API's shape. */
export interface OutboxEmail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  status: OutboxStatus;
  /** Attempts to send it so far. */
  attempts: number;
  /** The last SMTP error, the recipient masked (smtp-error.ts); null once sent. */
  lastError: string | null;
  sentAt: string | null;
}

/** What a new email holds; without `queue` it is kept (no SMTP), as before the queue. */
export type NewOutboxEmail = Omit<OutboxEmail, 'id' | 'createdAt' | 'status' | 'attempts' | 'lastError' | 'sentAt'> & {
  /** Queued for SMTP, due at this time; its `Content-Language`; the attempts of its send job (10). */
  queue?: { runAt: Date; contentLanguage: string; maxAttempts?: number };
};

export interface OutboxRepository {
  add(email: NewOutboxEmail): Promise<OutboxEmail>;
  /**
   * Stores the email unless one with `dedupeKey` is stored already (or was
   * in the same batch): null then. For work that may run twice (a job tried
   * again after a crash) whose emails must go once.
   */
  addOnce(email: NewOutboxEmail, dedupeKey: string): Promise<OutboxEmail | null>;
  /** Whether an email with this key is stored. */
  hasKey(dedupeKey: string): Promise<boolean>;
  /** Newest first; ties (same instant) broken by id. Only emails of `status` when given. */
  list(page: {
    limit: number;
    offset: number;
    status?: OutboxStatus;
  }): Promise<{ items: OutboxEmail[]; total: number }>;
  /** Null when there is no such email (or the id is not a uuid). */
  get(id: string): Promise<OutboxEmail | null>;
  /** Removes the emails sent before `before`; how many. Kept and failed ones stay. */
  removeSentBefore(before: Date): Promise<number>;
  /** A failed email queued again (a new send job), due now with its attempts counted afresh. */
  retry(id: string): Promise<'retried' | 'not-failed' | 'not-found'>;
}

/**
 * Every email the server wrote: kept instead of sent without SMTP, else
 * queued with its send job (send-email-job.ts), with where each one is.
 * @example await createOutboxRepository({db}).list({limit: 50, offset: 0, status: 'failed'})
 */
export function createOutboxRepository({
  db,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  /** The clock of a retry (its email is due now). */
  now?: () => Date;
}): OutboxRepository {
  // A queued row and its send job commit together: no email queued that no runner would find.
  const insert = async (trx: Kysely<Database>, emails: KeyedEmail[]) => {
    const rows = await insertRows(trx, emails);
    const queued = matchRows(emails, rows).flatMap((row, index) => {
      const queue = emails[index]?.queue;
      return row && queue ? [sendEmailJobOf(row.id, queue)] : [];
    });
    await enqueueWith(trx, queued);
    return rows;
  };
  // Emails sent at the same moment (one per response, under load) share one insert.
  const write = createBatchWriter<KeyedEmail, OutboxEmail | null>({
    async write(_, emails) {
      const rows = emails.some((email) => email.queue)
        ? await db.transaction().execute((trx) => insert(trx, emails))
        : await insertRows(db, emails);
      return matchRows(emails, rows).map((row) => ({ ok: true, value: row && toEmail(row) }));
    },
  });
  // Keys looked for at the same moment (each response's emails, under load) share one select.
  const hasKey = createBatchWriter<string, boolean>({
    async write(_, keys) {
      const rows = await db.selectFrom('outbox').select('dedupe_key').where('dedupe_key', 'in', keys).execute();
      const stored = new Set(rows.map((row) => row.dedupe_key));
      return keys.map((key) => ({ ok: true, value: stored.has(key) }));
    },
  });
  return {
    async add(email) {
      const stored = await write('', { ...email, dedupeKey: null });
      if (!stored) throw new Error('The email was not stored');
      return stored;
    },

    addOnce(email, dedupeKey) {
      return write('', { ...email, dedupeKey });
    },

    hasKey(dedupeKey) {
      return hasKey('', dedupeKey);
    },

    async list({ limit, offset, status }) {
      let newestFirst = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (status) newestFirst = newestFirst.where('status', '=', status);
      const { rows, total } = await paginate(newestFirst, { limit, offset });
      return { items: rows.map(toEmail), total };
    },

    async get(id) {
      // A malformed id would make PostgreSQL refuse the query; it is simply not found.
      if (!isUuid(id)) return null;
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toEmail(row) : null;
    },

    async removeSentBefore(before) {
      const result = await db
        .deleteFrom('outbox')
        .where('status', '=', 'sent')
        .where('sent_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async retry(id) {
      if (!isUuid(id)) return 'not-found';
      const at = now();
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('outbox')
          .set({ status: 'queued', attempts: 0, run_at: at, locked_until: null })
          .where('id', '=', id)
          .where('status', '=', 'failed')
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          const found = await trx.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
          return found ? 'not-failed' : 'not-found';
        }
        // The failed job is done with: the outbox row is the record, and the new job sends it.
        await withJobs(trx)
          .deleteFrom('jobs')
          .where('kind', '=', sendEmailJob)
          .where('state', '=', 'failed')
          .where(sql<string>`payload->>'outboxId'`, '=', id)
          .execute();
        await enqueueWith(trx, [sendEmailJobOf(id, { runAt: at })], at);
        return 'retried';
      });
    },
  };
}

type KeyedEmail = NewOutboxEmail & { dedupeKey: string | null };

/**
 * Each email's inserted row, in the order given. PostgreSQL returns inserted
 * rows in the order of the values, leaving out those a key refused: keyed
 * emails find theirs by key (the first with a key wins it), the others take
 * the unkeyed rows in order.
 */
function matchRows(emails: readonly KeyedEmail[], rows: Selectable<OutboxTable>[]): (Selectable<OutboxTable> | null)[] {
  const byKey = new Map(rows.filter((row) => row.dedupe_key !== null).map((row) => [row.dedupe_key, row]));
  const unkeyed = rows.filter((row) => row.dedupe_key === null);
  let next = 0;
  return emails.map(({ dedupeKey }) => {
    if (dedupeKey === null) return unkeyed[next++] ?? null;
    const row = byKey.get(dedupeKey) ?? null;
    byKey.delete(dedupeKey);
    return row;
  });
}

/** Inserts the emails in one statement; a key stored before makes its email insert nothing. */
function insertRows(db: Kysely<Database>, emails: readonly KeyedEmail[]) {
  return db
    .insertInto('outbox')
    .values(
      emails.map(({ queue, dedupeKey, ...email }) => ({
        to_address: email.to,
        from_address: email.from,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        locale: email.locale,
        dedupe_key: dedupeKey,
        // Distinct and in order within one insert, for the newest-first list.
        created_at: sql<Date>`clock_timestamp()`,
        ...(queue
          ? { status: 'queued' as const, run_at: queue.runAt, content_language: queue.contentLanguage }
          : { status: 'kept' as const }),
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .execute();
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function toEmail(row: Selectable<OutboxTable>): OutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    locale: row.locale,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: iso(row.sent_at),
  };
}
