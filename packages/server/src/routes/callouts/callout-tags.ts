import {
  calloutTagCreateSchema,
  calloutTagListSchema,
  calloutTagPatchSchema,
  calloutTagSchema,
  type CalloutTagCreate,
  type CalloutTagPatch,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isUuid, requireLogin } from '../../plugins/auth-context.ts';
import { apiError } from '../../plugins/http-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { CalloutTagRepository } from '../../repositories/callout-tag-repository.ts';
import { calloutIdParams, visibleCallout, type CalloutAccessDeps } from './callout-access.ts';

export interface CalloutTagOptions extends CalloutAccessDeps {
  tags: CalloutTagRepository;
}

const tagParams = {
  type: 'object',
  required: ['id', 'tagId'],
  properties: { ...calloutIdParams.properties, tagId: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `callout/{id}/tags`: the tags reviewers put on a call-out's responses.
 * Admins and the call-out's reviewers (with or without canEdit) manage
 * them; others get 403 on a call-out they can see and 404 on one they
 * cannot. Names are unique per call-out, ignoring case (409).
 */
export const calloutTagRoutes: FastifyPluginAsync<CalloutTagOptions> = async (app, deps) => {
  const { tags } = deps;
  /** The call-out's id when the caller may manage its tags. */
  const reviewable = async (request: FastifyRequest, idOrSlug: string): Promise<string> => {
    const { row, rights } = await visibleCallout(request, deps, idOrSlug);
    if (!rights.isAdmin && !rights.reviewer) throw apiError('forbidden');
    return row.id;
  };

  app.get<{ Params: { id: string } }>(
    '/callout/:id/tags',
    {
      preValidation: requireLogin,
      schema: {
        summary: "A call-out's response tags, by name",
        tags: ['callout'],
        params: calloutIdParams,
        response: { 200: calloutTagListSchema, ...errorResponses },
      },
    },
    async (request) => tags.list(await reviewable(request, request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: CalloutTagCreate }>(
    '/callout/:id/tags',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Add a response tag',
        tags: ['callout'],
        params: calloutIdParams,
        body: calloutTagCreateSchema,
        response: { 200: calloutTagSchema, ...errorResponses },
      },
    },
    async (request) => {
      const calloutId = await reviewable(request, request.params.id);
      const { name, description = '' } = request.body;
      return tags.create(calloutId, { name: name.trim(), description });
    },
  );

  app.patch<{ Params: { id: string; tagId: string }; Body: CalloutTagPatch }>(
    '/callout/:id/tags/:tagId',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Rename or describe a response tag',
        tags: ['callout'],
        params: tagParams,
        body: calloutTagPatchSchema,
        response: { 200: calloutTagSchema, ...errorResponses },
      },
    },
    async (request) => {
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
  );

  app.delete<{ Params: { id: string; tagId: string } }>(
    '/callout/:id/tags/:tagId',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Delete a response tag',
        tags: ['callout'],
        params: tagParams,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const calloutId = await reviewable(request, request.params.id);
      const { tagId } = request.params;
      if (!isUuid(tagId) || !(await tags.delete(calloutId, tagId))) throw apiError('not-found');
      return reply.code(204).send();
    },
  );
};
