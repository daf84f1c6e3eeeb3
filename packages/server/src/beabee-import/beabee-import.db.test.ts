import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { sql } from 'kysely';
import { insertOne } from '../responses/numbered-responses.ts';
import { createTestDatabase } from '../test-helper.ts';
import { runBeabeeImport } from './run-beabee-import.ts';
import { sourceInstance } from './beabee-import-test-kit.ts';

test('a beabee instance arrives whole, and a second run duplicates nothing', async (t) => {
  const source = await sourceInstance(t);
  const target = await createTestDatabase(t);
  const db = target.db;
  const run = () => runBeabeeImport({ db, url: source.url, key: source.key, allowHttpLoopback: true });

  const report = await run();
  assert.deepEqual(report.brought, {
    'contact-tag': 1,
    contact: 4,
    payment: 3,
    callout: 1,
    'callout-tag': 1,
    'callout-reviewer': 1,
    response: 3,
    comment: 1,
    segment: 1,
    notice: 1,
  });
  const skipped = report.skipped.map(({ kind, reason }) => `${kind}: ${reason}`);
  assert.equal(skipped.length, 2, skipped.join('\n'));
  assert.equal(skipped[0], 'response: its answers do not fit the form (s1.story: required)');
  assert.match(skipped[1] ?? '', /^segment: its rules do not hold here \(/);
  assert.ok(
    report.skipped.some(({ sourceId }) => sourceId === source.ids.third),
    'the skipped response is named',
  );
  assert.ok(
    report.notes.some((note) => note.includes('superadmin')),
    'the superadmin came as an admin',
  );
  assert.ok(
    report.notes.some((note) => note.includes('contribution-adoption')),
    'adoption is said to be a step of its own',
  );

  const ada = await db
    .selectFrom('contacts')
    .selectAll()
    .where(sql`lower(email)`, '=', 'ada@members.example')
    .executeTakeFirstOrThrow();
  assert.equal(ada.firstname, 'Ada');
  assert.equal(ada.telephone, '+44 20 7946 0000');
  assert.equal(ada.newsletter_status, 'subscribed');
  assert.deepEqual(ada.newsletter_groups, ['weekly']);
  assert.equal(ada.notes, 'Met at the fair');
  assert.deepEqual(ada.delivery_address, { line1: '1 Main St', line2: '', city: 'Leeds', postcode: 'LS1 1AA' });
  const adaRoles = await db.selectFrom('contact_roles').selectAll().where('contact_id', '=', ada.id).execute();
  assert.deepEqual(
    adaRoles.map((r) => [r.role, r.date_added.toISOString(), r.date_expires?.toISOString()]),
    [['member', '2024-01-02T00:00:00.000Z', '2030-01-01T00:00:00.000Z']],
  );
  const owner = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'owner@source.example')
    .executeTakeFirstOrThrow();
  const ownerRoles = await db.selectFrom('contact_roles').select('role').where('contact_id', '=', owner.id).execute();
  assert.deepEqual(
    ownerRoles.map((r) => r.role),
    ['admin'],
  );
  const { rows: adaTags } = await sql<{ name: string }>`
    select t.name from contact_tag_assignments a join contact_tags t on t.id = a.tag_id where a.contact_id = ${ada.id}`.execute(
    db,
  );
  assert.deepEqual(
    adaTags.map((r) => r.name),
    ['Donor'],
  );
  const adaContribution = await db
    .selectFrom('contributions')
    .selectAll()
    .where('contact_id', '=', ada.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    [adaContribution.type, adaContribution.amount_cents, adaContribution.period, adaContribution.subscription_id],
    ['None', 500, 'monthly', null],
  );
  const cy = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'cy@members.example')
    .executeTakeFirstOrThrow();
  const cyContribution = await db
    .selectFrom('contributions')
    .selectAll()
    .where('contact_id', '=', cy.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    [
      cyContribution.type,
      cyContribution.amount_cents,
      cyContribution.period,
      cyContribution.manual_source,
      cyContribution.manual_reference,
    ],
    ['Manual', 3000, 'annually', 'Standing order', 'SO-7'],
  );
  const payments = await db.selectFrom('payments').selectAll().orderBy('charge_date').execute();
  assert.deepEqual(
    payments.map((p) => [p.contact_id, p.provider, p.amount_cents, p.status]),
    [
      [ada.id, 'beabee-import', 500, 'successful'],
      [ada.id, 'beabee-import', 500, 'successful'],
      [ada.id, 'beabee-import', 500, 'failed'],
    ],
  );

  const callout = await db.selectFrom('callouts').selectAll().executeTakeFirstOrThrow();
  assert.equal(callout.slug, 'your-street');
  assert.equal(callout.starts?.toISOString(), '2025-01-01T00:00:00.000Z');
  assert.ok(callout.opened_at, 'an open call-out keeps its slug locked');
  assert.equal(callout.access, 'guest');
  assert.deepEqual(
    callout.form_schema.slides.map((s) => s.id),
    ['s1'],
  );
  const variants = await db
    .selectFrom('callout_variants')
    .select(['name', 'title'])
    .where('callout_id', '=', callout.id)
    .orderBy('name')
    .execute();
  assert.deepEqual(variants, [
    { name: 'de', title: 'Erzähl uns von deiner Straße' },
    { name: 'default', title: 'Tell us about your street' },
  ]);
  const bo = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'bo@members.example')
    .executeTakeFirstOrThrow();
  const reviewers = await db.selectFrom('callout_reviewers').select(['contact_id', 'can_edit']).execute();
  assert.deepEqual(reviewers, [{ contact_id: bo.id, can_edit: true }]);

  const responses = await db
    .selectFrom('callout_responses')
    .select(['id', 'number', 'contact_id', 'guest_name', 'bucket', 'assignee_id', 'answers'])
    .where('callout_id', '=', callout.id)
    .orderBy('number')
    .execute();
  assert.deepEqual(
    responses.map((r) => [r.number, r.contact_id, r.guest_name, r.bucket, r.assignee_id]),
    [
      [1, ada.id, null, 'verified', bo.id],
      [2, null, 'Dee', '', null],
      [4, cy.id, null, '', null],
    ],
  );
  assert.deepEqual(responses[0]?.answers, { s1: { story: 'Potholes everywhere', local: 'yes' } });
  const { rows: responseTags } = await sql<{ name: string }>`
    select t.name from callout_response_tags rt join callout_tags t on t.id = rt.tag_id
    where rt.response_id = ${responses[0]?.id}`.execute(db);
  assert.deepEqual(
    responseTags.map((r) => r.name),
    ['Follow up'],
  );
  const comments = await db.selectFrom('callout_response_comments').select(['response_id', 'text']).execute();
  assert.deepEqual(comments, [{ response_id: responses[0]?.id, text: 'Called Ada back' }]);

  const segments = await db.selectFrom('segments').select(['name', 'rule_group']).execute();
  const donor = await db.selectFrom('contact_tags').select('id').where('name', '=', 'Donor').executeTakeFirstOrThrow();
  assert.deepEqual(segments, [
    {
      name: 'Donors',
      rule_group: { condition: 'AND', rules: [{ field: 'tags', operator: 'contains', value: [donor.id] }] },
    },
  ]);
  const notices = await db.selectFrom('notices').select(['name', 'text', 'button_text', 'url']).execute();
  assert.deepEqual(notices, [
    { name: 'AGM', text: '<p>Come to the AGM</p>', button_text: 'Read', url: 'https://example.org/agm' },
  ]);

  // Numbering goes on after the highest number imported (decision 19).
  const next = await insertOne(db, callout.id, {
    calloutId: callout.id,
    contactId: null,
    guestName: null,
    guestEmail: null,
    answers: { s1: { story: 'Made here' } },
    newsletter: null,
    idempotencyKey: null,
    allowMultiple: true,
  });
  assert.equal(next.number, 5);

  const counts = async () => {
    const { rows } = await sql<Record<string, number>>`
      select (select count(*)::int from contacts) as contacts, (select count(*)::int from payments) as payments,
        (select count(*)::int from callouts) as callouts, (select count(*)::int from callout_responses) as responses,
        (select count(*)::int from callout_response_comments) as comments, (select count(*)::int from segments) as segments,
        (select count(*)::int from notices) as notices, (select count(*)::int from contact_tags) as tags,
        (select count(*)::int from callout_tags) as callout_tags, (select count(*)::int from callout_reviewers) as reviewers,
        (select count(*)::int from contact_roles) as roles`.execute(db);
    return rows[0];
  };
  const before = await counts();
  const again = await run();
  assert.deepEqual(again.brought, {});
  assert.equal(again.known.contact, 4);
  assert.equal(again.known.response, 3);
  assert.equal(again.known.payment, 3);
  assert.deepEqual(await counts(), before);
  assert.equal(again.skipped.length, 2, 'what could not come is said again');
});

