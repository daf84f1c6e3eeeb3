import { operationRoutes } from '../api/operation-routes.ts';
import { viewerOf } from './callouts/callout-access.ts';
import { contactFilter } from './contact-filter.ts';
import { contactPage, type ContactPageDeps } from './contact-page.ts';

export type ContactListRoutesOptions = ContactPageDeps;

/**
 * `GET contact`: admins and API keys list every contact, anyone else logged
 * in only themselves (their visibility is AND-ed into any rules, so no rule
 * can widen it); guests get 401.
 */
export const contactListRoutes = operationRoutes<ContactListRoutesOptions>((_app, deps) => ({
  'GET /contact': async (request) => {
    const viewer = viewerOf(request);
    const where = await contactFilter({ rules: request.query.rules, viewer, now: deps.now(), tags: deps.tags });
    return contactPage(deps, request.query, viewer, where);
  },
}));
