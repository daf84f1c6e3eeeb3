import {
  calloutReviewerCreateSchema,
  calloutReviewerListSchema,
  calloutReviewerPatchSchema,
  calloutReviewerSchema,
  type CalloutReviewer,
  type CalloutReviewerCreate,
  type CalloutReviewerPatch,
} from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { isUuid, requireRole } from '../../plugins/auth-context.ts';
import { apiError } from '../../plugins/http-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { CalloutReviewerRow } from '../../repositories/callout-reviewer-repository.ts';
import type { ContactRepository } from '../../repositories/contact-repository.ts';
import { contactView } from '../../repositories/contact-view.ts';
import { calloutIdParams, type CalloutAccessDeps } from './callout-access.ts';

export interface CalloutReviewerOptions extends CalloutAccessDeps {
  contacts: ContactRepository;
}

const reviewerParams = {
  type: 'object',
  required: ['id', 'contactId'],
  properties: { ...calloutIdParams.properties, contactId: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `callout/{id}/reviewers`: admins name the contacts who review a
 * call-out's responses, and which of them may edit the call-out. An
 * unknown contact, or one who is not a reviewer, is a 404.
 */
export const calloutReviewerRoutes: FastifyPluginAsync<CalloutReviewerOptions> = async (app, deps) => {
  const { callouts, reviewers, contacts, now } = deps;
  const view = async ({ id, canEdit, contact }: CalloutReviewerRow): Promise<CalloutReviewer> => ({
    id,
    canEdit,
    contact: contactView(contact, { roles: await contacts.roles(contact.id), now: now(), with: [], forAdmin: true }),
  });
  const calloutOf = async (idOrSlug: string) => {
    const row = await callouts.find(idOrSlug);
    if (!row) throw apiError('not-found');
    return row;
  };
  const admin = requireRole('admin');

  app.get<{ Params: { id: string } }>(
    '/callout/:id/reviewers',
    {
      preValidation: admin,
      schema: {
        summary: "A call-out's reviewers",
        tags: ['callout'],
        params: calloutIdParams,
        response: { 200: calloutReviewerListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const callout = await calloutOf(request.params.id);
      return Promise.all((await reviewers.list(callout.id)).map(view));
    },
  );

  app.post<{ Params: { id: string }; Body: CalloutReviewerCreate }>(
    '/callout/:id/reviewers',
    {
      preValidation: admin,
      schema: {
        summary: 'Make a contact a reviewer of the call-out (again: change canEdit)',
        tags: ['callout'],
        params: calloutIdParams,
        body: calloutReviewerCreateSchema,
        response: { 200: calloutReviewerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const callout = await calloutOf(request.params.id);
      const { contactId, canEdit = false } = request.body;
      if (!isUuid(contactId) || !(await contacts.findById(contactId))) throw apiError('not-found');
      return view(await reviewers.add(callout.id, contactId, canEdit));
    },
  );

  app.patch<{ Params: { id: string; contactId: string }; Body: CalloutReviewerPatch }>(
    '/callout/:id/reviewers/:contactId',
    {
      preValidation: admin,
      schema: {
        summary: 'Let a reviewer edit the call-out, or not',
        tags: ['callout'],
        params: reviewerParams,
        body: calloutReviewerPatchSchema,
        response: { 200: calloutReviewerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const callout = await calloutOf(request.params.id);
      const { contactId } = request.params;
      const row = isUuid(contactId) ? await reviewers.setCanEdit(callout.id, contactId, request.body.canEdit) : null;
      if (!row) throw apiError('not-found');
      return view(row);
    },
  );

  app.delete<{ Params: { id: string; contactId: string } }>(
    '/callout/:id/reviewers/:contactId',
    {
      preValidation: admin,
      schema: {
        summary: 'Stop a contact reviewing the call-out',
        tags: ['callout'],
        params: reviewerParams,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const callout = await calloutOf(request.params.id);
      const { contactId } = request.params;
      if (!isUuid(contactId) || !(await reviewers.remove(callout.id, contactId))) throw apiError('not-found');
      return reply.code(204).send();
    },
  );
};
