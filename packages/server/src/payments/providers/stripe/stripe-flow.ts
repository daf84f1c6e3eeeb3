import { PaymentMethod } from '@masthead/core';
import type Stripe from 'stripe';
import { isStripeMethod, type StripeMethod } from '../payment-methods.ts';
import type { CompleteFlowInput, CompletedFlow, StartFlowInput, StartedFlow } from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import { idOf, stripeRefusal, type StripeOperation } from './stripe-errors.ts';
import type { StripeContext } from './stripe-context.ts';
import { stripePaymentSource } from './stripe-source.ts';

/** The Stripe payment method type each Masthead method sets up. */
export const stripeSetupTypes = {
  [PaymentMethod.StripeCard]: 'card',
  [PaymentMethod.StripeSepa]: 'sepa_debit',
  [PaymentMethod.StripeBacs]: 'bacs_debit',
  [PaymentMethod.StripePayPal]: 'paypal',
  [PaymentMethod.StripeIdeal]: 'ideal',
} as const satisfies Record<StripeMethod, string>;

/**
 * Makes (or reuses) the customer and a Checkout Session in setup mode for
 * one method: the member enters the card or bank details on Stripe's own
 * page (`redirectUrl`), so no Stripe script runs on the newsroom's pages,
 * and comes back to `completeUrl` either way (a cancelled session then
 * fails to complete, as an abandoned one does).
 */
export async function startStripeFlow(ctx: StripeContext, input: StartFlowInput): Promise<StartedFlow> {
  if (!isStripeMethod(input.method)) throw new TypeError(`Stripe does not serve ${input.method}`);
  const customerId = input.customerId ?? (await createCustomer(ctx.stripe, input));
  const metadata = { masthead_flow: input.flowId };
  const session = await ctx.stripe.checkout.sessions.create(
    {
      mode: 'setup',
      customer: customerId,
      currency: ctx.currency,
      allowed_payment_method_types: [stripeSetupTypes[input.method]],
      success_url: input.completeUrl,
      cancel_url: input.completeUrl,
      metadata,
      setup_intent_data: { metadata, ...(input.description ? { description: input.description } : {}) },
    },
    { idempotencyKey: `${input.flowId}:checkout-session` },
  );
  if (!session.url) throw new TypeError(`Stripe answered Checkout Session ${session.id} without a URL`);
  return { providerFlowId: session.id, params: { redirectUrl: session.url } };
}

async function createCustomer(stripe: Stripe, input: StartFlowInput): Promise<string> {
  const name = [input.firstname, input.lastname].filter(Boolean).join(' ');
  const customer = await stripe.customers.create(
    { email: input.email, ...(name ? { name } : {}) },
    { idempotencyKey: `${input.flowId}:customer` },
  );
  return customer.id;
}

/**
 * Reads the Checkout Session and its SetupIntent back. It must belong to
 * this flow and be complete with a SetupIntent that succeeded (or is
 * processing, as bank debits may be while the mandate is confirmed);
 * anything else means the member has not finished.
 */
export async function completeStripeFlow(
  stripe: Stripe,
  input: CompleteFlowInput,
  op: StripeOperation,
): Promise<CompletedFlow> {
  const session = await stripe.checkout.sessions.retrieve(input.providerFlowId, {
    expand: ['setup_intent', 'setup_intent.payment_method', 'setup_intent.latest_attempt'],
  });
  if (session.metadata?.masthead_flow !== input.flowId)
    throw stripeRefusal(op, providerFailure.refused, 'flow_mismatch');
  const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
  if (session.status !== 'complete' || !intent)
    throw stripeRefusal(op, providerFailure.incomplete, session.status ?? 'open');
  if (intent.status !== 'succeeded' && intent.status !== 'processing') {
    throw stripeRefusal(op, providerFailure.incomplete, intent.status);
  }
  const customerId = idOf(session.customer) ?? idOf(intent.customer);
  const method = await chargeableMethod(stripe, intent);
  if (!customerId || !method) throw stripeRefusal(op, providerFailure.incomplete, 'no_payment_method');
  const paymentSource = stripePaymentSource(method);
  return { method: paymentSource.method, customerId, paymentMethodId: method.id, paymentSource };
}

/** The method to charge: the one set up, or for iDEAL the SEPA Direct Debit method it generated. */
async function chargeableMethod(stripe: Stripe, intent: Stripe.SetupIntent): Promise<Stripe.PaymentMethod | null> {
  const method = intent.payment_method;
  if (method === null || typeof method === 'string' || method.type !== 'ideal') {
    return typeof method === 'string' ? stripe.paymentMethods.retrieve(method) : method;
  }
  const attempt = intent.latest_attempt;
  const generated = typeof attempt === 'object' ? attempt?.payment_method_details.ideal?.generated_sepa_debit : null;
  if (!generated) return null;
  return typeof generated === 'string' ? stripe.paymentMethods.retrieve(generated) : generated;
}
