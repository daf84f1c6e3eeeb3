import { PaymentMethod } from '@masthead/core';
import type Stripe from 'stripe';
import { isStripeMethod, type StripeMethod } from '../payment-methods.ts';
import type { CompleteFlowInput, CompletedFlow, StartFlowInput, StartedFlow } from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import { idOf, stripeRefusal, type StripeOperation } from './stripe-errors.ts';
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
 * Makes (or reuses) the customer and a SetupIntent for one method; the
 * browser confirms it with Stripe.js using the client secret and comes back
 * to `completeUrl` (Stripe.js's `return_url`).
 */
export async function startStripeFlow(stripe: Stripe, input: StartFlowInput): Promise<StartedFlow> {
  if (!isStripeMethod(input.method)) throw new TypeError(`Stripe does not serve ${input.method}`);
  const customerId = input.customerId ?? (await createCustomer(stripe, input));
  const intent = await stripe.setupIntents.create(
    {
      customer: customerId,
      allowed_payment_method_types: [stripeSetupTypes[input.method]],
      usage: 'off_session',
      ...(input.description ? { description: input.description } : {}),
      metadata: { masthead_flow: input.flowId },
    },
    { idempotencyKey: `${input.flowId}:setup-intent` },
  );
  if (!intent.client_secret) throw new TypeError(`Stripe answered SetupIntent ${intent.id} without a client secret`);
  return { providerFlowId: intent.id, params: { clientSecret: intent.client_secret } };
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
 * Reads the SetupIntent back. It must belong to this flow and have
 * succeeded (or be processing, as bank debits may be while the mandate is
 * confirmed); anything else means the member has not finished.
 */
export async function completeStripeFlow(
  stripe: Stripe,
  input: CompleteFlowInput,
  op: StripeOperation,
): Promise<CompletedFlow> {
  const intent = await stripe.setupIntents.retrieve(input.providerFlowId, {
    expand: ['payment_method', 'latest_attempt'],
  });
  if (intent.metadata?.masthead_flow !== input.flowId)
    throw stripeRefusal(op, providerFailure.refused, 'flow_mismatch');
  if (intent.status !== 'succeeded' && intent.status !== 'processing') {
    throw stripeRefusal(op, providerFailure.incomplete, intent.status);
  }
  const customerId = idOf(intent.customer);
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
