import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): about 20 ms
 * here, cheap enough for a login, costly for an attacker with the hashes.
 */
// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot import: 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks against `stored`; with null, against a dummy hash, so unknown emails take as long. */
  verify(stored: string | null, password: string): Promise<boolean>;
}

/** @example const ok = await createPasswordHasher().verify(row.password_hash, body.password) */
export function createPasswordHasher(): PasswordHasher {
  // Made once, up front, so that the first unknown email is not slower either.
  const dummy = hash('not a password anybody uses', options);
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (stored === null) {
        await verify(await dummy, password);
        return false;
      }
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
