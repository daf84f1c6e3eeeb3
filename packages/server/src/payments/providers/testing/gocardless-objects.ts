import { ContributionPeriod } from '@masthead/core';
import { addPeriod, fromDateOnly, toDateOnly } from '../provider-dates.ts';
import type { HttpAnswer } from './http-double.ts';

/**
 * GoCardless API resources as the GoCardless double answers them: the
 * fields of the real API that the SDK and the adapter read, with realistic
 * values.
 */

export interface GcJson {
  id: string;
  created_at: string;
  links: Record<string, string>;
  metadata: Record<string, string>;
  [field: string]: unknown;
}

export interface GcSubscription extends GcJson {
  amount: number;
  currency: string;
  status: string;
  interval_unit: 'weekly' | 'monthly' | 'yearly';
  start_date: string;
  upcoming_payments: { charge_date: string; amount: number }[];
}

export interface GcPayment extends GcJson {
  amount: number;
  currency: string;
  status: string;
  charge_date: string;
}

export const creditorId = 'CR000DOUBLE0001';

type SubscriptionFields = Pick<
  GcSubscription,
  'amount' | 'currency' | 'interval_unit' | 'start_date' | 'created_at' | 'links' | 'metadata'
>;

export function subscriptionObject(id: string, fields: SubscriptionFields) {
  const subscription: GcSubscription = {
    id,
    status: 'active',
    interval: 1,
    end_date: null,
    day_of_month: null,
    month: null,
    name: null,
    count: null,
    app_fee: null,
    payment_reference: null,
    retry_if_possible: false,
    earliest_charge_date_after_resume: null,
    upcoming_payments: [],
    ...fields,
  };
  scheduleUpcoming(subscription);
  return subscription;
}

/** The next three charges from the start date, as GoCardless lists them. */
export function scheduleUpcoming(subscription: GcSubscription): void {
  subscription.upcoming_payments = [0, 1, 2].map((n) => ({
    charge_date: chargeDateAfter(subscription, n),
    amount: subscription.amount,
  }));
}

/** The charge date `n` intervals after the subscription's start date. */
export function chargeDateAfter(subscription: GcSubscription, n: number): string {
  const period = subscription.interval_unit === 'yearly' ? ContributionPeriod.Annually : ContributionPeriod.Monthly;
  return toDateOnly(addPeriod(fromDateOnly(subscription.start_date), period, n));
}

export function paymentObject(
  id: string,
  fields: Pick<GcPayment, 'amount' | 'currency' | 'charge_date' | 'created_at' | 'links' | 'metadata'> & {
    description?: unknown;
  },
): GcPayment {
  return {
    id,
    status: 'pending_submission',
    amount_refunded: 0,
    description: null,
    reference: null,
    scheme: 'bacs',
    retry_if_possible: true,
    ...fields,
    links: { creditor: creditorId, ...fields.links },
  };
}

export function bankAccountObject(id: string, customer: string, createdAt: string): GcJson {
  return {
    id,
    created_at: createdAt,
    account_holder_name: 'ADA MEMBER',
    account_number_ending: '11',
    account_type: null,
    bank_name: 'BARCLAYS BANK PLC',
    country_code: 'GB',
    currency: 'GBP',
    enabled: true,
    links: { customer },
    metadata: {},
  };
}

/** GoCardless's error envelope. */
export function gcError(
  status: number,
  type: string,
  reason: string,
  message: string,
  links?: Record<string, string>,
): HttpAnswer {
  return {
    status,
    body: {
      error: {
        message,
        documentation_url: `https://developer.gocardless.com/api-reference#${reason}`,
        type,
        request_id: `double-${reason}`,
        code: status,
        errors: [{ reason, message, ...(links ? { links } : {}) }],
      },
    },
  };
}

export function notFound(id: string): HttpAnswer {
  return gcError(404, 'invalid_api_usage', 'resource_not_found', `Resource not found: ${id}`);
}
