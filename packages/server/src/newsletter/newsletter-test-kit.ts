/**
 * Test setup for the newsletter provider: an app on a fresh database with
 * Mailchimp pointed at a local double, the app's own job worker off, and a
 * runner over the same queue that the test drives (`runJobs()`).
 * @example const kit = await newsletterKit(t); await kit.configure(); await kit.runJobs()
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { buildApp } from '../app.ts';
import { createJobQueue, createJobRunner, withJobs } from '../kernel/jobs/index.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { createNewsletter } from './create-newsletter.ts';
import { startMailchimpDouble } from './mailchimp-double.ts';

export async function newsletterKit(t: TestContext, { pageSize = 2 } = {}) {
  const double = await startMailchimpDouble();
  defer(t, () => double.close());
  const database = await createTestDatabase(t);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const newsletterOptions = { mailchimpBaseUrl: double.baseUrl, pageSize };
  const app = buildApp({
    config: { staticDir: join(uploadsDir, 'no-static'), uploadsDir },
    database,
    captchaMaxNumber: 1000,
    newsletter: { ...newsletterOptions, worker: false },
  });
  defer(t, () => app.close());
  // No waiting between attempts: a retry is due at once.
  const queue = createJobQueue({ db: database.db, backoff: () => 0 });
  const newsletter = createNewsletter({ db: database.db, queue, ...newsletterOptions });
  const errors: unknown[] = [];
  const runner = createJobRunner({ queue, handlers: newsletter.handlers, log: { error: (o) => errors.push(o) } });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const call = callerAs(app, (await loginAs(app, admin)).cookie);
  return {
    app,
    database,
    double,
    queue,
    newsletter,
    call,
    runJobs: () => runner.runDue(),
    /** Turns Mailchimp on (double opt-in off unless asked) with groups weekly and daily mapped, culture not. */
    async configure(settings: Record<string, unknown> = {}) {
      const res = await call('PATCH', 'newsletter/settings', {
        provider: 'mailchimp',
        apiKey: double.apiKey,
        audienceId: double.audienceId,
        doubleOptIn: false,
        groups: [
          { id: 'weekly', label: 'Weekly', interestId: 'intweekly' },
          { id: 'daily', label: 'Daily', interestId: 'intdaily' },
          { id: 'local', label: 'Local', interestId: '' },
        ],
        ...settings,
      });
      if (res.statusCode !== 200) throw new Error(`configure: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** Jobs of a kind in a state. */
    jobs: (kind: string, state?: string) => {
      let query = withJobs(database.db).selectFrom('jobs').selectAll().where('kind', '=', kind);
      if (state) query = query.where('state', '=', state as 'pending');
      return query.execute();
    },
  };
}
