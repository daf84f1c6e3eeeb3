import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { emptyBodyAsObject } from '../kernel/http/empty-body.ts';
import type { LoginBackoff } from '../kernel/rate-limits/login-backoff.ts';
import type { ContactRepository } from './contact-repository.ts';
import type { RecoveryService } from '../accounts/recovery-service.ts';
import { accountToActOn } from './contact-access.ts';

/**
 * Admin actions on someone's account: send them a reset-password email,
 * end their login back-off (and a lock from before it), and make an emergency login link. (Resetting 2FA is
 * `DELETE contact/{id}/mfa` without a code.)
 */
export const contactAdminRoutes = operationRoutes<{
  contacts: ContactRepository;
  recovery: RecoveryService;
  backoff: LoginBackoff;
  now: () => Date;
}>((app, { contacts, recovery, backoff, now }) => {
  const account = (request: Parameters<typeof accountToActOn>[0], id: string) =>
    accountToActOn(request, contacts, id, now());
  app.addHook('preValidation', emptyBodyAsObject);
  return {
    'POST /contact/{id}/reset-password': async (request, reply) => {
      const contact = await account(request, request.params.id);
      await recovery.sendLink('reset-password', contact.email, request.body.resetUrl);
      return reply.code(204).send(null);
    },

    'POST /contact/{id}/unlock': async (request, reply) => {
      const contact = await account(request, request.params.id);
      await contacts.unlock(contact.id);
      await backoff.clear(contact.email);
      return reply.code(204).send(null);
    },

    'POST /contact/{id}/login-link': async (request) => {
      const contact = await account(request, request.params.id);
      return { url: await recovery.loginLink(contact) };
    },
  };
});
