import type { PaymentStatus } from '@masthead/core';
import type { ProviderName } from './payment-methods.ts';

/**
 * One payment as Masthead records it, whichever provider took it. Ids are
 * the provider's; a contact is found by `subscriptionId`, else `customerId`,
 * else `paymentMethodId` (a GoCardless mandate), as far as the provider names
 * them. `amount` is in major units (5.5 = £5.50), like every amount in
 * Masthead's API.
 */
export interface ProviderPayment {
  provider: ProviderName;
  /** Stripe invoice id (`in_…`) or GoCardless payment id (`PM…`). */
  providerPaymentId: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** GoCardless: the mandate charged. Stripe: null (invoices bill the customer's default). */
  paymentMethodId: string | null;
  amount: number;
  /** Lower-case ISO 4217 code, e.g. `gbp`. */
  currency: string;
  status: PaymentStatus;
  chargeDate: Date;
  /** End of the period this payment pays for; null when the provider does not say (GoCardless, one-off payments). */
  periodEnd: Date | null;
}

interface EventBase {
  provider: ProviderName;
  /** The provider's event id, to skip a redelivered event. */
  eventId: string;
}

/** A payment was created or changed state. */
export interface PaymentEvent extends EventBase, Omit<ProviderPayment, 'provider'> {
  kind: 'payment';
}

/** A recurring contribution ended at the provider: no further charges. */
export interface SubscriptionCancelledEvent extends EventBase {
  kind: 'subscription-cancelled';
  subscriptionId: string;
  customerId: string | null;
  cancelledAt: Date;
}

/** The provider's customer was deleted (Stripe dashboard or API). */
export interface CustomerDeletedEvent extends EventBase {
  kind: 'customer-deleted';
  customerId: string;
}

/** A payment method can no longer be charged (Stripe: detached; GoCardless: mandate cancelled, failed or expired). */
export interface PaymentMethodDetachedEvent extends EventBase {
  kind: 'payment-method-detached';
  paymentMethodId: string;
  customerId: string | null;
}

/**
 * A verified event whose body is not what the provider's schema promises
 * (missing ids, wrong types, another kind of object): recorded as rejected,
 * never applied, so the provider is answered 2xx and stops redelivering.
 */
export interface RejectedEvent extends EventBase {
  kind: 'rejected';
  /** What is wrong, naming fields and never their values (no personal data): `malformed: invoice.amount_due`. */
  reason: string;
}

/** What a verified webhook means to Masthead. Events Masthead ignores are left out. */
export type ProviderEvent =
  PaymentEvent | SubscriptionCancelledEvent | CustomerDeletedEvent | PaymentMethodDetachedEvent | RejectedEvent;

/** A rejected event: `what` names the field at fault, e.g. `invoice.amount_due`. */
export const malformedEvent = (base: EventBase, what: string): RejectedEvent => ({
  ...base,
  kind: 'rejected',
  reason: `malformed: ${what}`,
});
