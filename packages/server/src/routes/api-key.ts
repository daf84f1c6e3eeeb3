import {
  apiKeyCreateSchema,
  apiKeyListQuerySchema,
  apiKeyListSchema,
  apiKeyTokenSchema,
  type ApiKeyCreate,
} from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { hasRole, isUuid, requireRole } from '../plugins/auth-context.ts';
import { apiError } from '../plugins/http-error.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ApiKeyRepository } from '../repositories/api-key-repository.ts';

/**
 * `api-key`: admins list and delete keys; only a superadmin, logged in
 * with a session (a key cannot make keys), creates one. The token is shown
 * once and stored only as a hash.
 */
export const apiKeyRoutes: FastifyPluginAsync<{ apiKeys: ApiKeyRepository; now: () => Date }> = async (
  app,
  { apiKeys, now },
) => {
  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/api-key',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'The API keys, newest first',
        tags: ['api-key'],
        querystring: apiKeyListQuerySchema,
        response: { 200: apiKeyListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await apiKeys.list(limit, offset);
      return { items, offset, count: items.length, total };
    },
  );

  app.post<{ Body: ApiKeyCreate }>(
    '/api-key',
    {
      preValidation: async (request) => {
        await requireRole('admin')(request);
        if (request.auth.method !== 'user' || !hasRole(request, 'superadmin')) throw apiError('forbidden');
      },
      schema: {
        summary: 'Create a key; the token is in this answer only',
        tags: ['api-key'],
        body: apiKeyCreateSchema,
        response: { 200: apiKeyTokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { description, expires } = request.body;
      const time = now();
      const expiry = expires === null ? null : new Date(expires);
      if (expiry && expiry <= time) throw apiError('validation', [{ field: 'expires', rule: 'future' }]);
      const creator = request.auth.contact?.id as string;
      return { token: await apiKeys.create(description, expiry, creator, time) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api-key/:id',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Delete a key; it stops working at once',
        tags: ['api-key'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await apiKeys.delete(id))) throw apiError('not-found');
      return reply.code(204).send();
    },
  );
};
