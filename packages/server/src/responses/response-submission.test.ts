import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { createCaptchaService } from '../captcha/captcha-service.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { createMailer } from '../email/index.ts';
import { createJobQueue, createJobRunner, withJobs } from '../kernel/jobs/index.ts';
import { createCalloutRepository, type CalloutValues } from '../callouts/callout-repository.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createResponseRepository } from './response-repository.ts';
import { sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { createTestContact } from '../test-accounts.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createOwnFiles, createUploadService } from '../uploads/index.ts';
import { createResponseNotifier } from './response-notifier.ts';
import { createResponseSubmission, type Caller, type Submission } from './response-submission.ts';

const answers = { slide1: { story: 'A tree fell on the bus stop' } };
const gus = { firstname: 'Gus', lastname: 'Guest', email: 'gus@example.org' };
const newsletterSchema = JSON.stringify({ optIn: 'Sign me up', groups: [{ id: 'weekly', label: 'Weekly' }] });
const guest: Caller = { loggedIn: false, contactId: null, isMember: false };

/** The service on a fresh database; `queries` are the statements its repositories ran. */
async function submissionKit(t: TestContext) {
  const database = await createTestDatabase(t);
  const { db } = database;
  const queries: RootOperationNode[] = [];
  const recorded = db.withPlugin(recordInto(queries));
  const now = () => new Date();
  const log = { info: () => {}, error: () => {} };
  const mailer = createMailer({ db, log });
  defer(t, () => mailer.close());
  const notifier = createResponseNotifier({
    callouts: createCalloutRepository({ db }),
    responses: createResponseRepository({ db }),
    content: createContentRepository({ db }),
    mailer,
    log,
    now,
  });
  const runner = createJobRunner({ queue: createJobQueue({ db, now }), handlers: notifier.handlers, log });
  defer(t, () => runner.stop());
  const uploads = createUploadService({ db, dir: '/nonexistent', now });
  const submission = createResponseSubmission({
    responses: createResponseRepository({ db: recorded }),
    contacts: createContactRepository({ db: recorded }),
    captcha: createCaptchaService({ db, hmacKey: 'test', now }),
    jobs: runner,
    uploads,
    ownFiles: createOwnFiles({ uploads, origin: async () => 'https://news.example' }),
    now,
  });
  const member = await createTestContact(database, { firstname: 'Mo' });
  const asMember: Caller = { loggedIn: true, contactId: member.id, isMember: true };

  const openCallout = async (values: Partial<CalloutValues> = {}) => {
    const callouts = createCalloutRepository({ db });
    const made = await callouts.create({
      values: { starts: new Date(Date.now() - 60_000), form_schema: JSON.stringify(sampleFormSchema), ...values },
      slug: null,
      variants: { default: { title: `Call-out ${randomUUID()}` } },
    });
    return (await callouts.find(made.id)) ?? assert.fail('the call-out was made');
  };
  const submit = (submitted: Partial<Submission> & Pick<Submission, 'callout'>) =>
    submission.submit({ caller: guest, body: { answers }, idempotencyKey: null, ...submitted });
  const responseCount = async () => (await db.selectFrom('callout_responses').select('id').execute()).length;
  const jobCount = async () => (await withJobs(db).selectFrom('jobs').select('id').execute()).length;
  return { db, queries, member, asMember, openCallout, submit, responseCount, jobCount };
}

/** A Kysely plugin keeping each statement run, to count what a submission reads. */
function recordInto(queries: RootOperationNode[]): KyselyPlugin {
  return {
    transformQuery: ({ node }) => (queries.push(node), node),
    transformResult: async ({ result }) => result,
  };
}

/** Selects from `table` (its first FROM), optionally only those whose text names `column`. */
function selectsFrom(queries: RootOperationNode[], table: string, column?: string) {
  return queries.filter((node) => {
    if (node.kind !== 'SelectQueryNode') return false;
    const from = JSON.stringify(node.from?.froms[0]);
    return from.includes(`"name":"${table}"`) && (!column || JSON.stringify(node).includes(`"name":"${column}"`));
  }).length;
}

test("a member's response reads the idempotency key once and the contact once, and signs the contact up", async (t) => {
  const kit = await submissionKit(t);
  const callout = await kit.openCallout({ allow_multiple: true, newsletter_schema: newsletterSchema });
  const { id, created } = await kit.submit({
    callout,
    caller: kit.asMember,
    body: { answers, newsletter: { optIn: true, groups: ['weekly', 'gone'] } },
    idempotencyKey: randomUUID(),
  });
  assert.equal(created, true);
  assert.equal(selectsFrom(kit.queries, 'callout_responses', 'idempotency_key'), 1, 'one idempotency lookup');
  assert.equal(selectsFrom(kit.queries, 'contacts'), 1, 'one contact lookup');
  const row = await kit.db.selectFrom('callout_responses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  assert.deepEqual([row.contact_id, row.newsletter], [kit.member.id, { optIn: true, groups: ['weekly'] }]);
  const contact = await kit.db
    .selectFrom('contacts')
    .select(['newsletter_status', 'newsletter_groups'])
    .where('id', '=', kit.member.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(contact, { newsletter_status: 'pending', newsletter_groups: ['weekly'] });
});

test("a guest's contact is made by the insert: no contact lookup, even on an answer-once call-out", async (t) => {
  const kit = await submissionKit(t);
  for (const allowMultiple of [true, false]) {
    const callout = await kit.openCallout({ access: 'guest', allow_multiple: allowMultiple });
    const guest = { ...gus, email: `gus-${String(allowMultiple)}@example.org` };
    const { id } = await kit.submit({ callout, body: { answers, guest } });
    const row = await kit.db.selectFrom('callout_responses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.ok(row.contact_id, `allowMultiple=${allowMultiple}`);
  }
  assert.equal(selectsFrom(kit.queries, 'contacts'), 0);
});

test('a newsletter sign-up that fails takes its response with it: both commit or neither', async (t) => {
  const kit = await submissionKit(t);
  await sql`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
    kit.db,
  );
  await sql`create trigger refuse_sign_up before update on contacts for each row execute function refuse()`.execute(
    kit.db,
  );
  const body = { answers, newsletter: { optIn: true, groups: ['weekly'] } };
  for (const allowMultiple of [true, false]) {
    const callout = await kit.openCallout({ allow_multiple: allowMultiple, newsletter_schema: newsletterSchema });
    await assert.rejects(kit.submit({ callout, caller: kit.asMember, body }), /refused/);
    assert.equal(await kit.responseCount(), 0, `allowMultiple=${allowMultiple}`);
    assert.equal(await kit.jobCount(), 0, `no emails job: allowMultiple=${allowMultiple}`);
  }
  await sql`drop trigger refuse_sign_up on contacts`.execute(kit.db);
  const callout = await kit.openCallout({ newsletter_schema: newsletterSchema });
  assert.equal((await kit.submit({ callout, caller: kit.asMember, body })).created, true);
  const numbers = await kit.db.selectFrom('callout_responses').select('number').execute();
  assert.deepEqual(numbers, [{ number: 1 }], 'no number was used up by the refused ones');
});

test('refusals are domain errors named by the catalogue code, never HTTP errors', async (t) => {
  const kit = await submissionKit(t);
  const open = await kit.openCallout({ access: 'guest' });
  const closed = await kit.openCallout({ expires: new Date(Date.now() - 1000) });
  const membersOnly = await kit.openCallout({ access: 'member' });
  const captchaAll = await kit.openCallout({ access: 'anonymous', captcha: 'all' });
  const captchaGuest = await kit.openCallout({ access: 'anonymous', captcha: 'guest' });
  const rows: [string, Partial<Submission> & Pick<Submission, 'callout'>][] = [
    ['callout-closed', { callout: closed }],
    ['bad-request', { callout: open, caller: kit.asMember, body: { answers, guest: gus } }],
    ['not-logged-in', { callout: membersOnly }],
    ['members-only', { callout: membersOnly, caller: { ...kit.asMember, isMember: false } }],
    ['captcha-required', { callout: captchaAll, caller: kit.asMember }],
    ['guest-details-missing', { callout: open, body: { answers, guest: { ...gus, email: 'gus@' } } }],
    ['validation', { callout: open, caller: kit.asMember, body: { answers: {} } }],
    ['captcha-invalid', { callout: captchaGuest, captchaToken: 'nonsense' }],
  ];
  for (const [code, submitted] of rows) {
    await assert.rejects(kit.submit(submitted), (error) => error instanceof DomainError && error.code === code, code);
  }
  assert.equal(await kit.responseCount(), 0);
});

test("answering once: a guest with a member's email is that member; a retry racing its first try gets the first", async (t) => {
  const kit = await submissionKit(t);
  const callout = await kit.openCallout({ access: 'guest' });
  const key = randomUUID();
  const [one, two] = await Promise.all(
    [1, 2].map(() => kit.submit({ callout, caller: kit.asMember, idempotencyKey: key })),
  );
  assert.equal(one?.id, two?.id);
  assert.deepEqual([one?.created, two?.created].sort(), [false, true]);

  const asMemberEmail = { ...gus, email: ` ${kit.member.email.toUpperCase()} ` };
  await assert.rejects(
    kit.submit({ callout, body: { answers, guest: asMemberEmail } }),
    (error) => error instanceof DomainError && error.code === 'already-responded',
  );
  assert.equal((await kit.submit({ callout, body: { answers, guest: gus } })).created, true);
  assert.equal(await kit.responseCount(), 2);
});
