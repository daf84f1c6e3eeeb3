import type { ContactListQuery } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { hasRole } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactExportRepository } from './contact-export-repository.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { sendContactsCsv } from './contact-list-csv.ts';
import { contactFilter } from './contact-filter.ts';
import { contactPage, type ContactPageDeps } from './contact-page.ts';
import { listOrder } from '../kernel/http/list-query.ts';
import { prefersCsv } from '../kernel/csv/prefers-csv.ts';

export interface ContactListRoutesOptions extends ContactPageDeps {
  exports: ContactExportRepository;
}

/**
 * `GET contact`: admins and API keys list every contact, anyone else logged
 * in only themselves (their visibility is AND-ed into any rules, so no rule
 * can widen it); guests get 401. `GET contact.csv`, or `GET contact` with
 * `Accept: text/csv`: admins only, every contact the rules let through in the
 * list's order, streamed (`limit`, `offset` and `with` do not apply).
 */
export const contactListRoutes = operationRoutes<ContactListRoutesOptions>((_app, deps) => {
  /** The CSV answer, with `X-Total-Count`: how many contacts match, counted just before the rows are read. */
  const sendCsv = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: Pick<ContactListQuery, 'rules' | 'sort' | 'order'>,
  ) => {
    const now = deps.now();
    const where = await contactFilter({ rules: query.rules, viewer: viewerOf(request), now, tags: deps.tags });
    const { sort, order } = listOrder(query, 'joined');
    // A page of none: only the count runs (a LIMIT 0 reads no rows). It is a progress bar's
    // denominator, so a contact added between the count and the rows may make it one off.
    const { total } = await deps.contacts.list({ where, sort, order, limit: 0, offset: 0 });
    reply.header('x-total-count', String(total));
    return sendContactsCsv(reply, deps.exports, { where, sort, order, now });
  };

  return {
    'GET /contact': async (request, reply) => {
      if (prefersCsv(request.headers.accept)) {
        // The operation lets members in (they list themselves); the whole list leaves only for admins.
        if (!hasRole(request, 'admin')) throw apiError('forbidden');
        return sendCsv(request, reply, request.query);
      }
      const viewer = viewerOf(request);
      const where = await contactFilter({ rules: request.query.rules, viewer, now: deps.now(), tags: deps.tags });
      return contactPage(deps, request.query, viewer, where);
    },
    'GET /contact.csv': (request, reply) => sendCsv(request, reply, request.query),
  };
});
