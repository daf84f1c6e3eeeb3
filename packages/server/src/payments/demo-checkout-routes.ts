import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { DemoCheckout, DemoCheckoutView } from './providers/demo/index.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CheckoutCharges } from './checkout-charge.ts';

export interface DemoCheckoutRoutesOptions {
  checkout: DemoCheckout;
  /** What each checkout charges, and whom the member pays. */
  charges: Pick<CheckoutCharges, 'of' | 'newsroom'>;
}

/**
 * `demo-checkout/{id}`: the demo payment provider's checkout, which the app
 * page `/demo-checkout/{id}` shows and answers. Guests: the id is the
 * provider's random flow id, as unguessable as a hosted page's address.
 * An unknown id is a 404; answering a decided checkout again a 409.
 */
export const demoCheckoutRoutes = operationRoutes<DemoCheckoutRoutesOptions>((_app, { checkout, charges }) => {
  // The page sees what a provider's checkout shows: never Masthead's flow id, nor anything of the join flow but the charge.
  const shown = async ({ flowId, ...view }: DemoCheckoutView) => {
    const [newsroom, charge] = await Promise.all([charges.newsroom(), charges.of(flowId)]);
    return { ...view, newsroom, charge };
  };
  return {
    'GET /demo-checkout/{id}': async (request, reply) => {
      const found = await checkout.get(request.params.id);
      if (!found) throw apiError('not-found');
      // The status changes when the member answers: never from a cache.
      reply.header('cache-control', 'no-store');
      return shown(found);
    },

    'POST /demo-checkout/{id}': async (request) => {
      const decision = await checkout.decide(request.params.id, request.body.outcome);
      if (decision.result === 'unknown') throw apiError('not-found');
      if (decision.result === 'already-decided') throw apiError('conflict');
      return shown(decision.checkout);
    },
  };
});
