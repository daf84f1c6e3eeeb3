import { operationRoutes } from '../api/operation-routes.ts';
import type { ContactExportRepository } from '../repositories/contact-export-repository.ts';
import { viewerOf } from './callouts/callout-access.ts';
import { sendContactsCsv } from './contact-list-csv.ts';
import { contactFilter } from './contact-filter.ts';
import { contactPage, type ContactPageDeps } from './contact-page.ts';
import { listOrder } from './list-query.ts';

export interface ContactListRoutesOptions extends ContactPageDeps {
  exports: ContactExportRepository;
}

/**
 * `GET contact`: admins and API keys list every contact, anyone else logged
 * in only themselves (their visibility is AND-ed into any rules, so no rule
 * can widen it); guests get 401. `GET contact.csv`: admins only (the access
 * hook), every contact the rules let through in the list's order, streamed.
 */
export const contactListRoutes = operationRoutes<ContactListRoutesOptions>((_app, deps) => ({
  'GET /contact': async (request) => {
    const viewer = viewerOf(request);
    const where = await contactFilter({ rules: request.query.rules, viewer, now: deps.now(), tags: deps.tags });
    return contactPage(deps, request.query, viewer, where);
  },
  'GET /contact.csv': async (request, reply) => {
    const now = deps.now();
    const where = await contactFilter({ rules: request.query.rules, viewer: viewerOf(request), now, tags: deps.tags });
    const { sort, order } = listOrder(request.query, 'joined');
    return sendContactsCsv(reply, deps.exports, { where, sort, order, now });
  },
}));
