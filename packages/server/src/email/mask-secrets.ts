import { maskSecretLinks } from '@masthead/core';
import { securityEmailIds } from './editable-emails.ts';
import type { OutboxEmail } from './outbox-repository.ts';

/**
 * The emails whose link is a secret of the recipient's (decision 42), the
 * security emails: whoever holds the link opens the account, confirms the
 * join or sets the password. The link's page may be one a client chose
 * (`signup`'s `confirmUrl`), so these are masked by what the email is, not
 * only by the link's path.
 */
export const secretLinkTemplates: ReadonlySet<string> = new Set(securityEmailIds);

/**
 * The secret tokens of account links (`newSecretToken`: 32 random bytes,
 * 43 base64url characters). A run that long with a capital letter is
 * taken for one; slugs and words are lower case.
 */
const token = /(?<![\w-])[\w-]{43}(?![\w-])/g;
/** The last path segment of an http(s) address: in a secret-link email, the secret. */
const lastSegment = /(https?:\/\/[^\s"'<>/]+(?:\/[^\s"'<>/?#]*)*\/)([^\s"'<>/?#]+)/g;
export const maskedToken = '••••••';

/**
 * The text with every secret link masked as `maskedToken`: the segment after
 * each secret page or call (core's `maskSecretLinks`, whatever the secret's
 * form) and any run shaped like an account token; in an email of
 * `secretLinkTemplates`, the last segment of every address too.
 * @example maskSecrets('https://x.org/auth/reset-password/AbC…43') // 'https://x.org/auth/reset-password/••••••'
 */
export function maskSecrets(text: string, template?: string): string {
  const byPath = maskSecretLinks(text, maskedToken);
  const byShape = byPath.replace(token, (run) => (/[A-Z]/.test(run) ? maskedToken : run));
  return template !== undefined && secretLinkTemplates.has(template)
    ? byShape.replace(lastSegment, (_, base: string) => `${base}${maskedToken}`)
    : byShape;
}

/** An outbox email as someone other than its recipient may read it. */
export const maskedEmail = (email: OutboxEmail): OutboxEmail => ({
  ...email,
  text: maskSecrets(email.text, email.template),
  html: maskSecrets(email.html, email.template),
});
