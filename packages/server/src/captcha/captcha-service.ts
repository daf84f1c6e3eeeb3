import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** An ALTCHA challenge as the widget's `challengeurl` expects it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export type CaptchaVerdict = 'ok' | 'invalid';

export interface CaptchaService {
  /** A new signed challenge that expires after `ttlMs`. */
  challenge(): Promise<CaptchaChallenge>;
  /**
   * Checks a base64 ALTCHA payload: signature, proof of work, expiry, and
   * that it was never accepted before (remembered until it expires).
   */
  verify(token: string): Promise<CaptchaVerdict>;
}

export interface CaptchaServiceOptions {
  db: Kysely<Database>;
  /** CAPTCHA_HMAC_KEY; null: the key stored in `server_secrets` (made by the first server that needs it). */
  hmacKey: string | null;
  now: () => Date;
  /** The largest number the widget may have to try: the work a challenge costs. Tests use a small one. */
  maxNumber?: number;
  /** How long a challenge may be solved and sent. */
  ttlMs?: number;
}

/** ≈0.1-0.5 s in a browser, altcha's own default. */
const defaultCaptchaMaxNumber = 100_000;
/** Long enough to fill in a long form after the widget solved the challenge. */
const defaultCaptchaTtlMs = 60 * 60 * 1000;
const secretName = 'captcha-hmac-key';

/**
 * ALTCHA proof-of-work captcha (altcha-lib's v1 payload, what the ALTCHA
 * widget sends). Used solutions are stored hashed with their expiry, so
 * several app servers refuse a replay alike.
 * @example const captcha = createCaptchaService({db, hmacKey: null, now}); await captcha.verify(token)
 */
export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const { db, now, maxNumber = defaultCaptchaMaxNumber, ttlMs = defaultCaptchaTtlMs } = options;
  let key: Promise<string> | null = options.hmacKey ? Promise.resolve(options.hmacKey) : null;

  const storedKey = async () => {
    await db
      .insertInto('server_secrets')
      .values({ name: secretName, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', secretName)
      .executeTakeFirstOrThrow();
    return row.value;
  };
  const hmacKey = () => {
    // A failed read is tried again on the next call.
    key ??= storedKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  return {
    async challenge() {
      const expires = new Date(now().getTime() + ttlMs);
      const challenge = await createChallenge({ hmacKey: await hmacKey(), maxnumber: maxNumber, expires });
      return { ...challenge };
    },

    async verify(token) {
      const payload = decodePayload(token);
      if (!payload) return 'invalid';
      const expiresAt = Number(extractParams(payload).expires) * 1000;
      // Challenges are always made with an expiry; one without was not made here.
      if (!Number.isFinite(expiresAt) || expiresAt <= now().getTime()) return 'invalid';
      if (!(await verifySolution(payload, await hmacKey(), false))) return 'invalid';
      await db.deleteFrom('captcha_solutions').where('expires_at', '<', now()).execute();
      const hash = createHash('sha256').update(payload.challenge).digest('hex');
      const stored = await db
        .insertInto('captcha_solutions')
        .values({ hash, expires_at: new Date(expiresAt) })
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst();
      // Nothing returned: this solution was accepted before.
      return stored ? 'ok' : 'invalid';
    },
  };
}

interface AltchaPayload {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The widget's base64 JSON, or null when it is not one. */
function decodePayload(token: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
    if (
      typeof algorithm !== 'string' ||
      !['SHA-1', 'SHA-256', 'SHA-512'].includes(algorithm) ||
      typeof challenge !== 'string' ||
      typeof number !== 'number' ||
      typeof salt !== 'string' ||
      typeof signature !== 'string'
    ) {
      return null;
    }
    return { algorithm: algorithm as AltchaPayload['algorithm'], challenge, number, salt, signature };
  } catch {
    return null;
  }
}
