import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactTagRepository } from './contact-tag-repository.ts';

export interface ContactTagRoutesOptions {
  tags: ContactTagRepository;
}

/**
 * `contact-tags`: the tags admins put on contacts (admin only). The list is
 * a bare array by name; names are unique ignoring case (409
 * `duplicate-tag-name`) and kept without surrounding spaces.
 */
export const contactTagRoutes = operationRoutes<ContactTagRoutesOptions>((_app, { tags }) => ({
  'GET /contact-tags': async () => tags.list(),

  'POST /contact-tags': async (request) => {
    const { name, description = '' } = request.body;
    return tags.create({ name: name.trim(), description });
  },

  'PATCH /contact-tags/{id}': async (request) => {
    const { name, description } = request.body;
    const tag = await tags.update(request.params.id, {
      ...(name !== undefined ? { name: name.trim() } : {}),
      ...(description !== undefined ? { description } : {}),
    });
    if (!tag) throw apiError('not-found');
    return tag;
  },

  'DELETE /contact-tags/{id}': async (request, reply) => {
    if (!(await tags.delete(request.params.id))) throw apiError('not-found');
    return reply.code(204).send(null);
  },
}));
