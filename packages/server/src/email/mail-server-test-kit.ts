/**
 * Test setup for sending email as one app server does: a mailer and the job
 * runner that sends what it queues (kernel/jobs/README.md), on one database.
 * Several may share a database, as several servers do.
 * @example const server = mailServer(t, db, {smtpUrl}); await server.mailer.send(message); await server.idle()
 */
import type { TestContext } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createJobQueue, createJobRunner, type JobRunner } from '../kernel/jobs/index.ts';
import { defer } from '../test-helper.ts';
import { createMailer, type MailerOptions } from './create-mailer.ts';

const quiet = { info: () => {}, error: () => {} };

export function mailServer(t: TestContext, db: Kysely<Database>, options: Partial<MailerOptions> = {}) {
  const now = options.now ?? (() => new Date());
  const mailer = createMailer({ db, log: quiet, ...options, jobs: { kick: () => runner.kick() } });
  // The runner's own log stays quiet: the tests read what the mailer's handler logged.
  const runner: JobRunner = createJobRunner({
    queue: createJobQueue({ db, now }),
    handlers: mailer.handlers,
    log: quiet,
  });
  // As the app closes: the runner finishes the email in hand, then SMTP closes.
  defer(t, async () => {
    await runner.stop();
    await mailer.close();
  });
  return {
    mailer,
    runner,
    /** Sends what is due now, in the background (as after a commit, or a poll). */
    kick: () => runner.kick(),
    /** Resolves once this server's runner has nothing in hand. */
    idle: () => runner.idle(),
  };
}
