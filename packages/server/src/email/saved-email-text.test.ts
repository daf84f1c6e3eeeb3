import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createContentRepository } from '../content/content-repository.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createMailer } from './create-mailer.ts';
import { createEmailTemplateRepository } from './email-template-repository.ts';
import { createOutboxRepository } from './outbox-repository.ts';

const url = 'https://news.example.org/profile?a=1&b=2';
const quiet = { info: () => {}, error: () => {} };

/** A mailer without SMTP (every email lands in the outbox), and a German welcome of the admin's own. */
async function setup(t: TestContext) {
  const database = await createTestDatabase(t);
  const { db } = database;
  await createContentRepository({ db }).patch('general', { organisationName: 'Die Zeitung & Co' });
  await createEmailTemplateRepository({ db }).save('join-welcome', 'de', {
    subject: 'Hallo *|NAME|*, willkommen bei *|ORGANISATION|*',
    body: 'Schön, dass du da bist, *|NAME|*!\n\n[Zu deinem Konto](*|URL|*)\n\nAdresse zum Kopieren: *|URL|*',
  });
  const mailer = createMailer({ db, log: quiet });
  defer(t, () => mailer.close());
  const sent = async () => (await createOutboxRepository({ db }).list({ limit: 10, offset: 0 })).items[0];
  return { mailer, sent };
}

test('a saved text is what the outbox gets in its locale, values escaped and the link the code’s', async (t) => {
  const { mailer, sent } = await setup(t);
  const data = { name: 'Jo <b>', url };
  await mailer.send({ to: 'jo@example.org', template: 'join-welcome', locale: 'de', data });

  const email = await sent();
  assert.equal(email?.locale, 'de');
  assert.equal(email?.subject, 'Hallo Jo <b>, willkommen bei Die Zeitung & Co');
  assert.equal(
    email?.text,
    [
      'Guten Tag Jo <b>,',
      'Schön, dass du da bist, Jo <b>!',
      `Zu deinem Konto:\n${url}`,
      `Adresse zum Kopieren: ${url}`,
      'Mit freundlichen Grüßen\nDie Zeitung & Co',
    ].join('\n\n'),
  );
  const href = url.replaceAll('&', '&#38;');
  assert.match(email?.html ?? '', /<title>Hallo Jo &#60;b&#62;, willkommen bei Die Zeitung &#38; Co<\/title>/);
  assert.match(email?.html ?? '', /<p>Schön, dass du da bist, Jo &#60;b&#62;!<\/p>/);
  assert.ok(email?.html.includes(`<a href="${href}" style="display:inline-block`), email?.html);
  assert.match(email?.html ?? '', />Zu deinem Konto<\/a>/);
  assert.ok(email?.html.includes(`Adresse zum Kopieren: <a href="${href}"`), email?.html);
  assert.doesNotMatch(email?.html ?? '', /<b>/);
});

test('other locales keep the default translation', async (t) => {
  const { mailer, sent } = await setup(t);
  await mailer.send({ to: 'jo@example.org', template: 'join-welcome', locale: 'fr', data: { name: 'Jo', url } });
  const french = await sent();
  assert.equal(french?.locale, 'fr');
  assert.doesNotMatch(french?.subject ?? '', /Hallo/);
  assert.match(french?.subject ?? '', /Die Zeitung & Co/);

  await mailer.send({ to: 'jo@example.org', template: 'join-welcome', locale: 'en', data: { name: 'Jo', url } });
  assert.equal((await sent())?.subject, 'Welcome to Die Zeitung & Co');
});

test('the welcome with the admin’s join text keeps that text and takes the saved subject', async (t) => {
  const { mailer, sent } = await setup(t);
  const data = { name: 'Jo', url, text: 'Danke fürs Mitmachen.' };
  await mailer.send({ to: 'jo@example.org', template: 'join-welcome-custom', locale: 'de', data });
  const email = await sent();
  assert.equal(email?.subject, 'Hallo Jo, willkommen bei Die Zeitung & Co');
  assert.match(email?.text ?? '', /^Guten Tag Jo,\n\nDanke fürs Mitmachen\./);
  assert.doesNotMatch(email?.text ?? '', /Schön, dass du da bist/);
});
