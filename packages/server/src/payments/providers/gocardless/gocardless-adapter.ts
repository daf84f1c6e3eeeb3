import gocardless, { Environments } from 'gocardless-nodejs';
import { positiveCents } from '../money.ts';
import { goCardlessMethods } from '../payment-methods.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import type { GoCardlessProviderOptions } from './create-gocardless-provider.ts';
import { runGoCardless, type GoCardlessOperation } from './gocardless-context.ts';
import { goCardlessCurrency } from './gocardless-currency.ts';
import {
  changeGoCardlessPaymentMethod,
  createGoCardlessContribution,
  updateGoCardlessContribution,
} from './gocardless-contribution.ts';
import { completeGoCardlessFlow, startGoCardlessFlow } from './gocardless-flow.ts';
import { listGoCardlessPayments, takeGoCardlessOneOffPayment } from './gocardless-payments.ts';
import { findGoCardlessRunningSubscriptions } from './gocardless-running.ts';
import { cancelGoCardlessContribution } from './gocardless-subscriptions.ts';
import { parseGoCardlessWebhook } from './gocardless-webhook.ts';

/**
 * The GoCardless adapter itself, on the SDK. Loaded on the provider's first
 * call (`createGoCardlessProvider`), so a server without GoCardless never
 * imports the SDK.
 */
export function createGoCardlessAdapter(options: GoCardlessProviderOptions): PaymentProvider {
  const environment = options.environment === 'live' ? Environments.Live : Environments.Sandbox;
  const client = gocardless(options.accessToken, environment, options.agent ? { proxy: { https: options.agent } } : {});
  const shared = {
    client,
    currency: goCardlessCurrency(options.currency),
    minimumPayment: positiveCents(options.minimumPayment ?? 1),
    now: options.now ?? (() => new Date()),
    timeoutMs: options.timeoutMs ?? 20_000,
  };
  const run = <T>(operation: string, flowId: string | null, work: Parameters<typeof runGoCardless<T>>[2]) => {
    const op: GoCardlessOperation = { operation, flowId };
    return runGoCardless(shared, op, work);
  };
  return {
    name: 'gocardless',
    methods: goCardlessMethods,
    startFlow: (input) => run('startFlow', input.flowId, (ctx) => startGoCardlessFlow(ctx, input)),
    completeFlow: (input) =>
      run('completeFlow', input.flowId, (ctx) =>
        completeGoCardlessFlow(ctx, input, { operation: 'completeFlow', flowId: input.flowId }),
      ),
    createContribution: (input) =>
      run('createContribution', input.flowId, (ctx) => createGoCardlessContribution(ctx, input)),
    updateContribution: (input) =>
      run('updateContribution', input.flowId, (ctx) =>
        updateGoCardlessContribution(ctx, input, { operation: 'updateContribution', flowId: input.flowId }),
      ),
    cancelContribution: ({ subscriptionId }) =>
      run('cancelContribution', null, (ctx) => cancelGoCardlessContribution(ctx, subscriptionId)),
    changePaymentMethod: (input) =>
      run('changePaymentMethod', input.flowId, (ctx) => changeGoCardlessPaymentMethod(ctx, input)),
    takeOneOffPayment: (input) =>
      run('takeOneOffPayment', input.flowId, (ctx) => takeGoCardlessOneOffPayment(ctx, input)),
    listPayments: ({ customerId }) => run('listPayments', null, (ctx) => listGoCardlessPayments(ctx, customerId)),
    parseWebhook: (input) =>
      run('parseWebhook', null, (ctx) => parseGoCardlessWebhook(ctx, options.webhookSecret, input)),
    findRunningSubscriptions: ({ customerId }) =>
      run('findRunningSubscriptions', null, (ctx) => findGoCardlessRunningSubscriptions(ctx, customerId)),
  };
}
