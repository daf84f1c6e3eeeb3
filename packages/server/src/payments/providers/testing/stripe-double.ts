import Stripe from 'stripe';
import type { StripeProviderOptions } from '../stripe/create-stripe-provider.ts';
import { parseFormBody } from './form-body.ts';
import { startHttpDouble, type HttpAnswer, type HttpDouble, type RecordedRequest } from './http-double.ts';
import { routeTable } from './route-table.ts';
import { stripeInvoiceRoutes } from './stripe-invoice-routes.ts';
import { stripeListRoutes } from './stripe-list-routes.ts';
import { eventObject, type DoubleInvoice, type DoubleSubscription, type StripeJson } from './stripe-objects.ts';
import { completeCheckout, stripeCheckoutRoutes } from './stripe-checkout-routes.ts';
import { stripeSetupRoutes } from './stripe-setup-routes.ts';
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
  /**
   * What the member does on the Checkout page (a session id, or the
   * `redirectUrl` it was sent to): the method is set up and the session
   * complete (`processing` for a bank debit still checking). Answers the SetupIntent.
   */
  completeCheckout(session: string, status?: 'succeeded' | 'processing'): StripeJson;
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
export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const state = createStripeState(options.now ?? (() => new Date()));
  const webhookSecret = 'whsec_double_secret';
  const signed = (type: string, object: unknown, previous?: unknown) => {
    const payload = JSON.stringify(eventObject(state.id('evt'), type, object, state.now(), previous));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  };
  const deliveries = new Set<Promise<unknown>>();
  const announce = options.webhookUrl
    ? announcer(state, options.webhookUrl, signed, deliveries)
    : (_request: RecordedRequest, answer: HttpAnswer) => answer;
  const route = routeTable(
    [
      ...stripeSetupRoutes(state),
      ...stripeCheckoutRoutes(state),
      ...stripeSubscriptionRoutes(state),
      ...stripeInvoiceRoutes(state),
      ...stripeListRoutes(state),
    ],
    (request) =>
      stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`),
  );
  const answerOnce = idempotent(route);
  const http = await startHttpDouble({
    parse: parseFormBody,
    handle: (request) => announce(request, answerOnce(request)),
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
    completeCheckout: (session, status) => completeCheckout(state, session.split('/').pop() ?? session, status),
    invoice: (id) => find<DoubleInvoice>(id, 'invoice'),
    subscription: (id) => find<DoubleSubscription>(id, 'subscription'),
    settleInvoice: (id, outcome) => settle(state, find<DoubleInvoice>(id, 'invoice'), outcome),
    declinePaymentMethod: (id) => void state.declined.add(id),
    webhook: signed,
    close: async () => {
      await Promise.allSettled([...deliveries]);
      await http.close();
    },
  };
}

export interface StripeDoubleOptions {
  now?: () => Date;
  /**
   * The app's `/webhooks/stripe`: when set, the double delivers what Stripe
   * would after a subscription's first invoice is paid (`invoice.paid`,
   * signed, a moment after the answer, retried while the app answers 5xx).
   */
  webhookUrl?: string;
}

type Signed = (type: string, object: unknown) => { body: string; headers: Record<string, string> };

/** Passes each answer through, delivering the events it sets off to `webhookUrl`. */
function announcer(state: StripeState, webhookUrl: string, signed: Signed, deliveries: Set<Promise<unknown>>) {
  const deliver = async (type: string, object: unknown) => {
    const { body, headers } = signed(type, object);
    for (let attempt = 0; attempt < 5; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      const answer = await fetch(webhookUrl, { method: 'POST', body, headers }).catch(() => null);
      if (answer && answer.status < 500) return;
    }
  };
  return (request: RecordedRequest, answer: HttpAnswer): HttpAnswer => {
    const created = request.method === 'POST' && request.path === '/v1/subscriptions' && !request.replayed;
    const invoiceId = created && answer.status === 200 ? (answer.body as DoubleSubscription).latest_invoice : null;
    const invoice = state.find<DoubleInvoice>(invoiceId, 'invoice');
    if (invoice?.status === 'paid') {
      const delivery = deliver('invoice.paid', structuredClone(invoice));
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    }
    return answer;
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
