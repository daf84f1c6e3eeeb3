import { normalEmail } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { startSession } from './start-session.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { AccountLinkRepository } from './account-link-repository.ts';
import type { LoginBackoff } from '../kernel/rate-limits/login-backoff.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import { serialiseContact } from '../contacts/contact-serialiser.ts';
import type { SessionRepository } from './session-repository.ts';
import type { AuthService } from './auth-service.ts';
import type { RecoveryService } from './recovery-service.ts';

export interface ResetPasswordRoutesOptions {
  auth: AuthService;
  recovery: RecoveryService;
  contacts: ContactRepository;
  links: AccountLinkRepository;
  sessions: SessionRepository;
  limiter: RateLimiter;
  backoff: LoginBackoff;
  now: () => Date;
}

/**
 * `reset-password`: ask for a link by email (always 204, whether or not the
 * email is known; rate-limited per IP and per email), then set a new
 * password with it. Setting it ends the login back-off of the email from
 * every source and every other session, and logs the contact in. Only a
 * 2FA code, when asked, is a try (of this source's back-off).
 */
export const resetPasswordRoutes = operationRoutes<ResetPasswordRoutesOptions>((_app, options) => {
  const { auth, recovery, contacts, links, sessions, limiter, backoff, now } = options;
  return {
    'POST /reset-password': async (request, reply) => {
      await limiter.enforce([
        ['resetIp', request.ip],
        ['resetEmail', normalEmail(request.body.email)],
      ]);
      await recovery.sendLink('reset-password', request.body.email, request.body.resetUrl);
      return reply.code(204).send(null);
    },

    'PUT /reset-password/{id}': async (request, reply) => {
      const { id } = request.params;
      const contactId = await links.peek('reset-password', id, now());
      const contact = contactId ? await contacts.findById(contactId) : null;
      if (!contact) throw apiError('link-expired');
      // The link is only used up once everything else passed: a mistyped
      // code or a weak password can be corrected with the same link. The
      // code first: a guess the back-off refuses costs no password hash.
      await auth.checkTotp(contact, request.body.token, request.ip);
      const passwordHash = await auth.hashNewPassword(request.body.password);
      if (!(await links.consume('reset-password', id, now()))) throw apiError('link-expired');
      await contacts.setPassword(contact.id, passwordHash);
      await backoff.clear(contact.email);
      // Older reset links (and any other live link) die with the old password.
      await links.voidForContact(contact.id, now());
      await sessions.deleteForContact(contact.id);
      await startSession({ sessions, now }, request, reply, contact.id);
      const row = (await contacts.findById(contact.id)) ?? contact;
      return serialiseContact(row, { roles: await contacts.roles(row.id), now: now(), with: [], forAdmin: false });
    },
  };
});
