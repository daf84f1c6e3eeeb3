import { parse, type Event, type Payment } from 'gocardless-nodejs';
import type { WebhookInput } from '../payment-provider.ts';
import { InvalidWebhookError } from '../provider-errors.ts';
import type { ProviderEvent } from '../provider-events.ts';
import { present, type GoCardlessContext } from './gocardless-context.ts';
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
  if (!Array.isArray(events)) throw new InvalidWebhookError('gocardless', 'malformed');
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

async function meaningOf(event: Event, readPayment: (id: string) => Promise<Payment>): Promise<ProviderEvent[]> {
  const base = { provider: 'gocardless', eventId: present(event.id, 'an event id') } as const;
  const links = event.links ?? {};
  if (event.resource_type === 'payments' && links.payment) {
    const { provider: _provider, ...payment } = goCardlessPayment(await readPayment(links.payment));
    return [{ ...base, kind: 'payment', ...payment }];
  }
  if (
    event.resource_type === 'subscriptions' &&
    links.subscription &&
    ['cancelled', 'finished'].includes(event.action ?? '')
  ) {
    const cancelledAt = new Date(present(event.created_at, 'an event date'));
    return [
      { ...base, kind: 'subscription-cancelled', subscriptionId: links.subscription, customerId: null, cancelledAt },
    ];
  }
  if (event.resource_type === 'mandates' && links.mandate && deadMandate.has(event.action ?? '')) {
    return [{ ...base, kind: 'payment-method-detached', paymentMethodId: links.mandate, customerId: null }];
  }
  return [];
}
