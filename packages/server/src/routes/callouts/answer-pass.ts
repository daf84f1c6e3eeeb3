import { calloutStatus } from '@masthead/core';
import { operationRoutes } from '../../api/operation-routes.ts';
import { hasRole } from '../../plugins/auth-context.ts';
import { apiError } from '../../plugins/http-error.ts';
import type { AnswerPassRepository } from '../../repositories/answer-pass-repository.ts';
import type { ContactRepository } from '../../repositories/contact-repository.ts';
import { displayName } from '../../serialisers/contact.ts';
import { visibleCallout, type CalloutAccessDeps } from './callout-access.ts';

export interface AnswerPassOptions extends CalloutAccessDeps {
  passes: AnswerPassRepository;
  contacts: ContactRepository;
  /** EMBED_ORIGINS: the only sites a pass may go to; null: any site. */
  embedOrigins: readonly string[] | null;
}

/** `http://Localhost:80` is not the origin a browser reports (`http://localhost`): only the exact form is taken. */
const isExactOrigin = (origin: string) => {
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
};

/**
 * `POST callout/{id}/answer-pass {origin}` → 201 a pass for the widget on
 * `origin` to answer this call-out as the member logged in here (the login
 * popup of packages/elements/README.md asks for it once the member has
 * confirmed, and hands it to that origin alone). Only with a session, only
 * for an open call-out the member may answer, only for a site EMBED_ORIGINS
 * lists when it lists any.
 */
export const answerPassRoutes = operationRoutes<AnswerPassOptions>((_app, deps) => ({
  'POST /callout/{id}/answer-pass': async (request, reply) => {
    const { origin } = request.body;
    if (!isExactOrigin(origin)) throw apiError('bad-request', [{ field: 'origin', rule: 'pattern' }]);
    // The hosted site itself (where the popup asks from) may always have one.
    const ownSite = origin === request.headers.origin;
    if (deps.embedOrigins && !ownSite && !deps.embedOrigins.includes(origin)) throw apiError('origin-not-allowed');
    const { row } = await visibleCallout(request, deps, request.params.id);
    if (calloutStatus(row, deps.now()) !== 'open') throw apiError('callout-closed');
    if (row.access === 'member' && !hasRole(request, 'member')) throw apiError('members-only');
    const { contact, sessionHash } = request.auth;
    const me = contact && sessionHash ? await deps.contacts.findById(contact.id) : null;
    if (!me || !sessionHash) throw apiError('not-logged-in');
    const { token, expiresAt } = await deps.passes.create(
      { contactId: me.id, sessionHash, calloutId: row.id, origin },
      deps.now(),
    );
    return reply.code(201).send({
      token,
      expires: expiresAt.toISOString(),
      calloutId: row.id,
      reader: { displayName: displayName(me.firstname, me.lastname, me.email), email: me.email },
    });
  },
}));
