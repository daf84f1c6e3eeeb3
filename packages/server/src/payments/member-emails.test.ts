import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createMailer, createOutboxRepository } from '../email/index.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { contentSections, createContentRepository } from '../content/content-repository.ts';
import { createTestContact } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createMemberEmails } from './member-emails.ts';

const ends = new Date('2027-03-03T12:00:00Z');

/** The member emails on a real database, writing to the outbox; `emails()` reads what went out. */
async function kit(t: TestContext, joinSetup: object = {}) {
  const { database } = await build(t);
  const db = database.db;
  const content = createContentRepository({ db });
  await content.patch(contentSections.general, { siteUrl: 'http://localhost:3000', organisationName: 'The Daily' });
  if (Object.keys(joinSetup).length) await content.patch(contentSections.joinSetup, joinSetup);
  const errors: object[] = [];
  const log = { info: () => {}, error: (details: object) => void errors.push(details) };
  const member = await createTestContact(database, { firstname: 'Mina' });
  const memberEmails = createMemberEmails({
    contacts: createContactRepository({ db }),
    content,
    mailer: createMailer({ db, log }),
    log,
  });
  const emails = async () => (await createOutboxRepository({ db }).list({ limit: 10, offset: 0 })).items;
  return { member, memberEmails, emails, errors };
}

test('a cancellation email says the standard text while content/join/setup has no text of its own', async (t) => {
  const { member, memberEmails, emails, errors } = await kit(t, { cancellationEmailText: '   ' });
  await memberEmails.cancelled(member.id, ends);
  const [sent] = await emails();
  assert.deepEqual(errors, []);
  assert.equal(sent?.template, 'contribution-cancelled');
  assert.match(sent!.text, /Your contribution is cancelled and no further payments will be taken\./);
  assert.match(sent!.text, /Your membership continues until March 3, 2027\./);
});

test("a cancellation email says the admin's cancellationEmailText, with the end date where it says {date}", async (t) => {
  const own = 'We are sorry to see you go. You stay a member until {date}; our door is always open.';
  const { member, memberEmails, emails, errors } = await kit(t, { cancellationEmailText: own });
  await memberEmails.cancelled(member.id, ends);
  const [sent] = await emails();
  assert.deepEqual(errors, []);
  assert.equal(sent?.to, member.email);
  assert.equal(sent?.template, 'contribution-cancelled-custom');
  assert.equal(sent?.subject, 'Your contribution to The Daily is cancelled');
  assert.ok(sent!.text.includes('Hello Mina Example,'), sent!.text);
  assert.ok(
    sent!.text.includes('We are sorry to see you go. You stay a member until March 3, 2027; our door is always open.'),
    sent!.text,
  );
  assert.doesNotMatch(sent!.text, /no further payments will be taken/, 'the standard text gives way');
  assert.ok(sent!.text.includes('Start your contribution again:\nhttp://localhost:3000/profile/contribution'));
});

test("a failed payment's email keeps its standard text whatever the cancellation text says", async (t) => {
  const { member, memberEmails, emails } = await kit(t, { cancellationEmailText: 'Goodbye, then.' });
  await memberEmails.paymentFailed(member.id, ends);
  const [sent] = await emails();
  assert.equal(sent?.template, 'payment-failed');
  assert.doesNotMatch(sent!.text, /Goodbye, then\./);
  assert.match(sent!.text, /Your membership continues until March 3, 2027 while the payment is tried again\./);
});
