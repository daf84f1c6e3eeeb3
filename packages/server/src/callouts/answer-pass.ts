import { calloutStatus } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { hasRole } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { AnswerPassRepository } from './answer-pass-repository.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import { visibleCallout, type CalloutAccessDeps } from './callout-access.ts';

export interface AnswerPassOptions extends CalloutAccessDeps {
  passes: AnswerPassRepository;
  contacts: ContactRepository;
  /** EMBED_ORIGINS: the only sites a pass may go to, with the hosted site; null: any site. */
  embedOrigins: readonly string[] | null;
  /** The hosted site's address (SITE_URL, else the general settings'); '' when none is set. */
  siteUrl: () => Promise<string>;
}

/** `http://Localhost:80` is not the origin a browser reports (`http://localhost`): only the exact form is taken. */
const isExactOrigin = (origin: string) => {
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
};

/** The origin of a configured address; null for none or one that does not parse. */
const originOf = (url: string) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * `POST callout/{id}/answer-pass {origin}` → 201 a pass for the widget on
 * `origin` to answer this call-out as the member logged in here (the login
 * popup of packages/elements/README.md asks for it once the member has
 * confirmed, and hands it to that origin alone). Only with a session, only
 * for an open call-out the member may answer, only for a site EMBED_ORIGINS
 * lists or the hosted site itself (its configured address, never a
 * request header a script may choose) when EMBED_ORIGINS lists any.
 * Without EMBED_ORIGINS any site may have one (the server README says so).
 */
export const answerPassRoutes = operationRoutes<AnswerPassOptions>((_app, deps) => ({
  'POST /callout/{id}/answer-pass': async (request, reply) => {
    const { origin } = request.body;
    if (!isExactOrigin(origin)) throw apiError('bad-request', [{ field: 'origin', rule: 'pattern' }]);
    if (deps.embedOrigins && !deps.embedOrigins.includes(origin)) {
      // The hosted site itself may always have one: by its configured address, since a script sends any Origin.
      if (origin !== originOf(await deps.siteUrl())) throw apiError('origin-not-allowed');
    }
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
