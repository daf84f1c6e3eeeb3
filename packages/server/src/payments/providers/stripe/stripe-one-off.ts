import Stripe from 'stripe';
import { positiveCents } from '../money.ts';
import type { OneOffPaymentInput } from '../payment-provider.ts';
import type { ProviderPayment } from '../provider-events.ts';
import type { StripeContext } from './stripe-context.ts';
import { stripeInvoicePayment } from './stripe-payments.ts';

/**
 * A one-off charge as its own invoice (so it is listed and reported by
 * webhooks like any other payment): create, add the item, finalize, pay.
 * Each step has its own idempotency key from the flow id, so a retry after a
 * failure picks up where it stopped. A declined charge is not an error: it
 * answers the payment as failed.
 */
export async function takeStripeOneOffPayment(ctx: StripeContext, input: OneOffPaymentInput): Promise<ProviderPayment> {
  const { stripe } = ctx;
  const key = input.flowId;
  const draft = await stripe.invoices.create(
    {
      customer: input.customerId,
      collection_method: 'charge_automatically',
      default_payment_method: input.paymentMethodId,
      auto_advance: false,
      pending_invoice_items_behavior: 'exclude',
      description: input.description,
    },
    { idempotencyKey: `${key}:invoice` },
  );
  const invoiceId = draft.id;
  await stripe.invoiceItems.create(
    { customer: input.customerId, invoice: invoiceId, amount: positiveCents(input.amount), currency: ctx.currency },
    { idempotencyKey: `${key}:invoice-item` },
  );
  const open = await stripe.invoices.finalizeInvoice(invoiceId, {}, { idempotencyKey: `${key}:finalize` });
  const settled = await payInvoice(stripe, open, `${key}:pay`);
  const payment = stripeInvoicePayment(settled.invoice, settled.declined);
  if (!payment) throw new TypeError(`Stripe answered invoice ${invoiceId} with nothing to pay`);
  return payment;
}

async function payInvoice(stripe: Stripe, open: Stripe.Invoice, idempotencyKey: string) {
  try {
    const invoice = await stripe.invoices.pay(open.id, { off_session: true }, { idempotencyKey });
    return { invoice, declined: false };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    return { invoice: open, declined: true };
  }
}
