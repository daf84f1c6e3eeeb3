import type { HttpAnswer } from './http-double.ts';
import type { Route } from './route-table.ts';
import {
  base,
  invoiceObject,
  list,
  subscriptionLine,
  type DoubleInvoice,
  type DoubleItem,
  type DoublePrice,
  type DoubleSubscription,
} from './stripe-objects.ts';
import { advance, expand, markPaid, missing, ok, stripeError, total, type StripeState } from './stripe-state.ts';

type Body = Record<string, unknown>;
interface PriceData {
  currency: string;
  product: string;
  unit_amount: string;
  recurring: { interval: string };
}

/** Subscriptions: create (with the first invoice), retrieve, update, cancel. */
export function stripeSubscriptionRoutes(state: StripeState): Route[] {
  const find = (id: string) => state.find<DoubleSubscription>(id, 'subscription');
  return [
    ['POST', '/v1/subscriptions', (request) => createSubscription(state, request.body)],
    ['GET', '/v1/subscriptions/:id', (request, { id }) => retrieve(state, find(id), id, request.query.expand)],
    ['POST', '/v1/subscriptions/:id', (request, { id }) => updateSubscription(state, id, request.body)],
    ['DELETE', '/v1/subscriptions/:id', (_request, { id }) => cancelSubscription(state, id)],
  ];
}

function retrieve(state: StripeState, subscription: DoubleSubscription | undefined, id: string, paths: unknown) {
  return subscription ? ok(expand(state, subscription, paths)) : missing('subscription', id);
}

function createSubscription(state: StripeState, body: Body): HttpAnswer {
  const customer = state.find(body.customer, 'customer');
  if (!customer) return missing('customer', body.customer, 'customer');
  const method = state.find(body.default_payment_method, 'payment_method');
  if (method?.customer !== customer.id) return missing('PaymentMethod', body.default_payment_method);
  const data = (body.items as { price_data: PriceData }[] | undefined)?.[0]?.price_data;
  if (!data || !state.find(data.product, 'product')) return missing('product', data?.product);
  const id = state.id('sub');
  const trialEnd = body.trial_end ? Number(body.trial_end) : null;
  const item = newItem(state, id, data, trialEnd);
  const subscription = state.put<DoubleSubscription>({
    ...base(id, 'subscription', state.now()),
    metadata: (body.metadata as Record<string, string>) ?? {},
    customer: customer.id,
    status: trialEnd ? 'trialing' : 'active',
    currency: data.currency,
    default_payment_method: method.id,
    collection_method: 'charge_automatically',
    cancel_at_period_end: false,
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    start_date: state.now(),
    billing_cycle_anchor: item.current_period_end,
    trial_end: trialEnd,
    canceled_at: null,
    ended_at: null,
    pending_update: null,
  });
  const first = billPeriod(state, subscription, trialEnd ? 0 : item.price.unit_amount);
  // Cards and PayPal are charged at once; bank debits stay open while the debit is processed.
  if (first.amount_due === 0 || ['card', 'paypal'].includes(String(method.type))) markPaid(first, state.now());
  return ok(subscription);
}

function newItem(state: StripeState, subscription: string, data: PriceData, trialEnd: number | null): DoubleItem {
  const now = state.now();
  const price = state.put<DoublePrice>({
    ...base(state.id('price'), 'price', now),
    active: false,
    currency: data.currency,
    product: data.product,
    type: 'recurring',
    unit_amount: Number(data.unit_amount),
    unit_amount_decimal: data.unit_amount,
    recurring: { interval: data.recurring.interval, interval_count: 1, usage_type: 'licensed' },
  });
  const end = trialEnd ?? advance(now, data.recurring.interval);
  return {
    ...base(state.id('si'), 'subscription_item', now),
    price,
    quantity: 1,
    subscription,
    current_period_start: now,
    current_period_end: end,
  };
}

/** An open invoice billing the subscription's item; it becomes the latest invoice. */
function billPeriod(state: StripeState, subscription: DoubleSubscription, amount: number, proration = false) {
  const item = subscription.items.data[0] as DoubleItem;
  const { customer, currency } = subscription;
  const invoice = state.put<DoubleInvoice>(
    invoiceObject(state.id('in'), { customer, currency, created: state.now(), subscription: subscription.id }),
  );
  invoice.billing_reason = proration ? 'subscription_update' : 'subscription_create';
  invoice.lines.data.push(subscriptionLine(state.id('il'), item, amount, proration));
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = state.now();
  total(invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

function updateSubscription(state: StripeState, id: string, body: Body): HttpAnswer {
  const subscription = state.find<DoubleSubscription>(id, 'subscription');
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled') {
    return stripeError(400, 'invalid_request_error', 'A canceled subscription can only update its metadata.');
  }
  if (typeof body.default_payment_method === 'string')
    subscription.default_payment_method = body.default_payment_method;
  if (body.metadata) subscription.metadata = { ...(subscription.metadata as object), ...(body.metadata as object) };
  const change = (body.items as { id: string; price_data: PriceData }[] | undefined)?.[0];
  if (!change) return ok(subscription);
  const item = subscription.items.data.find((candidate) => candidate.id === change.id);
  if (!item) return missing('subscription item', change.id);
  const before = item.price.unit_amount;
  const replacement = newItem(state, subscription.id, change.price_data, null);
  item.price = replacement.price;
  if (body.trial_end) {
    subscription.status = 'trialing';
    subscription.trial_end = Number(body.trial_end);
    item.current_period_end = Number(body.trial_end);
  } else if (body.proration_behavior === 'always_invoice') {
    const left = (item.current_period_end - state.now()) / (item.current_period_end - item.current_period_start);
    const invoice = billPeriod(state, subscription, Math.round((item.price.unit_amount - before) * left), true);
    if (invoice.amount_due === 0) markPaid(invoice, state.now());
  }
  return ok(subscription);
}

function cancelSubscription(state: StripeState, id: string): HttpAnswer {
  const subscription = state.find<DoubleSubscription>(id, 'subscription');
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled') {
    return stripeError(400, 'invalid_request_error', 'This subscription has already been canceled.');
  }
  subscription.status = 'canceled';
  subscription.canceled_at = state.now();
  subscription.ended_at = state.now();
  return ok(subscription);
}
