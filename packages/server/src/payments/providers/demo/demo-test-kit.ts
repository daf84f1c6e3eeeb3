/**
 * Test setup for the demo provider: a fresh migrated database, a provider
 * on a clock the test moves, and the events it delivered.
 * @example const kit = await demoKit(t); const done = await paidFlow(kit, { flowId: 'f1' });
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { PaymentMethod } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { MastheadDatabase } from '../../../kernel/db/create-database.ts';
import type { Database } from '../../../kernel/db/database.ts';
import { createTestDatabase, defer } from '../../../test-helper.ts';
import type { CompletedFlow } from '../payment-provider.ts';
import { PaymentProviderError, type ProviderFailure } from '../provider-errors.ts';
import type { ProviderEvent } from '../provider-events.ts';
import { createDemoProvider, type DemoProvider, type DemoProviderOptions } from './create-demo-provider.ts';

export const start = new Date('2026-03-15T10:00:00.000Z');

export interface DemoKit {
  database: MastheadDatabase;
  provider: DemoProvider;
  /** Every event delivered so far, in order. */
  delivered: ProviderEvent[];
  /** Moves the provider's clock. */
  setNow(date: Date): void;
  /** Another provider (another app server) on the same database, with its own sink. */
  second(): { provider: DemoProvider; delivered: ProviderEvent[] };
}

export async function demoKit(t: TestContext, options: Partial<DemoProviderOptions> = {}): Promise<DemoKit> {
  const database = await createTestDatabase(t);
  let now = start;
  const make = () => {
    const delivered: ProviderEvent[] = [];
    const provider = createDemoProvider({
      db: database.db,
      now: () => now,
      deliver: async (events) => void delivered.push(...events),
      ...options,
    });
    // Deliveries end before the database closes.
    defer(t, () => provider.idle());
    return { provider, delivered };
  };
  const first = make();
  return { database, ...first, setNow: (date) => void (now = date), second: make };
}

export interface PaidFlow {
  flowId: string;
  method?: PaymentMethod;
  email?: string;
  firstname?: string | null;
  lastname?: string | null;
  customerId?: string;
}

/** Starts a flow, pays its checkout as the member would, and completes it. */
export async function paidFlow(provider: DemoProvider, flow: PaidFlow): Promise<CompletedFlow> {
  const started = await provider.startFlow({
    flowId: flow.flowId,
    method: flow.method ?? 's_card',
    completeUrl: 'http://localhost:3000/join/complete',
    email: flow.email ?? 'mo@example.org',
    firstname: flow.firstname ?? 'Mo',
    lastname: flow.lastname ?? 'Member',
    customerId: flow.customerId ?? null,
  });
  await provider.checkout.decide(started.providerFlowId, 'succeed');
  return provider.completeFlow({ flowId: flow.flowId, providerFlowId: started.providerFlowId });
}

/** A contributing member: a paid flow and a subscription made from it. */
export async function contributor(
  provider: DemoProvider,
  flow: PaidFlow & { amount?: number; period?: 'monthly' | 'annually' },
) {
  const done = await paidFlow(provider, flow);
  const contribution = await provider.createContribution({
    flowId: flow.flowId,
    customerId: done.customerId,
    paymentMethodId: done.paymentMethodId,
    amount: flow.amount ?? 5,
    period: flow.period ?? 'monthly',
  });
  await provider.idle();
  return { ...done, ...contribution };
}

/**
 * An open demo checkout made straight in the database, for suites that need
 * a checkout id to call the checkout routes with.
 */
export async function openDemoCheckout(db: Kysely<Database>, flowId: string): Promise<string> {
  const provider = createDemoProvider({ db, deliver: async () => {} });
  const started = await provider.startFlow({
    flowId,
    method: 's_card',
    completeUrl: 'http://localhost:3000/join/complete',
    email: 'mo@example.org',
  });
  return started.providerFlowId;
}

/**
 * A check for `assert.rejects`: a `PaymentProviderError` of the demo with
 * these facts.
 * @example await assert.rejects(call, refusedAs({ operation: 'completeFlow', flowId: 'f', reason: 'incomplete', providerCode: 'checkout_open' }))
 */
export function refusedAs(expected: {
  operation: string;
  flowId: string | null;
  reason: ProviderFailure;
  providerCode: string;
}) {
  return (error: unknown) => {
    assert.ok(error instanceof PaymentProviderError, String(error));
    const { operation, flowId, reason, providerCode, provider } = error;
    assert.deepEqual({ provider, operation, flowId, reason, providerCode }, { provider: 'demo', ...expected });
    return true;
  };
}
