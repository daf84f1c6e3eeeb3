import { defaultGeneralSettings, normalEmail, type GeneralSettings } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Database } from '../kernel/db/database.ts';
import { loadOnce } from '../kernel/load-once.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import { contentSections, createContentRepository } from '../content/content-repository.ts';
import { lazyEmailCatalogs } from './email-catalogs.ts';
import type { EmailTemplateName } from './email-templates.ts';
import type { JobHandlerEntry } from '../kernel/jobs/index.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createSendEmailJob, sendEmailMaxAttempts } from './send-email-job.ts';
import { editableEmailOf } from './editable-emails.ts';
import { createEmailTemplateRepository } from './email-template-repository.ts';
import { renderCustomEmail } from './render-custom-email.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';
import { formatAddress, senderAddress } from './sender-address.ts';

const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** nodemailer (≈ 14 MB resident), imported with the first email sent: a server without SMTP_URL never loads it. */
const loadNodemailer = loadOnce(async () => (await import('nodemailer')).default);

/** The SMTP transport of `smtpUrl`, made when the first email is sent. */
function lazySmtpTransport(smtpUrl: string) {
  let made: Transporter | null = null;
  const make = loadOnce(async () => {
    // A dead mail server should fail an attempt within seconds, not nodemailer's
    // minutes; options in the URL (`?socketTimeout=…`) still win.
    made = (await loadNodemailer()).createTransport({ url: smtpUrl, ...smtpTimeouts });
    return made;
  });
  return {
    async sendMail(mail: SendMailOptions) {
      return (await make()).sendMail(mail);
    },
    close() {
      made?.close();
    },
  };
}

export interface EmailMessage {
  to: string;
  template: EmailTemplateName;
  /** A locale code of the locale table; others fall back along it to en. */
  locale: string;
  /** `{name, url}` for reset-password, reset-device and emergency-link. */
  data: Record<string, string>;
  /** General settings the caller has just read; without them `send` reads them (one query). */
  settings?: GeneralSettings;
  /**
   * One email per key, ever: a second `send` with it stores nothing (and
   * counts nothing against the recipient's limit). For work that may run
   * again after a crash (a response's emails: `response:<id>:confirmation`).
   */
  dedupeKey?: string;
}

export interface Mailer {
  /**
   * Renders the email and stores it: queued for SMTP with its send job (this
   * server's job runner is kicked at once), or kept in the outbox without
   * SMTP_URL; with a `dedupeKey` used before, nothing. An SMTP failure never
   * reaches the caller: the email is retried (email/README.md).
   */
  send(message: EmailMessage): Promise<void>;
  /** The job handlers that send queued emails (`send-email`), for the job runner; none without SMTP. */
  handlers?: Readonly<Record<string, JobHandlerEntry>>;
  /** Closes SMTP, once the job runner has stopped; safe to call more than once. */
  close(): Promise<void>;
}

/** `createMailer`'s mailer: its handlers always there (empty without SMTP). */
export interface QueueMailer extends Mailer {
  handlers: Readonly<Record<string, JobHandlerEntry>>;
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
  /** The clock of the outbox (due times, `sent_at`). */
  now?: () => Date;
  /**
   * This server's job runner, kicked once an email is queued so it leaves
   * within about a second; without it the email waits for a runner's poll.
   */
  jobs?: { kick(): void };
  /** Attempts before an email is `failed` (10); tests lower it. */
  maxAttempts?: number;
  /** How long a server's claim on an email holds (send-email-job.ts); tests shorten it. */
  leaseMs?: number;
}

/**
 * Emails to an address anyone can type (a reset link, a guest's confirmation)
 * are capped per recipient; the newsroom's own notifications are not.
 */
const uncappedTemplates: ReadonlySet<EmailTemplateName> = new Set(['response-notification']);

/**
 * The one way the server sends email. Texts come from the `email` Lingui
 * catalog; the organisation name and the default From from general settings.
 * With SMTP the email is queued in the outbox with a `send-email` job, sent
 * by the job runner of whichever server claims it first (send-email-job.ts).
 * @example
 *   const mailer = createMailer({db, smtpUrl: config.smtpUrl, from: config.emailFrom, log: app.log, jobs: runner})
 *   createJobRunner({queue, handlers: {...mailer.handlers}, log: app.log})
 *   await mailer.send({to: 'ada@example.org', template: 'reset-password', locale: 'de', data: {name: 'Ada', url}})
 */
export function createMailer(options: MailerOptions): QueueMailer {
  const { db, smtpUrl = null, from = null, log, localesDir, limiter, now = () => new Date(), jobs } = options;
  const content = createContentRepository({ db });
  const outbox = createOutboxRepository({ db });
  const saved = createEmailTemplateRepository({ db });
  const transport = smtpUrl ? lazySmtpTransport(smtpUrl) : null;
  const handlers = transport
    ? createSendEmailJob({ db, transport, log, now, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}) })
    : {};
  const maxAttempts = options.maxAttempts ?? sendEmailMaxAttempts;
  // Read once, on the first email; a broken catalog fails that send and is tried again on the next.
  const languagesOnce = lazyEmailCatalogs(localesDir);
  let closed = false;

  return {
    async send(message) {
      const { dedupeKey } = message;
      if (limiter && !uncappedTemplates.has(message.template)) {
        // A job run again finds the email it stored the first time: that must not use up the recipient's limit.
        if (dedupeKey && (await outbox.hasKey(dedupeKey))) return;
        const { allowed } = await limiter.allows('emailRecipient', normalEmail(message.to));
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
      const fromAddress = senderAddress(from, settings);
      const details = { template: message.template, locale: language.code };

      const email = {
        to: message.to,
        from: formatAddress(fromAddress),
        ...rendered,
        template: message.template,
        locale: language.code,
        ...(transport ? { queue: { runAt: now(), contentLanguage: language.lang, maxAttempts } } : {}),
      };
      const stored = dedupeKey ? await outbox.addOnce(email, dedupeKey) : await outbox.add(email);
      if (!stored) {
        log.info(details, 'Email not stored again: one with its key is in the outbox');
        return;
      }
      if (!transport) {
        log.info({ ...details, outboxId: stored.id }, 'Email stored in the outbox (no SMTP_URL)');
        return;
      }
      log.info({ ...details, outboxId: stored.id }, 'Email queued');
      jobs?.kick();
    },

    handlers,

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
