import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createOutboxRepository } from '../email/index.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const email = (subject: string) => ({
  to: 'ada@example.org',
  from: '"The Daily Example" <no-reply@example.org>',
  subject,
  text: 'text',
  html: '<p>html</p>',
  template: 'reset-password',
  locale: 'en',
});

test('refuses the outbox to anonymous callers', async (t) => {
  const { app } = await build(t);
  for (const url of ['/api/1.0/outbox', '/api/1.0/outbox/00000000-0000-4000-8000-000000000000']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 401, url);
    assert.equal(res.json().code, 'not-logged-in', url);
  }
});

test('refuses the outbox to a member who is not an admin', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['member'] }));
  const res = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/outbox' }));
  assert.equal(res.statusCode, 403);
});

test('an admin lists the outbox newest first, a page at a time, and reads one email', async (t) => {
  const { app, database } = await build(t);
  const outbox = createOutboxRepository({ db: database.db });
  const older = await outbox.add(email('older'));
  const newer = await outbox.add(email('newer'));
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));

  const list = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/outbox' }));
  assert.equal(list.statusCode, 200);
  assert.deepEqual(list.json(), { items: [newer, older], offset: 0, count: 2, total: 2 });

  const page = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/outbox?limit=1&offset=1' }));
  assert.deepEqual(page.json(), { items: [older], offset: 1, count: 1, total: 2 });

  const one = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/outbox/${older.id}` }));
  assert.deepEqual(one.json(), older);
});

test('an unknown email or a bad page is answered with the error envelope', async (t) => {
  const { app, database } = await build(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));

  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const res = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/outbox/${id}` }));
    assert.equal(res.statusCode, 404, id);
    assert.equal(res.json().code, 'not-found', id);
  }
  const res = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/outbox?limit=1000' }));
  assert.equal(res.statusCode, 422);
});
