import { passwordProblems } from '@masthead/core';
import type { PasswordHasher } from './password-hasher.ts';
import { verifyTotp } from './totp.ts';
import { DomainError } from '../kernel/domain-error.ts';
import type { LoginBackoff } from '../kernel/rate-limits/login-backoff.ts';
import type { ContactRepository, ContactRow } from '../contacts/contact-repository.ts';

export interface AuthServiceOptions {
  contacts: ContactRepository;
  hasher: PasswordHasher;
  backoff: LoginBackoff;
  now: () => Date;
}

export interface AuthService {
  /**
   * Checks email, password and (when 2FA is on) the code, after taking a
   * try from the back-off of the email from this source and of the IP; the
   * contact on success.
   * Throws `TOO_MANY_REQUESTS` (with the wait), `login-failed`,
   * `mfa-token-required` or `invalid-token`.
   */
  login(email: string, password: string, token: string | undefined, ip: string): Promise<ContactRow>;
  /** Checks a contact's password, as a try of the email's (from this source) and the IP's back-off. */
  checkPassword(contact: ContactRow, password: string, ip: string): Promise<void>;
  /**
   * Checks a TOTP code when the contact has 2FA on; each code checked is a
   * try of the email's back-off from this source (not of the IP's).
   */
  checkTotp(contact: ContactRow, token: string | undefined, ip: string): Promise<void>;
  /**
   * Email, password and one of the contact's unused recovery codes, as a
   * try of the email's (from this source) and the IP's back-off; uses the code up and returns
   * the contact. Throws `TOO_MANY_REQUESTS`, `login-failed` (email or
   * password) or `invalid-token` (no such unused code, or 2FA is off).
   */
  useRecoveryCode(email: string, password: string, code: string, ip: string): Promise<ContactRow>;
  /** Hashes a password that passes the rule (else a 422 naming `field`). */
  hashNewPassword(password: string, field?: string): Promise<string>;
}

/**
 * Login and the checks the recovery routes share. A wrong password and an
 * unknown email answer alike and take as long: both take a back-off try and
 * run one argon2 check. Nothing locks an account: tries past the free ones
 * wait, per email and source (docs/decisions/0043).
 */
export function createAuthService({ contacts, hasher, backoff, now }: AuthServiceOptions): AuthService {
  /** The code itself, without taking a try (the caller took one). */
  async function verifyCode(contact: ContactRow, token: string | undefined): Promise<void> {
    if (!contact.mfa_secret) return;
    if (!token) throw new DomainError('mfa-token-required');
    const lastStep = contact.mfa_last_step === null ? null : Number(contact.mfa_last_step);
    const step = verifyTotp(contact.mfa_secret, token.replace(/\s+/g, ''), now(), lastStep);
    // The conditional write settles a race between two requests with the same code.
    if (step === null || !(await contacts.acceptTotpStep(contact.id, step))) {
      throw new DomainError('invalid-token');
    }
  }

  return {
    async login(email, password, token, ip) {
      await backoff.take(email, ip);
      const contact = await contacts.findByEmail(email);
      const matches = await hasher.verify(contact?.password_hash ?? null, password);
      if (!contact || !matches) throw new DomainError('login-failed');
      await verifyCode(contact, token);
      await backoff.succeeded(email, ip);
      return contact;
    },

    async checkPassword(contact, password, ip) {
      await backoff.take(contact.email, ip);
      if (!(await hasher.verify(contact.password_hash, password))) throw new DomainError('login-failed');
      await backoff.succeeded(contact.email, ip);
    },

    async checkTotp(contact, token, ip) {
      if (!contact.mfa_secret) return;
      if (token) await backoff.take(contact.email, ip, { countIp: false });
      await verifyCode(contact, token);
    },

    async useRecoveryCode(email, password, code, ip) {
      await backoff.take(email, ip);
      const contact = await contacts.findByEmail(email);
      const matches = await hasher.verify(contact?.password_hash ?? null, password);
      if (!contact || !matches) throw new DomainError('login-failed');
      // A wrong code keeps its try: only a used code clears the back-off.
      if (!contact.mfa_secret || !(await contacts.useRecoveryCode(contact.id, code))) {
        throw new DomainError('invalid-token');
      }
      await backoff.succeeded(email, ip);
      return contact;
    },

    async hashNewPassword(password, field = 'password') {
      const problems = passwordProblems(password);
      if (problems.length > 0) {
        throw new DomainError('validation', [{ field, rule: 'password', params: { problems } }]);
      }
      return hasher.hash(password);
    },
  };
}
