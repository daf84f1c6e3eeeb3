import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { DemoCheckout } from './providers/demo/index.ts';
import { apiError } from '../kernel/http/http-error.ts';

export interface DemoCheckoutRoutesOptions {
  checkout: DemoCheckout;
}

/**
 * `demo-checkout/{id}`: the demo payment provider's checkout, which the app
 * page `/demo-checkout/{id}` shows and answers. Guests: the id is the
 * provider's random flow id, as unguessable as a hosted page's address.
 * An unknown id is a 404; answering a decided checkout again a 409.
 */
export const demoCheckoutRoutes = operationRoutes<DemoCheckoutRoutesOptions>((_app, { checkout }) => ({
  'GET /demo-checkout/{id}': async (request, reply) => {
    const found = await checkout.get(request.params.id);
    if (!found) throw apiError('not-found');
    // The status changes when the member answers: never from a cache.
    reply.header('cache-control', 'no-store');
    return found;
  },

  'POST /demo-checkout/{id}': async (request) => {
    const decision = await checkout.decide(request.params.id, request.body.outcome);
    if (decision.result === 'unknown') throw apiError('not-found');
    if (decision.result === 'already-decided') throw apiError('conflict');
    return decision.checkout;
  },
}));
