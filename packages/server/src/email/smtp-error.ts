import { maskSecrets } from './mask-secrets.ts';

/** What nodemailer's errors carry besides the message. */
type SmtpError = Partial<Error> & { code?: string; responseCode?: number; command?: string };

export const maskedRecipient = '<recipient>';

/** The bare address of `ada@example.org` or `"Ada" <ada@example.org>`. */
const bareAddress = (to: string) => /<([^<>]+)>\s*$/.exec(to)?.[1] ?? to.trim();

/**
 * The text with the recipient's address (in any case) replaced by
 * `<recipient>` and live link tokens masked: SMTP servers echo the address
 * in refusals (`550 <ada@…>: Recipient address rejected`), and it is
 * personal data that neither the log nor the outbox's `lastError` keeps.
 * @example maskRecipient('<Ada@Example.org>: rejected', 'ada@example.org') // '<<recipient>>: rejected'
 */
export function maskRecipient(text: string, to: string): string {
  const address = bareAddress(to);
  if (!address) return maskSecrets(text);
  const pattern = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return maskSecrets(text.replace(pattern, maskedRecipient));
}

/**
 * What an operator needs from an SMTP error, without the recipient.
 * nodemailer's error also lists the address in `rejected`, left out here.
 * @example log.error({err: loggableError(error, to)}, 'Email could not be sent')
 */
export function loggableError(error: unknown, to: string): object {
  const { name, message, code, responseCode, command, stack } = error as SmtpError;
  const mask = (text: string | undefined) => (text === undefined ? undefined : maskRecipient(text, to));
  return { type: name, message: mask(message), code, responseCode, command, stack: mask(stack) };
}

/** The one line kept in the outbox's `last_error`: `550 RCPT TO: <<recipient>>: Recipient address rejected`. */
export function storedError(error: unknown, to: string): string {
  const { message, responseCode, command } = error as SmtpError;
  const text = message ?? String(error);
  const prefix = [responseCode && !text.includes(String(responseCode)) ? responseCode : null, command]
    .filter(Boolean)
    .join(' ');
  return maskRecipient(prefix ? `${prefix}: ${text}` : text, to).slice(0, 1000);
}

/**
 * Whether trying again cannot help: the server refused this recipient or
 * this message for good (a 5xx reply to RCPT TO or DATA, nodemailer's
 * `EENVELOPE`/`EMESSAGE`). A 5xx at login (`EAUTH`) is the server's
 * configuration, not the email's, and is retried like every 4xx and every
 * lost connection.
 * @example isPermanentRefusal({code: 'EENVELOPE', responseCode: 550}) // true
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
}
