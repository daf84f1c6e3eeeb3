import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { twoPools } from '../kernel/scheduler/two-pools-test-kit.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createMailer, type EmailMessage, type MailerOptions } from './create-mailer.ts';
import { createEmailQueue } from './email-queue.ts';
import { createEmailSender } from './email-sender.ts';
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

async function mailerOn(t: TestContext, db: Kysely<Database>, options: Partial<MailerOptions>) {
  const mailer = createMailer({ db, log: quiet, ...options });
  defer(t, () => mailer.close());
  return mailer;
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
  const mailer = await mailerOn(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now, queue: { maxAttempts: 3 } });
  const queue = createEmailQueue({ db, now: clock.now });
  const attempt = async (ms: number) => {
    clock.later(ms);
    mailer.kick();
    await mailer.idle();
    return rowOf(db);
  };

  await mailer.send(reset('ada@example.org'));
  await mailer.idle();
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
  assert.equal(await queue.retry(row.id), 'retried');
  row = await attempt(0);
  assert.deepEqual([row.status, row.attempts, row.last_error], ['sent', 1, null]);
  assert.equal(smtp.received.length, 1);
  assert.equal(await queue.retry(row.id), 'not-failed');
  assert.equal(await queue.retry('00000000-0000-4000-8000-000000000000'), 'not-found');
  assert.equal(await queue.retry('not-a-uuid'), 'not-found');
});

test('a sent email keeps no live link: its copy in the outbox is masked', async (t) => {
  const smtp = await startSmtpServer(t);
  const { db } = await createTestDatabase(t);
  const mailer = await mailerOn(t, db, { smtpUrl: smtp.smtpUrl });
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
  await mailer.send({ ...reset('ada@example.org'), data: { name: 'Ada', url: `https://x.org/reset/${token}` } });
  await mailer.idle();

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
  const first = await mailerOn(t, one.db, { smtpUrl: smtp.smtpUrl });
  const second = await mailerOn(t, two.db, { smtpUrl: smtp.smtpUrl });

  const to = Array.from({ length: 16 }, (_, i) => `reader${i}@example.org`);
  await Promise.all(to.map((address, i) => (i % 2 === 0 ? first : second).send(reset(address))));
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
  // Queued without a sender of its own; the server that died then marked it.
  const queueing = await mailerOn(t, db, { now: clock.now });
  await queueing.send(reset('ada@example.org'));
  await db.updateTable('outbox').set({ status: 'queued', run_at: clock.now() }).execute();
  const died = await createEmailQueue({ db, now: clock.now, leaseMs: 60_000 }).claim();
  assert.equal(died?.status, 'sending');

  const other = await mailerOn(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now });
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
  const queueing = await mailerOn(t, db, { now: clock.now });
  await queueing.send(reset('ada@example.org'));
  await db.updateTable('outbox').set({ status: 'queued', run_at: clock.now() }).execute();

  // The first server: a real queue and SMTP transport, but it dies between the send and the confirm.
  const queue = createEmailQueue({ db, now: clock.now, leaseMs: 60_000 });
  const transport = nodemailer.createTransport({ url: smtp.smtpUrl });
  defer(t, () => transport.close());
  const dying = createEmailSender({
    queue: { ...queue, sent: () => Promise.reject(new Error('the server died')) },
    transport,
    log: quiet,
  });
  dying.kick();
  await dying.idle();
  assert.equal(smtp.received.length, 1);
  assert.equal((await rowOf(db)).status, 'sending');

  const other = await mailerOn(t, db, { smtpUrl: smtp.smtpUrl, now: clock.now });
  clock.later(60_001);
  other.kick();
  await other.idle();
  const row = await rowOf(db);
  assert.deepEqual([row.status, row.attempts], ['sent', 2]);
  assert.equal(smtp.received.length, 2, 'SMTP has no way to tell; the Message-ID lets mail systems');
  assert.equal(smtp.received[1]?.messageId, smtp.received[0]?.messageId);
  assert.equal(smtp.received[0]?.messageId, `<${row.id}@news.example.org>`);
});
