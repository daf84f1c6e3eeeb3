import type { Kysely, Selectable } from 'kysely';
import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Database, OutboxTable } from '../kernel/db/database.ts';
import {
  PermanentJobError,
  withJobs,
  type Job,
  type JobHandlerEntry,
  type JobState,
  type NewJob,
} from '../kernel/jobs/index.ts';
import { maskSecrets } from './mask-secrets.ts';
import { isPermanentRefusal, loggableError, storedError } from './smtp-error.ts';

/** The job that sends one queued outbox row through SMTP (`{outboxId}`). */
export const sendEmailJob = 'send-email';

/** How long a server's claim on an email holds: longer than any SMTP exchange with the mailer's timeouts. */
export const sendEmailLeaseMs = 5 * 60_000;

/** Attempts before an email is `failed`: with the queue's back-off, about three hours. */
export const sendEmailMaxAttempts = 10;

type OutboxRow = Selectable<OutboxTable>;

/**
 * The send job of an outbox row stored `queued`, for `enqueueWith` in the
 * transaction that stores the row (or queues it again): a queued email
 * always has its job, so any server's runner sends it.
 */
export function sendEmailJobOf(outboxId: string, { runAt = new Date(), maxAttempts = sendEmailMaxAttempts } = {}) {
  return { kind: sendEmailJob, payload: { outboxId }, runAt, maxAttempts } satisfies NewJob;
}

/**
 * The Message-ID of an email, made from its row: a resend after a crash
 * between sending and confirming carries the same one, so mail systems that
 * de-duplicate by Message-ID deliver it once.
 * @example messageIdOf({id: '0b7…', from_address: '"Daily" <no-reply@example.org>'}) // '<0b7…@example.org>'
 */
export function messageIdOf(email: Pick<OutboxRow, 'id' | 'from_address'>): string {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(fromOf(email).address)?.[1] ?? 'masthead.invalid';
  return `<${email.id}@${domain}>`;
}

const fromOf = (email: Pick<OutboxRow, 'from_address'>) => {
  const [first] = addressparser(email.from_address, { flatten: true });
  return { name: first?.name ?? '', address: first?.address ?? email.from_address };
};

/** The part of Fastify's (pino) logger the job uses. */
export interface SendEmailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SendEmailJobOptions {
  db: Kysely<Database>;
  transport: Pick<Transporter, 'sendMail'>;
  log: SendEmailLog;
  now?: () => Date;
  /** The lease of a claimed email (`sendEmailLeaseMs`); tests shorten it. */
  leaseMs?: number;
}

/**
 * The handler of `send-email` for the job runner (kernel/jobs/README.md):
 * marks the outbox row `sending`, sends it through SMTP, confirms it `sent`
 * with its live links masked. A failure is the job's (back-off, `failed`
 * after its last attempt or at once on a permanent refusal) and the row
 * follows it, so the outbox reads as the job stands (email/README.md).
 * @example createJobRunner({queue, handlers: createSendEmailJob({db, transport, log}), log})
 */
export function createSendEmailJob({
  db: plain,
  transport,
  log,
  now = () => new Date(),
  leaseMs = sendEmailLeaseMs,
}: SendEmailJobOptions): Readonly<Record<string, JobHandlerEntry>> {
  const db = withJobs(plain);
  // The SMTP error of a failed run, for the log; the job keeps only its masked message.
  const smtpErrors = new WeakMap<object, object>();
  // The jobs (as the runner holds them) whose attempt marked their row `sending`.
  const marked = new WeakSet<Job>();
  const outboxIdOf = (job: Job) => {
    const { outboxId } = job.payload;
    if (typeof outboxId !== 'string') throw new PermanentJobError('send-email job without an outboxId');
    return outboxId;
  };

  async function send(job: Job) {
    const outboxId = outboxIdOf(job);
    const at = now();
    // This attempt, as the job counts them; `sending` with the job's lease, as the admins' list shows it.
    // A `sending` row whose lease holds is another's (a server of the version before, sending from the
    // outbox itself while the servers are upgraded one by one): it is left alone.
    const email = await db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: job.attempts, locked_until: job.locked_until })
      .where('id', '=', outboxId)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'sending'), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)])]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!email) {
      const row = await db.selectFrom('outbox').select('status').where('id', '=', outboxId).executeTakeFirst();
      // Tried again after the back-off: sent by then, or its lease run out and this job sends it.
      if (row?.status === 'sending') throw new Error('The email is being sent by another server');
      // Sent already (a server died before removing the job), erased with its contact, or pruned: done.
      return;
    }
    marked.add(job);
    const details = { template: email.template, locale: email.locale, outboxId: email.id, attempt: email.attempts };
    try {
      const info = await transport.sendMail({
        messageId: messageIdOf(email),
        from: fromOf(email),
        to: email.to_address,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.content_language ? { 'Content-Language': email.content_language } : {},
      });
      log.info({ ...details, messageId: info.messageId }, 'Email sent');
    } catch (error) {
      // The recipient stays out of the job's error, as out of the outbox's (smtp-error.ts).
      const message = storedError(error, email.to_address);
      const failure = isPermanentRefusal(error) ? new PermanentJobError(message) : new Error(message);
      smtpErrors.set(failure, loggableError(error, email.to_address));
      throw failure;
    }
    // A crash here sends it again after the lease, with the same Message-ID.
    await db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sent_at: now(),
        locked_until: null,
        last_error: null,
        // The link has left; the copy need not open it.
        text: maskSecrets(email.text, email.template),
        html: maskSecrets(email.html, email.template),
      })
      .where('id', '=', email.id)
      .where('status', '=', 'sending')
      .execute();
  }

  async function failed(job: Job, error: unknown, state: JobState) {
    // Only a row this attempt marked follows the job: not one another server is sending.
    if (!marked.has(job)) return;
    const last = state === 'failed';
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const email = await db
      .updateTable('outbox')
      .set((eb) => ({
        status: last ? 'failed' : 'queued',
        last_error: message,
        locked_until: null,
        // Due when its job is (the queue's back-off).
        ...(last ? {} : { run_at: eb.selectFrom('jobs').select('jobs.run_at').where('jobs.id', '=', job.id) }),
      }))
      .where('id', '=', outboxIdOf(job))
      .where('status', '=', 'sending')
      .returning(['id', 'template', 'locale', 'attempts'])
      .executeTakeFirst();
    if (!email) return;
    const details = { template: email.template, locale: email.locale, outboxId: email.id, attempt: email.attempts };
    const err = (typeof error === 'object' && error !== null && smtpErrors.get(error)) || error;
    if (last) log.error({ ...details, err }, 'Email could not be sent and has failed');
    else log.error({ ...details, err }, 'Email could not be sent; it is tried again later');
  }

  // Concurrent: an email is one short SMTP exchange, and a reset link must not wait behind a newsletter
  // sync; a burst opens up to a batch of connections at once (`?pool=true` in SMTP_URL caps them).
  return { [sendEmailJob]: { run: send, failed, leaseMs, concurrent: true } };
}
