import Stripe from 'stripe';
import { stripeMethods } from '../payment-methods.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { productLoader, type StripeContext } from './stripe-context.ts';
import {
  cancelStripeContribution,
  changeStripePaymentMethod,
  createStripeContribution,
  updateStripeContribution,
} from './stripe-contribution.ts';
import { runStripe } from './stripe-errors.ts';
import { completeStripeFlow, startStripeFlow } from './stripe-flow.ts';
import { takeStripeOneOffPayment } from './stripe-one-off.ts';
import { listStripePayments } from './stripe-payments.ts';
import { parseStripeWebhook } from './stripe-webhook.ts';

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (`sk_test_…` in test mode). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`), the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** ISO 4217 code of every contribution, e.g. `GBP` (general settings' `currencyCode`). */
  currency: string;
  /** The product contributions are priced on; made with this id on first use. */
  productId?: string;
  productName?: string;
  /** Per request; 20 s by default. */
  timeoutMs?: number;
  /** Retries of a failed request (same idempotency key); 2 by default. */
  maxNetworkRetries?: number;
  /** Seconds a webhook signature stays valid; Stripe's default (300) when absent. */
  webhookTolerance?: number;
  /** Another API address, e.g. the Stripe double in tests; api.stripe.com when absent. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  now?: () => Date;
}

/**
 * The Stripe adapter for s_card, s_sepa, s_bacs, s_paypal and s_ideal.
 * @example
 * const stripe = createStripeProvider({
 *   secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, currency: 'GBP',
 * });
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    appInfo: { name: 'Masthead' },
    ...(options.api ?? {}),
  });
  const ctx: StripeContext = {
    stripe,
    currency: options.currency.toLowerCase(),
    product: productLoader(stripe, options.productId ?? 'masthead-contribution', options.productName ?? 'Contribution'),
    now: options.now ?? (() => new Date()),
  };
  const op = (operation: string, flowId: string | null = null) => ({ operation, flowId });
  return {
    name: 'stripe',
    methods: stripeMethods,
    startFlow: (input) => runStripe(op('startFlow', input.flowId), () => startStripeFlow(ctx, input)),
    completeFlow: (input) => {
      const context = op('completeFlow', input.flowId);
      return runStripe(context, () => completeStripeFlow(stripe, input, context));
    },
    createContribution: (input) =>
      runStripe(op('createContribution', input.flowId), () => createStripeContribution(ctx, input)),
    updateContribution: (input) => {
      const context = op('updateContribution', input.flowId);
      return runStripe(context, () => updateStripeContribution(ctx, input, context));
    },
    cancelContribution: ({ subscriptionId }) =>
      runStripe(op('cancelContribution'), () => cancelStripeContribution(ctx, subscriptionId)),
    changePaymentMethod: (input) =>
      runStripe(op('changePaymentMethod', input.flowId), () => changeStripePaymentMethod(ctx, input)),
    takeOneOffPayment: (input) =>
      runStripe(op('takeOneOffPayment', input.flowId), () => takeStripeOneOffPayment(ctx, input)),
    listPayments: ({ customerId }) => runStripe(op('listPayments'), () => listStripePayments(stripe, customerId)),
    parseWebhook: async (input) => parseStripeWebhook(stripe, options.webhookSecret, options.webhookTolerance, input),
  };
}
