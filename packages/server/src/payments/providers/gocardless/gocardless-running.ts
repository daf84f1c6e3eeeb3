import { ContributionPeriod, fromCents, PaymentMethod } from '@masthead/core';
import type { Mandate, Subscription } from 'gocardless-nodejs';
import type { RunningSubscription } from '../payment-provider.ts';
import type { DirectDebitSource } from '../payment-source.ts';
import { fromDateOnly } from '../provider-dates.ts';
import { isRefusal, present, refusalReasons, type GoCardlessContext } from './gocardless-context.ts';

/** GoCardless's interval units as Masthead's periods (an interval of one only). */
const periods: Record<string, ContributionPeriod> = {
  monthly: ContributionPeriod.Monthly,
  yearly: ContributionPeriod.Annually,
};

/**
 * A customer's active subscriptions, read only, to adopt one made elsewhere
 * (payments/adoption/): `GET /customers/{id}`, `GET /mandates?customer=…`,
 * `GET /subscriptions?customer=…&status=active`, and the bank account of
 * each subscription's mandate for the payment source. Null for a customer
 * GoCardless does not know (404) or has removed (`customer_removed`).
 */
export async function findGoCardlessRunningSubscriptions(
  ctx: GoCardlessContext,
  customerId: string,
): Promise<RunningSubscription[] | null> {
  try {
    await ctx.call(() => ctx.client.customers.find(customerId));
  } catch (error) {
    const reasons = refusalReasons(error);
    if (isRefusal(error) && (reasons.includes('resource_not_found') || reasons.includes('customer_removed'))) {
      return null;
    }
    throw error;
  }
  const [mandates, subscriptions] = await Promise.all([
    ctx.call(() => ctx.client.mandates.list({ customer: customerId, limit: 100 })),
    ctx.call(() => ctx.client.subscriptions.list({ customer: customerId, status: ['active'], limit: 100 })),
  ]);
  const byId = new Map<string, Mandate>((mandates.mandates ?? []).map((mandate) => [mandate.id ?? '', mandate]));
  const sources = new Map<string, DirectDebitSource | null>();
  const sourceOf = async (mandateId: string) => {
    if (!sources.has(mandateId)) sources.set(mandateId, await bankSource(ctx, byId.get(mandateId)));
    return sources.get(mandateId) ?? null;
  };
  const running: RunningSubscription[] = [];
  for (const subscription of subscriptions.subscriptions ?? []) {
    const mandateId = subscription.links?.mandate ?? null;
    running.push({
      subscriptionId: present(subscription.id, 'a subscription id'),
      customerId,
      paymentMethodId: mandateId,
      paymentSource: mandateId ? await sourceOf(mandateId) : null,
      amount: fromCents(Number(subscription.amount ?? 0)),
      currency: String(subscription.currency ?? '').toUpperCase(),
      period: periodOf(subscription),
      nextChargeDate: nextCharge(subscription),
    });
  }
  return running;
}

function periodOf(subscription: Subscription): ContributionPeriod | null {
  const interval = Number(subscription.interval ?? 1);
  return interval === 1 ? (periods[String(subscription.interval_unit)] ?? null) : null;
}

/** The first of the upcoming payments GoCardless lists (their charge dates, in order). */
function nextCharge(subscription: Subscription): Date | null {
  const first = subscription.upcoming_payments?.[0]?.charge_date;
  return first ? fromDateOnly(first) : null;
}

/** The mandate's bank account as a payment source; null when the mandate is not the customer's or has none. */
async function bankSource(ctx: GoCardlessContext, mandate: Mandate | undefined): Promise<DirectDebitSource | null> {
  const accountId = mandate?.links?.customer_bank_account;
  if (!accountId) return null;
  const account = await ctx.call(() => ctx.client.customerBankAccounts.find(accountId));
  return {
    method: PaymentMethod.DirectDebit,
    bankName: account.bank_name ?? '',
    accountHolderName: account.account_holder_name ?? '',
    accountNumberEnding: account.account_number_ending ?? '',
  };
}
