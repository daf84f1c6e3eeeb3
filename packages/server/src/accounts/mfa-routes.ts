import { newRecoveryCodes } from './recovery-codes.ts';
import { verifyTotp } from './totp.ts';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { emptyBodyAsObject } from '../kernel/http/empty-body.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { AuthService } from './auth-service.ts';
import {
  accountToActOn,
  confirmOwnPassword,
  isAdmin,
  isSelf,
  needsOwnPassword,
  visibleContact,
} from '../contacts/contact-access.ts';

export interface ContactMfaOptions {
  contacts: ContactRepository;
  auth: AuthService;
  now: () => Date;
}

/**
 * `contact/{id}/mfa`: whether 2FA is on, turning it on with a first code
 * and one's own password (answering ten new recovery codes, stored only as
 * hashes), and off with the current code (the codes go too). An admin turns
 * it off for someone else without a code (the "reset 2FA" admin action).
 */
export const contactMfaRoutes = operationRoutes<ContactMfaOptions>((app, { contacts, auth, now }) => {
  app.addHook('preValidation', emptyBodyAsObject);
  return {
    'GET /contact/{id}/mfa': async (request, reply) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      // Off is JSON null, as v0.32 answered (not `{}`): docs/product/api.md, "Compatibility with v0.32 clients".
      return reply.send(contact.mfa_secret ? { type: 'totp' as const } : null);
    },

    'POST /contact/{id}/mfa': async (request) => {
      const contact = await accountToActOn(request, contacts, request.params.id, now());
      if (contact.mfa_secret) throw apiError('conflict');
      const { secret, token, password } = request.body;
      if (needsOwnPassword(request, contact)) await confirmOwnPassword(request, auth, contact, password, 'password');
      const step = verifyTotp(secret, token, now(), null);
      if (step === null) throw apiError('invalid-token');
      const { codes, hashes } = newRecoveryCodes(contact.id);
      await contacts.setMfa(contact.id, secret, step, hashes);
      return { recoveryCodes: codes };
    },

    'DELETE /contact/{id}/mfa': async (request, reply) => {
      const contact = await accountToActOn(request, contacts, request.params.id, now());
      // As beabee answers: there is no 2FA to turn off (COMPATIBILITY.md).
      if (!contact.mfa_secret) throw apiError('not-found');
      if (!(isAdmin(request) && !isSelf(request, contact))) {
        await auth.checkTotp(contact, request.body.token, request.ip);
      }
      await contacts.setMfa(contact.id, null, null);
      return reply.code(204).send(null);
    },
  };
});
