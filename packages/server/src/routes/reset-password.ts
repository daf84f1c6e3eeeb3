import {
  resetPasswordCompleteSchema,
  resetPasswordRequestSchema,
  type ResetPasswordComplete,
  type ResetPasswordRequest,
} from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { AccountLinkRepository } from '../repositories/account-link-repository.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import { contactView } from '../repositories/contact-view.ts';
import type { SessionRepository } from '../repositories/session-repository.ts';
import type { AuthService } from '../services/auth-service.ts';
import type { RecoveryService } from '../services/recovery-service.ts';
import { startSession } from './auth.ts';

export interface ResetPasswordRoutesOptions {
  auth: AuthService;
  recovery: RecoveryService;
  contacts: ContactRepository;
  links: AccountLinkRepository;
  sessions: SessionRepository;
  now: () => Date;
}

const linkParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 100 } },
} as const;

/**
 * `reset-password`: ask for a link by email (always 204, whether or not the
 * email is known), then set a new password with it. Setting it lifts a
 * lock, ends every other session and logs the contact in.
 */
export const resetPasswordRoutes: FastifyPluginAsync<ResetPasswordRoutesOptions> = async (app, options) => {
  const { auth, recovery, contacts, links, sessions, now } = options;

  app.post<{ Body: ResetPasswordRequest }>(
    '/reset-password',
    {
      schema: {
        summary: 'Email a reset-password link, if the email is known',
        tags: ['auth'],
        body: resetPasswordRequestSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await recovery.sendLink('reset-password', request.body.email, request.body.resetUrl);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: string }; Body: ResetPasswordComplete }>(
    '/reset-password/:id',
    {
      schema: {
        summary: 'Set a new password with the emailed link (and the 2FA code when 2FA is on)',
        tags: ['auth'],
        params: linkParams,
        body: resetPasswordCompleteSchema,
        response: { 200: { $ref: 'Contact#' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const contactId = await links.peek('reset-password', id, now());
      const contact = contactId ? await contacts.findById(contactId) : null;
      if (!contact) throw apiError('link-expired');
      const passwordHash = await auth.hashNewPassword(request.body.password);
      // The link is only used up once everything else passed: a mistyped
      // code or a weak password can be corrected with the same link.
      await auth.checkTotp(contact, request.body.token);
      if (!(await links.consume('reset-password', id, now()))) throw apiError('link-expired');
      await contacts.setPassword(contact.id, passwordHash);
      await sessions.deleteForContact(contact.id);
      await startSession({ sessions, now }, request, reply, contact.id);
      const row = (await contacts.findById(contact.id)) ?? contact;
      return contactView(row, { roles: await contacts.roles(row.id), now: now(), with: [], forAdmin: false });
    },
  );
};
