import Stripe from 'stripe';
import { stripeMethods } from '../payment-methods.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import type { StripeProviderOptions } from './create-stripe-provider.ts';
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
import { findStripeRunningSubscriptions } from './stripe-running.ts';
import { parseStripeWebhook } from './stripe-webhook.ts';

/**
 * The Stripe adapter itself, on the SDK. Loaded on the provider's first
 * call (`createStripeProvider`), so a server without Stripe never imports
 * the SDK.
 */
export function createStripeAdapter(options: StripeProviderOptions): PaymentProvider {
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
    findRunningSubscriptions: ({ customerId }) =>
      runStripe(op('findRunningSubscriptions'), () => findStripeRunningSubscriptions(stripe, customerId)),
  };
}
