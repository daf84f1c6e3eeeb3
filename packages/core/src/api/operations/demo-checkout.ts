import { paymentMethods } from '../../money/contribution-types.ts';
import { idParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/**
 * A checkout of the demo payment provider (the default when no provider keys
 * are set): what the app's `/demo-checkout/{id}` page shows. `method` is the
 * payment method being set up, `status` open until the member pays or
 * declines.
 */
export const demoCheckoutSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'method', 'email', 'description', 'status', 'returnUrl'],
  properties: {
    id: { type: 'string' },
    method: { type: 'string', enum: paymentMethods },
    email: { type: 'string' },
    description: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['open', 'succeeded', 'failed'] },
    /**
     * Where the member goes once they have answered: the flow's `completeUrl`
     * (with `paymentFlowId`), as the server accepted it when the flow started —
     * for a join, a page of the organisation's site or of a site EMBED_ORIGINS lists.
     */
    returnUrl: { type: 'string' },
  },
} as const;

/** The member's answer on the demo checkout: pay (`succeed`) or decline (`fail`). */
export const demoCheckoutDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: { outcome: { type: 'string', enum: ['succeed', 'fail'] } },
} as const;

/**
 * `demo-checkout/{id}`: the demo provider's checkout page, served by
 * Masthead itself ("Demo — no money moves"). Not in v0.32. Anyone may
 * call, as anyone may open a provider's hosted page: the id is the
 * provider's random, unguessable flow id. Unknown: 404; deciding a decided
 * checkout again: 409 `conflict`.
 */
export const demoCheckoutOperations = defineOperations({
  'GET /demo-checkout/{id}': {
    id: 'getDemoCheckout',
    summary: 'A checkout of the demo payment provider: the method being set up, the email, the status',
    tag: 'payment',
    access: 'guest',
    params: idParams('id'),
    response: { 200: demoCheckoutSchema },
  },
  'POST /demo-checkout/{id}': {
    id: 'decideDemoCheckout',
    summary: 'Pay or decline a demo checkout (no money moves), once',
    tag: 'payment',
    access: 'guest',
    params: idParams('id'),
    body: demoCheckoutDecisionSchema,
    response: { 200: demoCheckoutSchema },
  },
});
