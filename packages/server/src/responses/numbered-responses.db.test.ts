import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import type { DomainError } from '../kernel/domain-error.ts';
import { withJobs } from '../kernel/jobs/index.ts';
import { createTestDatabase } from '../test-helper.ts';
import { createCalloutRepository } from '../callouts/callout-repository.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import type { NewResponse } from './response-repository.ts';
import { createNumberedWriter } from './numbered-responses.ts';

const response = (idempotencyKey: string | null, contactId: string | null = null): NewResponse => ({
  calloutId: '',
  contactId,
  guestName: null,
  guestEmail: null,
  answers: { one: { text: idempotencyKey ?? 'none' } },
  newsletter: null,
  idempotencyKey,
  allowMultiple: true,
});

test('responses sent together share a write, and one refused response fails alone without a gap', async (t) => {
  const { db } = await createTestDatabase(t);
  const callout = await createCalloutRepository({ db }).create({
    values: { form_schema: JSON.stringify({ slides: [] }) },
    slug: 'batched',
    variants: { default: { title: 'Batched', excerpt: '', intro: '', thanks_title: '', thanks_text: '' } },
  });
  const gone = await createContactRepository({ db }).create({ email: 'gone@example.org' });
  await db.deleteFrom('contacts').where('id', '=', gone.id).execute();
  const add = createNumberedWriter(db);

  const first = await add(callout.id, response('taken'));
  assert.equal(first.number, 1);
  // Sent at once: they queue behind the first write and share the next one,
  // which the taken key and the deleted contact make PostgreSQL refuse.
  const sent = [response('a'), response('taken'), response('b'), response(null, gone.id), response('c')];
  const settled = await Promise.allSettled(sent.map((each) => add(callout.id, each)));
  assert.deepEqual(
    settled.map((result) => result.status),
    ['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled'],
  );
  const numbers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value.number] : []));
  assert.deepEqual(numbers, [2, 3, 4]);
  const rows = await db
    .selectFrom('callout_responses')
    .select(['number', 'idempotency_key'])
    .where('callout_id', '=', callout.id)
    .orderBy('number')
    .execute();
  assert.deepEqual(rows, [
    { number: 1, idempotency_key: 'taken' },
    { number: 2, idempotency_key: 'a' },
    { number: 3, idempotency_key: 'b' },
    { number: 4, idempotency_key: 'c' },
  ]);
  const counter = await db
    .selectFrom('callouts')
    .select('last_response_number')
    .where('id', '=', callout.id)
    .executeTakeFirstOrThrow();
  assert.equal(counter.last_response_number, 4, 'the refused ones took no number');
});

test('two servers writing guests of the same new emails to one call-out take turns: no deadlock, no gap', async (t) => {
  const { db } = await createTestDatabase(t);
  const callout = await createCalloutRepository({ db }).create({
    values: { form_schema: JSON.stringify({ slides: [] }) },
    slug: 'two-servers',
    variants: { default: { title: 'Two', excerpt: '', intro: '', thanks_title: '', thanks_text: '' } },
  });
  const deadlocks = async () => {
    const { rows } = await sql<{ deadlocks: string | null }>`
      select deadlocks from pg_stat_database where datname = current_database()`.execute(db);
    return Number(rows[0]?.deadlocks ?? 0);
  };
  const before = await deadlocks();
  // Two writers are two app servers: each has its own batch in flight at the same time.
  const servers = [createNumberedWriter(db), createNumberedWriter(db)];
  const sent = Array.from({ length: 120 }, (_, n) => {
    const email = `guest${n % 12}@example.org`;
    const add = servers[n % 2]!;
    return add(callout.id, {
      ...response(null),
      guestContact: { email, firstname: 'Guest', lastname: String(n % 12) },
      guestName: 'Guest',
      guestEmail: email,
    });
  });
  const settled = await Promise.allSettled(sent);
  assert.deepEqual(
    settled.filter((result) => result.status === 'rejected'),
    [],
  );
  const numbers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value.number] : []));
  assert.deepEqual(
    numbers.sort((a, b) => a - b),
    Array.from({ length: 120 }, (_, n) => n + 1),
  );
  const made = await db.selectFrom('contacts').select('email').where('email', 'like', 'guest%').execute();
  assert.equal(made.length, 12, 'one contact per email');
  assert.equal(await deadlocks(), before, 'PostgreSQL broke no deadlock (a refused batch would be retried one by one)');
});

