import Stripe from 'stripe';
import type { StripeProviderOptions } from '../stripe/create-stripe-provider.ts';
import { parseFormBody } from './form-body.ts';
import { startHttpDouble, type HttpAnswer, type HttpDouble, type RecordedRequest } from './http-double.ts';
import { routeTable } from './route-table.ts';
import { stripeInvoiceRoutes } from './stripe-invoice-routes.ts';
import { eventObject, type DoubleInvoice, type DoubleSubscription, type StripeJson } from './stripe-objects.ts';
import { confirmSetupIntent, stripeSetupRoutes } from './stripe-setup-routes.ts';
import { createStripeState, markPaid, stripeError, type StripeState } from './stripe-state.ts';
import { stripeSubscriptionRoutes } from './stripe-subscription-routes.ts';

export interface StripeDouble extends HttpDouble {
  webhookSecret: string;
  /** Everything the double made, by id. */
  state: StripeState;
  /** Spread into `createStripeProvider` to talk to this double (no retries, so failures show at once). */
  providerOptions: Pick<
    StripeProviderOptions,
    'secretKey' | 'webhookSecret' | 'api' | 'maxNetworkRetries' | 'currency'
  >;
  /** What Stripe.js does when the member confirms the SetupIntent (`processing` for a bank debit still checking). */
  confirmSetupIntent(id: string, status?: 'succeeded' | 'processing'): StripeJson;
  invoice(id: string): DoubleInvoice;
  subscription(id: string): DoubleSubscription;
  /** Settles an open invoice as Stripe would after collecting (or failing to). */
  settleInvoice(id: string, outcome: 'paid' | 'failed'): DoubleInvoice;
  /** Charges to this payment method are declined from now on. */
  declinePaymentMethod(id: string): void;
  /** A webhook delivery of `type` about `object`, signed like Stripe signs it. */
  webhook(
    type: string,
    object: unknown,
    previousAttributes?: unknown,
  ): { body: string; headers: Record<string, string> };
}

/**
 * A local Stripe API for tests: the endpoints the Stripe adapter calls,
 * answering realistic objects, replaying idempotent requests as Stripe
 * does, recording every request.
 * @example
 * const stripe = await startStripeDouble();
 * t.after(() => stripe.close());
 * const provider = createStripeProvider({ ...stripe.providerOptions });
 */
export async function startStripeDouble(options: { now?: () => Date } = {}): Promise<StripeDouble> {
  const state = createStripeState(options.now ?? (() => new Date()));
  const webhookSecret = 'whsec_double_secret';
  const route = routeTable(
    [...stripeSetupRoutes(state), ...stripeSubscriptionRoutes(state), ...stripeInvoiceRoutes(state)],
    (request) =>
      stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`),
  );
  const http = await startHttpDouble({
    parse: parseFormBody,
    handle: idempotent(route),
    errorBody: () => ({ error: { type: 'api_error', message: 'An unknown error occurred.' } }),
  });
  const find = <T extends StripeJson>(id: string, object: string): T => {
    const found = state.find<T>(id, object);
    if (!found) throw new Error(`The Stripe double has no ${object} ${id}`);
    return found;
  };
  return {
    ...http,
    webhookSecret,
    state,
    providerOptions: {
      secretKey: 'sk_test_double',
      webhookSecret,
      currency: 'GBP',
      maxNetworkRetries: 0,
      api: { host: http.host, port: http.port, protocol: 'http' },
    },
    confirmSetupIntent: (id, status) => confirmSetupIntent(state, id, status),
    invoice: (id) => find<DoubleInvoice>(id, 'invoice'),
    subscription: (id) => find<DoubleSubscription>(id, 'subscription'),
    settleInvoice: (id, outcome) => settle(state, find<DoubleInvoice>(id, 'invoice'), outcome),
    declinePaymentMethod: (id) => void state.declined.add(id),
    webhook: (type, object, previous) => {
      const payload = JSON.stringify(eventObject(state.id('evt'), type, object, state.now(), previous));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
  };
}

/**
 * Stripe keeps the answer to the first request with an idempotency key and
 * replays it to later requests with that key; the same key with other
 * parameters is an `idempotency_error`.
 */
function idempotent(route: (request: RecordedRequest) => HttpAnswer) {
  const answers = new Map<string, { request: string; answer: HttpAnswer }>();
  return (request: RecordedRequest): HttpAnswer => {
    const key = request.idempotencyKey;
    if (request.method !== 'POST' || !key) return route(request);
    const signature = `${request.path}?${request.rawBody}`;
    const kept = answers.get(key);
    if (kept && kept.request !== signature) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      return stripeError(400, 'idempotency_error', message);
    }
    if (kept) {
      request.replayed = true;
      return { ...kept.answer, headers: { 'idempotent-replayed': 'true' } };
    }
    const answer = route(request);
    answers.set(key, { request: signature, answer: { ...answer, body: structuredClone(answer.body) } });
    return answer;
  };
}

function settle(state: StripeState, invoice: DoubleInvoice, outcome: 'paid' | 'failed'): DoubleInvoice {
  if (outcome === 'paid') {
    markPaid(invoice, state.now());
  } else {
    invoice.attempted = true;
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
  }
  return invoice;
}
