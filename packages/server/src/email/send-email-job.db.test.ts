import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { twoPools } from '../kernel/scheduler/two-pools-test-kit.ts';
import { createJobQueue, withJobs } from '../kernel/jobs/index.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createMailer, type EmailMessage } from './create-mailer.ts';
import { mailServer } from './mail-server-test-kit.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createSendEmailJob, sendEmailJob } from './send-email-job.ts';
import { startSmtpServer } from './smtp-test-kit.ts';

const quiet = { info: () => {}, error: () => {} };
const reset = (to: string): EmailMessage => ({
  to,
  template: 'reset-password',
  locale: 'en',
  data: { name: 'Ada', url: 'https://news.example.org/auth/reset-password/x' },
});

/** A clock the queue reads and the test moves. */
function testClock() {
  let at = new Date('2030-01-01T10:00:00Z');
  return {
    now: () => at,
    later(ms: number) {
      at = new Date(at.getTime() + ms);
    },
  };
}

/** A mailer with SMTP and no runner: it queues, as a server killed before its runner ran. */
function queueingMailer(t: TestContext, db: Kysely<Database>, smtpUrl: string, now: () => Date) {
  const mailer = createMailer({ db, smtpUrl, log: quiet, now });
  defer(t, () => mailer.close());
  return mailer;
}

/**
 * A server that claims the email's job (a one-minute lease) and starts its
 * send through `transport`, then dies: the send never returns to it.
 */
async function dyingServer(db: Kysely<Database>, now: () => Date, transport: Transporter | null = null) {
  const handlers = createSendEmailJob({
    db,
    now,
    log: quiet,
    leaseMs: 60_000,
    transport: {
      async sendMail(mail: SendMailOptions) {
        await transport?.sendMail(mail);
        return new Promise<never>(() => {});
      },
    },
  });
  const [job] = await createJobQueue({ db, now }).claim([sendEmailJob], 1, { leases: { [sendEmailJob]: 60_000 } });
  assert.ok(job, 'the email has its job');
  void handlers[sendEmailJob]?.run(job, { report: async () => {} });
}

/** Waits until `check` holds (at most two seconds). */
async function until(check: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 2000) assert.fail('not within 2000 ms');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function newsroom(db: Kysely<Database>) {
  await createContentRepository({ db }).patch('general', {
    organisationName: 'The Daily Example',
    siteUrl: 'https://news.example.org',
  });
}

const rowOf = (db: Kysely<Database>) => db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

test('a failing server is tried again after 30 s, then 1 min; failed after the last attempt; a retry sends it', async (t) => {
  const smtp = await startSmtpServer(t, { mode: 'busy' });
  const { db } = await createTestDatabase(t);
  await newsroom(db);
  const clock = testClock();
  const server = mailServer(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now, maxAttempts: 3 });
  const outbox = createOutboxRepository({ db, now: clock.now });
  const attempt = async (ms: number) => {
    clock.later(ms);
    server.kick();
    await server.idle();
    return rowOf(db);
  };

  await server.mailer.send(reset('ada@example.org'));
  await server.idle();
  let row = await rowOf(db);
  assert.deepEqual([row.status, row.attempts], ['queued', 1]);
  assert.equal(row.run_at?.getTime(), clock.now().getTime() + 30_000);
  assert.match(row.last_error ?? '', /451 <<recipient>>: Try again later/);

  row = await attempt(29_000);
  assert.equal(row.attempts, 1, 'not before its back-off');
  row = await attempt(1_000);
  assert.deepEqual([row.status, row.attempts], ['queued', 2]);
  assert.equal(row.run_at?.getTime(), clock.now().getTime() + 60_000, 'the wait doubles');
  row = await attempt(60_000);
  assert.deepEqual([row.status, row.attempts], ['failed', 3]);
  row = await attempt(60 * 60_000);
  assert.deepEqual([row.status, row.attempts], ['failed', 3], 'a failed email waits for an admin');
  assert.equal(smtp.received.length, 0);

  smtp.mode = 'accept';
  assert.equal(await outbox.retry(row.id), 'retried');
  row = await attempt(0);
  assert.deepEqual([row.status, row.attempts, row.last_error], ['sent', 1, null]);
  assert.equal(smtp.received.length, 1);
  assert.equal(await outbox.retry(row.id), 'not-failed');
  assert.equal(await outbox.retry('00000000-0000-4000-8000-000000000000'), 'not-found');
  assert.equal(await outbox.retry('not-a-uuid'), 'not-found');
});

test('a sent email keeps no live link: its copy in the outbox is masked', async (t) => {
  const smtp = await startSmtpServer(t);
  const { db } = await createTestDatabase(t);
  const server = mailServer(t, db, { smtpUrl: smtp.smtpUrl });
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
  await server.mailer.send({ ...reset('ada@example.org'), data: { name: 'Ada', url: `https://x.org/reset/${token}` } });
  await server.idle();

  assert.ok(smtp.received[0]?.text?.includes(token), 'the reader got the link');
  const row = await rowOf(db);
  assert.equal(row.status, 'sent');
  assert.equal(row.text.includes(token) || row.html.includes(token), false);
});

