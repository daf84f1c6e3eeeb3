import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { listPage } from '../kernel/db/paginate.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { listOrder } from '../kernel/http/list-query.ts';
import type { ApiKeyRepository } from './api-key-repository.ts';

/**
 * `api-key`: admins list and delete keys; only a superadmin, logged in
 * with a session (a key cannot make keys), creates one. The token is shown
 * once and stored only as a hash.
 */
export const apiKeyRoutes = operationRoutes<{ apiKeys: ApiKeyRepository; now: () => Date }>(
  (_app, { apiKeys, now }) => ({
    'GET /api-key': async (request) => {
      // `sort` and `order` as every list takes them (v0.32: createdAt, expires); newest first by default.
      const page = listOrder(request.query, 'createdAt');
      const { items, total } = await apiKeys.list(page.limit, page.offset, page);
      return listPage(items, total, page.offset);
    },

    'POST /api-key': async (request) => {
      const { description, expires } = request.body;
      const time = now();
      const expiry = expires === null ? null : new Date(expires);
      if (expiry && expiry <= time) throw apiError('validation', [{ field: 'expires', rule: 'future' }]);
      const creator = request.auth.contact?.id as string;
      return { token: await apiKeys.create(description, expiry, creator, time) };
    },

    'DELETE /api-key/{id}': async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await apiKeys.delete(id))) throw apiError('not-found');
      return reply.code(204).send(null);
    },
  }),
);
