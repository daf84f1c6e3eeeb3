import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createOutboxRepository } from './index.ts';
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

  for (const [id, status, code] of [
    ['00000000-0000-4000-8000-000000000000', 404, 'not-found'],
    // An id that cannot be one (kernel/http/id-params.ts).
    ['not-a-uuid', 400, 'bad-request'],
  ] as const) {
    const res = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/outbox/${id}` }));
    assert.equal(res.statusCode, status, id);
    assert.equal(res.json().code, code, id);
  }
  const res = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/outbox?limit=1000' }));
  assert.equal(res.statusCode, 422);
});

test('the outbox lists one status on request; only a failed email may be retried', async (t) => {
  const { app, database } = await build(t);
  const outbox = createOutboxRepository({ db: database.db });
  const kept = await outbox.add(email('kept'));
  const failed = await outbox.add(email('failed'));
  await database.db
    .updateTable('outbox')
    .set({ status: 'failed', attempts: 10, last_error: '421 <recipient>: Try again later' })
    .where('id', '=', failed.id)
    .execute();
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));
  const get = (url: string) => app.inject(as(cookie, { method: 'GET', url }));

  const failedOnes = (await get('/api/1.0/outbox?status=failed')).json();
  assert.deepEqual(
    failedOnes.items.map((item: { id: string; status: string; attempts: number; lastError: string }) => [
      item.id,
      item.status,
      item.attempts,
      item.lastError,
    ]),
    [[failed.id, 'failed', 10, '421 <recipient>: Try again later']],
  );
  assert.equal((await get('/api/1.0/outbox?status=kept')).json().items[0].id, kept.id);
  assert.equal((await get('/api/1.0/outbox?status=lost')).statusCode, 422);

  const retry = (id: string) => app.inject(as(cookie, { method: 'POST', url: `/api/1.0/outbox/${id}/retry` }));
  const refused = await retry(kept.id);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().code, 'conflict');
  assert.equal((await retry('00000000-0000-4000-8000-000000000000')).json().code, 'not-found');
  assert.equal((await retry(failed.id)).statusCode, 204);
  const now = (await get(`/api/1.0/outbox/${failed.id}`)).json();
  assert.deepEqual([now.status, now.attempts], ['queued', 0]);
});

test('an admin who opens a reset email sent to someone else reads the link masked: no token in text or HTML', async (t) => {
  const { app, database } = await build(t);
  const outbox = createOutboxRepository({ db: database.db });
  // A token as the server makes them (newSecretToken: 43 base64url characters).
  const secret = 'Q2x1ZUFkYVJlc2V0VG9rZW5Ob3RGb3JBZG1pbnM0Mjc';
  const link = `https://news.example.org/auth/reset-password/${secret}`;
  const reset = await outbox.add({
    ...email('Reset your password'),
    text: `Hello Ada,\n\nSet a new password: ${link}\n`,
    html: `<p><a href="${link}">Set a new password</a></p><p>${link}</p>`,
  });
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['admin'] }));

  const one = await app.inject(as(cookie, { method: 'GET', url: `/api/1.0/outbox/${reset.id}` }));
  assert.equal(one.statusCode, 200);
  assert.doesNotMatch(one.body, new RegExp(secret));
  assert.match(one.json().text, /auth\/reset-password\/••••••/);
  assert.match(one.json().html, /auth\/reset-password\/••••••/);
  const list = await app.inject(as(cookie, { method: 'GET', url: '/api/1.0/outbox' }));
  assert.doesNotMatch(list.body, new RegExp(secret));
});
