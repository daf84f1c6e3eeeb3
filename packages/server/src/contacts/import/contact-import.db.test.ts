import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCsv } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import { importKit } from './import-test-kit.ts';

/** Row counts of every table an import may write but its own. */
async function snapshot(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, string>>`select
    (select count(*) from contacts) as contacts, (select count(*) from contact_tags) as tags,
    (select count(*) from contact_tag_assignments) as assignments, (select count(*) from contributions) as contributions,
    (select count(*) from contact_roles) as roles, (select count(*) from jobs where kind <> 'contact-import') as jobs,
    (select string_agg(email || firstname || lastname || newsletter_status, ',' order by email) from contacts) as people`.execute(
    db,
  );
  return rows[0];
}

const people = [
  'email,name,tags,newsletterStatus,contributionAmount,contributionPeriod',
  'ann@example.org,Ann Lee,Donor,subscribed,5,monthly',
  'bob@example.org,Bob Ray,,,,',
  'cat@example.org,Cat Ng,"Donor, Print",unsubscribed,,',
].join('\n');

test('a dry run reports what the import would do and writes nothing but its report', async (t) => {
  const kit = await importKit(t);
  await kit.imported('email,firstname\nbob@example.org,Bobby\n');
  const before = await snapshot(kit.db);
  const report = await kit.imported(people, 'dryRun=true&tags=Imported');
  assert.equal(report.state, 'dry-run');
  assert.deepEqual(report.counts, { new: 2, updated: 0, unchanged: 0, left: 1, refused: 0 });
  assert.deepEqual(report.newTags.sort(), ['Donor', 'Imported', 'Print']);
  assert.deepEqual(report.preview[0], {
    line: 2,
    values: {
      email: 'ann@example.org',
      name: 'Ann Lee',
      tags: 'Donor',
      newsletterStatus: 'subscribed',
      contributionAmount: '5',
      contributionPeriod: 'monthly',
    },
  });
  assert.equal(report.preview.length, 3);
  assert.deepEqual(await snapshot(kit.db), before);
  // The same file for real does what the dry run said.
  const real = await kit.imported(people, 'tags=Imported');
  assert.deepEqual(real.counts, report.counts);
  assert.deepEqual(real.newTags.sort(), ['Donor', 'Imported', 'Print']);
});

test('the same file imported again makes no duplicates: every row unchanged, whatever the case of the emails', async (t) => {
  const kit = await importKit(t);
  const first = await kit.imported(people, 'tags=Imported');
  assert.deepEqual(first.counts, { new: 3, updated: 0, unchanged: 0, left: 0, refused: 0 });
  const after = await kit.contacts();
  const again = await kit.imported(
    people.replace('ann@example.org', 'ANN@Example.org'),
    'tags=Imported&updateExisting=true',
  );
  assert.deepEqual(again.counts, { new: 0, updated: 0, unchanged: 3, left: 0, refused: 0 });
  assert.deepEqual(await kit.contacts(), after);
  assert.deepEqual(
    after.map((c) => [c.email, c.firstname, c.lastname, c.tags, c.newsletter_status, c.type, c.amount_cents, c.period]),
    [
      ['ann@example.org', 'Ann', 'Lee', 'Donor|Imported', 'subscribed', 'Manual', 500, 'monthly'],
      ['bob@example.org', 'Bob', 'Ray', 'Imported', 'none', null, null, null],
      ['cat@example.org', 'Cat', 'Ng', 'Donor|Imported|Print', 'unsubscribed', null, null, null],
    ],
  );
});

test('existing contacts are left as they are by default, and updated when asked; an empty cell erases nothing', async (t) => {
  const kit = await importKit(t);
  await kit.imported('email,firstname,lastname,telephone\nann@example.org,Old,Lee,0123\n');
  const file =
    'email,firstname,lastname,telephone,newsletterGroups\nann@example.org,New,,,Weekly\nzoe@example.org,Zoe,,,\n';
  const left = await kit.imported(file, 'tags=Spring');
  assert.deepEqual(left.counts, { new: 1, updated: 0, unchanged: 0, left: 1, refused: 0 });
  const [annLeft] = await kit.contacts();
  assert.deepEqual([annLeft?.firstname, annLeft?.tags, annLeft?.newsletter_groups], ['Old', '', []]);
  const updated = await kit.imported(file, 'tags=Spring&updateExisting=true');
  assert.deepEqual(updated.counts, { new: 0, updated: 1, unchanged: 1, left: 0, refused: 0 });
  const [ann, zoe] = await kit.contacts();
  assert.deepEqual(
    [ann?.firstname, ann?.lastname, ann?.telephone, ann?.tags, ann?.newsletter_groups],
    ['New', 'Lee', '0123', 'Spring', ['Weekly']],
  );
  assert.equal(zoe?.tags, 'Spring');
});

