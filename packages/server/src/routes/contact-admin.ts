import { adminResetPasswordSchema, loginLinkSchema } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../plugins/auth-context.ts';
import { emptyBodyAsObject } from '../plugins/empty-body.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import type { RecoveryService } from '../services/recovery-service.ts';
import { visibleContact, type ContactIdParams } from './contact-access.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * Admin actions on someone's account: send them a reset-password email,
 * lift a login lock, and make an emergency login link. (Resetting 2FA is
 * `DELETE contact/{id}/mfa` without a code.)
 */
export const contactAdminRoutes: FastifyPluginAsync<{
  contacts: ContactRepository;
  recovery: RecoveryService;
}> = async (app, { contacts, recovery }) => {
  app.addHook('preValidation', emptyBodyAsObject);

  app.post<{ Params: ContactIdParams; Body: { resetUrl?: string } }>(
    '/contact/:id/reset-password',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Email the contact a reset-password link',
        tags: ['contact'],
        params: idParams,
        body: adminResetPasswordSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      await recovery.sendLink('reset-password', contact.email, request.body.resetUrl);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: ContactIdParams }>(
    '/contact/:id/unlock',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Lift the lock after too many wrong passwords',
        tags: ['contact'],
        params: idParams,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      await contacts.unlock(contact.id);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: ContactIdParams }>(
    '/contact/:id/login-link',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'An emergency login link for the contact: works once, within an hour',
        tags: ['contact'],
        params: idParams,
        response: { 200: loginLinkSchema, ...errorResponses },
      },
    },
    async (request) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      return { url: await recovery.loginLink(contact) };
    },
  );
};
