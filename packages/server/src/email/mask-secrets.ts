import type { OutboxEmail } from './outbox-repository.ts';

/**
 * The secret tokens of account links (`newSecretToken`: 32 random bytes,
 * 43 base64url characters). A run that long with a capital letter is
 * taken for one; slugs and words are lower case.
 */
const token = /(?<![\w-])[\w-]{43}(?![\w-])/g;
export const maskedToken = '••••••';

/**
 * The text with every account-link token replaced by `maskedToken`, so a
 * reader of the outbox sees that a link was sent, not the link.
 * @example maskSecrets('https://x.org/auth/reset-password/AbC…43') // 'https://x.org/auth/reset-password/••••••'
 */
export function maskSecrets(text: string): string {
  return text.replace(token, (run) => (/[A-Z]/.test(run) ? maskedToken : run));
}

/** An outbox email as someone other than its recipient may read it. */
export const maskedEmail = (email: OutboxEmail): OutboxEmail => ({
  ...email,
  text: maskSecrets(email.text),
  html: maskSecrets(email.html),
});
