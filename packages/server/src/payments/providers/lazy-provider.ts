import type { PaymentMethod } from '@masthead/core';
import { loadOnce } from '../../kernel/load-once.ts';
import type { ProviderName } from './payment-methods.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * A provider whose adapter, and with it the provider's SDK (about 20 MB
 * each), is imported on its first call rather than when the server starts,
 * so a newsroom pays only for the provider it uses. A failed import rejects
 * that call with the import's own error, which the routes answer as any
 * other unexpected error, and is tried again on the next call.
 * @example
 * const stripe = lazyProvider('stripe', stripeMethods, async () =>
 *   (await import('./stripe/stripe-adapter.ts')).createStripeAdapter(options),
 * );
 */
export function lazyProvider(
  name: ProviderName,
  methods: readonly PaymentMethod[],
  load: () => Promise<PaymentProvider>,
): PaymentProvider {
  const adapter = loadOnce(load);
  return {
    name,
    methods,
    startFlow: async (input) => (await adapter()).startFlow(input),
    completeFlow: async (input) => (await adapter()).completeFlow(input),
    createContribution: async (input) => (await adapter()).createContribution(input),
    updateContribution: async (input) => (await adapter()).updateContribution(input),
    cancelContribution: async (input) => (await adapter()).cancelContribution(input),
    changePaymentMethod: async (input) => (await adapter()).changePaymentMethod(input),
    takeOneOffPayment: async (input) => (await adapter()).takeOneOffPayment(input),
    listPayments: async (input) => (await adapter()).listPayments(input),
    parseWebhook: async (input) => (await adapter()).parseWebhook(input),
    findRunningSubscriptions: async (input) => (await adapter()).findRunningSubscriptions(input),
  };
}
