import { parse, type Event, type Payment } from 'gocardless-nodejs';
import type { WebhookInput } from '../payment-provider.ts';
import { isObject, text } from '../event-shape.ts';
import { InvalidWebhookError } from '../provider-errors.ts';
import { malformedEvent, type ProviderEvent } from '../provider-events.ts';
import { isRefusal, present, type GoCardlessContext } from './gocardless-context.ts';
import { goCardlessEventProblem, goCardlessPaymentProblem } from './gocardless-event-shape.ts';
import { goCardlessPayment } from './gocardless-payments.ts';

/** Mandate actions after which the mandate can no longer be charged. */
const deadMandate = new Set(['cancelled', 'failed', 'expired', 'blocked']);

/**
 * Verifies the `Webhook-Signature` header with the SDK's `parse` (HMAC-SHA256
 * of the body with the endpoint's secret) and says what each event means.
 * Payment events name only the payment, so each payment is read once per
 * delivery for its amount, date and state; if that fails the whole delivery
 * fails (a provider error), and GoCardless delivers it again later.
 */
export async function parseGoCardlessWebhook(
  ctx: GoCardlessContext,
  secret: string,
  input: WebhookInput,
): Promise<ProviderEvent[]> {
  const header = input.headers['webhook-signature'];
  if (typeof header !== 'string' || header === '') throw new InvalidWebhookError('gocardless', 'missing-signature');
  let events: Event[];
  try {
    events = parse(input.body, secret, header);
  } catch (error) {
    throw new InvalidWebhookError('gocardless', error instanceof SyntaxError ? 'malformed' : 'bad-signature', error);
  }
  // An event without an id cannot be recorded: the delivery is unreadable, as bad JSON is.
  if (!Array.isArray(events) || !events.every((event) => isObject(event) && text(event.id)))
    throw new InvalidWebhookError('gocardless', 'malformed');
  const payments = new Map<string, Promise<Payment>>();
  const readPayment = (id: string) => {
    if (!payments.has(id))
      payments.set(
        id,
        ctx.call(() => ctx.client.payments.find(id)),
      );
    return payments.get(id) as Promise<Payment>;
  };
  const meanings = await Promise.all(events.map((event) => meaningOf(event, readPayment)));
  return meanings.flat();
}

/** Whether Masthead acts on the event (README's table); others are left out unread. */
function readEvent(event: Event): boolean {
  const action = event.action ?? '';
  if (event.resource_type === 'payments') return true;
  if (event.resource_type === 'subscriptions') return ['cancelled', 'finished'].includes(action);
  return event.resource_type === 'mandates' && deadMandate.has(action);
}

/**
 * What the event means. One off GoCardless's schema (a missing link, a
 * payment GoCardless does not know or answers without an amount) is
 * rejected; a payment that cannot be read now fails the delivery.
 */
async function meaningOf(event: Event, readPayment: (id: string) => Promise<Payment>): Promise<ProviderEvent[]> {
  const base = { provider: 'gocardless', eventId: present(event.id, 'an event id') } as const;
  const read = readEvent(event);
  const problem = goCardlessEventProblem(event as unknown as Record<string, unknown>, read);
  if (problem) return [malformedEvent(base, problem)];
  if (!read) return [];
  const links = event.links ?? {};
  if (event.resource_type === 'payments') {
    const found = await paymentOf(present(links.payment, 'a payment link'), readPayment);
    if (typeof found === 'string') return [malformedEvent(base, found)];
    const { provider: _provider, ...payment } = goCardlessPayment(found);
    return [{ ...base, kind: 'payment', ...payment }];
  }
  if (event.resource_type === 'subscriptions') {
    const subscriptionId = present(links.subscription, 'a subscription link');
    const cancelledAt = new Date(present(event.created_at, 'an event date'));
    return [{ ...base, kind: 'subscription-cancelled', subscriptionId, customerId: null, cancelledAt }];
  }
  const paymentMethodId = present(links.mandate, 'a mandate link');
  return [{ ...base, kind: 'payment-method-detached', paymentMethodId, customerId: null }];
}

/** The payment, or what is wrong: GoCardless refusing the read (an unknown id) or answering it off its schema. */
async function paymentOf(id: string, readPayment: (id: string) => Promise<Payment>): Promise<Payment | string> {
  let payment: Payment;
  try {
    payment = await readPayment(id);
  } catch (error) {
    if (isRefusal(error)) return 'event.links.payment';
    throw error;
  }
  return goCardlessPaymentProblem(payment) ?? payment;
}