test('the newsletter status chosen for rows that give none; never subscribed without a column saying so', async (t) => {
  const kit = await importKit(t);
  const report = await kit.imported(
    'email,newsletterStatus\nann@example.org,\nbob@example.org,yes\n',
    'newsletter=unsubscribed',
  );
  assert.equal(report.options.newsletter, 'unsubscribed');
  assert.deepEqual(
    (await kit.contacts()).map((c) => c.newsletter_status),
    ['unsubscribed', 'subscribed'],
  );
  const refused = await kit.send('apiKey', 'email\ncat@example.org\n', 'newsletter=subscribed');
  assert.equal(refused.statusCode, 400);
  assert.deepEqual(refused.json().errors, [{ field: 'newsletter', rule: 'consent', params: {} }]);
  assert.equal((await kit.contacts()).length, 2);
});

test('refused rows: each with its line as a spreadsheet shows it and its reason, and as CSV with the original columns', async (t) => {
  const kit = await importKit(t);
  await kit.imported('email,customerId,paymentProvider\nrun@example.org,,\nother@example.org,cus_other,stripe\n');
  await sql`insert into contributions (contact_id, type, amount_cents, period, method, provider, customer_id, subscription_id)
    select id, 'Automatic', 500, 'monthly', 's_card', 'stripe', 'cus_run', 'sub_run' from contacts where email = 'run@example.org'
    on conflict (contact_id) do nothing`.execute(kit.db);
  const file = [
    'email,name,notes,contributionType,contributionAmount,contributionPeriod,customerId,paymentProvider',
    'ok@example.org,Ok Person,"A note\nover two lines",,,,,',
    'not-an-email,Nope,,,,,,',
    'ok@example.org,Twice,,,,,,',
    'run@example.org,Run,,Manual,10,monthly,,',
    'other@example.org,Other,,,,,cus_run,stripe',
    'when@example.org,When,,Manual,10,weekly,,',
    'same@example.org,Same,,,,,cus_new,stripe',
    'again@example.org,Again,,,,,cus_new,stripe',
  ].join('\r\n');
  const report = await kit.imported(file);
  assert.deepEqual(
    report.refused.map(({ line, code, field }) => [line, code, field]),
    [
      [3, 'invalid-email', 'email'],
      [4, 'duplicate-in-file', null],
      [5, 'conflicting-contribution', null],
      [6, 'conflicting-contact', null],
      [7, 'invalid-value', 'contributionPeriod'],
      [9, 'duplicate-customer-in-file', null],
    ],
  );
  assert.equal(report.refused[0]?.message, 'The email address is missing or not valid.');
  assert.equal(report.refusedTotal, 6);
  assert.deepEqual(report.counts, { new: 2, updated: 0, unchanged: 0, left: 0, refused: 6 });
  const csv = await kit.refusedCsv(report.id);
  assert.equal(csv.statusCode, 200);
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  const records = [...readCsv(csv.body)].map(({ cells }) => cells);
  assert.deepEqual(records[0], [
    ...['email', 'name', 'notes', 'contributionType', 'contributionAmount', 'contributionPeriod', 'customerId'],
    ...['paymentProvider', 'line', 'reason'],
  ]);
  assert.deepEqual(records[1], [
    ...['not-an-email', 'Nope', '', '', '', '', '', ''],
    ...['3', 'The email address is missing or not valid. (email)'],
  ]);
  assert.equal(records.length, 7);
  // The running subscription was not touched.
  const run = (await kit.contacts()).find((c) => c.email === 'run@example.org');
  assert.deepEqual([run?.type, run?.amount_cents], ['Automatic', 500]);
});

test('a contact is found by its provider customer id when the file has another email for it', async (t) => {
  const kit = await importKit(t);
  await kit.imported('email,firstname,customerId,paymentProvider\nold@example.org,Old,cus_42,stripe\n');
  const report = await kit.imported(
    'email,firstname,customerId,paymentProvider\nnew@example.org,Renamed,cus_42,stripe\n',
    'updateExisting=true',
  );
  assert.deepEqual(report.counts, { new: 0, updated: 1, unchanged: 0, left: 0, refused: 0 });
  const all = await kit.contacts();
  // The email a person logs in with is never changed by a file.
  assert.deepEqual(
    all.map((c) => [c.email, c.firstname, c.customer_id]),
    [['old@example.org', 'Renamed', 'cus_42']],
  );
});

test('no email goes to imported contacts: nothing in the outbox, nothing pushed to the newsletter provider', async (t) => {
  const kit = await importKit(t);
  // A provider with double opt-in would mail every contact pushed to it as subscribed.
  await sql`update newsletter_settings set provider = 'mailchimp', api_key = 'key-us1', audience_id = 'list1'`.execute(
    kit.db,
  );
  const report = await kit.imported(mailchimpLike, 'preset=mailchimp');
  assert.equal(report.counts.new, 2);
  const { rows } = await sql<{ jobs: string; outbox: string }>`
    select (select count(*) from jobs) as jobs, (select count(*) from outbox) as outbox`.execute(kit.db);
  assert.deepEqual([Number(rows[0]?.jobs), Number(rows[0]?.outbox)], [0, 0]);
});

const mailchimpLike = '"Email Address","First Name"\r\nann@example.org,Ann\r\nbob@example.org,Bob\r\n';
