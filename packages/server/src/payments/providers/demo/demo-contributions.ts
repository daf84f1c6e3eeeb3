import type { Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import { positiveCents } from '../money.ts';
import type { ChangePaymentMethodInput, CreateContributionInput, ProviderContribution } from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import { demoId, demoRefusal, type DemoContext, type DemoOperation } from './demo-context.ts';
import { recordEvent } from './demo-events.ts';
import { chargeRenewal, lockSubscription, retryFailedRenewals } from './demo-renewals.ts';

/** The payment method, if it is the customer's: anything else is refused, as a provider refuses a foreign id. */
export async function customersMethod(trx: Kysely<Database>, customerId: string, paymentMethodId: string) {
  return trx
    .selectFrom('demo_payment_methods')
    .select(['id', 'declines'])
    .where('id', '=', paymentMethodId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/**
 * A subscription, once per flow id. The first period is charged at once and
 * the renewal is a period later; a `startDate` ahead makes that day the first
 * charge, left to the renewals.
 */
export async function createDemoContribution(
  ctx: DemoContext,
  input: CreateContributionInput,
  op: DemoOperation,
): Promise<ProviderContribution> {
  const amountCents = positiveCents(input.amount);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await customersMethod(trx, input.customerId, input.paymentMethodId))) {
      throw demoRefusal(op, providerFailure.refused, 'resource_missing');
    }
    const start = input.startDate && input.startDate > ctx.at ? input.startDate : ctx.at;
    const inserted = await trx
      .insertInto('demo_subscriptions')
      .values({
        id: demoId('sub'),
        flow_id: input.flowId,
        customer_id: input.customerId,
        payment_method_id: input.paymentMethodId,
        contact_id: input.contactId ?? null,
        amount_cents: amountCents,
        period: input.period,
        renewal_date: start,
      })
      .onConflict((conflict) => conflict.column('flow_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted && start <= ctx.at) await chargeRenewal(trx, ctx, inserted, ctx.at);
    const subscription = await trx
      .selectFrom('demo_subscriptions')
      .select(['id', 'renewal_date'])
      .where('flow_id', '=', input.flowId)
      .executeTakeFirstOrThrow();
    return { subscriptionId: subscription.id, renewalDate: subscription.renewal_date };
  });
}

/** No further charges, now. Unknown or already cancelled: done (as with Stripe). */
export async function cancelDemoContribution(ctx: DemoContext, subscriptionId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const subscription = await lockSubscription(trx, subscriptionId);
    if (!subscription || subscription.status !== 'active') return;
    await trx
      .updateTable('demo_subscriptions')
      .set({ status: 'cancelled', cancelled_at: ctx.at })
      .where('id', '=', subscription.id)
      .execute();
    await recordEvent(trx, ctx, {
      kind: 'subscription-cancelled',
      provider: 'demo',
      subscriptionId: subscription.id,
      customerId: subscription.customer_id,
      cancelledAt: ctx.at,
    });
  });
}

/**
 * The running contribution moves to the new method (and its customer).
 * Renewals that failed on the old method are charged again at once, as a
 * provider pays open invoices with a new card. A cancelled subscription is
 * not running: nothing moves (`subscriptionId` null).
 */
export async function changeDemoPaymentMethod(
  ctx: DemoContext,
  input: ChangePaymentMethodInput,
  op: DemoOperation,
): Promise<{ subscriptionId: string | null }> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await customersMethod(trx, input.customerId, input.paymentMethodId))) {
      throw demoRefusal(op, providerFailure.refused, 'resource_missing');
    }
    if (!input.subscriptionId) return { subscriptionId: null };
    const subscription = await lockSubscription(trx, input.subscriptionId);
    if (!subscription) throw demoRefusal(op, providerFailure.refused, 'resource_missing');
    if (subscription.status !== 'active') return { subscriptionId: null };
    await trx
      .updateTable('demo_subscriptions')
      .set({ customer_id: input.customerId, payment_method_id: input.paymentMethodId })
      .where('id', '=', subscription.id)
      .execute();
    await retryFailedRenewals(trx, ctx, subscription.id);
    return { subscriptionId: subscription.id };
  });
}
