import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDatabase } from '../kernel/db/create-database.ts';
import { loadMigrations, runMigrations } from '../kernel/db/run-migrations.ts';
import { withJobs } from '../kernel/jobs/index.ts';
import { createTestDatabaseUrl, defer } from '../test-helper.ts';
import { mailServer } from './mail-server-test-kit.ts';
import { sendEmailJob } from './send-email-job.ts';
import { startSmtpServer } from './smtp-test-kit.ts';

test('an upgrade gives every email queued or sending in the outbox its send job, and a runner sends them', async (t) => {
  const database = await createDatabase({
    databaseUrl: process.env.DATABASE_URL ? await createTestDatabaseUrl(t) : null,
  });
  defer(t, () => database.close());
  const { db } = database;
  // The database as the version before left it: the outbox was its own send queue (0032).
  await runMigrations(
    db,
    (await loadMigrations()).filter((migration) => migration.version < 38),
  );
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const email = (subject: string) => ({
    to_address: 'ada@example.org',
    from_address: '"The Daily Example" <no-reply@example.org>',
    subject,
    text: 'text',
    html: '<p>html</p>',
    template: 'reset-password',
    locale: 'en',
    content_language: 'en',
  });
  const rows = await db
    .insertInto('outbox')
    .values([
      { ...email('queued'), status: 'queued', attempts: 2, run_at: minutesAgo(1), last_error: '451 Try again later' },
      // Its server died mid-send; its lease ran out.
      { ...email('sending'), status: 'sending', attempts: 10, run_at: minutesAgo(20), locked_until: minutesAgo(15) },
      { ...email('sent'), status: 'sent', attempts: 1, sent_at: minutesAgo(30) },
      { ...email('failed'), status: 'failed', attempts: 10, last_error: '550 Recipient address rejected' },
      { ...email('kept'), status: 'kept' },
    ])
    .returning(['id', 'subject', 'run_at'])
    .execute();
  const rowOf = (subject: string) => rows.find((row) => row.subject === subject);

  // 0038 and what came after it.
  assert.deepEqual((await runMigrations(db))[0], '0038-email-send-jobs.sql');
  const jobs = await withJobs(db).selectFrom('jobs').selectAll().orderBy('run_at').execute();
  assert.deepEqual(
    jobs.map((job) => [job.kind, job.state, job.payload, job.attempts, job.max_attempts, job.run_at.getTime()]),
    [
      // Due when the outbox said; the attempts it had count, and the last try at its tenth is still made.
      [sendEmailJob, 'pending', { outboxId: rowOf('sending')?.id }, 10, 11, rowOf('sending')?.run_at?.getTime()],
      [sendEmailJob, 'pending', { outboxId: rowOf('queued')?.id }, 2, 10, rowOf('queued')?.run_at?.getTime()],
    ],
  );

  const smtp = await startSmtpServer(t);
  const server = mailServer(t, db, { smtpUrl: smtp.smtpUrl });
  server.kick();
  await server.idle();
  assert.deepEqual(smtp.received.map((mail) => mail.subject).sort(), ['queued', 'sending']);
  const after = await db.selectFrom('outbox').select(['subject', 'status', 'attempts']).orderBy('subject').execute();
  assert.deepEqual(
    after.map((row) => [row.subject, row.status, row.attempts]),
    [
      ['failed', 'failed', 10],
      ['kept', 'kept', 0],
      ['queued', 'sent', 3],
      ['sending', 'sent', 11],
      ['sent', 'sent', 1],
    ],
  );
  assert.deepEqual(await withJobs(db).selectFrom('jobs').select('id').execute(), [], 'the done jobs are removed');
});
