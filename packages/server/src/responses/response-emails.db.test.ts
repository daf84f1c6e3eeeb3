import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { sql } from 'kysely';
import { createCaptchaService } from '../captcha/captcha-service.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { createMailer, type Mailer } from '../email/index.ts';
import { createJobQueue, createJobRunner, withJobs } from '../kernel/jobs/index.ts';
import { createRateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import { createCalloutRepository } from '../callouts/callout-repository.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createResponseRepository } from './response-repository.ts';
import { sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { createTestContact } from '../test-accounts.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createOwnFiles, createUploadService } from '../uploads/index.ts';
import { createResponseNotifier, responseEmailsJob } from './response-notifier.ts';
import { createResponseSubmission } from './response-submission.ts';

const answers = { slide1: { story: 'A tree fell on the bus stop' } };
const gus = { firstname: 'Gus', lastname: 'Guest', email: 'gus@example.org' };
const quiet = { info: () => {}, error: () => {} };

/**
 * One app server's part in a response's emails, on `database`: a mailer, the
 * notifier and a job runner over the queue. Several may share a database, as
 * a server started again after a crash shares the one before.
 */
function emailServer(t: TestContext, database: MastheadDatabase, options: { mailer?: Pick<Mailer, 'send'> } = {}) {
  const { db } = database;
  const now = () => new Date();
  const limiter = createRateLimiter({ db, now, limits: { emailRecipient: { limit: 2, windowSeconds: 3600 } } });
  const mailer = createMailer({ db, log: quiet, limiter });
  defer(t, () => mailer.close());
  const notifier = createResponseNotifier({
    callouts: createCalloutRepository({ db }),
    responses: createResponseRepository({ db }),
    content: createContentRepository({ db }),
    mailer: options.mailer ?? mailer,
    log: quiet,
    now,
  });
  const queue = createJobQueue({ db, now });
  const runner = createJobRunner({ queue, handlers: notifier.handlers, log: quiet });
  defer(t, () => runner.stop());
  return { mailer, notifier, queue, runner };
}

/** A database with a site address and an admin, open guest call-outs to answer, and the submission service. */
async function emailKit(t: TestContext, { kick = true } = {}) {
  const database = await createTestDatabase(t);
  const { db } = database;
  await createContentRepository({ db }).patch('general', { siteUrl: 'https://news.example.org' });
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada' });
  const server = emailServer(t, database);
  const now = () => new Date();
  const uploads = createUploadService({ db, dir: '/nonexistent', now });
  const submission = createResponseSubmission({
    responses: createResponseRepository({ db }),
    contacts: createContactRepository({ db }),
    captcha: createCaptchaService({ db, hmacKey: 'test', now }),
    // Without the kick, as when the server is killed between the commit and its runner's next pass.
    jobs: { kick: () => (kick ? server.runner.kick() : undefined) },
    uploads,
    ownFiles: createOwnFiles({ uploads, origin: async () => 'https://news.example' }),
    now,
  });
  const callouts = createCalloutRepository({ db });
  const openCallout = async (values: Record<string, unknown> = {}) => {
    const made = await callouts.create({
      values: {
        starts: new Date(Date.now() - 60_000),
        access: 'guest',
        form_schema: JSON.stringify(sampleFormSchema),
        ...values,
      },
      slug: null,
      variants: { default: { title: 'Our street' } },
    });
    return (await callouts.find(made.id)) ?? assert.fail('the call-out was made');
  };
  const submit = async (guest = gus, callout?: Awaited<ReturnType<typeof openCallout>>) =>
    submission.submit({
      callout: callout ?? (await openCallout()),
      caller: { loggedIn: false, contactId: null, isMember: false },
      body: { answers, guest },
      idempotencyKey: null,
    });
  /** The outbox as `[recipient, template]`, sorted. */
  const outbox = async () =>
    (await db.selectFrom('outbox').select(['to_address', 'template']).orderBy('to_address').execute()).map((row) => [
      row.to_address,
      row.template,
    ]);
  const jobs = () => withJobs(db).selectFrom('jobs').selectAll().execute();
  /** `outbox()` once a guest's response has its two emails: the admin's notification and Gus's confirmation. */
  const bothEmails = [
    [admin.email, 'response-notification'],
    [gus.email, 'response-confirmation'],
  ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return { database, db, admin, server, openCallout, submit, outbox, jobs, bothEmails };
}

test("a response's emails are in the outbox once the job runner, kicked after the commit, is idle", async (t) => {
  const kit = await emailKit(t);
  const { id, created } = await kit.submit();
  assert.equal(created, true);
  await kit.server.runner.idle();
  assert.deepEqual(await kit.outbox(), kit.bothEmails);
  const keys = await kit.db.selectFrom('outbox').select('dedupe_key').orderBy('dedupe_key').execute();
  assert.deepEqual(
    keys.map((row) => row.dedupe_key),
    [`response:${id}:admin:${kit.admin.id}`, `response:${id}:confirmation`],
  );
  assert.deepEqual(await kit.jobs(), [], 'the done job is removed');
});

test('a submission that rolls back leaves no job: a failure after the insert, or a refused answer', async (t) => {
  const kit = await emailKit(t);
  await sql`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
    kit.db,
  );
  await sql`create trigger refuse_response after insert on callout_responses execute function refuse()`.execute(kit.db);
  for (const allowMultiple of [true, false]) {
    const callout = await kit.openCallout({ allow_multiple: allowMultiple });
    await assert.rejects(kit.submit(gus, callout), /refused/, `allowMultiple=${allowMultiple}`);
  }
  assert.deepEqual(await kit.db.selectFrom('callout_responses').select('id').execute(), []);
  assert.deepEqual(await kit.jobs(), []);

  await sql`drop trigger refuse_response on callout_responses`.execute(kit.db);
  const once = await kit.openCallout({ allow_multiple: false });
  await kit.submit(gus, once);
  await assert.rejects(
    kit.submit({ ...gus, email: 'GUS@example.org' }, once),
    (error) => error instanceof DomainError && error.code === 'already-responded',
  );
  await kit.server.runner.idle();
  assert.deepEqual(await kit.jobs(), []);
  assert.equal((await kit.outbox()).length, 2, 'the emails of the one response');
});

test('a job left by a server killed after the commit is run by a fresh runner on the same database', async (t) => {
  const kit = await emailKit(t, { kick: false });
  const { id } = await kit.submit();
  // Killed before any runner ran: the response and its job are committed, no email is queued.
  const [job, ...more] = await kit.jobs();
  assert.deepEqual(more, []);
  assert.deepEqual([job?.kind, job?.state, job?.payload], [responseEmailsJob, 'pending', { responseId: id }]);
  assert.deepEqual(await kit.outbox(), []);

  const restarted = emailServer(t, kit.database);
  assert.equal(await restarted.runner.runDue(), 1);
  assert.deepEqual(await kit.outbox(), kit.bothEmails);
  assert.deepEqual(await kit.jobs(), []);
});

test('a job run again after its server died midway queues each email once, and uses up no limit', async (t) => {
  const kit = await emailKit(t, { kick: false });
  await kit.submit();
  // A server claims the job and queues its emails, then dies before marking it done.
  const [claimed] = await kit.server.queue.claim([responseEmailsJob], 1);
  assert.ok(claimed);
  await kit.server.notifier.handlers[responseEmailsJob]?.run(claimed, { report: async () => {} });
  assert.equal((await kit.outbox()).length, 2);
  // Its lease runs out; another server claims it and runs it again.
  await withJobs(kit.db)
    .updateTable('jobs')
    .set({ locked_until: new Date(Date.now() - 1000) })
    .execute();
  const other = emailServer(t, kit.database);
  assert.equal(await other.runner.runDue(), 1);
  assert.deepEqual(await kit.jobs(), []);
  assert.equal((await kit.outbox()).length, 2, 'no email twice');
  // The guest may get 2 emails an hour here: the run again did not count the confirmation a second time.
  await other.mailer.send({
    to: 'gus@example.org',
    template: 'reset-password',
    locale: 'en',
    data: { name: 'Gus', url: 'https://news.example.org/reset' },
  });
  assert.equal((await kit.outbox()).length, 3, 'the second email of the hour is sent');
});

test('a job that failed after queuing some emails queues only the others when tried again', async (t) => {
  const kit = await emailKit(t, { kick: false });
  await kit.submit();
  let refuse = true;
  const flaky = emailServer(t, kit.database, {
    mailer: {
      send: (message) =>
        refuse && message.template === 'response-notification'
          ? Promise.reject(new Error('the outbox is full'))
          : kit.server.mailer.send(message),
    },
  });
  assert.equal(await flaky.runner.runDue(), 1);
  const [failed] = await kit.jobs();
  assert.deepEqual([failed?.state, failed?.attempts], ['pending', 1], 'tried again after its back-off');
  assert.deepEqual(await kit.outbox(), [['gus@example.org', 'response-confirmation']]);
  refuse = false;
  await withJobs(kit.db)
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000) })
    .execute();
  assert.equal(await flaky.runner.runDue(), 1);
  assert.deepEqual(await kit.outbox(), kit.bothEmails);
  assert.deepEqual(await kit.jobs(), []);
});
