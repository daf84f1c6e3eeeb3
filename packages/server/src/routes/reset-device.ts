import {
  resetDeviceCompleteSchema,
  resetDeviceRequestSchema,
  type ResetDeviceComplete,
  type ResetDeviceRequest,
} from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { AccountLinkRepository } from '../repositories/account-link-repository.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import type { AuthService } from '../services/auth-service.ts';
import type { RecoveryService } from '../services/recovery-service.ts';

export interface ResetDeviceRoutesOptions {
  auth: AuthService;
  recovery: RecoveryService;
  contacts: ContactRepository;
  links: AccountLinkRepository;
  now: () => Date;
}

/**
 * `reset-device`: a contact who lost their authenticator asks for a link
 * by email (always 204), then removes 2FA with it and their password. A
 * wrong password counts toward the lock, as at login.
 */
export const resetDeviceRoutes: FastifyPluginAsync<ResetDeviceRoutesOptions> = async (app, options) => {
  const { auth, recovery, contacts, links, now } = options;

  app.post<{ Body: ResetDeviceRequest }>(
    '/reset-device',
    {
      schema: {
        summary: 'Email a link to remove 2FA, if the email is known',
        tags: ['auth'],
        body: resetDeviceRequestSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await recovery.sendLink('reset-device', request.body.email, request.body.resetUrl);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: string }; Body: ResetDeviceComplete }>(
    '/reset-device/:id',
    {
      schema: {
        summary: 'Remove 2FA with the emailed link and the password',
        tags: ['auth'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } },
        body: resetDeviceCompleteSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const contactId = await links.peek('reset-device', id, now());
      const contact = contactId ? await contacts.findById(contactId) : null;
      if (!contact) throw apiError('link-expired');
      await auth.checkPassword(contact, request.body.password);
      if (!(await links.consume('reset-device', id, now()))) throw apiError('link-expired');
      await contacts.setMfa(contact.id, null, null);
      return reply.code(204).send();
    },
  );
};
