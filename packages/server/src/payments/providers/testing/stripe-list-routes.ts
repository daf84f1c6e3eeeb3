import type { HttpAnswer } from './http-double.ts';
import type { Route } from './route-table.ts';
import { expand, missing, ok, stripeError, type StripeState } from './stripe-state.ts';
import { list, type DoubleSubscription, type StripeJson } from './stripe-objects.ts';

/** Stripe's subscription statuses, as `GET /v1/subscriptions?status=` takes them (`all` and `ended` too). */
const statuses = ['active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'trialing', 'paused'];

/**
 * Lists as Stripe answers them: `GET /v1/subscriptions` (by `customer` and
 * `status`: without one, every subscription but the canceled ones) and `GET
 * /v1/payment_methods` (by `customer`, `type`), newest first, paged by
 * `starting_after` and `limit` (1-100, default 10).
 */
export function stripeListRoutes(state: StripeState): Route[] {
  return [
    ['GET', '/v1/subscriptions', (request) => listSubscriptions(state, request.query)],
    ['GET', '/v1/payment_methods', (request) => listPaymentMethods(state, request.query)],
  ];
}

function listSubscriptions(state: StripeState, query: Record<string, unknown>): HttpAnswer {
  const status = typeof query.status === 'string' ? query.status : undefined;
  if (status !== undefined && !['all', 'ended', ...statuses].includes(status)) {
    return stripeError(400, 'invalid_request_error', `Invalid status: must be one of ${statuses.join(', ')}`, {
      param: 'status',
    });
  }
  if (query.customer !== undefined && !state.find(query.customer, 'customer')) {
    return missing('customer', query.customer, 'customer');
  }
  const matches = (subscription: DoubleSubscription) =>
    status === 'all' ||
    (status === 'ended' ? ['canceled', 'incomplete_expired'].includes(subscription.status) : false) ||
    (status === undefined ? subscription.status !== 'canceled' : subscription.status === status);
  const all = newestFirst(state, 'subscription')
    .map((object) => object as DoubleSubscription)
    .filter((subscription) => !query.customer || subscription.customer === query.customer)
    .filter(matches);
  return page(all, query, '/v1/subscriptions', (object) => expand(state, object, query.expand));
}

function listPaymentMethods(state: StripeState, query: Record<string, unknown>): HttpAnswer {
  if (query.customer !== undefined && !state.find(query.customer, 'customer')) {
    return missing('customer', query.customer, 'customer');
  }
  const all = newestFirst(state, 'payment_method')
    .filter((method) => !query.customer || method.customer === query.customer)
    .filter((method) => !query.type || method.type === query.type);
  return page(all, query, '/v1/payment_methods', (object) => object);
}

function newestFirst(state: StripeState, object: string): StripeJson[] {
  return [...state.objects.values()]
    .filter((candidate) => candidate.object === object)
    .reverse()
    .sort((a, b) => Number(b.created) - Number(a.created));
}

function page(all: StripeJson[], query: Record<string, unknown>, url: string, shape: (o: StripeJson) => StripeJson) {
  const limit = Number(query.limit ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    return stripeError(400, 'invalid_request_error', 'This value must be between 1 and 100.', { param: 'limit' });
  }
  const start = query.starting_after ? all.findIndex((object) => object.id === query.starting_after) + 1 : 0;
  return ok(list(all.slice(start, start + limit).map(shape), url, start + limit < all.length));
}
