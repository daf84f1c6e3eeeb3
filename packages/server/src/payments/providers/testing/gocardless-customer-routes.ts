import type { HttpAnswer } from './http-double.ts';
import type { Route } from './route-table.ts';
import { gcError, type GcJson } from './gocardless-objects.ts';
import { getter, type GcState } from './gocardless-state.ts';

/**
 * Customers and the lists read to adopt a subscription made elsewhere:
 * `GET /customers/{id}`, `GET /mandates` and `GET /subscriptions` by
 * `customer`, `mandate` and `status` (comma-separated, as the SDK sends a
 * list), newest first, paged by `after` and `limit` (at most 500) as
 * GoCardless pages them.
 */
export function goCardlessCustomerRoutes(state: GcState): Route[] {
  return [
    ['GET', '/customers/:id', getter(state, 'customers', 'CU')],
    ['GET', '/mandates', (request) => listFiltered(state, 'mandates', 'MD', request.query)],
  ];
}

/** `GET /subscriptions`: by customer (through the mandate), mandate and status. */
export function listSubscriptions(state: GcState, query: Record<string, unknown>): HttpAnswer {
  return listFiltered(state, 'subscriptions', 'SB', query);
}

function listFiltered(state: GcState, key: string, prefix: string, query: Record<string, unknown>): HttpAnswer {
  const limit = Number(query.limit ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    return gcError(422, 'validation_failed', 'validation_failed', 'limit must be between 1 and 500');
  }
  const statuses = typeof query.status === 'string' ? query.status.split(',') : null;
  const customerOf = (resource: GcJson) =>
    prefix === 'MD' ? resource.links.customer : state.objects.get(resource.links.mandate ?? '')?.links.customer;
  const matches = [...state.objects.values()]
    .filter((resource) => resource.id.startsWith(prefix))
    .filter((resource) => query.customer === undefined || customerOf(resource) === query.customer)
    .filter((resource) => query.mandate === undefined || resource.links.mandate === query.mandate)
    .filter((resource) => statuses === null || statuses.includes(String(resource.status)))
    .reverse();
  const start = query.after ? matches.findIndex((resource) => resource.id === query.after) + 1 : 0;
  const page = matches.slice(start, start + limit);
  const after = start + limit < matches.length ? (page.at(-1)?.id ?? null) : null;
  return { status: 200, body: { [key]: page, meta: { cursors: { before: null, after }, limit } } };
}
