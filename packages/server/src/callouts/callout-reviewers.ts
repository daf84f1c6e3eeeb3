import type { CalloutReviewer } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CalloutReviewerRow } from './callout-reviewer-repository.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import { serialiseContact } from '../contacts/contact-serialiser.ts';
import type { CalloutAccessDeps } from './callout-access.ts';

export interface CalloutReviewerOptions extends CalloutAccessDeps {
  contacts: ContactRepository;
}

/**
 * `callout/{id}/reviewers`: admins name the contacts who review a
 * call-out's responses, and which of them may edit the call-out. An
 * unknown contact, or one who is not a reviewer, is a 404.
 */
export const calloutReviewerRoutes = operationRoutes<CalloutReviewerOptions>((_app, deps) => {
  const { callouts, reviewers, contacts, now } = deps;
  const view = async ({ id, canEdit, contact }: CalloutReviewerRow): Promise<CalloutReviewer> => ({
    id,
    canEdit,
    contact: serialiseContact(contact, {
      roles: await contacts.roles(contact.id),
      now: now(),
      with: [],
      forAdmin: true,
    }),
  });
  const calloutOf = async (idOrSlug: string) => {
    const row = await callouts.find(idOrSlug);
    if (!row) throw apiError('not-found');
    return row;
  };

  return {
    'GET /callout/{id}/reviewers': async (request) => {
      const callout = await calloutOf(request.params.id);
      return Promise.all((await reviewers.list(callout.id)).map(view));
    },

    'POST /callout/{id}/reviewers': async (request) => {
      const callout = await calloutOf(request.params.id);
      const { contactId, canEdit = false } = request.body;
      if (!isUuid(contactId) || !(await contacts.findById(contactId))) throw apiError('not-found');
      return view(await reviewers.add(callout.id, contactId, canEdit));
    },

    'PATCH /callout/{id}/reviewers/{contactId}': async (request) => {
      const callout = await calloutOf(request.params.id);
      const { contactId } = request.params;
      const row = isUuid(contactId) ? await reviewers.setCanEdit(callout.id, contactId, request.body.canEdit) : null;
      if (!row) throw apiError('not-found');
      return view(row);
    },

    'DELETE /callout/{id}/reviewers/{contactId}': async (request, reply) => {
      const callout = await calloutOf(request.params.id);
      const { contactId } = request.params;
      if (!isUuid(contactId) || !(await reviewers.remove(callout.id, contactId))) throw apiError('not-found');
      return reply.code(204).send(null);
    },
  };
});
