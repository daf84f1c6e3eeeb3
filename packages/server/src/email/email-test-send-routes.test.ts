import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

/** `POST email/{id}/test`: the saved email with sample data, to the caller's own address only. */
async function setup(t: Parameters<typeof build>[0]) {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'] });
  const other = await createTestContact(database, { roles: ['admin'] });
  const { cookie } = await loginAs(app, admin);
  const send = (id: string, locale = 'en') =>
    app.inject(as(cookie, { method: 'POST', url: `/api/1.0/email/${id}/test?locale=${locale}` }));
  const outbox = () =>
    database.db.selectFrom('outbox').select(['to_address', 'template', 'locale', 'subject', 'text', 'html']).execute();
  return { app, database, admin, other, cookie, send, outbox };
}

test('an admin sends a test of a reset email to their own address: sample values, a dummy link, no secret', async (t) => {
  const { admin, other, send, outbox } = await setup(t);
  const res = await send('reset-password');
  assert.equal(res.statusCode, 204);
  const emails = await outbox();
  assert.equal(emails.length, 1, 'one email, through the outbox as every email');
  const [email] = emails as [(typeof emails)[number]];
  assert.equal(email.to_address, admin.email);
  assert.notEqual(email.to_address, other.email);
  assert.equal(email.template, 'reset-password');
  assert.equal(email.locale, 'en');
  assert.match(email.text, /Ada Lovelace/);
  assert.match(email.text, /\/example-link/, 'the link is the sample’s dummy');
  assert.doesNotMatch(`${email.subject}\n${email.text}\n${email.html}`, /reset-password\/[\w-]{20,}|[\w-]{43}/);
});

test('a saved text is what the test sends, in its locale', async (t) => {
  const { app, cookie, send, outbox } = await setup(t);
  const saved = await app.inject(
    as(cookie, {
      method: 'PUT',
      url: '/api/1.0/email/join-welcome',
      payload: { locale: 'de', subject: 'Hallo *|NAME|* bei *|ORGANISATION|*', body: 'Willkommen, *|NAME|*.' },
    }),
  );
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal((await send('join-welcome', 'de')).statusCode, 204);
  const [email] = await outbox();
  assert.match(email!.subject, /^Hallo Ada Lovelace bei /);
  assert.match(email!.text, /Willkommen, Ada Lovelace\./);
});

test('an unknown email is a 404, a bad locale a 422, and neither sends anything', async (t) => {
  const { send, outbox } = await setup(t);
  const unknown = await send('no-such-email');
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().code, 'not-found');
  assert.equal((await send('reset-password', 'xx')).statusCode, 422);
  assert.deepEqual(await outbox(), []);
});

test('test emails are limited per admin: past the limit a 429 with Retry-After, and nothing more is sent', async (t) => {
  const { send, outbox } = await setup(t);
  for (let i = 0; i < 10; i += 1) assert.equal((await send('join-welcome')).statusCode, 204, `send ${i + 1}`);
  const refused = await send('join-welcome');
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal((await outbox()).length, 10);
});

test('a member may not send test emails', async (t) => {
  const { app, database, outbox } = await setup(t);
  const { cookie } = await loginAs(app, await createTestContact(database, { roles: ['member'] }));
  const res = await app.inject(as(cookie, { method: 'POST', url: '/api/1.0/email/join-welcome/test?locale=en' }));
  assert.equal(res.statusCode, 403);
  assert.deepEqual(await outbox(), []);
});
