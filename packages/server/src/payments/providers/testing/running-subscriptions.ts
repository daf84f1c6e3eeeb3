import { toDateOnly } from '../provider-dates.ts';
import type { GoCardlessDouble } from './gocardless-double.ts';
import {
  bankAccountObject,
  creditorId,
  subscriptionObject,
  type GcJson,
  type GcPayment,
} from './gocardless-objects.ts';
import { collectSubscription } from './gocardless-billing-routes.ts';
import type { StripeDouble } from './stripe-double.ts';
import {
  base,
  invoiceObject,
  list,
  paymentMethodObject,
  subscriptionLine,
  type DoubleInvoice,
  type DoubleItem,
  type DoublePrice,
  type DoubleSubscription,
  type StripeJson,
} from './stripe-objects.ts';
import { advance, markPaid, total } from './stripe-state.ts';

/**
 * Subscriptions that exist at a provider before Masthead knows the contact
 * (another system started them: a beabee instance, Ghost, a spreadsheet
 * era), made directly in a double's state, as its dashboard would show
 * them. For the adoption's tests (payments/adoption/).
 */

export interface StripeRunning {
  email?: string;
  /** Per period, in minor units. */
  unitAmount?: number;
  interval?: 'month' | 'year' | 'week';
  intervalCount?: number;
  currency?: string;
  /** The payment method's type (`card`, `sepa_debit`, `bacs_debit`, `paypal`). */
  method?: string;
  /** The method as the customer's invoice default rather than the subscription's own. */
  customerDefault?: boolean;
  status?: string;
  /** Seconds since the period began (it began before Masthead knew of it). */
  startedAgo?: number;
}

/** A customer; with `subscriptions`, that many running subscriptions of hers. Answers the customer's id and theirs. */
export function stripeCustomerWithSubscriptions(stripe: StripeDouble, subscriptions: StripeRunning[] = [{}]) {
  const { state } = stripe;
  const now = state.now();
  const email = subscriptions[0]?.email ?? 'earlier@example.org';
  const customer = state.put({
    ...base(state.id('cus'), 'customer', now - 86_400 * 400),
    email,
    name: 'Earlier Member',
    balance: 0,
    currency: subscriptions[0]?.currency ?? 'gbp',
    delinquent: false,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
  });
  const ids = subscriptions.map((wanted) => stripeSubscriptionFor(stripe, customer, wanted).id);
  return { customerId: customer.id, subscriptionIds: ids };
}

function stripeSubscriptionFor(stripe: StripeDouble, customer: StripeJson, wanted: StripeRunning) {
  const { state } = stripe;
  const now = state.now();
  const method = state.put(
    paymentMethodObject(state.id('pm'), wanted.method ?? 'card', customer.id, now - 86_400 * 400),
  );
  if (wanted.customerDefault) {
    customer.invoice_settings = { ...(customer.invoice_settings as object), default_payment_method: method.id };
  }
  const currency = wanted.currency ?? 'gbp';
  const interval = wanted.interval ?? 'month';
  const price = state.put<DoublePrice>({
    ...base(state.id('price'), 'price', now - 86_400 * 400),
    active: true,
    currency,
    product: 'prod_elsewhere',
    type: 'recurring',
    unit_amount: wanted.unitAmount ?? 500,
    unit_amount_decimal: String(wanted.unitAmount ?? 500),
    recurring: { interval, interval_count: wanted.intervalCount ?? 1, usage_type: 'licensed' },
  });
  const id = state.id('sub');
  const start = now - (wanted.startedAgo ?? 86_400 * 10);
  const item: DoubleItem = {
    ...base(state.id('si'), 'subscription_item', start),
    price,
    quantity: 1,
    subscription: id,
    current_period_start: start,
    current_period_end: advance(start, interval === 'week' ? 'month' : interval),
  };
  const subscription = state.put<DoubleSubscription>({
    ...base(id, 'subscription', start - 86_400 * 300),
    customer: customer.id,
    status: wanted.status ?? 'active',
    currency,
    default_payment_method: wanted.customerDefault ? null : method.id,
    collection_method: 'charge_automatically',
    cancel_at_period_end: false,
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    start_date: start - 86_400 * 300,
    billing_cycle_anchor: item.current_period_end,
    trial_end: null,
    canceled_at: null,
    ended_at: null,
    pending_update: null,
  });
  // The period running now was paid before Masthead knew of it.
  const invoice = state.put<DoubleInvoice>(
    invoiceObject(state.id('in'), { customer: customer.id, currency, created: start, subscription: id }),
  );
  invoice.billing_reason = 'subscription_cycle';
  invoice.lines.data.push(subscriptionLine(state.id('il'), item, price.unit_amount));
  total(invoice);
  markPaid(invoice, start);
  subscription.latest_invoice = invoice.id;
  return subscription;
}

