import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { createOutboxRepository, type NewOutboxEmail } from './outbox-repository.ts';

const email = (subject: string): NewOutboxEmail => ({
  to: 'ada@example.org',
  from: '"The Daily Example" <no-reply@example.org>',
  subject,
  text: `${subject} text`,
  html: `<p>${subject}</p>`,
  template: 'reset-password',
  locale: 'en',
});

test('lists the outbox newest first, a page at a time, with the total', async (t) => {
  const outbox = createOutboxRepository({ db: (await createTestDatabase(t)).db });
  for (const subject of ['first', 'second', 'third']) await outbox.add(email(subject));

  const all = await outbox.list({ limit: 50, offset: 0 });
  assert.deepEqual(
    all.items.map((item) => item.subject),
    ['third', 'second', 'first'],
  );
  assert.equal(all.total, 3);
  const page = await outbox.list({ limit: 1, offset: 1 });
  assert.deepEqual(
    page.items.map((item) => item.subject),
    ['second'],
  );
  assert.equal(page.total, 3);
  assert.match(all.items[0]?.createdAt ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test('reads one email by id; an unknown or malformed id is null', async (t) => {
  const outbox = createOutboxRepository({ db: (await createTestDatabase(t)).db });
  const added = await outbox.add(email('hello'));

  assert.deepEqual(await outbox.get(added.id), {
    ...email('hello'),
    id: added.id,
    createdAt: added.createdAt,
    // Without a queue an email is kept, never sent.
    ...{ status: 'kept', attempts: 0, lastError: null, sentAt: null },
  });
  assert.equal(await outbox.get('00000000-0000-4000-8000-000000000000'), null);
  assert.equal(await outbox.get('not-a-uuid'), null);
});

test('lists the emails of one status; a queued one holds its due time; sent ones are pruned after a while', async (t) => {
  const { db } = await createTestDatabase(t);
  const outbox = createOutboxRepository({ db });
  const runAt = new Date('2030-01-01T10:00:00Z');
  const kept = await outbox.add(email('kept'));
  const queued = await outbox.add({ ...email('queued'), queue: { runAt, contentLanguage: 'en' } });
  const old = await outbox.add({ ...email('sent long ago'), queue: { runAt, contentLanguage: 'en' } });
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: new Date('2030-01-01T10:00:01Z') })
    .where('id', '=', old.id)
    .execute();

  assert.equal(queued.status, 'queued');
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow();
  assert.deepEqual([row.run_at?.getTime(), row.content_language], [runAt.getTime(), 'en']);
  const ids = async (status: 'kept' | 'queued' | 'sent') =>
    (await outbox.list({ limit: 10, offset: 0, status })).items.map((item) => item.id);
  assert.deepEqual(await ids('kept'), [kept.id]);
  assert.deepEqual(await ids('queued'), [queued.id]);
  assert.deepEqual(await ids('sent'), [old.id]);

  assert.equal(await outbox.removeSentBefore(new Date('2030-01-01T10:00:01Z')), 0, 'not before its time');
  assert.equal(await outbox.removeSentBefore(new Date('2030-01-31T10:00:02Z')), 1);
  assert.equal((await outbox.list({ limit: 10, offset: 0 })).total, 2, 'kept and queued ones stay');
});

test('an email with a key is stored once, also when emails with that key share one insert', async (t) => {
  const outbox = createOutboxRepository({ db: (await createTestDatabase(t)).db });
  assert.ok(await outbox.addOnce(email('first'), 'response:1:confirmation'));
  assert.equal(await outbox.hasKey('response:1:confirmation'), true);
  assert.equal(await outbox.hasKey('response:2:confirmation'), false);
  // Sent at once, the later ones share an insert: each gets its own row, or null for a key already used.
  const settled = await Promise.all([
    outbox.add(email('plain one')),
    outbox.addOnce(email('again'), 'response:1:confirmation'),
    outbox.addOnce(email('second'), 'response:2:confirmation'),
    outbox.add(email('plain two')),
    outbox.addOnce(email('second again'), 'response:2:confirmation'),
  ]);
  assert.deepEqual(
    settled.map((stored) => stored?.subject ?? null),
    ['plain one', null, 'second', 'plain two', null],
  );
  const all = await outbox.list({ limit: 50, offset: 0 });
  assert.deepEqual(all.items.map((item) => item.subject).sort(), ['first', 'plain one', 'plain two', 'second']);
});
