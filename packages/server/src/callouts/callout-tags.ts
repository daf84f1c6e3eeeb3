import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CalloutTagRepository } from './callout-tag-repository.ts';
import { visibleCallout, type CalloutAccessDeps } from './callout-access.ts';

export interface CalloutTagOptions extends CalloutAccessDeps {
  tags: CalloutTagRepository;
}

/**
 * `callout/{id}/tags`: the tags reviewers put on a call-out's responses.
 * Admins and the call-out's reviewers (with or without canEdit) manage
 * them; others get 403 on a call-out they can see and 404 on one they
 * cannot. Names are unique per call-out, ignoring case (409).
 */
export const calloutTagRoutes = operationRoutes<CalloutTagOptions>((_app, deps) => {
  const { tags } = deps;
  /** The call-out's id when the caller may manage its tags. */
  const reviewable = async (request: FastifyRequest, idOrSlug: string): Promise<string> => {
    const { row, rights } = await visibleCallout(request, deps, idOrSlug);
    if (!rights.isAdmin && !rights.reviewer) throw apiError('forbidden');
    return row.id;
  };

  return {
    'GET /callout/{id}/tags': async (request) => tags.list(await reviewable(request, request.params.id)),

    'POST /callout/{id}/tags': async (request) => {
      const calloutId = await reviewable(request, request.params.id);
      const { name, description = '' } = request.body;
      return tags.create(calloutId, { name: name.trim(), description });
    },

    'PATCH /callout/{id}/tags/{tagId}': async (request) => {
      const calloutId = await reviewable(request, request.params.id);
      const { tagId } = request.params;
      const { name, description } = request.body;
      const changes = {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(description !== undefined ? { description } : {}),
      };
      const tag = isUuid(tagId) ? await tags.update(calloutId, tagId, changes) : null;
      if (!tag) throw apiError('not-found');
      return tag;
    },

    'DELETE /callout/{id}/tags/{tagId}': async (request, reply) => {
      const calloutId = await reviewable(request, request.params.id);
      const { tagId } = request.params;
      if (!isUuid(tagId) || !(await tags.delete(calloutId, tagId))) throw apiError('not-found');
      return reply.code(204).send(null);
    },
  };
});
