import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import type { ProviderEvent } from '../provider-events.ts';
import type { DemoContext } from './demo-context.ts';
import type { DemoDelivery } from './demo-events.ts';
import { chargeRenewal, lockSubscription, renewIfDue, retryFailedRenewals } from './demo-renewals.ts';

/** Whose payments a simulation is about: Masthead's contact email, or the demo customer id. */
export type DemoTarget = { contactEmail: string } | { customerId: string };

/** What `fail` and `retry` did: the customers the target named (none: nobody matched) and the events delivered. */
export interface DemoSimulationResult {
  customerIds: string[];
  events: ProviderEvent[];
}

/**
 * What a real provider does on its own, on request (`npm run payments`).
 * Each run delivers its events before it resolves and is idempotent: run
 * again at the same `now`, it charges nothing and delivers nothing new.
 */
export interface DemoSimulation {
  /**
   * Charges every active subscription whose renewal date is at or before
   * `now`, on that date, one period at a time (a catch-up after months
   * charges each month), and moves its renewal date a period on.
   */
  renew(now: Date): Promise<ProviderEvent[]>;
  /**
   * The customer's payment methods decline from now on, and their
   * subscription's next renewal is tried at once, failing: a `failed`
   * payment now. Later renewals and one-off payments fail too, until `retry`
   * or a new payment method.
   */
  fail(target: DemoTarget, now: Date): Promise<DemoSimulationResult>;
  /** The customer's payment methods work again, and their failed renewals are charged again now, successfully. */
  retry(target: DemoTarget, now: Date): Promise<DemoSimulationResult>;
}

async function customersOf(db: Kysely<Database>, target: DemoTarget): Promise<string[]> {
  if ('customerId' in target) {
    const row = await db.selectFrom('demo_customers').select('id').where('id', '=', target.customerId).execute();
    return row.map(({ id }) => id);
  }
  // The checkout's email, or the email of the contact the subscription was made for (it may have changed since).
  const { rows } = await sql<{ id: string }>`
    select id from demo_customers where lower(email) = lower(${target.contactEmail})
    union
    select s.customer_id from demo_subscriptions s join contacts c on c.id::text = s.contact_id
    where lower(c.email) = lower(${target.contactEmail})
    order by 1`.execute(db);
  return rows.map(({ id }) => id);
}

function activeSubscriptions(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('demo_subscriptions')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .execute();
}

export function createDemoSimulation(
  db: Kysely<Database>,
  currency: () => Promise<string>,
  delivery: DemoDelivery,
): DemoSimulation {
  const context = async (at: Date): Promise<DemoContext> => ({ db, currency: await currency(), at, recorded: [] });

  const forCustomers = async (
    target: DemoTarget,
    now: Date,
    work: (trx: Kysely<Database>, ctx: DemoContext, customerId: string) => Promise<void>,
  ): Promise<DemoSimulationResult> => {
    const ctx = await context(now);
    const customerIds = await customersOf(db, target);
    for (const customerId of customerIds) {
      await db.transaction().execute((trx) => work(trx, ctx, customerId));
    }
    await delivery.flush();
    return { customerIds, events: ctx.recorded };
  };

  return {
    async renew(now) {
      const ctx = await context(now);
      const due = await db
        .selectFrom('demo_subscriptions')
        .select('id')
        .where('status', '=', 'active')
        .where('renewal_date', '<=', now)
        .orderBy('renewal_date')
        .orderBy('id')
        .execute();
      for (const { id } of due) await db.transaction().execute((trx) => renewIfDue(trx, ctx, id));
      await delivery.flush();
      return ctx.recorded;
    },

    fail: (target, now) =>
      forCustomers(target, now, async (trx, ctx, customerId) => {
        await trx
          .updateTable('demo_payment_methods')
          .set({ declines: true })
          .where('customer_id', '=', customerId)
          .execute();
        for (const { id } of await activeSubscriptions(trx, customerId)) {
          const subscription = await lockSubscription(trx, id);
          if (subscription?.status === 'active') await chargeRenewal(trx, ctx, subscription, now);
        }
      }),

    retry: (target, now) =>
      forCustomers(target, now, async (trx, ctx, customerId) => {
        await trx
          .updateTable('demo_payment_methods')
          .set({ declines: false })
          .where('customer_id', '=', customerId)
          .execute();
        for (const { id } of await activeSubscriptions(trx, customerId)) await retryFailedRenewals(trx, ctx, id);
      }),
  };
}
