import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContact } from '../test-accounts.ts';
import { memberHash } from './mailchimp-provider.ts';
import { newsletterKit } from './newsletter-test-kit.ts';

test('sync now reads every page, applies what changed in Mailchimp, pushes what it lacks, and reports progress', async (t) => {
  const kit = await newsletterKit(t, { pageSize: 2 });
  await kit.configure();
  const set = async (email: string, status: string, groups: string[] = []) => {
    const contact = await createTestContact(kit.database, { email });
    await kit.database.db
      .updateTable('contacts')
      .set({ newsletter_status: status, newsletter_groups: JSON.stringify(groups) })
      .where('id', '=', contact.id)
      .execute();
    return contact;
  };
  await set('left@example.org', 'subscribed', ['weekly', 'local']);
  await set('new@example.org', 'subscribed', ['daily']);
  await set('changing@example.org', 'subscribed');
  await kit.runJobs();
  // Made in Mailchimp since: one left and took daily, one is a stranger, a Masthead change waits.
  kit.double.add({ email_address: 'left@example.org', status: 'unsubscribed', interests: { intdaily: true } });
  kit.double.members.delete(memberHash('new@example.org'));
  kit.double.add({ email_address: 'stranger@example.org' });
  kit.double.add({ email_address: 'changing@example.org', status: 'cleaned' });
  const changing = await kit.database.db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'changing@example.org')
    .executeTakeFirstOrThrow();
  await kit.call('PATCH', `contact/${changing.id}`, { profile: { newsletterGroups: ['weekly'] } });

  assert.equal((await kit.call('GET', 'newsletter/sync')).json().state, 'idle');
  const started = await kit.call('POST', 'newsletter/sync');
  assert.equal(started.statusCode, 202, started.body);
  assert.equal(started.json().state, 'queued');
  assert.equal((await kit.call('POST', 'newsletter/sync')).json().state, 'queued', 'a second press joins the first');
  await kit.runJobs();
  const done = (await kit.call('GET', 'newsletter/sync')).json();
  // Three members read (two pages of two), one contact pushed.
  assert.deepEqual([done.state, done.done, done.total, done.failed], ['done', 4, 4, 0]);
  assert.ok(done.finishedAt);
  const pages = kit.double.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/members'));
  assert.equal(pages.length, 2, 'read page by page');

  const rows = await kit.database.db
    .selectFrom('contacts')
    .select(['email', 'newsletter_status', 'newsletter_groups'])
    .where('email', 'like', '%@example.org')
    .orderBy('email')
    .execute();
  const byEmail = Object.fromEntries(rows.map((row) => [row.email, [row.newsletter_status, row.newsletter_groups]]));
  assert.deepEqual(byEmail['left@example.org'], ['unsubscribed', ['local', 'daily']], 'Mailchimp wins');
  assert.deepEqual(byEmail['changing@example.org'], ['subscribed', ['weekly']], 'a waiting push wins');
  assert.equal(byEmail['stranger@example.org'], undefined, 'no contact is made');
  assert.equal(kit.double.members.get(memberHash('new@example.org'))?.status, 'subscribed', 'pushed again');
});

test('the nightly reconciliation is queued once a day whatever the number of servers', async (t) => {
  const kit = await newsletterKit(t);
  const day = new Date('2030-05-01T03:00:00Z');
  assert.equal(await kit.newsletter.queueNightly(day), false, 'not without a provider');
  await kit.configure();
  assert.equal(await kit.newsletter.queueNightly(day), true);
  assert.equal(await kit.newsletter.queueNightly(new Date('2030-05-01T05:00:00Z')), false);
  assert.equal((await kit.jobs('newsletter-sync')).length, 1);
});

test('sync now without a provider does nothing and says idle', async (t) => {
  const kit = await newsletterKit(t);
  const res = await kit.call('POST', 'newsletter/sync');
  assert.deepEqual([res.statusCode, res.json().state], [202, 'idle']);
  assert.equal((await kit.jobs('newsletter-sync')).length, 0);
});
