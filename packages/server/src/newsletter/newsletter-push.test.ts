import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContact } from '../test-accounts.ts';
import { memberHash } from './mailchimp-provider.ts';
import { newsletterKit } from './newsletter-test-kit.ts';

test('an admin PATCH of a contact ends in one push with its status and groups', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const contact = await createTestContact(kit.database, { email: 'Ada@Example.org' });
  const res = await kit.call('PATCH', `contact/${contact.id}`, {
    profile: { newsletterStatus: 'subscribed', newsletterGroups: ['weekly', 'local'] },
  });
  assert.equal(res.statusCode, 200, res.body);
  // A second change before the push rides on the same job.
  await kit.call('PATCH', `contact/${contact.id}`, { profile: { newsletterGroups: ['weekly', 'daily', 'local'] } });
  assert.equal((await kit.jobs('newsletter-push', 'pending')).length, 1);
  assert.equal(await kit.runJobs(), 1);
  const writes = kit.double.writes();
  assert.equal(writes.length, 1);
  assert.equal(writes[0]?.path, `/3.0/lists/${kit.double.audienceId}/members/${memberHash('ada@example.org')}`);
  assert.deepEqual(writes[0]?.body, {
    email_address: 'Ada@Example.org',
    status_if_new: 'subscribed',
    status: 'subscribed',
    interests: { intweekly: true, intdaily: true },
  });
  assert.equal((await kit.jobs('newsletter-push')).length, 0, 'a done push is removed');
});

test('without a provider nothing is queued and statuses stay in Masthead', async (t) => {
  const kit = await newsletterKit(t);
  const contact = await createTestContact(kit.database);
  const res = await kit.call('PATCH', `contact/${contact.id}`, { profile: { newsletterStatus: 'subscribed' } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await kit.jobs('newsletter-push')).length, 0);
  assert.equal(
    (await kit.call('GET', `contact/${contact.id}?with=profile`)).json().profile.newsletterStatus,
    'subscribed',
  );
  assert.equal(kit.double.requests.length, 0);
});

test('a push retries after Mailchimp answers 500 and fails after its last attempt', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const contact = await createTestContact(kit.database, { email: 'bo@example.org' });
  await kit.call('PATCH', `contact/${contact.id}`, { profile: { newsletterStatus: 'unsubscribed' } });
  kit.double.failNext(1);
  await kit.runJobs();
  const [member] = [...kit.double.members.values()];
  assert.equal(member?.status, 'unsubscribed', 'the second attempt went through');
  assert.equal(kit.double.writes().length, 2);

  await kit.call('PATCH', `contact/${contact.id}`, { profile: { newsletterStatus: 'subscribed' } });
  kit.double.failNext(100);
  await kit.runJobs();
  const [failed] = await kit.jobs('newsletter-push', 'failed');
  assert.equal(failed?.attempts, 8);
  assert.match(failed?.last_error ?? '', /Mailchimp 500/);
  const list = await kit.call('GET', 'newsletter/failed');
  assert.equal(list.statusCode, 200, list.body);
  assert.deepEqual(
    list.json().items.map((item: { email: string; attempts: number }) => [item.email, item.attempts]),
    [['bo@example.org', 8]],
  );
  kit.double.failNext(0);
  const retry = await kit.call('POST', `newsletter/failed/${failed?.id}/retry`);
  assert.equal(retry.statusCode, 204, retry.body);
  await kit.runJobs();
  assert.equal(kit.double.members.get(memberHash('bo@example.org'))?.status, 'subscribed');
  assert.equal((await kit.call('GET', 'newsletter/failed')).json().total, 0);
});

test('data Mailchimp refuses fails at once, without retries', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const contact = await createTestContact(kit.database, { email: 'nodot@localhost' });
  await kit.call('PATCH', `contact/${contact.id}`, { profile: { newsletterStatus: 'subscribed' } });
  await kit.runJobs();
  const [failed] = await kit.jobs('newsletter-push', 'failed');
  assert.equal(failed?.attempts, 1);
  assert.match(failed?.last_error ?? '', /Mailchimp 400/);
});
