import { ContributionPeriod } from '@masthead/core';
import { ApiError, InvalidStateError, type Subscription } from 'gocardless-nodejs';
import type { ProviderContribution } from '../payment-provider.ts';
import { fromDateOnly, toDateOnly } from '../provider-dates.ts';
import { present, type GoCardlessContext } from './gocardless-context.ts';
import { goCardlessCurrency } from './gocardless-currency.ts';

/** Masthead's contribution periods as GoCardless's interval units. */
export const intervalUnits = {
  [ContributionPeriod.Monthly]: 'monthly',
  [ContributionPeriod.Annually]: 'yearly',
} as const satisfies Record<ContributionPeriod, string>;
type IntervalUnit = (typeof intervalUnits)[ContributionPeriod];

export interface NewSubscription {
  /** The flow id: keys the request and is kept as metadata, so a retry can find what it made. */
  key: string;
  mandate: string;
  amount: number;
  intervalUnit: IntervalUnit;
  currency: string;
  startDate: Date | null;
  contactId?: string | null;
}

/** A subscription on the mandate; a start date earlier than the mandate's first possible charge date moves to it. */
export async function createSubscription(ctx: GoCardlessContext, wanted: NewSubscription): Promise<Subscription> {
  const startDate = wanted.startDate ? await chargeableFrom(ctx, wanted.mandate, wanted.startDate) : null;
  const metadata = { masthead_flow: wanted.key, ...(wanted.contactId ? { masthead_contact: wanted.contactId } : {}) };
  return ctx.call(() =>
    ctx.client.subscriptions.create(
      {
        amount: wanted.amount,
        currency: goCardlessCurrency(wanted.currency),
        interval_unit: wanted.intervalUnit,
        links: { mandate: wanted.mandate },
        ...(startDate ? { start_date: startDate } : {}),
        metadata,
      },
      `${wanted.key}:subscription`,
    ),
  );
}

async function chargeableFrom(ctx: GoCardlessContext, mandateId: string, wanted: Date): Promise<string> {
  const mandate = await ctx.call(() => ctx.client.mandates.find(mandateId));
  const day = toDateOnly(wanted);
  const first = mandate.next_possible_charge_date;
  return first && first > day ? first : day;
}

/**
 * Moves a running subscription: a new one (other mandate, amount or
 * interval) from the old one's next charge date, then the old one
 * cancelled. The new one is made first, so a failure never leaves the
 * member without a contribution; a retry with the same key finds it again.
 */
export async function replaceSubscription(
  ctx: GoCardlessContext,
  old: Subscription,
  change: { key: string; mandate?: string; amount?: number; intervalUnit?: IntervalUnit },
): Promise<Subscription> {
  const next = old.upcoming_payments?.[0]?.charge_date;
  const created = await createSubscription(ctx, {
    key: change.key,
    mandate: change.mandate ?? present(old.links?.mandate, 'a mandate'),
    amount: change.amount ?? present(old.amount, 'an amount'),
    intervalUnit: change.intervalUnit ?? (old.interval_unit === 'yearly' ? 'yearly' : 'monthly'),
    currency: present(old.currency, 'a currency'),
    startDate: next ? fromDateOnly(next) : ctx.now(),
    contactId: old.metadata?.masthead_contact ?? null,
  });
  await cancelGoCardlessContribution(ctx, present(old.id, 'a subscription id'));
  return created;
}

/** The subscription an earlier try of this flow made on the mandate, if any. */
export async function madeByFlow(ctx: GoCardlessContext, mandate: string, key: string): Promise<Subscription | null> {
  const { subscriptions } = await ctx.call(() => ctx.client.subscriptions.list({ mandate, limit: 100 }));
  return subscriptions.find((subscription) => subscription.metadata?.masthead_flow === key) ?? null;
}

/** Cancels now; a subscription already cancelled, finished or unknown counts as done. */
export async function cancelGoCardlessContribution(ctx: GoCardlessContext, subscriptionId: string): Promise<void> {
  try {
    await ctx.call(() => ctx.client.subscriptions.cancel(subscriptionId, {}));
  } catch (error) {
    if (error instanceof ApiError && Number(error.code) === 404) return;
    if (!(error instanceof InvalidStateError)) throw error;
    const { status } = await ctx.call(() => ctx.client.subscriptions.find(subscriptionId));
    if (status !== 'cancelled' && status !== 'finished') throw error;
  }
}

export function isEnded(subscription: Subscription): boolean {
  return subscription.status === 'cancelled' || subscription.status === 'finished';
}

export function contributionOf(subscription: Subscription): ProviderContribution {
  const next = subscription.upcoming_payments?.[0]?.charge_date;
  return {
    subscriptionId: present(subscription.id, 'a subscription id'),
    renewalDate: next ? fromDateOnly(next) : null,
  };
}
