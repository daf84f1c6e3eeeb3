import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { defaultGeneralSettings } from '@masthead/core';
import { createContentRepository } from '../content/content-repository.ts';
import { contentSections } from '../content/content-repository.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createMailer, type MailerLog } from './create-mailer.ts';
import { mailServer } from './mail-server-test-kit.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createRateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import { deadSmtpUrl, startSmtpServer } from './smtp-test-kit.ts';

const url = 'https://news.example.org/auth/reset-password/3f2a?lang=de&x=1';

function recordingLog() {
  const entries: { level: 'info' | 'error'; details: object; message: string }[] = [];
  const log: MailerLog = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { log, entries };
}

async function setup(t: TestContext, smtpUrl: string | null, from: string | null = null) {
  const database = await createTestDatabase(t);
  await createContentRepository({ db: database.db }).patch('general', {
    organisationName: 'The Daily Example',
    siteUrl: 'https://news.example.org',
  });
  const { log, entries } = recordingLog();
  const clock = new Date('2030-01-01T10:00:00Z');
  const server = mailServer(t, database.db, { smtpUrl, from, log, now: () => clock });
  const { mailer } = server;
  /** `send`, then wait for this server's job runner (with SMTP the email leaves after `send` returns). */
  const sendAndWait = async (message: Parameters<typeof mailer.send>[0]) => {
    await mailer.send(message);
    await server.idle();
  };
  return { database, mailer, entries, sendAndWait, clock };
}

test('delivers a reset-password email through SMTP with the link in the text and the HTML', async (t) => {
  const smtp = await startSmtpServer(t);
  const { sendAndWait, database, clock } = await setup(t, smtp.smtpUrl, 'The Daily Example <members@example.org>');

  await sendAndWait({ to: 'ada@example.org', template: 'reset-password', locale: 'en', data: { name: 'Ada', url } });

  assert.equal(smtp.received.length, 1);
  const [mail] = smtp.received as [ParsedMail];
  assert.deepEqual(
    [mail.to].flat().flatMap((to) => to?.value.map((a) => a.address)),
    ['ada@example.org'],
  );
  assert.deepEqual(mail.from?.value, [{ address: 'members@example.org', name: 'The Daily Example' }]);
  assert.equal(mail.subject, 'Reset your password for The Daily Example');
  assert.match(mail.text ?? '', /^Hello Ada,/);
  assert.ok(mail.text?.includes(`Choose a new password:\n${url}`), mail.text);
  const html = String(mail.html);
  assert.ok(html.includes(`<a href="${url.replaceAll('&', '&#38;')}"`), html);
  assert.match(html, />Choose a new password<\/a>/);
  assert.match(html, /<html lang="en">/);
  assert.equal(mail.headers.get('content-language'), 'en');
  // Queued, then sent: the row says so, and names the email (a resend would carry the same id).
  const [email] = (await createOutboxRepository({ db: database.db }).list({ limit: 10, offset: 0 })).items;
  assert.deepEqual([email?.status, email?.attempts, email?.sentAt], ['sent', 1, clock.toISOString()]);
  assert.equal(mail.messageId, `<${email?.id}@example.org>`);
});

test('writes in German for a German reader', async (t) => {
  const smtp = await startSmtpServer(t);
  const { sendAndWait } = await setup(t, smtp.smtpUrl);

  await sendAndWait({ to: 'jo@example.org', template: 'reset-device', locale: 'de', data: { name: 'Jo', url } });

  const [mail] = smtp.received as [ParsedMail];
  assert.equal(mail.subject, 'Zwei-Faktor-Authentifizierung für The Daily Example zurücksetzen');
  assert.match(mail.text ?? '', /^Guten Tag Jo,\n\nwir haben eine Anfrage erhalten/);
  assert.match(String(mail.html), /<html lang="de">/);
  assert.equal(mail.headers.get('content-language'), 'de');
});

test('without EMAIL_FROM an email comes from the organisation at its site host', async (t) => {
  const smtp = await startSmtpServer(t);
  const { sendAndWait } = await setup(t, smtp.smtpUrl);

  await sendAndWait({ to: 'jo@example.org', template: 'emergency-link', locale: 'en', data: { name: 'Jo', url } });

  const [mail] = smtp.received as [ParsedMail];
  assert.deepEqual(mail.from?.value, [{ address: 'no-reply@news.example.org', name: 'The Daily Example' }]);
  assert.equal(mail.subject, 'Your login link for The Daily Example');
});

test('a permanent refusal (550) fails the email at once; the error is kept and logged without the address', async (t) => {
  const smtp = await startSmtpServer(t, { mode: 'refuse' });
  const { entries, database, sendAndWait } = await setup(t, smtp.smtpUrl);

  // The caller is not told: the email is the queue's now, and an admin sees it failed.
  await sendAndWait({ to: 'Ada@Example.org', template: 'reset-password', locale: 'en', data: { name: 'Ada', url } });

  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 10, offset: 0 });
  assert.equal(items.length, 1);
  const [email] = items as [(typeof items)[number]];
  assert.equal(email.status, 'failed');
  assert.equal(email.attempts, 1);
  assert.equal(email.sentAt, null);
  assert.match(email.lastError ?? '', /^RCPT TO: .*550 <<recipient>>: Recipient address rejected$/);
  assert.equal(/example\.org/i.test(email.lastError ?? ''), false, 'no address in lastError');
  const errors = entries.filter((entry) => entry.level === 'error');
  assert.deepEqual(
    errors.map((entry) => entry.message),
    ['Email could not be sent and has failed'],
  );
  assert.equal(/ada@example\.org/i.test(JSON.stringify(entries)), false, 'no address in the log');
  assert.equal(smtp.received.length, 0);
});

