import type { TestContext } from 'node:test';
import type { PaymentMethod } from '@masthead/core';
import type { CompletedFlow, PaymentProvider } from '../payment-provider.ts';
import { createStripeProvider, type StripeProviderOptions } from '../stripe/create-stripe-provider.ts';
import { createGoCardlessProvider, type GoCardlessProviderOptions } from '../gocardless/create-gocardless-provider.ts';
import { startGoCardlessDouble, type GoCardlessDouble } from './gocardless-double.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

/** A provider and the double it talks to, as the kits below answer them. */
export type ProviderKit = { provider: PaymentProvider } & ({ stripe: StripeDouble } | { gc: GoCardlessDouble });

/** The flow a test member goes through; the method is the provider's first unless named. */
export interface MemberFlow {
  flowId: string;
  method?: PaymentMethod;
  customerId?: string;
}

/**
 * A Stripe double and a Stripe provider pointed at it; both closed when the
 * test ends.
 * @example const { stripe, provider } = await stripeKit(t);
 */
export async function stripeKit(t: TestContext, options: Partial<StripeProviderOptions> = {}) {
  const stripe = await startStripeDouble({ ...(options.now ? { now: options.now } : {}) });
  t.after(() => stripe.close());
  const provider = createStripeProvider({ ...stripe.providerOptions, ...options });
  return { stripe, provider };
}

/**
 * A GoCardless double and a GoCardless provider pointed at it; both closed
 * when the test ends.
 * @example const { gc, provider } = await goCardlessKit(t);
 */
export async function goCardlessKit(t: TestContext, options: Partial<GoCardlessProviderOptions> = {}) {
  const gc = await startGoCardlessDouble({ ...(options.now ? { now: options.now } : {}) });
  t.after(() => gc.close());
  const provider = createGoCardlessProvider({ ...gc.providerOptions, ...options });
  return { gc, provider };
}

/**
 * Starts a flow, does the member's part on the double (Stripe.js confirming
 * the SetupIntent, or GoCardless's hosted pages) and completes the flow.
 * @example const next = await completedFlow(kit, { flowId: 'pm-1', method: 's_sepa', customerId });
 */
export async function completedFlow(kit: ProviderKit, flow: MemberFlow): Promise<CompletedFlow> {
  const { provider } = kit;
  const method = flow.method ?? provider.methods[0];
  if (!method) throw new Error(`${provider.name} serves no method`);
  const started = await provider.startFlow({ completeUrl: 'https://x.example', email: 'a@b.c', ...flow, method });
  if ('stripe' in kit) kit.stripe.completeCheckout(started.providerFlowId);
  else kit.gc.confirmRedirectFlow(started.providerFlowId);
  return provider.completeFlow({ flowId: flow.flowId, providerFlowId: started.providerFlowId });
}

/**
 * The kit with a member who completed a flow (`done`: ready to charge); the
 * double's requests so far are forgotten, so a test sees only its own.
 * @example const { stripe, provider, done } = await withMember(await stripeKit(t), { flowId: 'join' });
 */
export async function withMember<Kit extends ProviderKit>(kit: Kit, flow: MemberFlow = { flowId: 'f' }) {
  const done = await completedFlow(kit, flow);
  ('stripe' in kit ? kit.stripe : kit.gc).requests.length = 0;
  return { ...kit, done };
}
