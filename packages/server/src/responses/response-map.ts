import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { publishedParts, serialisePublished } from '../callouts/published.ts';
import { visibleCallout } from '../callouts/callout-access.ts';
import type { ResponseRouteDeps } from './response-access.ts';
import { listPage } from '../kernel/db/paginate.ts';

/**
 * `GET callout/{id}/responses/map`: public. Only responses in the buckets
 * the call-out publishes, and only when its gallery or map is on; only
 * their number and the answers the gallery and map show. Never a contact,
 * guest details, assignee, tags or comments.
 */
export const responseMapRoutes = operationRoutes<ResponseRouteDeps>((_app, deps) => ({
  'GET /callout/{id}/responses/map': async (request) => {
    const { limit = 50, offset = 0 } = request.query;
    const { row } = await visibleCallout(request, deps, request.params.id);
    const published = publishedParts(row);
    const { rows, total } = await deps.exports.published(row.id, published.buckets, limit, offset);
    const items = rows.map((response) => serialisePublished(response, published));
    return listPage(items, total, offset);
  },
}));
