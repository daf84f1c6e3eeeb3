import { ContributionPeriod, fromCents } from '@masthead/core';
import Stripe from 'stripe';
import type { RunningSubscription } from '../payment-provider.ts';
import type { PaymentSource } from '../payment-source.ts';
import { fromUnixSeconds } from '../provider-dates.ts';
import { idOf } from './stripe-errors.ts';
import { stripePaymentSource } from './stripe-source.ts';

/** Stripe's price intervals as Masthead's periods (an interval count of one only). */
const periods: Record<string, ContributionPeriod> = {
  month: ContributionPeriod.Monthly,
  year: ContributionPeriod.Annually,
};

/**
 * A customer's active subscriptions, read only, to adopt one made elsewhere
 * (payments/adoption/): `GET /v1/customers/{id}`, `GET
 * /v1/subscriptions?customer=…&status=active`, and each subscription's
 * payment method (its own default, else the customer's invoice default).
 * Null for a customer Stripe does not know or has deleted.
 */
export async function findStripeRunningSubscriptions(
  stripe: Stripe,
  customerId: string,
): Promise<RunningSubscription[] | null> {
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await stripe.customers.retrieve(customerId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  }
  if (customer.deleted) return null;
  const subscriptions = await stripe.subscriptions
    .list({ customer: customerId, status: 'active', limit: 100 })
    .autoPagingToArray({ limit: 100 });
  const fallback = idOf(customer.invoice_settings?.default_payment_method);
  const sources = new Map<string, PaymentSource | null>();
  const sourceOf = async (id: string) => {
    if (!sources.has(id)) sources.set(id, readableSource(await stripe.paymentMethods.retrieve(id)));
    return sources.get(id) ?? null;
  };
  const running: RunningSubscription[] = [];
  for (const subscription of subscriptions) {
    const items = subscription.items.data;
    const item = items.length === 1 ? items[0] : undefined;
    const recurring = item?.price.recurring;
    const period = recurring && recurring.interval_count === 1 ? (periods[recurring.interval] ?? null) : null;
    const paymentMethodId = idOf(subscription.default_payment_method) ?? fallback;
    running.push({
      subscriptionId: subscription.id,
      customerId,
      paymentMethodId,
      paymentSource: paymentMethodId ? await sourceOf(paymentMethodId) : null,
      amount: item ? fromCents((item.price.unit_amount ?? 0) * (item.quantity ?? 1)) : 0,
      currency: subscription.currency.toUpperCase(),
      period: item ? period : null,
      nextChargeDate: item ? fromUnixSeconds(item.current_period_end) : null,
    });
  }
  return running;
}

/** The method as Masthead shows it, or null for a kind Masthead does not charge. */
function readableSource(method: Stripe.PaymentMethod): PaymentSource | null {
  try {
    return stripePaymentSource(method);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}