/**
 * What Stripe does when a period ends: the item moves a period on and the
 * next period's invoice is made and paid (a card). Answers the invoice,
 * for an `invoice.paid` webhook.
 */
export function stripeRenewal(stripe: StripeDouble, subscriptionId: string): DoubleInvoice {
  const { state } = stripe;
  const subscription = stripe.subscription(subscriptionId);
  const item = subscription.items.data[0] as DoubleItem;
  item.current_period_start = item.current_period_end;
  item.current_period_end = advance(item.current_period_end, String(item.price.recurring?.interval));
  const invoice = state.put<DoubleInvoice>(
    invoiceObject(state.id('in'), {
      customer: subscription.customer,
      currency: subscription.currency,
      created: item.current_period_start,
      subscription: subscription.id,
    }),
  );
  invoice.billing_reason = 'subscription_cycle';
  invoice.lines.data.push(subscriptionLine(state.id('il'), item, item.price.unit_amount));
  invoice.status = 'open';
  total(invoice);
  markPaid(invoice, item.current_period_start);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

export interface GoCardlessRunning {
  /** Minor units. */
  amount?: number;
  intervalUnit?: 'monthly' | 'yearly' | 'weekly';
  interval?: number;
  currency?: string;
  status?: string;
  /** Its next charge, this many days from now. */
  nextChargeInDays?: number;
}

/** A customer with a bank account and an active mandate, and on it these subscriptions. */
export function goCardlessCustomerWithSubscriptions(gc: GoCardlessDouble, subscriptions: GoCardlessRunning[] = [{}]) {
  const { state } = gc;
  const at = new Date(state.now().getTime() - 400 * 86_400_000).toISOString();
  const customer: GcJson = {
    id: state.id('CU'),
    created_at: at,
    email: 'earlier@example.org',
    links: {},
    metadata: {},
  };
  const account = bankAccountObject(state.id('BA'), customer.id, at);
  const mandate: GcJson = {
    id: state.id('MD'),
    created_at: at,
    reference: 'ELSEWHERE-0001',
    scheme: 'bacs',
    status: 'active',
    next_possible_charge_date: toDateOnly(new Date(state.now().getTime() + 3 * 86_400_000)),
    payments_require_approval: false,
    links: { creditor: creditorId, customer: customer.id, customer_bank_account: account.id },
    metadata: {},
  };
  for (const resource of [customer, account, mandate]) state.objects.set(resource.id, resource);
  const ids = subscriptions.map((wanted) => {
    const next = new Date(state.now().getTime() + (wanted.nextChargeInDays ?? 20) * 86_400_000);
    const subscription = subscriptionObject(state.id('SB'), {
      created_at: at,
      amount: wanted.amount ?? 500,
      currency: wanted.currency ?? 'GBP',
      interval_unit: wanted.intervalUnit ?? 'monthly',
      start_date: toDateOnly(next),
      links: { mandate: mandate.id },
      metadata: { elsewhere: 'yes' },
    });
    subscription.interval = wanted.interval ?? 1;
    subscription.status = wanted.status ?? 'active';
    state.objects.set(subscription.id, subscription);
    return subscription.id;
  });
  return { customerId: customer.id, mandateId: mandate.id, subscriptionIds: ids };
}

/** The payment GoCardless makes for the subscription's next charge (`gc.collect`), confirmed. */
export function goCardlessRenewal(gc: GoCardlessDouble, subscriptionId: string): GcPayment {
  const payment = collectSubscription(gc.state, gc.subscription(subscriptionId));
  payment.status = 'confirmed';
  return payment;
}
