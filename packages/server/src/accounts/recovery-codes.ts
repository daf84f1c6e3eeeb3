import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { recoveryCodeCount } from '@masthead/core';

/** RFC 4648 base32: no 0/1/8/9, so nothing is mistaken for O, I or B. 16 characters carry 80 bits. */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const codeLength = 16;

/** A new code, in groups of four: `ABCD-EFGH-IJKL-MNOP`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** As typed: any case, spaces and dashes ignored. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

/**
 * The stored form of a code: SHA-256 of the contact's id and the code. The
 * codes are random (80 bits), so a fast hash is enough; the id keeps one
 * hash from matching another contact's code.
 */
export function hashRecoveryCode(contactId: string, code: string): string {
  return createHash('sha256')
    .update(`${contactId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

/**
 * Which of `hashes` (hex) is the hash of `code`, compared in constant time
 * and all of them every time; -1 when none is.
 */
export function matchRecoveryCode(contactId: string, code: string, hashes: readonly string[]): number {
  const wanted = Buffer.from(hashRecoveryCode(contactId, code), 'hex');
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && found === -1) found = index;
  });
  return found;
}

/**
 * A fresh set of recovery codes for `contactId`: the codes to show once,
 * and the hashes to store.
 * @example const {codes, hashes} = newRecoveryCodes(contact.id)
 */
export function newRecoveryCodes(contactId: string): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => hashRecoveryCode(contactId, code)) };
}
