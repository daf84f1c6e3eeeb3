import { paymentMethods } from '../../money/contribution-types.ts';
import { idParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

const money = { type: 'number', minimum: 0 } as const;

/**
 * What a demo checkout charges, as a provider's checkout says it: amounts in
 * the currency's units (5.28), `amount` each period with the fee when the
 * member covers it (`fee`, else 0), `today` what is taken now (0 when the
 * first payment waits for the end of a membership already paid for), and
 * the date of the next payment after today.
 */
export const demoCheckoutChargeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'fee', 'currency', 'period', 'today', 'nextPaymentDate'],
  properties: {
    amount: money,
    fee: money,
    /** ISO 4217 code, upper case: what the demo charges in. */
    currency: { type: 'string' },
    period: { type: 'string', enum: ['monthly', 'annually'] },
    today: money,
    nextPaymentDate: { type: 'string', format: 'date-time' },
  },
} as const;

/**
 * A checkout of the demo payment provider (the default when no provider keys
 * are set): what the app's `/demo-checkout/{id}` page shows. `method` is the
 * payment method being set up, `status` open until the member pays or
 * declines; `newsroom` the organisation's name, `charge` what paying
 * charges (null: nothing, as when only a payment method is changed).
 */
export const demoCheckoutSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'method', 'email', 'description', 'status', 'returnUrl', 'newsroom', 'charge'],
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
    newsroom: { type: 'string' },
    charge: { anyOf: [demoCheckoutChargeSchema, { type: 'null' }] },
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
    summary: 'A checkout of the demo payment provider: the method being set up, the email, what it charges, the status',
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
