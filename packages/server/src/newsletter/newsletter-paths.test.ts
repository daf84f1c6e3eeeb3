import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpForNewsletter } from '../content/newsletter-sign-up.ts';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { memberHash } from './mailchimp-provider.ts';
import { newsletterKit } from './newsletter-test-kit.ts';

test("a member's own PATCH, as the join setup sends it, ends in one push", async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure({ doubleOptIn: true });
  const member = await createTestContact(kit.database, { email: 'joiner@example.org' });
  const self = callerAs(kit.app, (await loginAs(kit.app, member)).cookie);
  const res = await self('PATCH', 'contact/me', {
    profile: { newsletterStatus: 'subscribed', newsletterGroups: ['daily'] },
  });
  assert.equal(res.statusCode, 200, res.body);
  await kit.runJobs();
  assert.deepEqual(
    kit.double.writes().map((write) => write.body),
    [
      {
        email_address: 'joiner@example.org',
        status_if_new: 'pending',
        interests: { intweekly: false, intdaily: true },
      },
    ],
  );
  assert.equal(
    kit.double.members.get(memberHash('joiner@example.org'))?.status,
    'pending',
    'double opt-in: asked to confirm',
  );
});

test('a bulk PATCH pushes each matched contact once, and no one else', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const emails = ['b1@example.org', 'b2@example.org', 'b3@example.org'];
  for (const email of emails) await createTestContact(kit.database, { email, firstname: 'Bulk' });
  await createTestContact(kit.database, { email: 'other@example.org', firstname: 'Other' });
  const res = await kit.call('PATCH', 'contact', {
    rules: { condition: 'AND', rules: [{ field: 'firstname', operator: 'equal', value: ['Bulk'] }] },
    updates: { newsletterStatus: 'subscribed', newsletterGroups: ['weekly'] },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await kit.jobs('newsletter-push', 'pending')).length, 3);
  await kit.runJobs();
  const written = kit.double.writes().map((write) => [write.body?.email_address, write.body?.status]);
  assert.deepEqual(
    written.sort(),
    emails.map((email) => [email, 'subscribed']),
  );
});

test('a call-out opt-in pushes the contact as wanting the newsletter, with the groups chosen', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const contact = await createTestContact(kit.database, { email: 'reader@example.org' });
  // What the response's transaction runs (responses/numbered-responses.ts).
  await signUpForNewsletter(kit.database.db, [{ contactId: contact.id, groups: ['weekly', 'local'] }]);
  await kit.runJobs();
  assert.deepEqual(
    kit.double.writes().map((write) => write.body),
    [
      {
        email_address: 'reader@example.org',
        status_if_new: 'subscribed',
        status: 'subscribed',
        interests: { intweekly: true, intdaily: false },
      },
    ],
  );
});

test('an address change moves the member, and a deleted contact is erased from Mailchimp', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const contact = await createTestContact(kit.database, { email: 'old@example.org' });
  await kit.call('PATCH', `contact/${contact.id}`, { profile: { newsletterStatus: 'subscribed' } });
  await kit.runJobs();
  await kit.database.db
    .updateTable('contacts')
    .set({ email: 'new@example.org' })
    .where('id', '=', contact.id)
    .execute();
  await kit.runJobs();
  assert.deepEqual(
    [...kit.double.members.values()].map((member) => member.email_address),
    ['new@example.org'],
  );

  const erased = await kit.call('DELETE', `contact/${contact.id}`);
  assert.equal(erased.statusCode, 204, erased.body);
  await kit.runJobs();
  assert.equal(kit.double.members.size, 0);
  assert.equal((await kit.jobs('newsletter-push')).length, 0, 'nothing of the address is kept');
});

test('a change to anything else (a login, a name) pushes nothing', async (t) => {
  const kit = await newsletterKit(t);
  await kit.configure();
  const contact = await createTestContact(kit.database);
  await kit.call('PATCH', `contact/${contact.id}`, { firstname: 'Renamed' });
  await loginAs(kit.app, contact);
  assert.equal((await kit.jobs('newsletter-push')).length, 0);
});
