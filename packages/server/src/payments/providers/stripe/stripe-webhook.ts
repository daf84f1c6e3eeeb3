import Stripe from 'stripe';
import type { WebhookInput } from '../payment-provider.ts';
import { InvalidWebhookError } from '../provider-errors.ts';
import { isObject, text } from '../event-shape.ts';
import { malformedEvent, type ProviderEvent } from '../provider-events.ts';
import { fromUnixSeconds } from '../provider-dates.ts';
import { idOf } from './stripe-errors.ts';
import { stripeEventProblem } from './stripe-event-shape.ts';
import { stripeInvoicePayment } from './stripe-payments.ts';

/**
 * Verifies the `Stripe-Signature` header with the SDK (HMAC of timestamp and
 * body, within `tolerance` seconds) and says what the event means.
 */
export function parseStripeWebhook(
  stripe: Stripe,
  secret: string,
  tolerance: number | undefined,
  input: WebhookInput,
): ProviderEvent[] {
  const header = input.headers['stripe-signature'];
  if (typeof header !== 'string' || header === '') throw new InvalidWebhookError('stripe', 'missing-signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(input.body, header, secret, tolerance);
  } catch (error) {
    const bad = error instanceof Stripe.errors.StripeSignatureVerificationError;
    throw new InvalidWebhookError('stripe', bad ? 'bad-signature' : 'malformed', error);
  }
  // Without an id there is nothing to record it by: unreadable, as bad JSON is.
  if (!isObject(event) || !text(event.id)) throw new InvalidWebhookError('stripe', 'malformed');
  return meaningOf(event);
}

/** What the event means; one off Stripe's schema is rejected (`stripe-event-shape.ts`), never read. */
function meaningOf(event: Stripe.Event): ProviderEvent[] {
  const base = { provider: 'stripe', eventId: event.id } as const;
  const problem = stripeEventProblem(event as unknown as Record<string, unknown>);
  if (problem) return [malformedEvent(base, problem)];
  switch (event.type) {
    case 'invoice.created':
    case 'invoice.updated':
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const payment = stripeInvoicePayment(event.data.object, event.type === 'invoice.payment_failed');
      if (!payment) return [];
      const { provider: _provider, ...fields } = payment;
      return [{ ...base, kind: 'payment', ...fields }];
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEnded(event.data.object, event.created).map((ended) => ({ ...base, ...ended }));
    case 'customer.deleted':
      return [{ ...base, kind: 'customer-deleted', customerId: event.data.object.id }];
    case 'payment_method.detached': {
      const customerId = idOf(event.data.previous_attributes?.customer);
      return [{ ...base, kind: 'payment-method-detached', paymentMethodId: event.data.object.id, customerId }];
    }
    default:
      return [];
  }
}

/** A subscription counts as cancelled once Stripe will never charge it again. */
function subscriptionEnded(subscription: Stripe.Subscription, eventCreated: number) {
  if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') return [];
  const cancelledAt = subscription.ended_at ?? subscription.canceled_at ?? eventCreated;
  return [
    {
      kind: 'subscription-cancelled' as const,
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      cancelledAt: fromUnixSeconds(cancelledAt),
    },
  ];
}
