import { PaymentStatus } from '@masthead/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DemoSubscriptionsTable } from '../../../kernel/db/database.ts';
import { addPeriod } from '../provider-dates.ts';
import type { DemoContext } from './demo-context.ts';
import { recordPaymentEvent, renewalKey, takeCharge, type DemoPaymentRow } from './demo-charges.ts';

export type DemoSubscriptionRow = Selectable<DemoSubscriptionsTable>;

/** The subscription, locked until the transaction ends, so two servers never renew it at once. */
export function lockSubscription(trx: Kysely<Database>, id: string): Promise<DemoSubscriptionRow | undefined> {
  return trx.selectFrom('demo_subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Charges the renewal due on the subscription's renewal date, once per date.
 * A change waiting for the renewal (`next_*`) applies from this charge on,
 * as a provider's scheduled price change does; a successful charge pays one
 * period from the renewal date and moves the renewal date there, a failed
 * one leaves it due until the charge is retried.
 */
export async function chargeRenewal(
  trx: Kysely<Database>,
  ctx: DemoContext,
  subscription: DemoSubscriptionRow,
  chargeDate: Date,
): Promise<{ payment: DemoPaymentRow; created: boolean }> {
  const amountCents = subscription.next_amount_cents ?? subscription.amount_cents;
  const period = subscription.next_period ?? subscription.period;
  const periodEnd = addPeriod(subscription.renewal_date, period);
  const result = await takeCharge(trx, ctx, {
    key: renewalKey(subscription.id, subscription.renewal_date),
    kind: 'renewal',
    customerId: subscription.customer_id,
    subscriptionId: subscription.id,
    paymentMethodId: subscription.payment_method_id,
    amountCents,
    description: null,
    chargeDate,
    periodEnd,
  });
  if (result.created) {
    const paid = result.payment.status === PaymentStatus.Successful;
    await trx
      .updateTable('demo_subscriptions')
      .set({
        amount_cents: amountCents,
        period,
        next_amount_cents: null,
        next_period: null,
        ...(paid ? { renewal_date: periodEnd } : {}),
      })
      .where('id', '=', subscription.id)
      .execute();
  }
  return result;
}

/** Most periods one run charges for one subscription: a demo left alone for years catches up in steps. */
const catchUpLimit = 240;

/**
 * Charges each renewal of an active subscription that is due by `ctx.at`,
 * on its renewal date, oldest first, until one fails or was tried before.
 */
export async function renewIfDue(trx: Kysely<Database>, ctx: DemoContext, subscriptionId: string): Promise<void> {
  for (let step = 0; step < catchUpLimit; step += 1) {
    const subscription = await lockSubscription(trx, subscriptionId);
    if (!subscription || subscription.status !== 'active' || subscription.renewal_date > ctx.at) return;
    const { payment, created } = await chargeRenewal(trx, ctx, subscription, subscription.renewal_date);
    if (!created || payment.status !== PaymentStatus.Successful) return;
  }
}

/**
 * Charges the failed renewals of an active subscription again, now, to its
 * current payment method, unless that declines too. Each payment turns
 * successful under its own id (a provider retries the same invoice) and the
 * renewal date moves past the period it pays.
 */
export async function retryFailedRenewals(trx: Kysely<Database>, ctx: DemoContext, subscriptionId: string) {
  const subscription = await lockSubscription(trx, subscriptionId);
  if (!subscription || subscription.status !== 'active') return;
  const method = await trx
    .selectFrom('demo_payment_methods')
    .select('declines')
    .where('id', '=', subscription.payment_method_id)
    .executeTakeFirstOrThrow();
  if (method.declines) return;
  const failed = await trx
    .selectFrom('demo_payments')
    .selectAll()
    .where('subscription_id', '=', subscription.id)
    .where('kind', '=', 'renewal')
    .where('status', '=', PaymentStatus.Failed)
    .orderBy('charge_date')
    .orderBy('id')
    .execute();
  let renewalDate = subscription.renewal_date;
  for (const payment of failed) {
    const paid = await trx
      .updateTable('demo_payments')
      .set({ status: PaymentStatus.Successful, charge_date: ctx.at, payment_method_id: subscription.payment_method_id })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPaymentEvent(trx, ctx, paid);
    if (paid.period_end && paid.period_end > renewalDate) renewalDate = paid.period_end;
  }
  if (renewalDate !== subscription.renewal_date) {
    await trx
      .updateTable('demo_subscriptions')
      .set({ renewal_date: renewalDate })
      .where('id', '=', subscription.id)
      .execute();
  }
}
