import Stripe from 'stripe';

/**
 * Stripe API objects as the Stripe double answers them: the fields of the
 * real API that the SDK and the adapter read, with realistic values, plus
 * enough of the rest to look like the real thing in a debugger.
 */

export interface StripeJson {
  id: string;
  object: string;
  [field: string]: unknown;
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface DoublePrice extends StripeJson {
  currency: string;
  product: string;
  unit_amount: number;
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' } | null;
}

export interface DoubleItem extends StripeJson {
  price: DoublePrice;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}

export interface DoubleSubscription extends StripeJson {
  customer: string;
  status: string;
  currency: string;
  default_payment_method: string | null;
  items: StripeList<DoubleItem>;
  latest_invoice: string | null;
  trial_end: number | null;
  canceled_at: number | null;
  ended_at: number | null;
}

export interface DoubleLine extends StripeJson {
  amount: number;
  period: { start: number; end: number };
  parent: { type: string; [detail: string]: unknown };
}

export interface DoubleInvoice extends StripeJson {
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  default_payment_method: string | null;
  lines: StripeList<DoubleLine>;
  status_transitions: { finalized_at: number | null; paid_at: number | null; [transition: string]: number | null };
}

export function list<T>(data: T[], url: string, hasMore = false): StripeList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/** Fields every Stripe object has. */
export function base(id: string, object: string, created: number) {
  return { id, object, created, livemode: false, metadata: {} as Record<string, string> };
}

export const paymentMethodDetails: Record<string, Record<string, unknown>> = {
  card: { brand: 'visa', country: 'GB', exp_month: 12, exp_year: 2031, funding: 'credit', last4: '4242' },
  sepa_debit: { bank_code: '37040044', branch_code: '', country: 'DE', fingerprint: 'fpSepa', last4: '3000' },
  bacs_debit: { fingerprint: 'fpBacs', last4: '2345', sort_code: '108800' },
  paypal: { country: 'GB', payer_email: 'member@example.org', payer_id: 'PAYERDOUBLE1' },
  ideal: { bank: 'ing', bic: 'INGBNL2A' },
};

export function paymentMethodObject(id: string, type: string, customer: string | null, created: number): StripeJson {
  return {
    ...base(id, 'payment_method', created),
    type,
    customer,
    billing_details: { address: null, email: 'member@example.org', name: 'Ada Member', phone: null },
    [type]: paymentMethodDetails[type] ?? {},
  };
}

export function invoiceObject(
  id: string,
  fields: { customer: string; currency: string; created: number; subscription: string | null },
): DoubleInvoice {
  const { customer, currency, created, subscription } = fields;
  return {
    ...base(id, 'invoice', created),
    customer,
    currency,
    status: 'draft',
    amount_due: 0,
    amount_paid: 0,
    amount_remaining: 0,
    subtotal: 0,
    total: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: false,
    billing_reason: subscription ? 'subscription_create' : 'manual',
    collection_method: 'charge_automatically',
    default_payment_method: null,
    description: null,
    period_start: created,
    period_end: created,
    parent: subscription
      ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: {}, subscription } }
      : null,
    lines: list<DoubleLine>([], `/v1/invoices/${id}/lines`),
    status_transitions: { finalized_at: null, paid_at: null, voided_at: null, marked_uncollectible_at: null },
  };
}

/** A line billing a subscription item for a period (or, with `proration`, part of one). */
export function subscriptionLine(id: string, item: DoubleItem, amount: number, proration = false): DoubleLine {
  return {
    id,
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: proration ? 'Remaining time on Contribution' : '1 × Contribution',
    livemode: false,
    metadata: {},
    period: { start: item.current_period_start, end: item.current_period_end },
    quantity: 1,
    subscription: item.subscription,
    pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product } },
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration,
        proration_details: { credited_items: null },
        subscription: item.subscription,
        subscription_item: item.id,
      },
    },
  };
}

/** A line from an invoice item (one-off charges). */
export function invoiceItemLine(id: string, invoiceItem: string, amount: number, currency: string, at: number) {
  return {
    id,
    object: 'line_item',
    amount,
    currency,
    description: null,
    livemode: false,
    metadata: {},
    period: { start: at, end: at },
    quantity: 1,
    subscription: null,
    parent: {
      type: 'invoice_item_details',
      subscription_item_details: null,
      invoice_item_details: { invoice_item: invoiceItem, proration: false, subscription: null },
    },
  } satisfies DoubleLine;
}

/** An Event envelope around an object, as Stripe posts it to a webhook endpoint. */
export function eventObject(id: string, type: string, object: unknown, created: number, previous?: unknown) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