test('when no mail server answers, the email waits 30 seconds for its next attempt', async (t) => {
  const { entries, database, sendAndWait, clock } = await setup(t, await deadSmtpUrl());

  await sendAndWait({ to: 'ada@example.org', template: 'reset-password', locale: 'en', data: { name: 'Ada', url } });

  const row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
  assert.equal(row.status, 'queued');
  assert.equal(row.attempts, 1);
  assert.equal(row.run_at?.getTime(), clock.getTime() + 30_000);
  assert.match(row.last_error ?? '', /ECONNREFUSED/);
  assert.deepEqual(
    entries.filter((entry) => entry.level === 'error').map((entry) => entry.message),
    ['Email could not be sent; it is tried again later'],
  );
});

test('without SMTP_URL the email is stored in the outbox and the reader lists it', async (t) => {
  const { mailer, database } = await setup(t, null);

  await mailer.send({ to: 'ada@example.org', template: 'reset-password', locale: 'fr', data: { name: 'Ada', url } });

  const outbox = createOutboxRepository({ db: database.db });
  const { items, total } = await outbox.list({ limit: 10, offset: 0 });
  assert.equal(total, 1);
  const [email] = items as [(typeof items)[number]];
  assert.equal(email.to, 'ada@example.org');
  assert.equal(email.from, '"The Daily Example" <no-reply@news.example.org>');
  assert.equal(email.subject, 'Réinitialisation de votre mot de passe pour The Daily Example');
  assert.equal(email.template, 'reset-password');
  assert.equal(email.locale, 'fr');
  assert.ok(email.text.includes(url));
  assert.match(email.html, /<html lang="fr">/);
  assert.deepEqual([email.status, email.attempts, email.lastError, email.sentAt], ['kept', 0, null, null]);
  assert.deepEqual(await outbox.get(email.id), email);
});

test('settings the caller has just read are used as given, instead of being read again', async (t) => {
  const { mailer, database } = await setup(t, null);
  const stored = await createContentRepository({ db: database.db }).get(
    contentSections.general,
    defaultGeneralSettings,
  );
  const settings = { ...stored, organisationName: 'The Evening Example', siteUrl: 'https://evening.example.org' };

  await mailer.send({
    to: 'ada@example.org',
    template: 'reset-password',
    locale: 'en',
    data: { name: 'Ada', url },
    settings,
  });

  const { items } = await createOutboxRepository({ db: database.db }).list({ limit: 10, offset: 0 });
  const [email] = items as [(typeof items)[number]];
  assert.equal(email.from, '"The Evening Example" <no-reply@evening.example.org>');
  assert.match(email.subject, /The Evening Example$/);
});

test('an email to a hostile name stores the name escaped in the HTML', async (t) => {
  const { mailer, database } = await setup(t, null);
  const name = '<img src=x onerror="alert(1)">';

  await mailer.send({ to: 'x@example.org', template: 'emergency-link', locale: 'en', data: { name, url } });

  const [email] = (await createOutboxRepository({ db: database.db }).list({ limit: 1, offset: 0 })).items;
  assert.ok(email);
  assert.equal(email.html.includes('<img'), false);
  assert.ok(email.html.includes('Hello &#60;img src=x onerror=&#34;alert(1)&#34;&#62;,'), email.html);
  assert.ok(email.text.startsWith(`Hello ${name},`), 'the plain text keeps the name as it is');
});

test('close can be called twice', async (t) => {
  const smtp = await startSmtpServer(t);
  const { mailer } = await setup(t, smtp.smtpUrl);
  await mailer.close();
  await mailer.close();
});

test('one address gets at most 20 emails an hour that anyone could have asked for; the newsroom’s own notices are not capped', async (t) => {
  const database = await createTestDatabase(t);
  const { log, entries } = recordingLog();
  let clock = new Date('2026-03-01T10:05:00Z');
  const limiter = createRateLimiter({ db: database.db, now: () => clock });
  const mailer = createMailer({ db: database.db, smtpUrl: null, log, limiter });
  defer(t, () => mailer.close());
  const outbox = createOutboxRepository({ db: database.db });
  const send = (to: string, template: 'reset-password' | 'response-notification') =>
    mailer.send({ to, template, locale: 'en', data: { name: 'Ada', url, title: 'Rents', number: '1' } });

  for (let i = 0; i < 25; i++) await send(i % 2 === 0 ? 'ada@example.org' : 'ADA@Example.org', 'reset-password');
  assert.equal((await outbox.list({ limit: 100, offset: 0 })).total, 20);
  assert.ok(entries.some((entry) => entry.message.includes('too many')));
  assert.ok(!JSON.stringify(entries).includes('ada@example.org'), 'the log names no recipient');
  await send('bo@example.org', 'reset-password');
  for (let i = 0; i < 5; i++) await send('ada@example.org', 'response-notification');
  assert.equal((await outbox.list({ limit: 100, offset: 0 })).total, 26);
  clock = new Date('2026-03-01T11:00:00Z');
  await send('ada@example.org', 'reset-password');
  assert.equal((await outbox.list({ limit: 100, offset: 0 })).total, 27, 'the next hour sends again');
});
