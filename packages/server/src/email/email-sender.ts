import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { EmailQueue, QueuedEmail } from './email-queue.ts';
import { isPermanentRefusal, loggableError, storedError } from './smtp-error.ts';

/** The part of Fastify's (pino) logger the sender uses. */
export interface SenderLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EmailSenderOptions {
  queue: EmailQueue;
  transport: Pick<Transporter, 'sendMail'>;
  log: SenderLog;
  /** How often the queue is looked at for due emails (retries, and those another server queued). */
  pollMs?: number;
}

export interface EmailSender {
  /** Looks for due emails every `pollMs` until stopped. */
  start(): void;
  /** Sends what is due now, in the background: the request that queued an email calls it. */
  kick(): void;
  /** Resolves once nothing is being sent on this server. */
  idle(): Promise<void>;
  /** Stops polling and waits for the email in hand; the rest stay queued for any server. */
  stop(): Promise<void>;
}

/**
 * The Message-ID of an email, made from its row: a resend after a crash
 * between sending and confirming carries the same one, so mail systems that
 * de-duplicate by Message-ID deliver it once.
 * @example messageIdOf({id: '0b7…', from_address: '"Daily" <no-reply@example.org>'}) // '<0b7…@example.org>'
 */
export function messageIdOf(email: Pick<QueuedEmail, 'id' | 'from_address'>): string {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(fromOf(email).address)?.[1] ?? 'masthead.invalid';
  return `<${email.id}@${domain}>`;
}

const fromOf = (email: Pick<QueuedEmail, 'from_address'>) => {
  const [first] = addressparser(email.from_address, { flatten: true });
  return { name: first?.name ?? '', address: first?.address ?? email.from_address };
};

/**
 * This server's sender: claims one due email at a time (email-queue.ts),
 * sends it through SMTP, confirms it or records the failure. Several
 * servers each run one; the claim keeps them from sending one email twice.
 * @example const sender = createEmailSender({queue, transport, log}); sender.start(); sender.kick()
 */
export function createEmailSender({ queue, transport, log, pollMs = 5000 }: EmailSenderOptions): EmailSender {
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let wanted = false;
  let stopped = false;

  async function sendOne(email: QueuedEmail) {
    const details = { template: email.template, locale: email.locale, outboxId: email.id, attempt: email.attempts };
    try {
      const info = await transport.sendMail({
        messageId: messageIdOf(email),
        from: fromOf(email),
        to: email.to_address,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.content_language ? { 'Content-Language': email.content_language } : {},
      });
      log.info({ ...details, messageId: info.messageId }, 'Email sent');
    } catch (error) {
      const status = await queue.fail(email, storedError(error, email.to_address), {
        permanent: isPermanentRefusal(error),
      });
      const err = loggableError(error, email.to_address);
      if (status === 'failed') log.error({ ...details, err }, 'Email could not be sent and has failed');
      else log.error({ ...details, err }, 'Email could not be sent; it is tried again later');
      return;
    }
    // A crash here sends it again after the lease, with the same Message-ID.
    await queue.sent(email);
  }

  async function drain() {
    while (!stopped) {
      const email = await queue.claim();
      if (!email) return;
      await sendOne(email);
    }
  }

  async function run() {
    while (wanted && !stopped) {
      wanted = false;
      await drain().catch((error: unknown) => log.error({ err: error }, 'Sending queued emails failed'));
    }
  }

  function kick() {
    if (stopped) return;
    wanted = true;
    if (loop) return;
    loop = run();
    // A kick that came while the loop was ending is not lost: it starts the next one.
    void loop.then(() => {
      loop = null;
      if (wanted) kick();
    });
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    kick,
    async idle() {
      while (loop) await loop;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (loop) await loop;
    },
  };
}
