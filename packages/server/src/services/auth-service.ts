import { passwordProblems } from '@masthead/core';
import type { PasswordHasher } from '../accounts/password-hasher.ts';
import { verifyTotp } from '../accounts/totp.ts';
import { apiError } from '../plugins/http-error.ts';
import type { ContactRepository, ContactRow } from '../repositories/contact-repository.ts';

export interface AuthServiceOptions {
  contacts: ContactRepository;
  hasher: PasswordHasher;
  now: () => Date;
}

export interface AuthService {
  /**
   * Checks email, password and (when 2FA is on) the code; the contact on
   * success. Throws `login-failed`, `account-locked`, `mfa-token-required`
   * or `invalid-token`.
   */
  login(email: string, password: string, token: string | undefined): Promise<ContactRow>;
  /** Checks a contact's password, counting a wrong one toward the lock. */
  checkPassword(contact: ContactRow, password: string): Promise<void>;
  /** Checks a TOTP code when the contact has 2FA on; a wrong code counts toward the lock. */
  checkTotp(contact: ContactRow, token: string | undefined): Promise<void>;
  /** Hashes a password that passes the rule (else a 422 naming `field`). */
  hashNewPassword(password: string, field?: string): Promise<string>;
}

/**
 * Login and the checks the recovery routes share. A wrong password and an
 * unknown email answer alike and take as long: both run one argon2 check.
 */
export function createAuthService({ contacts, hasher, now }: AuthServiceOptions): AuthService {
  async function countFailure(contact: ContactRow, code: 'login-failed' | 'invalid-token'): Promise<never> {
    const locked = await contacts.recordFailedLogin(contact.id, now());
    throw apiError(locked ? 'account-locked' : code);
  }

  const service: AuthService = {
    async login(email, password, token) {
      const contact = await contacts.findByEmail(email);
      const matches = await hasher.verify(contact?.password_hash ?? null, password);
      if (!contact) throw apiError('login-failed');
      // A locked account stays locked whatever is typed, until a reset.
      if (contact.locked_at) throw apiError('account-locked');
      if (!matches) return countFailure(contact, 'login-failed');
      await service.checkTotp(contact, token);
      await contacts.clearFailedLogins(contact.id);
      return contact;
    },

    async checkPassword(contact, password) {
      const matches = await hasher.verify(contact.password_hash, password);
      if (contact.locked_at) throw apiError('account-locked');
      if (!matches) await countFailure(contact, 'login-failed');
    },

    async checkTotp(contact, token) {
      if (!contact.mfa_secret) return;
      if (!token) throw apiError('mfa-token-required');
      const lastStep = contact.mfa_last_step === null ? null : Number(contact.mfa_last_step);
      const step = verifyTotp(contact.mfa_secret, token.replace(/\s+/g, ''), now(), lastStep);
      // The conditional write settles a race between two requests with the same code.
      if (step === null || !(await contacts.acceptTotpStep(contact.id, step))) {
        await countFailure(contact, 'invalid-token');
      }
    },

    async hashNewPassword(password, field = 'password') {
      const problems = passwordProblems(password);
      if (problems.length > 0) {
        throw apiError('validation', [{ field, rule: 'password', params: { problems } }]);
      }
      return hasher.hash(password);
    },
  };
  return service;
}
