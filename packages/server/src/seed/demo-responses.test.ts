import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { pruneAnswers, validateAnswers } from '@masthead/core';
import { createPasswordHasher } from '../accounts/password-hasher.ts';
import { createCalloutRepository } from '../callouts/callout-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { build, createTestDatabase } from '../test-helper.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedDatabase } from './seed-database.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';

const hasher = createPasswordHasher();
const now = new Date();

/** What a first start with SEED on does: accounts, then the organisation, call-outs and responses. */
async function firstStart(database: MastheadDatabase) {
  const { db } = database;
  await seedAccounts({ db, hasher, adminEmail: null, adminPassword: null, demo: true });
  return seedDatabase({
    content: createContentRepository({ db }),
    siteUrl: 'http://localhost:3000',
    callouts: createCalloutRepository({ db }),
    db,
    now,
  });
}

async function seeded(t: TestContext) {
  const database = await createTestDatabase(t);
  assert.equal(await firstStart(database), true);
  return database;
}

test('every seeded answer passes its form and is stored as the server would store it', async (t) => {
  const { db } = await seeded(t);
  const rows = await db
    .selectFrom('callout_responses as r')
    .innerJoin('callouts as c', 'c.id', 'r.callout_id')
    .select(['c.slug', 'c.form_schema', 'r.number', 'r.answers'])
    .execute();
  assert.ok(rows.length >= 30, `${rows.length} responses`);
  for (const row of rows) {
    const form = row.form_schema;
    assert.deepEqual(validateAnswers(form, row.answers, { now }), [], `${row.slug} #${row.number}`);
    assert.deepEqual(row.answers, pruneAnswers(form, row.answers), `${row.slug} #${row.number} is pruned`);
  }
});

test('each call-out has responses numbered 1..N without gaps, and its counter says N', async (t) => {
  const { db } = await seeded(t);
  const callouts = await db.selectFrom('callouts').select(['id', 'slug', 'last_response_number']).execute();
  for (const callout of callouts) {
    const numbers = (
      await db.selectFrom('callout_responses').select('number').where('callout_id', '=', callout.id).execute()
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);
    assert.ok(numbers.length > 0, callout.slug);
    assert.deepEqual(
      numbers,
      Array.from({ length: numbers.length }, (_, i) => i + 1),
      callout.slug,
    );
    assert.equal(callout.last_response_number, numbers.length, callout.slug);
  }
});

test('the demo has members and guests, verified and trashed responses, tags and comments', async (t) => {
  const { db } = await seeded(t);
  const responses = await db
    .selectFrom('callout_responses')
    .select(['contact_id', 'guest_email', 'bucket', 'created_at'])
    .execute();
  assert.ok(
    responses.some((r) => r.contact_id !== null),
    'from demo members',
  );
  assert.ok(
    responses.some((r) => r.guest_email !== null),
    'from guests',
  );
  assert.ok(
    responses.some((r) => r.contact_id === null && r.guest_email === null),
    'anonymous',
  );
  assert.ok(responses.some((r) => r.bucket === 'verified'));
  assert.ok(responses.some((r) => r.bucket === 'trash'));
  assert.ok(responses.every((r) => r.created_at <= now));
  const tagged = await db.selectFrom('callout_response_tags').select('tag_id').execute();
  const comments = await db.selectFrom('callout_response_comments').select('contact_id').execute();
  assert.ok(tagged.length > 0 && comments.length > 0);
  const reviewer = await db.selectFrom('contacts').select('id').where('email', '=', 'reviewer@example.org').execute();
  assert.ok(comments.every((c) => c.contact_id === reviewer[0]?.id));
});

test('a second start adds no responses, and two servers starting at once seed them once', async (t) => {
  const database = await createTestDatabase(t);
  const results = await Promise.all([firstStart(database), firstStart(database)]);
  assert.deepEqual(results.sort(), [false, true]);
  const count = async () => (await database.db.selectFrom('callout_responses').select('id').execute()).length;
  const first = await count();
  assert.equal(await firstStart(database), false);
  assert.equal(await count(), first);
});

test('a response submitted after the seed takes the next number (20 were seeded)', async (t) => {
  const { app, database } = await build(t);
  await firstStart(database);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/1.0/callout/housing-costs/responses',
    payload: {
      answers: { experience: { story: 'The rent went up again this spring.', tenure: 'own' } },
      guest: { firstname: 'New', lastname: 'Guest', email: 'new.guest@example.net' },
    },
  });
  assert.equal(answer.statusCode, 201, answer.body);
  const row = await database.db
    .selectFrom('callout_responses as r')
    .innerJoin('callouts as c', 'c.id', 'r.callout_id')
    .select(['r.number', 'c.last_response_number'])
    .where('r.id', '=', answer.json().id)
    .executeTakeFirstOrThrow();
  assert.equal(row.number, 21);
  assert.equal(row.last_response_number, 21);
});
