import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBody } from '@masthead/core';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { createOutboxRepository } from '../email/index.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

/** What was emailed so far, oldest first: to whom, which email, and the change link's id if any. */
async function sent(database: MastheadDatabase) {
  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 100, offset: 0 });
  return items.reverse().map((email) => ({
    to: email.to,
    template: email.template,
    link: /\/auth\/change-email\/([\w-]+)/.exec(email.text)?.[1] ?? null,
  }));
}

const patchEmail = (id: string, email: string) => ({
  method: 'PATCH' as const,
  url: `/api/1.0/contact/${id}`,
  payload: { email },
});
const confirm = (id: string) => ({ method: 'POST' as const, url: `/api/1.0/email-change/${id}` });

test('a new email only changes through the link sent to it, once; the old address is told', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const member = await createTestContact(database, { email: 'ada@example.org' });
  const { cookie } = await loginAs(app, member);

  const asked = await app.inject(as(cookie, patchEmail('me', 'Ada.New@example.org')));
  assert.equal(asked.statusCode, 200, asked.body);
  assert.equal(asked.json().email, 'ada@example.org', 'unchanged until the link is used');
  const [link] = await sent(database);
  assert.equal(link?.to, 'Ada.New@example.org');
  assert.equal(link?.template, 'change-email');
  assert.ok(link?.link);

  // The link works without a session (it is opened from the new inbox, perhaps on another device).
  const used = await app.inject(confirm(link.link));
  assert.equal(used.statusCode, 200, used.body);
  assert.equal(used.json().email, 'Ada.New@example.org');
  const me = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }));
  assert.equal(me.json().email, 'Ada.New@example.org');
  const told = (await sent(database)).at(-1);
  assert.deepEqual(told && { to: told.to, template: told.template }, {
    to: 'ada@example.org',
    template: 'email-changed',
  });

  const again = await app.inject(confirm(link.link));
  assert.equal(again.statusCode, 400);
  assert.deepEqual(again.json(), errorBody('link-expired'));
  assert.equal((await app.inject(confirm('no-such-link'))).statusCode, 400);
});

test('a member asking for an address someone has gets the same answer, and nothing is sent or changed', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const member = await createTestContact(database, { email: 'ada@example.org' });
  await createTestContact(database, { email: 'Taken@Example.org' });
  const { cookie } = await loginAs(app, member);
  const taken = await app.inject(as(cookie, patchEmail('me', 'taken@example.ORG')));
  const free = await app.inject(as(cookie, patchEmail('me', 'free@example.org')));
  assert.equal(taken.statusCode, free.statusCode);
  assert.deepEqual(taken.json(), free.json());
  assert.deepEqual(
    (await sent(database)).map((email) => email.to),
    ['free@example.org'],
  );
});

test('an admin hears duplicate-email for a taken address; a free one is sent a link, not set', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database, { email: 'ada@example.org' });
  await createTestContact(database, { email: 'taken@example.org' });
  const { cookie } = await loginAs(app, admin);
  const taken = await app.inject(as(cookie, patchEmail(member.id, 'TAKEN@example.org')));
  assert.equal(taken.statusCode, 409);
  assert.deepEqual(taken.json(), errorBody('duplicate-email'));
  const free = await app.inject(as(cookie, patchEmail(member.id, 'ada@elsewhere.example')));
  assert.equal(free.json().email, 'ada@example.org');
  assert.deepEqual(
    (await sent(database)).map((email) => [email.to, email.template]),
    [['ada@elsewhere.example', 'change-email']],
  );
});

test('the address taken before the link is used: duplicate-email, and the email stays', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const member = await createTestContact(database, { email: 'ada@example.org' });
  const { cookie } = await loginAs(app, member);
  await app.inject(as(cookie, patchEmail('me', 'wanted@example.org')));
  const [link] = await sent(database);
  await createTestContact(database, { email: 'wanted@example.org' });
  const used = await app.inject(confirm(link!.link!));
  assert.equal(used.statusCode, 409);
  const me = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/contact/me' }));
  assert.equal(me.json().email, 'ada@example.org');
});

test('a contact may ask for a new address five times an hour; the sixth is refused with nothing sent', async (t) => {
  const { app, database } = await build(t, { seed: true });
  const member = await createTestContact(database, { email: 'ada@example.org' });
  const { cookie } = await loginAs(app, member);
  for (let i = 1; i <= 5; i++) {
    assert.equal((await app.inject(as(cookie, patchEmail('me', `ada${i}@example.org`)))).statusCode, 200);
  }
  const sixth = await app.inject(as(cookie, patchEmail('me', 'ada6@example.org')));
  assert.equal(sixth.statusCode, 429);
  assert.equal((await sent(database)).length, 5);
  // Other changes are not held back by the limit.
  const named = await app.inject(
    as(cookie, { method: 'PATCH', url: '/api/1.0/contact/me', payload: { firstname: 'Ada' } }),
  );
  assert.equal(named.statusCode, 200);
});
