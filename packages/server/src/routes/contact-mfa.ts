import { mfaCreateSchema, mfaDeleteSchema, mfaStatusSchema, type MfaCreate, type MfaDelete } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { verifyTotp } from '../accounts/totp.ts';
import { requireLogin } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { emptyBodyAsObject } from '../plugins/empty-body.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';
import type { AuthService } from '../services/auth-service.ts';
import { isAdmin, isSelf, visibleContact, type ContactIdParams } from './contact-access.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `contact/{id}/mfa`: whether 2FA is on, turning it on with a first code,
 * and off with the current code. An admin turns it off for someone else
 * without a code (the "reset 2FA" admin action).
 */
export const contactMfaRoutes: FastifyPluginAsync<{
  contacts: ContactRepository;
  auth: AuthService;
  now: () => Date;
}> = async (app, { contacts, auth, now }) => {
  app.addHook('preValidation', emptyBodyAsObject);

  app.get<{ Params: ContactIdParams }>(
    '/contact/:id/mfa',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Whether 2FA is on: {type: "totp"} or {}',
        tags: ['contact'],
        params: idParams,
        response: { 200: mfaStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      return contact.mfa_secret ? { type: 'totp' } : {};
    },
  );

  app.post<{ Params: ContactIdParams; Body: MfaCreate }>(
    '/contact/:id/mfa',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Turn 2FA on with a secret and a first code from the app',
        tags: ['contact'],
        params: idParams,
        body: mfaCreateSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      if (contact.mfa_secret) throw apiError('conflict');
      const { secret, token } = request.body;
      const step = verifyTotp(secret, token, now(), null);
      if (step === null) throw apiError('invalid-token');
      await contacts.setMfa(contact.id, secret, step);
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: ContactIdParams; Body: MfaDelete }>(
    '/contact/:id/mfa',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Turn 2FA off with the current code (admins: for others, without)',
        tags: ['contact'],
        params: idParams,
        body: mfaDeleteSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const contact = await visibleContact(request, contacts, request.params.id);
      if (contact.mfa_secret && !(isAdmin(request) && !isSelf(request, contact))) {
        await auth.checkTotp(contact, request.body.token);
      }
      await contacts.setMfa(contact.id, null, null);
      return reply.code(204).send();
    },
  );
};
