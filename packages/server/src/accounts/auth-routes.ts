import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { startSession } from './start-session.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { clearSessionCookie } from '../kernel/http/session-cookie.ts';
import type { AccountLinkRepository } from './account-link-repository.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import { serialiseContact } from '../contacts/contact-serialiser.ts';
import type { SessionRepository } from './session-repository.ts';
import type { AuthService } from './auth-service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  contacts: ContactRepository;
  sessions: SessionRepository;
  links: AccountLinkRepository;
  now: () => Date;
}

/** `auth/login`, `auth/info`, `auth/logout` and the emergency `auth/login-link/{id}`. */
export const authRoutes = operationRoutes<AuthRoutesOptions>((_app, options) => {
  const { auth, contacts, sessions, links, now } = options;
  return {
    'POST /auth/login': async (request, reply) => {
      const { email, password, token } = request.body;
      const contact = await auth.login(email, password, token, request.ip);
      await startSession(options, request, reply, contact.id);
      return reply.code(204).send(null);
    },

    'GET /auth/info': async (request) => {
      const { method, roles, contact } = request.auth;
      if (!contact) return { method, roles };
      const row = await contacts.findById(contact.id);
      if (!row) return { method, roles };
      const view = serialiseContact(row, {
        roles: await contacts.roles(row.id),
        now: now(),
        with: [],
        forAdmin: false,
      });
      return { method, roles, contact: view };
    },

    'POST /auth/logout': async (request, reply) => {
      if (request.auth.sessionHash) await sessions.delete(request.auth.sessionHash);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },

    'POST /auth/login-link/{id}': async (request, reply) => {
      const contactId = await links.consume('login-link', request.params.id, now());
      if (!contactId) throw apiError('link-expired');
      await startSession(options, request, reply, contactId);
      return reply.code(204).send(null);
    },
  };
});
