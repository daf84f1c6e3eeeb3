import type { FastifyPluginAsync } from 'fastify';
import { requireLogin } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';

// The full Contact shape (API.md, Shapes) arrives with accounts, together
// with its schema in core. Until then only the id can be known.
const contactSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

/**
 * `contact/me`: the app shell loads the session with it, and treats the 401
 * it answers to anonymous callers as "logged out".
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/contact/me',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'The logged-in contact',
        tags: ['contact'],
        response: { 200: contactSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!request.auth.contact) throw apiError('not-logged-in');
      return request.auth.contact;
    },
  );
};
