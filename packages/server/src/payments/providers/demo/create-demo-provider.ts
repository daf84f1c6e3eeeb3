import { paymentMethods } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { InvalidWebhookError } from '../provider-errors.ts';
import type { DemoContext, DemoOperation } from './demo-context.ts';
import { createDemoCheckout, type DemoCheckout } from './demo-checkout.ts';
import { cancelDemoContribution, changeDemoPaymentMethod, createDemoContribution } from './demo-contributions.ts';
import { createDemoDelivery, type DemoEventSink } from './demo-events.ts';
import { completeDemoFlow, startDemoFlow } from './demo-flows.ts';
import { listDemoPayments, takeDemoOneOffPayment } from './demo-payments.ts';
import { createDemoSimulation, type DemoSimulation } from './demo-simulate.ts';
import { updateDemoContribution } from './demo-update.ts';

export interface DemoProviderOptions {
  db: Kysely<Database>;
  /** Masthead's handler of provider events: the demo's webhook. */
  deliver: DemoEventSink;
  now?: () => Date;
  /**
   * ISO 4217 code of the payments, or how to read it when charging (general
   * settings' `currencyCode`, which an admin may change); `gbp` by default.
   */
  currency?: string | (() => Promise<string>);
  /** The app's public address (SITE_URL), for checkout links that work from a newsroom's page; else site paths. */
  appUrl?: string | null;
  /** Told when events could not be delivered in the background; they stay undelivered and go with the next delivery. */
  onDeliveryError?: (error: unknown) => void;
}

/** The demo provider: every method of `PaymentProvider`, and what only the demo has. */
export interface DemoProvider extends PaymentProvider {
  /** The demo checkout page's calls (`GET`/`POST demo-checkout/{id}`). */
  readonly checkout: DemoCheckout;
  /** Renewals and failed payments on request (`npm run payments`). */
  readonly simulate: DemoSimulation;
  /** Resolves once the event deliveries started so far have ended (before closing the database). */
  idle(): Promise<void>;
}

const reportDeliveryError = (error: unknown) => {
  console.error('Demo payments: delivering events failed; they will go with the next delivery.', error);
};

/**
 * Masthead's own stand-in for a payment provider, the default when no
 * provider keys are set: a checkout page served by the app (marked "Demo —
 * no money moves") that the member pays or declines, charges that always
 * succeed unless a simulation says otherwise, and events handed straight to
 * `deliver` after each change, as webhooks would arrive. Its state is in
 * the database (`demo_*` tables), so app servers and scripts agree.
 * @example
 * const demo = createDemoProvider({ db, deliver: (events) => contributions.apply(events) });
 * const flow = await demo.startFlow({ flowId, method: 's_card', completeUrl, email });
 * // flow.params.redirectUrl: /demo-checkout/demo_flow_…?return=…
 */
export function createDemoProvider(options: DemoProviderOptions): DemoProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const setting = options.currency ?? 'gbp';
  const currency = async () => (typeof setting === 'string' ? setting : await setting()).toLowerCase();
  const appUrl = options.appUrl ?? null;
  const delivery = createDemoDelivery(db, options.deliver, options.onDeliveryError ?? reportDeliveryError);

  /** Runs one operation on the clock's current time; its events go out after it. */
  const run = async <T>(
    operation: string,
    flowId: string | null,
    work: (ctx: DemoContext, op: DemoOperation) => Promise<T>,
  ) => {
    const ctx: DemoContext = { db, currency: await currency(), at: now(), recorded: [] };
    const result = await work(ctx, { operation, flowId });
    if (ctx.recorded.length > 0) delivery.soon();
    return result;
  };

  return {
    name: 'demo',
    methods: paymentMethods,
    checkout: createDemoCheckout(db, now),
    simulate: createDemoSimulation(db, currency, delivery),
    idle: () => delivery.idle(),
    startFlow: (input) => run('startFlow', input.flowId, (ctx, op) => startDemoFlow(ctx, appUrl, input, op)),
    completeFlow: (input) => run('completeFlow', input.flowId, (ctx, op) => completeDemoFlow(ctx, input, op)),
    createContribution: (input) =>
      run('createContribution', input.flowId, (ctx, op) => createDemoContribution(ctx, input, op)),
    updateContribution: (input) =>
      run('updateContribution', input.flowId, (ctx, op) => updateDemoContribution(ctx, input, op)),
    cancelContribution: ({ subscriptionId }) =>
      run('cancelContribution', null, (ctx) => cancelDemoContribution(ctx, subscriptionId)),
    changePaymentMethod: (input) =>
      run('changePaymentMethod', input.flowId, (ctx, op) => changeDemoPaymentMethod(ctx, input, op)),
    takeOneOffPayment: (input) =>
      run('takeOneOffPayment', input.flowId, (ctx, op) => takeDemoOneOffPayment(ctx, input, op)),
    listPayments: ({ customerId }) => run('listPayments', null, (ctx) => listDemoPayments(ctx, customerId)),
    // The demo sends no webhooks: whatever arrives at a webhook route is not from it.
    parseWebhook: async () => {
      throw new InvalidWebhookError('demo', 'bad-signature');
    },
    // The demo runs no subscription made elsewhere: a customer from another system has none to adopt here.
    findRunningSubscriptions: async () => [],
  };
}
