import type { ContactListQuery } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { hasRole } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactExportRepository } from './contact-export-repository.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { sendContactsCsv } from './contact-list-csv.ts';
import { contactSearch } from './contact-filter.ts';
import { countKeyOf } from './contact-count-cache.ts';
import type { Viewer } from '../kernel/viewer.ts';
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
  /** An admin's total is kept (contact-count-cache.ts); anyone else counts at most themselves. */
  const search = async (rules: unknown, viewer: Viewer, now: Date) => {
    const { where, group } = await contactSearch({ rules, viewer, now, tags: deps.tags });
    return { where, countKey: viewer.isAdmin ? countKeyOf('contacts', [group]) : null };
  };
  /** The CSV answer, with `X-Total-Count`: how many contacts match, counted just before the rows are read. */
  const sendCsv = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: Pick<ContactListQuery, 'rules' | 'sort' | 'order'>,
  ) => {
    const now = deps.now();
    const { where, countKey } = await search(query.rules, viewerOf(request), now);
    const { sort, order } = listOrder(query, 'joined');
    // A page of none: only the count runs. It is a progress bar's denominator, so a
    // contact added between the count and the rows may make it one off.
    const { total } = await deps.contacts.list({ where, sort, order, limit: 0, offset: 0, countKey });
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
      const { where, countKey } = await search(request.query.rules, viewer, deps.now());
      return contactPage(deps, request.query, viewer, where, countKey);
    },
    'GET /contact.csv': (request, reply) => sendCsv(request, reply, request.query),
  };
});
