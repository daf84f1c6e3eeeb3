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

  assert.deepEqual(await outbox.get(added.id), { ...email('hello'), id: added.id, createdAt: added.createdAt });
  assert.equal(await outbox.get('00000000-0000-4000-8000-000000000000'), null);
  assert.equal(await outbox.get('not-a-uuid'), null);
});
