import { authInfoSchema, loginBodySchema, type LoginBody } from '@masthead/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session-cookie.ts';
import type { AccountLinkRepository } from '../repositories/account-link-repository.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import { contactView } from '../repositories/contact-view.ts';
import type { SessionRepository } from '../repositories/session-repository.ts';
import type { AuthService } from '../services/auth-service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  contacts: ContactRepository;
  sessions: SessionRepository;
  links: AccountLinkRepository;
  now: () => Date;
}

/**
 * Starts a session for `contactId`: a new cookie value every time (the old
 * session, if any, ends), so a value planted before login is worthless.
 */
export async function startSession(
  { sessions, now }: Pick<AuthRoutesOptions, 'sessions' | 'now'>,
  request: FastifyRequest,
  reply: FastifyReply,
  contactId: string,
): Promise<void> {
  if (request.auth.sessionHash) await sessions.delete(request.auth.sessionHash);
  const { token } = await sessions.create(contactId, now());
  setSessionCookie(request, reply, token);
}

const noContent = { 204: { type: 'null' }, ...errorResponses } as const;

/** `auth/login`, `auth/info`, `auth/logout` and the emergency `auth/login-link/{id}`. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { auth, contacts, sessions, links, now } = options;

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: {
        summary: 'Log in with email, password and, when 2FA is on, the code',
        tags: ['auth'],
        body: loginBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { email, password, token } = request.body;
      const contact = await auth.login(email, password, token);
      await startSession(options, request, reply, contact.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/auth/info',
    {
      schema: {
        summary: 'How the caller is authenticated, their roles and contact',
        tags: ['auth'],
        response: { 200: authInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { method, roles, contact } = request.auth;
      if (!contact) return { method, roles };
      const row = await contacts.findById(contact.id);
      if (!row) return { method, roles };
      const view = contactView(row, { roles: await contacts.roles(row.id), now: now(), with: [], forAdmin: false });
      return { method, roles, contact: view };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { summary: 'End the session', tags: ['auth'], response: noContent } },
    async (request, reply) => {
      if (request.auth.sessionHash) await sessions.delete(request.auth.sessionHash);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: string } }>(
    '/auth/login-link/:id',
    {
      schema: {
        summary: 'Log in with an emergency link an admin made (once, within an hour)',
        tags: ['auth'],
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } },
        response: noContent,
      },
    },
    async (request, reply) => {
      const contactId = await links.consume('login-link', request.params.id, now());
      if (!contactId) throw apiError('link-expired');
      await startSession(options, request, reply, contactId);
      return reply.code(204).send();
    },
  );
};
