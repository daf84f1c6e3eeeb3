import { ContributionPeriod, type Cents } from '@masthead/core';
import Stripe from 'stripe';
import { positiveCents } from '../money.ts';
import type {
  ChangePaymentMethodInput,
  CreateContributionInput,
  ProviderContribution,
  UpdateContributionInput,
  UpdatedContribution,
} from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import { fromUnixSeconds, toUnixSeconds } from '../provider-dates.ts';
import type { StripeContext } from './stripe-context.ts';
import { idOf, stripeRefusal, type StripeOperation } from './stripe-errors.ts';

/** Masthead's contribution periods as Stripe's price intervals. */
const intervals = {
  [ContributionPeriod.Monthly]: 'month',
  [ContributionPeriod.Annually]: 'year',
} as const satisfies Record<ContributionPeriod, string>;

/**
 * A subscription of one item, its price made inline on the contribution
 * product. `startDate` in the future becomes a trial ending then, so the
 * first charge falls on that day.
 */
export async function createStripeContribution(
  ctx: StripeContext,
  input: CreateContributionInput,
): Promise<ProviderContribution> {
  const unitAmount = positiveCents(input.amount); // a bad amount throws before anything is asked of Stripe
  const product = await ctx.product();
  const startsLater = input.startDate && input.startDate > ctx.now();
  const subscription = await ctx.stripe.subscriptions.create(
    {
      customer: input.customerId,
      default_payment_method: input.paymentMethodId,
      items: [{ price_data: priceData(ctx.currency, product, unitAmount, input.period) }],
      off_session: true,
      payment_behavior: 'allow_incomplete',
      ...(startsLater && input.startDate ? { trial_end: toUnixSeconds(input.startDate) } : {}),
      ...(input.contactId ? { metadata: { masthead_contact: input.contactId } } : {}),
    },
    { idempotencyKey: `${input.flowId}:subscription` },
  );
  return contributionOf(subscription);
}

/**
 * Same period: the item gets the new price, without proration (from the
 * renewal) or, for a rise, with Stripe's proration invoiced at once
 * (`always_invoice`). New period: the new price starts at the current
 * period's end, by a trial up to then, so nothing is charged twice. The
 * subscription keeps the flow id (`masthead_update`), so a retry after a
 * lost answer sees the change made and answers it again.
 */
export async function updateStripeContribution(
  ctx: StripeContext,
  input: UpdateContributionInput,
  op: StripeOperation,
): Promise<UpdatedContribution> {
  const unitAmount = positiveCents(input.amount);
  const before = await ctx.stripe.subscriptions.retrieve(input.subscriptionId, { expand: ['latest_invoice'] });
  if (before.metadata?.masthead_update === input.flowId) {
    return { ...contributionOf(before), prorationPaymentId: input.prorate ? prorationInvoice(before) : null };
  }
  const item = before.items.data[0];
  if (!item) throw stripeRefusal(op, providerFailure.refused, 'subscription_without_items');
  const product = idOf(item.price.product) ?? (await ctx.product());
  const newPeriod = item.price.recurring?.interval !== intervals[input.period];
  // Only a rise is prorated: a lower amount starts at the renewal, never as a credit.
  const prorate = input.prorate && !newPeriod && unitAmount > (item.price.unit_amount ?? 0);
  const after = await ctx.stripe.subscriptions.update(
    input.subscriptionId,
    {
      items: [{ id: item.id, price_data: priceData(before.currency, product, unitAmount, input.period) }],
      proration_behavior: prorate ? 'always_invoice' : 'none',
      ...(newPeriod ? { trial_end: item.current_period_end } : {}),
      metadata: { masthead_update: input.flowId },
    },
    { idempotencyKey: `${input.flowId}:update` },
  );
  const invoiceId = idOf(after.latest_invoice);
  const prorationPaymentId = prorate && invoiceId !== idOf(before.latest_invoice) ? invoiceId : null;
  return { ...contributionOf(after), prorationPaymentId };
}

/** The invoice an applied prorated change left as the latest one. */
function prorationInvoice(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  return typeof invoice === 'object' && invoice?.billing_reason === 'subscription_update' ? invoice.id : null;
}

/** Cancels now; a subscription already cancelled, or gone, counts as done. */
export async function cancelStripeContribution(ctx: StripeContext, subscriptionId: string): Promise<void> {
  try {
    await ctx.stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    if (!(await isCancelled(ctx.stripe, subscriptionId))) throw error;
  }
}

async function isCancelled(stripe: Stripe, subscriptionId: string): Promise<boolean> {
  try {
    const { status } = await stripe.subscriptions.retrieve(subscriptionId);
    return status === 'canceled' || status === 'incomplete_expired';
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return true;
    throw error;
  }
}

/** The new method becomes the customer's default and the subscription's. */
export async function changeStripePaymentMethod(
  ctx: StripeContext,
  input: ChangePaymentMethodInput,
): Promise<{ subscriptionId: string | null }> {
  await ctx.stripe.customers.update(
    input.customerId,
    { invoice_settings: { default_payment_method: input.paymentMethodId } },
    { idempotencyKey: `${input.flowId}:customer-method` },
  );
  if (input.subscriptionId) {
    await ctx.stripe.subscriptions.update(
      input.subscriptionId,
      { default_payment_method: input.paymentMethodId },
      { idempotencyKey: `${input.flowId}:subscription-method` },
    );
  }
  return { subscriptionId: input.subscriptionId };
}

function priceData(currency: string, product: string, unitAmount: Cents, period: ContributionPeriod) {
  return { currency, product, recurring: { interval: intervals[period] }, unit_amount: unitAmount };
}

function contributionOf(subscription: Stripe.Subscription): ProviderContribution {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return { subscriptionId: subscription.id, renewalDate: periodEnd ? fromUnixSeconds(periodEnd) : null };
}