test('a contact whose email is already here is kept as it is, and found again', async (t) => {
  const source = await sourceInstance(t);
  const target = await createTestDatabase(t);
  const db = target.db;
  await db.insertInto('contacts').values({ email: 'ada@members.example', firstname: 'Ada here' }).execute();
  const report = await runBeabeeImport({ db, url: source.url, key: source.key, allowHttpLoopback: true });
  assert.equal(report.brought.contact, 3);
  assert.equal(report.known.contact, 1);
  const ada = await db
    .selectFrom('contacts')
    .selectAll()
    .where(sql`lower(email)`, '=', 'ada@members.example')
    .executeTakeFirstOrThrow();
  assert.equal(ada.firstname, 'Ada here');
  assert.equal(ada.telephone, '', 'nothing of theirs is overwritten');
  const first = await db
    .selectFrom('callout_responses')
    .select('contact_id')
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  assert.equal(first.contact_id, ada.id, 'their response is theirs here too');
});

test('a wrong key or address stops the import before anything is written', async (t) => {
  const source = await sourceInstance(t);
  const target = await createTestDatabase(t);
  const db = target.db;
  await assert.rejects(
    runBeabeeImport({ db, url: source.url, key: 'not-a-key', allowHttpLoopback: true }),
    /refused the API key/,
  );
  await assert.rejects(runBeabeeImport({ db, url: source.url, key: source.key }), /use https/);
  await assert.rejects(
    runBeabeeImport({ db, url: 'http://10.0.0.5', key: source.key, allowHttpLoopback: true }),
    /only allowed for this machine/,
  );
  // An instance that takes the key but not as an admin's (a logged-out answer, a member's).
  for (const info of [
    { method: 'none', roles: [] },
    { method: 'user', roles: ['member'] },
  ]) {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(info));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await assert.rejects(
        runBeabeeImport({ db, url, key: 'member-key', allowHttpLoopback: true }),
        /does not take this key as an admin key/,
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from contacts`.execute(db);
  assert.equal(rows[0]?.n, 0);
});

test('a later run brings only what is new; a number taken here meanwhile becomes the next free one', async (t) => {
  const source = await sourceInstance(t);
  const target = await createTestDatabase(t);
  const db = target.db;
  const run = () => runBeabeeImport({ db, url: source.url, key: source.key, allowHttpLoopback: true });
  await run();
  const callout = await db.selectFrom('callouts').select('id').executeTakeFirstOrThrow();
  const answer = (story: string) => ({
    contactId: null,
    guestName: null,
    guestEmail: null,
    answers: { s1: { story } },
    newsletter: null,
    idempotencyKey: null,
    allowMultiple: true,
  });
  const here = await insertOne(db, callout.id, { calloutId: callout.id, ...answer('Answered here') });
  const there = await insertOne(source.database.db, source.ids.callout, {
    calloutId: source.ids.callout,
    ...answer('Answered there'),
  });
  assert.deepEqual([here.number, there.number], [5, 5]);

  const report = await run();
  assert.deepEqual(report.brought, { response: 1 });
  assert.ok(
    report.notes.some((note) => note.includes(`response ${there.id}: number 5 was taken here, so it is number 6`)),
  );
  const numbers = await db
    .selectFrom('callout_responses')
    .select(['number', sql<string>`answers->'s1'->>'story'`.as('story')])
    .where('number', '>=', 5)
    .orderBy('number')
    .execute();
  assert.deepEqual(numbers, [
    { number: 5, story: 'Answered here' },
    { number: 6, story: 'Answered there' },
  ]);
  const next = await insertOne(db, callout.id, { calloutId: callout.id, ...answer('Next') });
  assert.equal(next.number, 7);
});

test('a slug used here by another call-out: the imported one gets a slug of its own', async (t) => {
  const source = await sourceInstance(t);
  const target = await createTestDatabase(t);
  const db = target.db;
  await db
    .insertInto('callouts')
    .values({ slug: 'your-street', form_schema: JSON.stringify({ slides: [] }) })
    .execute();
  const report = await runBeabeeImport({ db, url: source.url, key: source.key, allowHttpLoopback: true });
  assert.equal(report.brought.callout, 1);
  const slugs = await db.selectFrom('callouts').select('slug').orderBy('created_at').execute();
  assert.equal(slugs.length, 2);
  assert.notEqual(slugs[1]?.slug, 'your-street');
  assert.ok(report.notes.some((note) => note.includes(`the slug is taken here, so it is now ${slugs[1]?.slug}`)));
});

test('a contact or response deleted here since the import is not brought back', async (t) => {
  const source = await sourceInstance(t);
  const target = await createTestDatabase(t);
  const db = target.db;
  const run = () => runBeabeeImport({ db, url: source.url, key: source.key, allowHttpLoopback: true });
  await run();
  // Erased here (the contact goes, their responses with them or unlinked), and a response removed.
  await db
    .deleteFrom('contacts')
    .where(sql`lower(email)`, '=', 'cy@members.example')
    .execute();
  await db.deleteFrom('callout_responses').where('number', '=', 2).execute();
  const { rows: before } = await sql<{ contacts: number; responses: number }>`
    select (select count(*)::int from contacts) as contacts, (select count(*)::int from callout_responses) as responses`.execute(
    db,
  );

  const report = await run();
  assert.deepEqual(report.brought, {});
  const deletedHere = report.skipped.filter(({ reason }) => reason.startsWith('deleted here since an earlier import'));
  assert.deepEqual(
    deletedHere.map(({ kind, sourceId }) => [kind, sourceId]).sort(),
    [
      ['contact', source.ids.cy],
      ['response', source.ids.second],
    ].sort(),
  );
  const { rows: after } = await sql<{ contacts: number; responses: number }>`
    select (select count(*)::int from contacts) as contacts, (select count(*)::int from callout_responses) as responses`.execute(
    db,
  );
  assert.deepEqual(after, before);
});
