import { ContributionPeriod, prorationAmount, type Cents } from '@masthead/core';
import type { Subscription } from 'gocardless-nodejs';
import { positiveCents } from '../money.ts';
import type {
  ChangePaymentMethodInput,
  CreateContributionInput,
  ProviderContribution,
  UpdateContributionInput,
  UpdatedContribution,
} from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import { fromDateOnly } from '../provider-dates.ts';
import { goCardlessRefusal, present, type GoCardlessContext, type GoCardlessOperation } from './gocardless-context.ts';
import { goCardlessCurrency } from './gocardless-currency.ts';
import {
  contributionOf,
  createSubscription,
  intervalUnits,
  isEnded,
  madeByFlow,
  replaceSubscription,
} from './gocardless-subscriptions.ts';

export async function createGoCardlessContribution(
  ctx: GoCardlessContext,
  input: CreateContributionInput,
): Promise<ProviderContribution> {
  const subscription = await createSubscription(ctx, {
    key: input.flowId,
    mandate: input.paymentMethodId,
    amount: positiveCents(input.amount),
    intervalUnit: intervalUnits[input.period],
    currency: ctx.currency,
    startDate: input.startDate ?? null,
    contactId: input.contactId ?? null,
  });
  return contributionOf(subscription);
}

/**
 * Same period: a prorated rise of an annual contribution is first taken as
 * a one-off payment, then the subscription gets the new amount for its next
 * charges, and the flow id as `masthead_update`, so a retry after a lost
 * answer sees the change made. New period: GoCardless cannot change a
 * subscription's interval, so the contribution moves to a new subscription
 * starting on the old one's next charge date.
 */
export async function updateGoCardlessContribution(
  ctx: GoCardlessContext,
  input: UpdateContributionInput,
  op: GoCardlessOperation,
): Promise<UpdatedContribution> {
  const amount = positiveCents(input.amount);
  const old = await ctx.call(() => ctx.client.subscriptions.find(input.subscriptionId));
  const intervalUnit = intervalUnits[input.period];
  if (old.interval_unit !== intervalUnit || isEnded(old)) {
    const moved = isEnded(old) ? await madeByFlow(ctx, present(old.links?.mandate, 'a mandate'), input.flowId) : null;
    if (isEnded(old) && !moved) throw goCardlessRefusal(op, providerFailure.refused, 'subscription_ended');
    const replaced = moved ?? (await replaceSubscription(ctx, old, { key: input.flowId, amount, intervalUnit }));
    return { ...contributionOf(replaced), prorationPaymentId: null };
  }
  const mandate = present(old.links?.mandate, 'a mandate');
  if (old.metadata?.masthead_update === input.flowId) {
    // An earlier try made this change and lost the answer: answer it again.
    const payment = input.prorate ? await prorationMadeBy(ctx, mandate, input.flowId) : null;
    return { ...contributionOf(old), prorationPaymentId: payment };
  }
  const prorationPaymentId = input.prorate ? await takeProration(ctx, old, amount, input) : null;
  const metadata = { ...old.metadata, masthead_update: input.flowId };
  const updated = await ctx.call(() => ctx.client.subscriptions.update(input.subscriptionId, { amount, metadata }));
  return { ...contributionOf(updated), prorationPaymentId };
}

async function prorationMadeBy(ctx: GoCardlessContext, mandate: string, flowId: string): Promise<string | null> {
  const { payments } = await ctx.call(() => ctx.client.payments.list({ mandate, limit: 100 }));
  return payments.find((payment) => payment.metadata?.masthead_flow === flowId)?.id ?? null;
}

/**
 * The one-off payment of a prorated rise, by core's rule for annual
 * contributions; a monthly contribution is never prorated (docs/product/rules.md,
 * "Text limits and other rules": proration only to annual ones), its new amount
 * starts at the next charge.
 */
async function takeProration(ctx: GoCardlessContext, old: Subscription, amount: Cents, input: UpdateContributionInput) {
  const next = old.upcoming_payments?.[0]?.charge_date;
  if (!next || input.period !== ContributionPeriod.Annually) return null;
  const currentAmount = present(old.amount, 'a subscription amount');
  const extra = prorationAmount({ currentAmount, newAmount: amount, renewalDate: fromDateOnly(next) }, ctx.now());
  if (extra < ctx.minimumPayment) return null;
  const payment = await ctx.call(() =>
    ctx.client.payments.create(
      {
        amount: extra,
        currency: goCardlessCurrency(present(old.currency, 'a currency')),
        links: { mandate: present(old.links?.mandate, 'a mandate') },
        description: 'Contribution change',
        metadata: { masthead_flow: input.flowId },
      },
      `${input.flowId}:proration`,
    ),
  );
  return present(payment.id, 'a payment id');
}

/** A mandate cannot be swapped on a subscription: the running one moves to a new subscription on the new mandate. */
export async function changeGoCardlessPaymentMethod(
  ctx: GoCardlessContext,
  input: ChangePaymentMethodInput,
): Promise<{ subscriptionId: string | null }> {
  const subscriptionId = input.subscriptionId;
  if (!subscriptionId) return { subscriptionId: null };
  const old = await ctx.call(() => ctx.client.subscriptions.find(subscriptionId));
  // Ended: either the member stopped it, or an earlier try of this flow already moved it.
  const moved = isEnded(old)
    ? await madeByFlow(ctx, input.paymentMethodId, input.flowId)
    : await replaceSubscription(ctx, old, { key: input.flowId, mandate: input.paymentMethodId });
  return { subscriptionId: moved?.id ?? null };
}
