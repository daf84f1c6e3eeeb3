import { createHash, randomBytes } from 'node:crypto';

/**
 * A new unguessable token (256 bits, base64url) for a cookie, link or API
 * key, with the hash under which the database keeps it.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 is enough: the tokens are random, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
