import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createOutboxRepository } from '../email/index.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { createTestContact } from '../test-accounts.ts';
import { newsletterKit } from './newsletter-test-kit.ts';
import { parseForm } from './newsletter-webhook.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function webhookWorld(t: Parameters<typeof newsletterKit>[0]) {
  const kit = await newsletterKit(t);
  const { webhookUrl } = await kit.configure();
  const contact = await createTestContact(kit.database, { email: 'hook@example.org' });
  await kit.database.db
    .updateTable('contacts')
    .set({ newsletter_status: 'subscribed', newsletter_groups: JSON.stringify(['local', 'weekly']) })
    .where('id', '=', contact.id)
    .execute();
  await kit.runJobs();
  kit.double.requests.length = 0;
  const post = (url: string, fields: Record<string, string>) =>
    kit.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });
  const row = () =>
    kit.database.db
      .selectFrom('contacts')
      .select(['email', 'newsletter_status', 'newsletter_groups'])
      .where('id', '=', contact.id)
      .executeTakeFirstOrThrow();
  return { ...kit, webhookUrl: webhookUrl as string, post, row };
}

test('parseForm nests bracketed keys and drops prototype keys', () => {
  for (const [input, expected] of [
    ['type=unsubscribe&data[email]=a%40b.org', { type: 'unsubscribe', data: { email: 'a@b.org' } }],
    ['data[merges][EMAIL]=x&data[merges][FNAME]=Y', { data: { merges: { EMAIL: 'x', FNAME: 'Y' } } }],
    ['__proto__[polluted]=1&data[__proto__]=2&a=1&a[b]=2', { a: '1' }],
  ] as const)
    assert.deepEqual(parseForm(input), expected);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('the webhook applies unsubscribe, cleaned, subscribe and profile events, and pushes nothing back', async (t) => {
  const w = await webhookWorld(t);
  assert.equal((await w.app.inject({ method: 'GET', url: w.webhookUrl })).statusCode, 200, "Mailchimp's check");
  const list = w.double.audienceId;
  const unsubscribe = await w.post(w.webhookUrl, {
    type: 'unsubscribe',
    fired_at: '2030-01-01 10:00:00',
    'data[action]': 'unsub',
    'data[email]': 'HOOK@example.org',
    'data[list_id]': list,
  });
  assert.equal(unsubscribe.statusCode, 200, unsubscribe.body);
  assert.equal((await w.row()).newsletter_status, 'unsubscribed');
  await w.post(w.webhookUrl, { type: 'cleaned', 'data[email]': 'hook@example.org', 'data[list_id]': list });
  assert.equal((await w.row()).newsletter_status, 'cleaned');

  // The member changed their groups in Mailchimp: daily instead of weekly.
  const member = [...w.double.members.values()][0];
  if (member) member.interests = { intweekly: false, intdaily: true };
  await w.post(w.webhookUrl, { type: 'subscribe', 'data[email]': 'hook@example.org', 'data[list_id]': list });
  assert.deepEqual(await w.row(), {
    email: 'hook@example.org',
    newsletter_status: 'subscribed',
    newsletter_groups: ['local', 'daily'],
  });
  assert.equal((await w.jobs('newsletter-push')).length, 0, "Mailchimp's own changes are not pushed back");
});

test('an address changed in Mailchimp reaches the login only through the link Masthead sends to it', async (t) => {
  const w = await webhookWorld(t);
  await createContentRepository({ db: w.database.db }).patch('general', { siteUrl: 'https://news.example' });
  const outbox = createOutboxRepository({ db: w.database.db });
  const emails = async () => (await outbox.list({ limit: 100, offset: 0 })).items;
  await w.post(w.webhookUrl, {
    type: 'upemail',
    'data[old_email]': 'hook@example.org',
    'data[new_email]': 'moved@example.org',
    'data[list_id]': w.double.audienceId,
  });
  assert.equal((await w.row()).email, 'hook@example.org', 'unchanged until the link is used');
  const [link] = (await emails()).filter((email) => email.template === 'change-email');
  assert.equal(link?.to, 'moved@example.org');
  const id = /\/auth\/change-email\/([\w-]+)/.exec(link.text)?.[1];
  assert.ok(id);
  const used = await w.app.inject({ method: 'POST', url: `/api/1.0/email-change/${id}` });
  assert.equal(used.statusCode, 200, used.body);
  assert.equal((await w.row()).email, 'moved@example.org');

  // An address another contact has: nothing is sent and nothing changes.
  await createTestContact(w.database, { email: 'taken@example.org' });
  const before = (await emails()).length;
  await w.post(w.webhookUrl, {
    type: 'upemail',
    'data[old_email]': 'moved@example.org',
    'data[new_email]': 'taken@example.org',
    'data[list_id]': w.double.audienceId,
  });
  assert.equal((await emails()).length, before);
  assert.equal((await w.row()).email, 'moved@example.org');
});

test('a wrong secret is a 404 and changes nothing; another audience is ignored', async (t) => {
  const w = await webhookWorld(t);
  const before = await w.row();
  const wrong = w.webhookUrl.replace(/[^/]+$/, 'not-the-secret');
  const fields = { type: 'unsubscribe', 'data[email]': 'hook@example.org' };
  assert.equal((await w.post(wrong, fields)).statusCode, 404);
  assert.equal((await w.app.inject({ method: 'GET', url: wrong })).statusCode, 404);
  await w.post(w.webhookUrl, { ...fields, 'data[list_id]': 'otheraudience' });
  assert.deepEqual(await w.row(), before);
});

test('an address changed in Mailchimp never moves an admin’s or superadmin’s login', async (t) => {
  const w = await webhookWorld(t);
  await createContentRepository({ db: w.database.db }).patch('general', { siteUrl: 'https://news.example' });
  const outbox = createOutboxRepository({ db: w.database.db });
  for (const role of ['admin', 'superadmin'] as const) {
    const staff = await createTestContact(w.database, { email: `${role}@example.org`, roles: [role] });
    const res = await w.post(w.webhookUrl, {
      type: 'upemail',
      'data[old_email]': staff.email,
      'data[new_email]': `taken-over-${role}@example.org`,
      'data[list_id]': w.double.audienceId,
    });
    assert.equal(res.statusCode, 200, 'Mailchimp is told the event arrived');
  }
  const sent = (await outbox.list({ limit: 100, offset: 0 })).items.filter(
    (email) => email.template === 'change-email',
  );
  assert.deepEqual(sent, [], 'no link went to the new address');
});
