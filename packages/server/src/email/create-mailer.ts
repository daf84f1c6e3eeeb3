import { defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { contentSections, createContentRepository } from '../repositories/content-repository.ts';
import { lazyEmailCatalogs } from './email-catalogs.ts';
import type { EmailTemplateName } from './email-templates.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { editableEmailOf } from './editable-emails.ts';
import { createEmailTemplateRepository } from './email-template-repository.ts';
import { renderCustomEmail } from './render-custom-email.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';
import { formatAddress, senderAddress } from './sender-address.ts';

const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface EmailMessage {
  to: string;
  template: EmailTemplateName;
  /** A locale code of the locale table; others fall back along it to en. */
  locale: string;
  /** `{name, url}` for reset-password, reset-device and emergency-link. */
  data: Record<string, string>;
  /** General settings the caller has just read; without them `send` reads them (one query). */
  settings?: GeneralSettings;
}

export interface Mailer {
  /** Sends through SMTP, or stores in the outbox without SMTP_URL. Rejects when SMTP fails. */
  send(message: EmailMessage): Promise<void>;
  /** Closes the SMTP connections; safe to call more than once. */
  close(): Promise<void>;
}

/** The part of Fastify's (pino) logger the mailer uses. */
export interface MailerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** `smtp://user:pass@host:587` or `smtps://…`; null stores every email in the outbox. */
  smtpUrl?: string | null;
  /** `Name <address>`; null: the organisation name and no-reply@ its site's host. */
  from?: string | null;
  log: MailerLog;
  /** Where `<locale>/email.po` are; the repository's `locales/` by default. */
  localesDir?: URL;
  /** Caps the emails one address gets (`emailRecipient`); without it nothing is capped. */
  limiter?: Pick<RateLimiter, 'allows'>;
}

/**
 * Emails to an address anyone can type (a reset link, a guest's confirmation)
 * are capped per recipient; the newsroom's own notifications are not.
 */
const uncappedTemplates: ReadonlySet<EmailTemplateName> = new Set(['response-notification']);

/**
 * The one way the server sends email. Texts come from the `email` Lingui
 * catalog; the organisation name and the default From from general settings.
 * @example
 *   const mailer = createMailer({db, smtpUrl: config.smtpUrl, from: config.emailFrom, log: app.log})
 *   await mailer.send({to: 'ada@example.org', template: 'reset-password', locale: 'de', data: {name: 'Ada', url}})
 */
export function createMailer({ db, smtpUrl = null, from = null, log, localesDir, limiter }: MailerOptions): Mailer {
  const content = createContentRepository({ db });
  const outbox = createOutboxRepository({ db });
  const saved = createEmailTemplateRepository({ db });
  // A request waiting on a dead mail server should fail within seconds, not
  // nodemailer's minutes; options in the URL (`?socketTimeout=…`) still win.
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts }) : null;
  // Read once, on the first email; a broken catalog fails that send and is tried again on the next.
  const languagesOnce = lazyEmailCatalogs(localesDir);
  let closed = false;

  return {
    async send(message) {
      if (limiter && !uncappedTemplates.has(message.template)) {
        const { allowed } = await limiter.allows('emailRecipient', message.to.trim().toLowerCase());
        if (!allowed) {
          // Not an error for whoever caused it: a reset request still answers 204.
          log.info({ template: message.template }, 'Email not sent: its recipient had too many this hour');
          return;
        }
      }
      const [settings, languageFor] = await Promise.all([
        message.settings ?? content.get(contentSections.general, defaultGeneralSettings),
        languagesOnce(),
      ]);
      const language = languageFor(message.locale);
      const organisation = settings.organisationName;
      const input = { template: message.template, language, data: message.data, organisation };
      const rendered = await withSavedText(input, (editable) => saved.find(editable, language.code));
      const sender = senderAddress(from, settings);
      const details = { template: message.template, locale: language.code };

      if (!transport) {
        const stored = await outbox.add({
          to: message.to,
          from: formatAddress(sender),
          ...rendered,
          template: message.template,
          locale: language.code,
        });
        log.info({ ...details, outboxId: stored.id }, 'Email stored in the outbox (no SMTP_URL)');
        return;
      }
      try {
        const info = await transport.sendMail({
          from: sender,
          to: message.to,
          ...rendered,
          headers: { 'Content-Language': language.lang },
        });
        log.info({ ...details, messageId: info.messageId }, 'Email sent');
      } catch (error) {
        log.error({ ...details, err: loggableError(error, message.to) }, 'Email could not be sent');
        throw error;
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      transport?.close();
    },
  };
}

/**
 * The email with the text an admin saved for its locale, else the default.
 * The `-custom` variants (the admin's own welcome or cancellation text) keep
 * their body and take the saved subject only.
 */
async function withSavedText(
  input: Parameters<typeof renderEmail>[0],
  find: (editable: string) => Promise<{ subject: string; body: string } | null>,
): Promise<RenderedEmail> {
  const editable = editableEmailOf(input.template);
  const source = editable ? await find(editable) : null;
  if (!source) return renderEmail(input);
  if (editable === input.template) return renderCustomEmail({ ...input, source });
  const { subject } = renderCustomEmail({ ...input, source: { subject: source.subject, body: '' } });
  return renderEmail({ ...input, subject });
}

/**
 * What an operator needs from an SMTP error, without the recipient: the
 * address is personal data, and servers often echo it (`550 <ada@…>:
 * Recipient address rejected`). nodemailer's error also lists it in `rejected`.
 */
function loggableError(error: unknown, to: string): object {
  const { name, message, code, responseCode, command, stack } = error as Partial<Error> & {
    code?: string;
    responseCode?: number;
    command?: string;
  };
  const redact = (text: string | undefined) => text?.split(to).join('<recipient>');
  return { type: name, message: redact(message), code, responseCode, command, stack: redact(stack) };
}
