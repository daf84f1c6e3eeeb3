import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { defaultGeneralSettings } from '@masthead/core';
import { createContentRepository } from '../repositories/content-repository.ts';
import { contentSections } from '../repositories/content-repository.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createMailer, type MailerLog } from './create-mailer.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createRateLimiter } from '../rate-limits/rate-limiter.ts';

const url = 'https://news.example.org/auth/reset-password/3f2a?lang=de&x=1';

/** A real SMTP server on loopback that keeps what it receives; `refuse` rejects every recipient. */
async function startSmtpServer(t: TestContext, { refuse = false } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse) return callback();
      // As Postfix does, the refusal names the address.
      const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  defer(t, () => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { smtpUrl: `smtp://127.0.0.1:${port}`, received };
}

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
  const mailer = createMailer({ db: database.db, smtpUrl, from, log });
  defer(t, () => mailer.close());
  return { database, mailer, entries };
}

test('delivers a reset-password email through SMTP with the link in the text and the HTML', async (t) => {
  const smtp = await startSmtpServer(t);
  const { mailer } = await setup(t, smtp.smtpUrl, 'The Daily Example <members@example.org>');

  await mailer.send({ to: 'ada@example.org', template: 'reset-password', locale: 'en', data: { name: 'Ada', url } });

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
});

test('writes in German for a German reader', async (t) => {
  const smtp = await startSmtpServer(t);
  const { mailer } = await setup(t, smtp.smtpUrl);

  await mailer.send({ to: 'jo@example.org', template: 'reset-device', locale: 'de', data: { name: 'Jo', url } });

  const [mail] = smtp.received as [ParsedMail];
  assert.equal(mail.subject, 'Zwei-Faktor-Authentifizierung für The Daily Example zurücksetzen');
  assert.match(mail.text ?? '', /^Guten Tag Jo,\n\nwir haben eine Anfrage erhalten/);
  assert.match(String(mail.html), /<html lang="de">/);
  assert.equal(mail.headers.get('content-language'), 'de');
});

test('without EMAIL_FROM an email comes from the organisation at its site host', async (t) => {
  const smtp = await startSmtpServer(t);
  const { mailer } = await setup(t, smtp.smtpUrl);

  await mailer.send({ to: 'jo@example.org', template: 'emergency-link', locale: 'en', data: { name: 'Jo', url } });

  const [mail] = smtp.received as [ParsedMail];
  assert.deepEqual(mail.from?.value, [{ address: 'no-reply@news.example.org', name: 'The Daily Example' }]);
  assert.equal(mail.subject, 'Your login link for The Daily Example');
});

test('logs and rethrows when the SMTP server refuses the email', async (t) => {
  const smtp = await startSmtpServer(t, { refuse: true });
  const { mailer, entries, database } = await setup(t, smtp.smtpUrl);

  await assert.rejects(
    mailer.send({ to: 'ada@example.org', template: 'reset-password', locale: 'en', data: { name: 'Ada', url } }),
    /Recipient address rejected/,
  );
  const errors = entries.filter((entry) => entry.level === 'error');
  assert.equal(errors.length, 1);
  assert.equal(errors[0]?.message, 'Email could not be sent');
  assert.equal(JSON.stringify(errors[0]?.details).includes('ada@example.org'), false, 'no address in the log');
  // With SMTP configured nothing goes to the outbox, not even a failed email.
  assert.equal((await createOutboxRepository({ db: database.db }).list({ limit: 10, offset: 0 })).total, 0);
});

test('rejects when no mail server answers', async (t) => {
  // A port that was free a moment ago: nothing listens there.
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const { mailer, entries } = await setup(t, `smtp://127.0.0.1:${port}`);

  await assert.rejects(
    mailer.send({ to: 'ada@example.org', template: 'reset-password', locale: 'en', data: { name: 'Ada', url } }),
    { code: 'ESOCKET' },
  );
  assert.deepEqual(
    entries.map((entry) => entry.level),
    ['error'],
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
