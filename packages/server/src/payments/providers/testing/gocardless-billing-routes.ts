import type { HttpAnswer } from './http-double.ts';
import type { Route } from './route-table.ts';
import {
  chargeDateAfter,
  gcError,
  notFound,
  paymentObject,
  scheduleUpcoming,
  subscriptionObject,
  type GcPayment,
  type GcSubscription,
} from './gocardless-objects.ts';
import { listSubscriptions } from './gocardless-customer-routes.ts';
import { getter, listOf, ok, type Body, type GcState } from './gocardless-state.ts';

/** Subscriptions and payments. */
export function goCardlessBillingRoutes(state: GcState): Route[] {
  return [
    ['POST', '/subscriptions', (request) => createSubscription(state, request.body as Body)],
    ['GET', '/subscriptions', (request) => listSubscriptions(state, request.query)],
    ['GET', '/subscriptions/:id', getter(state, 'subscriptions', 'SB')],
    ['PUT', '/subscriptions/:id', (request, { id }) => updateSubscription(state, id, request.body as Body)],
    ['POST', '/subscriptions/:id/actions/cancel', (_request, { id }) => cancelSubscription(state, id)],
    ['POST', '/payments', (request) => createPayment(state, request.body as Body)],
    [
      'GET',
      '/payments',
      (request) =>
        listOf(
          state,
          'payments',
          'PM',
          { customer: request.query.customer, mandate: request.query.mandate },
          request.query,
        ),
    ],
    ['GET', '/payments/:id', getter(state, 'payments', 'PM')],
  ];
}

function createSubscription(state: GcState, body: Body): HttpAnswer {
  const fields = body.subscriptions ?? {};
  const links = (fields.links ?? {}) as Record<string, string>;
  const mandate = state.objects.get(links.mandate ?? '');
  if (!mandate) return gcError(422, 'invalid_api_usage', 'validation_failed', 'links.mandate does not exist');
  const first = String(mandate.next_possible_charge_date);
  const start = typeof fields.start_date === 'string' ? fields.start_date : first;
  if (start < first)
    return gcError(
      422,
      'validation_failed',
      'start_date_before_next_possible',
      `start_date must be on or after ${first}`,
    );
  const subscription = subscriptionObject(state.id('SB'), {
    created_at: state.now().toISOString(),
    amount: Number(fields.amount),
    currency: String(fields.currency),
    interval_unit: fields.interval_unit as GcSubscription['interval_unit'],
    start_date: start,
    links: { mandate: mandate.id },
    metadata: (fields.metadata as Record<string, string>) ?? {},
  });
  state.objects.set(subscription.id, subscription);
  return ok('subscriptions', subscription, 201);
}

function updateSubscription(state: GcState, id: string, body: Body): HttpAnswer {
  const subscription = state.objects.get(id) as GcSubscription | undefined;
  if (!subscription) return notFound(id);
  if (body.subscriptions?.amount !== undefined) subscription.amount = Number(body.subscriptions.amount);
  if (body.subscriptions?.metadata) subscription.metadata = body.subscriptions.metadata as Record<string, string>;
  scheduleUpcoming(subscription);
  return ok('subscriptions', subscription);
}

function cancelSubscription(state: GcState, id: string): HttpAnswer {
  const subscription = state.objects.get(id) as GcSubscription | undefined;
  if (!subscription) return notFound(id);
  if (subscription.status === 'cancelled') {
    return gcError(422, 'invalid_state', 'cancellation_failed', 'This subscription has already been cancelled');
  }
  subscription.status = 'cancelled';
  subscription.upcoming_payments = [];
  return ok('subscriptions', subscription);
}

function createPayment(state: GcState, body: Body): HttpAnswer {
  const fields = body.payments ?? {};
  const links = (fields.links ?? {}) as Record<string, string>;
  const mandate = state.objects.get(links.mandate ?? '');
  if (!mandate) return gcError(422, 'invalid_api_usage', 'validation_failed', 'links.mandate does not exist');
  const payment = paymentObject(state.id('PM'), {
    amount: Number(fields.amount),
    currency: String(fields.currency),
    charge_date: String(mandate.next_possible_charge_date),
    created_at: state.now().toISOString(),
    description: fields.description ?? null,
    links: { mandate: mandate.id },
    metadata: (fields.metadata as Record<string, string>) ?? {},
  });
  state.objects.set(payment.id, payment);
  return ok('payments', payment, 201);
}

/** The payment GoCardless makes for a subscription's next charge. */
export function collectSubscription(state: GcState, subscription: GcSubscription): GcPayment {
  const next = subscription.upcoming_payments[0];
  if (!next) throw new Error(`Subscription ${subscription.id} has no upcoming payment`);
  const payment = paymentObject(state.id('PM'), {
    amount: next.amount,
    currency: subscription.currency,
    charge_date: next.charge_date,
    created_at: state.now().toISOString(),
    links: { mandate: subscription.links.mandate ?? '', subscription: subscription.id },
    metadata: {},
  });
  state.objects.set(payment.id, payment);
  subscription.start_date = chargeDateAfter(subscription, 1);
  scheduleUpcoming(subscription);
  return payment;
}