test('a call-out deleted meanwhile refuses its responses as not found', async (t) => {
  const { db } = await createTestDatabase(t);
  const add = createNumberedWriter(db);
  await assert.rejects(add('00000000-0000-4000-8000-000000000000', response('x')), (error: DomainError) => {
    assert.equal(error.code, 'not-found');
    return true;
  });
});

test("a guest's contact is made by the same insert, once per email; a contact that exists is never joined", async (t) => {
  const { db } = await createTestDatabase(t);
  const callout = await createCalloutRepository({ db }).create({
    values: { form_schema: JSON.stringify({ slides: [] }) },
    slug: 'guests',
    variants: { default: { title: 'Guests', excerpt: '', intro: '', thanks_title: '', thanks_text: '' } },
  });
  const known = await createContactRepository({ db }).create({ email: 'Known@Example.org', firstname: 'Kim' });
  const add = createNumberedWriter(db);
  const asGuest = (email: string, firstname: string): NewResponse => ({
    ...response(null),
    guestContact: { email, firstname, lastname: 'Guest' },
    guestName: `${firstname} Guest`,
    guestEmail: email,
  });
  const first = add(callout.id, response('first'));
  // Queued behind the first write, these share one statement.
  const [, newOne, sameAgain, knownOne] = await Promise.all([
    first,
    add(callout.id, asGuest('new@example.org', 'Nia')),
    add(callout.id, asGuest('NEW@example.org', 'Nia')),
    add(callout.id, asGuest('known@example.org', 'Someone else')),
  ]);
  assert.ok(newOne.contactId);
  assert.equal(sameAgain.contactId, newOne.contactId, 'one contact for one email, whatever its case');
  const later = await add(callout.id, asGuest('New@example.org', 'Someone else'));
  assert.equal(later.contactId, null, 'once made, the contact is not joined by the next guest either');
  assert.equal(knownOne.contactId, null, "a stranger typing a known email does not join that contact's data");
  const contacts = await db
    .selectFrom('contacts')
    .select(['email', 'firstname'])
    .where('id', 'in', [newOne.contactId, known.id])
    .orderBy('email')
    .execute();
  assert.deepEqual(contacts, [
    { email: 'Known@Example.org', firstname: 'Kim' },
    { email: 'new@example.org', firstname: 'Nia' },
  ]);
  const stored = await db
    .selectFrom('callout_responses')
    .select(['contact_id', 'guest_email'])
    .where('callout_id', '=', callout.id)
    .where('guest_email', 'is not', null)
    .orderBy('number')
    .execute();
  assert.deepEqual(
    stored.map((row) => row.contact_id),
    [newOne.contactId, newOne.contactId, null, null],
  );
});

test('a follow-up job is queued with each response that commits, none with a refused one, none without followUp', async (t) => {
  const { db } = await createTestDatabase(t);
  const callout = await createCalloutRepository({ db }).create({
    values: { form_schema: JSON.stringify({ slides: [] }) },
    slug: 'followed',
    variants: { default: { title: 'Followed', excerpt: '', intro: '', thanks_title: '', thanks_text: '' } },
  });
  const gone = await createContactRepository({ db }).create({ email: 'gone@example.org' });
  await db.deleteFrom('contacts').where('id', '=', gone.id).execute();
  const add = createNumberedWriter(db);
  const followUp = { kind: 'response-emails', runAt: new Date() };
  const plain = await add(callout.id, response('seeded'));
  // Together: the deleted contact refuses the shared insert, then each is inserted alone.
  const sent = [response('a'), response(null, gone.id), response('b')].map((each) => ({ ...each, followUp }));
  const settled = await Promise.allSettled(sent.map((each) => add(callout.id, each)));
  const committed = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value.id] : []));
  assert.equal(committed.length, 2);
  const jobs = await withJobs(db).selectFrom('jobs').select(['kind', 'payload', 'once_key']).execute();
  assert.deepEqual(
    jobs.sort((a, b) => String(a.once_key).localeCompare(String(b.once_key))),
    committed
      .map((id) => ({ kind: 'response-emails', payload: { responseId: id }, once_key: `response-emails:${id}` }))
      .sort((a, b) => a.once_key.localeCompare(b.once_key)),
  );
  assert.ok(!jobs.some((job) => job.payload.responseId === plain.id));
});
