import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import { createAccountLinkRepository } from '../../accounts/account-link-repository.ts';
import { createContentRepository } from '../../content/content-repository.ts';
import { createMailer } from '../../email/index.ts';
import { createJobQueue, createJobRunner } from '../../kernel/jobs/index.ts';
import { createRateLimiter } from '../../kernel/rate-limits/rate-limiter.ts';
import { createTestDatabase } from '../../test-helper.ts';
import { createContactRepository } from '../contact-repository.ts';
import { contactImportJobs } from './contact-imports.ts';
import { createImportRepository } from './import-repository.ts';
import { createImportService, inlineImportRows } from './import-service.ts';
import type { Database } from '../../kernel/db/database.ts';
import { multipart } from '../../uploads/upload-test-kit.ts';
import { importKit } from './import-test-kit.ts';
import { createImportInvitations, inviteJobKind, invitePath, inviteTemplate } from './import-invitations.ts';
import type { ImportReport } from './import-service.ts';

const siteUrl = 'http://localhost:3000';
const file = [
  'email,firstname,lastname',
  'ann@example.org,Ann,Lee',
  'bob@example.org,Bob,Ray',
  'mo@example.org,Mo,',
].join('\n');

/** Waits until the app's job runner has run every due invitation job (done jobs are removed). */
async function settled(db: Kysely<Database>) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from jobs where kind = ${inviteJobKind} and run_at <= now()`.execute(db);
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the invitation jobs did not run');
}

/** The invitations in the outbox, as the database holds them (the live link, before any sending). */
const invitations = (db: Kysely<Database>) =>
  db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'text', 'html', 'dedupe_key'])
    .where('template', '=', inviteTemplate)
    .orderBy('to_address')
    .execute();

async function inviteKit(t: Parameters<typeof importKit>[0]) {
  const kit = await importKit(t);
  await createContentRepository({ db: kit.db }).patch('general', { siteUrl });
  return kit;
}

test('invite: each new contact gets one invitation; a contact found is not invited; the same file again sends none', async (t) => {
  const kit = await inviteKit(t);
  const report = await kit.imported(file, 'invite=true');
  assert.deepEqual(report.counts, { new: 2, updated: 0, unchanged: 1, left: 0, refused: 0 });
  assert.equal(report.options.invite, true);
  await settled(kit.db);
  const sent = await invitations(kit.db);
  assert.deepEqual(
    sent.map((email) => email.to_address),
    ['ann@example.org', 'bob@example.org'],
    'the member the kit made (mo@) is found, not invited',
  );
  assert.match(sent[0]?.text ?? '', /Hello Ann Lee,/);
  assert.match(sent[0]?.text ?? '', new RegExp(`${siteUrl}${invitePath}/[\\w-]{43}`));
  assert.equal((await kit.report(report.id)).invited, 2);

  const again = await kit.imported(file, 'invite=true&updateExisting=true');
  assert.equal(again.counts.new, 0);
  await settled(kit.db);
  assert.equal((await invitations(kit.db)).length, 2, 'nobody is invited twice');
  assert.equal((await kit.report(again.id)).invited, 0);
});

test('without invite, and in a dry run with it, no invitation is queued nor sent', async (t) => {
  const kit = await inviteKit(t);
  const dry = await kit.imported(file, 'invite=true&dryRun=true');
  assert.deepEqual([dry.state, dry.options.invite, dry.invited, dry.counts.new], ['dry-run', true, 0, 2]);
  const plain = await kit.imported(file);
  assert.deepEqual([plain.options.invite, plain.counts.new], [false, 2]);
  await settled(kit.db);
  const { rows } = await sql<{ n: string }>`select count(*) as n from jobs where kind = ${inviteJobKind}`.execute(
    kit.db,
  );
  assert.equal(Number(rows[0]?.n), 0, 'no invitation job');
  assert.equal((await invitations(kit.db)).length, 0);
  assert.equal((await kit.db.selectFrom('account_links').select('id_hash').execute()).length, 0, 'no link made');
});

test('the link sets a password once; the outbox shows it masked', async (t) => {
  const kit = await inviteKit(t);
  await kit.imported('email,firstname\nann@example.org,Ann\n', 'invite=true');
  await settled(kit.db);
  const [email] = await invitations(kit.db);
  const token = new RegExp(`${invitePath}/([\\w-]{43})`).exec(email?.text ?? '')?.[1];
  assert.ok(token, 'the email has the set-password link');
  assert.ok(email?.html.includes(token), 'the HTML too');

  for (const reader of ['admin', 'apiKey'] as const) {
    const shown = await kit.inject(reader, { method: 'GET', url: `/api/1.0/outbox/${email?.id}` });
    assert.equal(shown.statusCode, 200);
    assert.ok(!shown.body.includes(token), `the outbox never shows the link's secret (${reader})`);
    assert.match(shown.json<{ text: string }>().text, new RegExp(`${invitePath}/••••••`));
  }

  const choose = () =>
    kit.app.inject({ method: 'PUT', url: `/api/1.0/reset-password/${token}`, payload: { password: 'Fresh1password' } });
  const first = await choose();
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.json<{ email: string }>().email, 'ann@example.org');
  const second = await choose();
  assert.deepEqual(second.json(), errorBody('link-expired'), 'the link works once');
});

