import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { buildApp } from '../app.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-test-kit.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { createTestDatabase, defer } from '../test-helper.ts';

/** An app server with SMTP_URL set, as production runs: each email is queued with its job, sent by its runner. */
async function smtpApp(t: TestContext, smtp: TestSmtpServer) {
  const database = await createTestDatabase(t);
  await createContentRepository({ db: database.db }).patch('general', {
    organisationName: 'The Daily Example',
    siteUrl: 'http://localhost:3000',
  });
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const app = buildApp({
    config: { staticDir: '/nonexistent', uploadsDir, smtpUrl: smtp.smtpUrl },
    database,
    captchaMaxNumber: 1000,
  });
  defer(t, () => app.close());
  await app.ready();
  return { app, database };
}

const askReset = (email: string) => ({
  method: 'POST' as const,
  url: '/api/1.0/reset-password',
  payload: { email, resetUrl: 'http://localhost:3000/auth/reset-password' },
});

/**
 * A request kicks the runner: its email goes well before the runner's next
 * look for due jobs (every 5 s), even on a machine busy with other tests (a
 * second was too tight beside the end-to-end step).
 */
const beforeNextLook = 4000;

/** Waits until `check` holds, at most `ms`; how long it took. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) assert.fail(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

test('the request that queued an email answers at once, and the email leaves on the kick, not at the next look', async (t) => {
  const smtp = await startSmtpServer(t);
  // A slow mail server no longer slows the request down.
  smtp.delayMs = 300;
  const { app, database } = await smtpApp(t, smtp);
  await createTestContact(database, { email: 'ada@example.org', firstname: 'Ada' });

  const res = await app.inject(askReset('ada@example.org'));
  assert.equal(res.statusCode, 204);
  assert.equal(smtp.received.length, 0, 'answered before the mail server took it');
  await within(beforeNextLook, () => smtp.received.length === 1);
  assert.equal(smtp.received[0]?.subject, 'Reset your password for The Daily Example');
  await within(beforeNextLook, async () => {
    const row = await database.db.selectFrom('outbox').select('status').executeTakeFirstOrThrow();
    return row.status === 'sent';
  });
});

test('an admin finds a refused email among the failed ones and sends it again', async (t) => {
  const smtp = await startSmtpServer(t, { mode: 'refuse' });
  const { app, database } = await smtpApp(t, smtp);
  await createTestContact(database, { email: 'ada@example.org', firstname: 'Ada' });
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const list = async (status: string) =>
    (await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/outbox?status=${status}` }))).json();

  assert.equal((await app.inject(askReset('ada@example.org'))).statusCode, 204, 'the reader is not told');
  await within(2000, async () => (await list('failed')).total === 1);
  const [failed] = (await list('failed')).items;
  assert.equal(failed.to, 'ada@example.org');
  assert.equal(failed.attempts, 1);
  assert.equal(failed.sentAt, null);
  assert.match(failed.lastError, /550 <<recipient>>: Recipient address rejected/);
  assert.equal((await list('sent')).total, 0);

  smtp.mode = 'accept';
  const retry = () => app.inject(as(cookie, { method: 'POST', url: `/api/1.0/outbox/${failed.id}/retry` }));
  assert.equal((await retry()).statusCode, 204);
  await within(beforeNextLook, () => smtp.received.length === 1);
  await within(beforeNextLook, async () => (await list('sent')).total === 1);
  const sent = (await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/outbox/${failed.id}` }))).json();
  assert.deepEqual([sent.status, sent.attempts, sent.lastError], ['sent', 1, null]);
  assert.match(sent.sentAt, /^\d{4}-\d\d-\d\dT/);

  const again = await retry();
  assert.equal(again.statusCode, 409, 'only a failed email is retried');
  assert.equal(again.json().code, 'conflict');
});
