import { ContributionPeriod, prorationAmount } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../kernel/db/database.ts';
import { positiveCents } from '../money.ts';
import type { UpdateContributionInput, UpdatedContribution } from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import { demoRefusal, type DemoContext, type DemoOperation } from './demo-context.ts';
import { takeCharge } from './demo-charges.ts';
import { lockSubscription, type DemoSubscriptionRow } from './demo-renewals.ts';

/**
 * A new amount or period. A prorated rise of an annual contribution charges
 * core's `prorationAmount` now and bills the new amount from then on;
 * anything else (a monthly contribution, a lower amount, a new period)
 * applies from the renewal date, as with GoCardless. Once per flow id.
 */
export async function updateDemoContribution(
  ctx: DemoContext,
  input: UpdateContributionInput,
  op: DemoOperation,
): Promise<UpdatedContribution> {
  const amountCents = positiveCents(input.amount);
  const prorationKey = `${input.flowId}:proration`;
  return ctx.db.transaction().execute(async (trx) => {
    const subscription = await lockSubscription(trx, input.subscriptionId);
    if (!subscription) throw demoRefusal(op, providerFailure.refused, 'resource_missing');
    const answer = (prorationPaymentId: string | null) => ({
      subscriptionId: subscription.id,
      renewalDate: subscription.renewal_date,
      prorationPaymentId,
    });
    if (subscription.last_update_flow_id === input.flowId) {
      // An earlier try made this change: answer it again.
      const payment = await trx
        .selectFrom('demo_payments')
        .select('id')
        .where('charge_key', '=', prorationKey)
        .executeTakeFirst();
      return answer(payment?.id ?? null);
    }
    if (subscription.status !== 'active') throw demoRefusal(op, providerFailure.refused, 'subscription_ended');

    const samePeriod = input.period === subscription.period;
    const prorated =
      samePeriod &&
      input.prorate &&
      input.period === ContributionPeriod.Annually &&
      amountCents > subscription.amount_cents;
    const prorationPaymentId = prorated ? await takeProration(trx, ctx, subscription, amountCents, prorationKey) : null;
    const waits = !prorated && (!samePeriod || amountCents !== subscription.amount_cents);
    await trx
      .updateTable('demo_subscriptions')
      .set({
        ...(prorated ? { amount_cents: amountCents } : {}),
        next_amount_cents: waits ? amountCents : null,
        next_period: samePeriod ? null : input.period,
        last_update_flow_id: input.flowId,
      })
      .where('id', '=', subscription.id)
      .execute();
    return answer(prorationPaymentId);
  });
}

/** The one-off payment of the rise for the rest of the paid year, if there is anything to pay. */
async function takeProration(
  trx: Kysely<Database>,
  ctx: DemoContext,
  subscription: DemoSubscriptionRow,
  amountCents: number,
  key: string,
): Promise<string | null> {
  const extra = prorationAmount(
    { currentAmount: subscription.amount_cents, newAmount: amountCents, renewalDate: subscription.renewal_date },
    ctx.at,
  );
  if (extra === 0) return null;
  const { payment } = await takeCharge(trx, ctx, {
    key,
    kind: 'proration',
    customerId: subscription.customer_id,
    subscriptionId: subscription.id,
    paymentMethodId: subscription.payment_method_id,
    amountCents: extra,
    description: 'Contribution change',
    chargeDate: ctx.at,
    periodEnd: null,
  });
  return payment.id;
}