test('invite needs the site URL its links open: without one the import is refused before anything is written', async (t) => {
  const kit = await importKit(t);
  await createContentRepository({ db: kit.db }).patch('general', { siteUrl: '' });
  const res = await kit.send('apiKey', file, 'invite=true');
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json<{ errors: unknown[] }>().errors, [{ field: 'invite', rule: 'siteUrl', params: {} }]);
  assert.equal((await kit.contacts()).length, 0);
});

test('GET contact-import: newest first, paged, with file name, who ran it, state, counts and invitations', async (t) => {
  const kit = await inviteKit(t);
  const upload = multipart(Buffer.from(file), { filename: 'members.csv', contentType: 'text/csv' });
  const first = await kit.inject('admin', { method: 'POST', url: '/api/1.0/contact-import?dryRun=true', ...upload });
  assert.equal(first.statusCode, 200, first.body);
  const second = await kit.imported(file, 'invite=true');
  await settled(kit.db);
  const list = async (query = '') => {
    const res = await kit.inject('admin', { method: 'GET', url: `/api/1.0/contact-import${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ items: (Omit<ImportReport, 'refused'> & { invite: boolean })[]; total: number; count: number }>();
  };
  const all = await list();
  assert.equal(all.total, 2);
  assert.deepEqual(
    all.items.map(({ id, state, fileName, createdBy, invite, invited, counts }) => ({
      ...{ id, state, fileName, createdBy, invite, invited, new: counts.new },
    })),
    [
      { id: second.id, state: 'done', fileName: null, createdBy: null, invite: true, invited: 2, new: 2 },
      {
        ...{ id: first.json<ImportReport>().id, state: 'dry-run', fileName: 'members.csv' },
        ...{ createdBy: { id: kit.people.admin.id, displayName: 'Ada Example' }, invite: false, invited: 0, new: 2 },
      },
    ],
    'an API key is no person: createdBy is null',
  );
  const page = await list('?limit=1&offset=1');
  assert.deepEqual([page.count, page.total, page.items[0]?.fileName], [1, 2, 'members.csv']);
  assert.equal((await kit.report(first.json<ImportReport>().id)).fileName, 'members.csv');
  for (const who of ['member', 'guest'] as const) {
    const res = await kit.inject(who, { method: 'GET', url: '/api/1.0/contact-import' });
    assert.equal(res.statusCode, who === 'member' ? 403 : 401);
  }
});

test('a long import as a job, stopped midway and taken up by another server: each new contact invited once, none found', async (t) => {
  const { db } = await createTestDatabase(t);
  await createContentRepository({ db }).patch('general', { siteUrl });
  // Over `inlineImportRows`: a job.
  const rows = inlineImportRows + 100;
  const csv = (keep: (n: number) => boolean) =>
    new TextEncoder().encode(
      `email,name\n${Array.from({ length: rows }, (_, n) => n)
        .filter(keep)
        .map((n) => `p${n}@example.org,Person ${n}`)
        .join('\n')}\n`,
    );
  // Every 21st row is new, in each batch; the others exist already (imported without invitations).
  const isNew = (n: number) => n % 21 === 0;
  const newOnes = Array.from({ length: rows }, (_, n) => n).filter(isNew).length;
  const clock = new Date('2026-01-01T10:00:00Z');
  /** One app server: its import service (500 rows a batch), its invitations and its runner. */
  const server = (stopAfter = Infinity) => {
    let batches = 0;
    const now = () => clock;
    const queue = createJobQueue({ db, now });
    const imports = createImportRepository({ db });
    const service = createImportService({
      ...{ db, imports, queue, kick: () => {}, batchSize: 500, now },
      stopping: () => batches++ >= stopAfter,
    });
    const invitations = createImportInvitations({
      ...{ db, imports, contacts: createContactRepository({ db }), links: createAccountLinkRepository({ db }) },
      ...{ content: createContentRepository({ db }), queue, now },
      mailer: createMailer({ db, log: { info() {}, error() {} }, now }),
      // More than this test's contacts in a minute: the pacing is the abuse suite's.
      limiter: createRateLimiter({ db, now, limits: { importInvitationSite: { limit: 10_000, windowSeconds: 60 } } }),
    });
    const handlers = { ...contactImportJobs(service), ...invitations };
    return { service, runner: createJobRunner({ queue, handlers, log: { error() {} } }) };
  };
  const existing = csv((n) => !isNew(n));
  await server().service.start(existing, {}, null);
  const first = server(2);
  const { accepted, report } = await first.service.start(
    csv(() => true),
    { invite: true },
    null,
  );
  assert.equal(accepted, true);
  await first.runner.runDue();
  assert.equal((await first.service.report(report.id))?.done, 1000, 'stopped after two batches');
  clock.setTime(clock.getTime() + 60_000);
  const second = server();
  while ((await second.runner.runDue()) > 0);
  const done = await second.service.report(report.id);
  assert.deepEqual([done?.state, done?.counts.new, done?.invited], ['done', newOnes, newOnes]);
  const sent = await invitations(db);
  assert.deepEqual(
    sent.map((email) => email.to_address).sort(),
    Array.from({ length: rows }, (_, n) => n)
      .filter(isNew)
      .map((n) => `p${n}@example.org`)
      .sort(),
    'the new ones, each once; none of those found',
  );
  const { rows: links } = await sql<{ n: string }>`select count(*) as n from account_links`.execute(db);
  assert.equal(Number(links[0]?.n), newOnes, 'one link each');
});
