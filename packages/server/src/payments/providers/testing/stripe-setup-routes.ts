import { randomBytes } from 'node:crypto';
import type { RecordedRequest } from './http-double.ts';
import type { Route, RouteParams } from './route-table.ts';
import { base, paymentMethodObject, type StripeJson } from './stripe-objects.ts';
import { expand, missing, ok, stripeError, type StripeState } from './stripe-state.ts';

/** Customers, SetupIntents, PaymentMethods and Products. */
export function stripeSetupRoutes(state: StripeState): Route[] {
  const retrieve = (object: string, kind: string) => (request: RecordedRequest, params: RouteParams) => {
    const found = state.find(params.id, object);
    return found ? ok(expand(state, found, request.query.expand)) : missing(kind, params.id);
  };
  return [
    ['POST', '/v1/customers', (request) => ok(createCustomer(state, request.body))],
    ['GET', '/v1/customers/:id', retrieve('customer', 'customer')],
    ['POST', '/v1/customers/:id', (request, { id }) => updateCustomer(state, id, request.body)],
    ['POST', '/v1/setup_intents', (request) => createSetupIntent(state, request.body)],
    ['GET', '/v1/setup_intents/:id', retrieve('setup_intent', 'setupintent')],
    ['GET', '/v1/payment_methods/:id', retrieve('payment_method', 'PaymentMethod')],
    ['GET', '/v1/products/:id', retrieve('product', 'product')],
    ['POST', '/v1/products', (request) => createProduct(state, request.body)],
  ];
}

function createCustomer(state: StripeState, body: Record<string, unknown>): StripeJson {
  return state.put({
    ...base(state.id('cus'), 'customer', state.now()),
    email: body.email ?? null,
    name: body.name ?? null,
    balance: 0,
    currency: null,
    delinquent: false,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
  });
}

function updateCustomer(state: StripeState, id: string, body: Record<string, unknown>) {
  const customer = state.find(id, 'customer');
  if (!customer) return missing('customer', id);
  const wanted = (body.invoice_settings as { default_payment_method?: string } | undefined)?.default_payment_method;
  if (wanted !== undefined) {
    const method = state.find(wanted, 'payment_method');
    if (method?.customer !== id) return missing('PaymentMethod', wanted, 'invoice_settings[default_payment_method]');
    customer.invoice_settings = { ...(customer.invoice_settings as object), default_payment_method: wanted };
  }
  return ok(customer);
}

function createSetupIntent(state: StripeState, body: Record<string, unknown>) {
  if (body.customer !== undefined && !state.find(body.customer, 'customer')) {
    return missing('customer', body.customer, 'customer');
  }
  return ok(putSetupIntent(state, body));
}

/** A new SetupIntent waiting for its payment method (the fields of `POST /v1/setup_intents`). */
export function putSetupIntent(state: StripeState, body: Record<string, unknown>): StripeJson {
  const types = (body.allowed_payment_method_types as string[] | undefined) ?? ['card'];
  const id = state.id('seti');
  return state.put({
    ...base(id, 'setup_intent', state.now()),
    metadata: (body.metadata as Record<string, string>) ?? {},
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    customer: body.customer ?? null,
    description: body.description ?? null,
    usage: body.usage ?? 'off_session',
    status: 'requires_payment_method',
    allowed_payment_method_types: types,
    payment_method_types: types,
    payment_method: null,
    latest_attempt: null,
    last_setup_error: null,
    mandate: null,
    next_action: null,
    cancellation_reason: null,
  });
}

function createProduct(state: StripeState, body: Record<string, unknown>) {
  const id = typeof body.id === 'string' ? body.id : state.id('prod');
  if (state.objects.has(id)) {
    return stripeError(400, 'invalid_request_error', `Product already exists.`, { code: 'resource_already_exists' });
  }
  return ok(state.put({ ...base(id, 'product', state.now()), name: body.name, active: true, type: 'service' }));
}

/**
 * What Stripe.js does when the member confirms a SetupIntent: a payment
 * method of the intent's type, attached to its customer, and the intent
 * succeeded. iDEAL leaves a generated SEPA Direct Debit method, as in Stripe.
 */
export function confirmSetupIntent(state: StripeState, id: string, status = 'succeeded'): StripeJson {
  const intent = state.find(id, 'setup_intent');
  if (!intent) throw new Error(`No SetupIntent ${id}`);
  const type = (intent.allowed_payment_method_types as string[])[0] ?? 'card';
  const customer = (intent.customer as string | null) ?? null;
  const method = state.put(paymentMethodObject(state.id('pm'), type, type === 'ideal' ? null : customer, state.now()));
  intent.payment_method = method.id;
  intent.status = status;
  if (type === 'ideal') intent.latest_attempt = idealAttempt(state, id, customer).id;
  return intent;
}

function idealAttempt(state: StripeState, intentId: string, customer: string | null): StripeJson {
  const sepa = state.put(paymentMethodObject(state.id('pm'), 'sepa_debit', customer, state.now()));
  const ideal = { bank: 'ing', bic: 'INGBNL2A', iban_last4: '3000', verified_name: 'Ada Member' };
  return state.put({
    ...base(state.id('setatt'), 'setup_attempt', state.now()),
    setup_intent: intentId,
    status: 'succeeded',
    payment_method_details: {
      type: 'ideal',
      ideal: { ...ideal, generated_sepa_debit: sepa.id, generated_sepa_debit_mandate: state.id('mandate') },
    },
  });
}
