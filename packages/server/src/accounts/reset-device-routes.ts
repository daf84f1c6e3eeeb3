import { normalEmail } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { AccountLinkRepository } from './account-link-repository.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { AuthService } from './auth-service.ts';
import type { RecoveryService } from './recovery-service.ts';

export interface ResetDeviceRoutesOptions {
  auth: AuthService;
  recovery: RecoveryService;
  contacts: ContactRepository;
  links: AccountLinkRepository;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * `reset-device`: a contact who lost their authenticator asks for a link
 * by email (always 204), then removes 2FA with it and their password; or
 * removes it at once with email, password and an unused recovery code. A
 * wrong password or code is a try of the login back-off, as at login.
 * Asking is rate-limited per IP and per email (a 429 either way).
 */
export const resetDeviceRoutes = operationRoutes<ResetDeviceRoutesOptions>((_app, options) => {
  const { auth, recovery, contacts, links, limiter, now } = options;
  return {
    'POST /reset-device': async (request, reply) => {
      await limiter.enforce([
        ['resetIp', request.ip],
        ['resetEmail', normalEmail(request.body.email)],
      ]);
      await recovery.sendLink('reset-device', request.body.email, request.body.resetUrl);
      return reply.code(204).send(null);
    },

    'PUT /reset-device/{id}': async (request, reply) => {
      const { id } = request.params;
      const contactId = await links.peek('reset-device', id, now());
      const contact = contactId ? await contacts.findById(contactId) : null;
      if (!contact) throw apiError('link-expired');
      await auth.checkPassword(contact, request.body.password, request.ip);
      if (!(await links.consume('reset-device', id, now()))) throw apiError('link-expired');
      await contacts.setMfa(contact.id, null, null);
      return reply.code(204).send(null);
    },

    'POST /reset-device/recovery-code': async (request, reply) => {
      const { email, password, code } = request.body;
      const contact = await auth.useRecoveryCode(email, password, code, request.ip);
      // 2FA goes, and with it the other codes: the member sets it up again after logging in.
      await contacts.setMfa(contact.id, null, null);
      return reply.code(204).send(null);
    },
  };
});