test('two servers sending at once send every email exactly once', async (t) => {
  const smtp = await startSmtpServer(t);
  smtp.delayMs = 10;
  const [one, two] = await twoPools(t);
  await newsroom(one.db);
  const first = mailServer(t, one.db, { smtpUrl: smtp.smtpUrl });
  const second = mailServer(t, two.db, { smtpUrl: smtp.smtpUrl });

  const to = Array.from({ length: 16 }, (_, i) => `reader${i}@example.org`);
  await Promise.all(to.map((address, i) => (i % 2 === 0 ? first : second).mailer.send(reset(address))));
  second.kick();
  first.kick();
  await Promise.all([first.idle(), second.idle()]);

  const ids = smtp.received.map((mail) => mail.messageId);
  assert.equal(ids.length, 16);
  assert.equal(new Set(ids).size, 16, 'no email twice');
  const rows = await one.db.selectFrom('outbox').select(['status', 'attempts']).execute();
  assert.deepEqual(new Set(rows.map((row) => `${row.status} ${row.attempts}`)), new Set(['sent 1']));
});

test('an email marked by a server that died before sending is sent once its lease ran out', async (t) => {
  const smtp = await startSmtpServer(t);
  const { db } = await createTestDatabase(t);
  const clock = testClock();
  // Queued by a server without a runner; the server that died then claimed it and marked it.
  await queueingMailer(t, db, smtp.smtpUrl, clock.now).send(reset('ada@example.org'));
  await dyingServer(db, clock.now);
  await until(async () => (await rowOf(db)).status === 'sending');

  const other = mailServer(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now });
  other.kick();
  await other.idle();
  assert.equal(smtp.received.length, 0, 'not while the lease holds');
  clock.later(60_001);
  other.kick();
  await other.idle();
  assert.equal(smtp.received.length, 1);
  const row = await rowOf(db);
  assert.deepEqual([row.status, row.attempts], ['sent', 2]);
});

test('an email sent by a server that died before confirming it is sent again with the same Message-ID', async (t) => {
  const smtp = await startSmtpServer(t);
  const { db } = await createTestDatabase(t);
  await newsroom(db);
  const clock = testClock();
  await queueingMailer(t, db, smtp.smtpUrl, clock.now).send(reset('ada@example.org'));

  // The first server: a real queue and SMTP transport, but it dies between the send and the confirm.
  const transport = nodemailer.createTransport({ url: smtp.smtpUrl });
  defer(t, () => transport.close());
  await dyingServer(db, clock.now, transport);
  await until(() => smtp.received.length === 1);
  assert.equal(smtp.received.length, 1);
  assert.equal((await rowOf(db)).status, 'sending');

  const other = mailServer(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now });
  clock.later(60_001);
  other.kick();
  await other.idle();
  const row = await rowOf(db);
  assert.deepEqual([row.status, row.attempts], ['sent', 2]);
  assert.equal(smtp.received.length, 2, 'SMTP has no way to tell; the Message-ID lets mail systems');
  assert.equal(smtp.received[1]?.messageId, smtp.received[0]?.messageId);
  assert.equal(smtp.received[0]?.messageId, `<${row.id}@news.example.org>`);
});

test('with SMTP an email is stored with its send job; without SMTP it is kept and has none', async (t) => {
  const smtp = await startSmtpServer(t);
  const { db } = await createTestDatabase(t);
  const clock = testClock();
  const jobs = () => withJobs(db).selectFrom('jobs').selectAll().execute();

  await queueingMailer(t, db, smtp.smtpUrl, clock.now).send(reset('ada@example.org'));
  const queued = await rowOf(db);
  const [job, ...more] = await jobs();
  assert.deepEqual(more, []);
  assert.deepEqual(
    [job?.kind, job?.state, job?.payload, job?.max_attempts, job?.run_at.getTime()],
    [sendEmailJob, 'pending', { outboxId: queued.id }, 10, clock.now().getTime()],
  );

  await db.deleteFrom('outbox').execute();
  await withJobs(db).deleteFrom('jobs').execute();
  const kept = createMailer({ db, log: quiet });
  defer(t, () => kept.close());
  assert.deepEqual(kept.handlers, {});
  await kept.send(reset('ada@example.org'));
  assert.equal((await rowOf(db)).status, 'kept');
  assert.deepEqual(await jobs(), []);
});

test('an email a server of the version before is sending is left to it until its lease runs out', async (t) => {
  const smtp = await startSmtpServer(t);
  const { db } = await createTestDatabase(t);
  const clock = testClock();
  await queueingMailer(t, db, smtp.smtpUrl, clock.now).send(reset('ada@example.org'));
  // The outbox's own queue (0032): the old server marked it `sending` with its five-minute lease.
  const lease = new Date(clock.now().getTime() + 5 * 60_000);
  await db.updateTable('outbox').set({ status: 'sending', attempts: 1, locked_until: lease }).execute();

  const server = mailServer(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now });
  server.kick();
  await server.idle();
  assert.equal(smtp.received.length, 0);
  const waiting = await rowOf(db);
  assert.deepEqual([waiting.status, waiting.locked_until?.getTime()], ['sending', lease.getTime()], 'not touched');
  const [job] = await withJobs(db).selectFrom('jobs').selectAll().execute();
  assert.deepEqual([job?.state, job?.attempts], ['pending', 1]);

  // The old server died: once its lease ran out (and the job's back-off), this one sends it.
  clock.later(5 * 60_000 + 1);
  server.kick();
  await server.idle();
  assert.equal(smtp.received.length, 1);
  assert.equal((await rowOf(db)).status, 'sent');
});
