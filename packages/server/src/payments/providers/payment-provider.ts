import type { ContributionPeriod, PaymentMethod } from '@masthead/core';
import type { ProviderName } from './payment-methods.ts';
import type { PaymentSource } from './payment-source.ts';
import type { ProviderEvent, ProviderPayment } from './provider-events.ts';

/**
 * Every mutating call names its `flowId`: Masthead's payment flow id where
 * there is a flow (the `paymentFlowId` of docs/product/api.md), else any id unique to this
 * change. Provider requests are keyed by it, so calling again with the same
 * flow id after a failure repeats nothing; errors carry it.
 */
interface Keyed {
  flowId: string;
}

export interface StartFlowInput extends Keyed {
  method: PaymentMethod;
  /** Where the provider sends the member back (the API's `completeUrl`: docs/product/api.md, "Reference"). */
  completeUrl: string;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  /** The contact's customer at this provider, for a payment-method change; a new one is made when absent. */
  customerId?: string | null;
  /** Shown on the provider's pages where it has a place for it. */
  description?: string | null;
}

/** What the API answers for a started flow: the provider's page to send the member to (docs/product/api.md). */
export interface StartedFlow {
  /** The provider's id for the flow: keep it with the payment flow to complete it. */
  providerFlowId: string;
  params: { redirectUrl: string };
}

export interface CompleteFlowInput extends Keyed {
  providerFlowId: string;
}

/** A payment method ready to be charged. */
export interface CompletedFlow {
  /** What will be charged; iDEAL completes as `s_sepa` (see README). */
  method: PaymentMethod;
  customerId: string;
  /** Stripe PaymentMethod (`pm_…`) or GoCardless mandate (`MD…`). */
  paymentMethodId: string;
  paymentSource: PaymentSource;
}

export interface CreateContributionInput extends Keyed {
  customerId: string;
  paymentMethodId: string;
  /** Per period, in major units, any fee already added. */
  amount: number;
  period: ContributionPeriod;
  /** First charge on this day (e.g. when a paid period is still running); as soon as possible when absent. */
  startDate?: Date | null;
  /** Masthead's contact id, kept as provider metadata for people reading the provider's dashboard. */
  contactId?: string | null;
}

export interface ProviderContribution {
  subscriptionId: string;
  /** When the next charge is due, as far as the provider says. */
  renewalDate: Date | null;
}

export interface UpdateContributionInput extends Keyed {
  subscriptionId: string;
  amount: number;
  period: ContributionPeriod;
  /**
   * true: charge the difference for the rest of the current period now and
   * bill the new amount from then on; false: the new amount applies from the
   * renewal date. A change of period always starts at the renewal date.
   */
  prorate: boolean;
}

export interface UpdatedContribution extends ProviderContribution {
  /** The one-off payment taken for proration, if one was. */
  prorationPaymentId: string | null;
}

export interface ChangePaymentMethodInput extends Keyed {
  /** From the completed flow. */
  customerId: string;
  paymentMethodId: string;
  /** The running contribution, if there is one, moves to the new method. */
  subscriptionId: string | null;
}

export interface OneOffPaymentInput extends Keyed {
  customerId: string;
  paymentMethodId: string;
  /** Major units. */
  amount: number;
  description: string;
}

/**
 * A subscription running at the provider, as `findRunningSubscriptions` reads it
 * (to adopt one made elsewhere: payments/adoption/).
 */
export interface RunningSubscription {
  subscriptionId: string;
  customerId: string;
  /** Stripe PaymentMethod (`pm_…`) or GoCardless mandate (`MD…`); null when the provider names none. */
  paymentMethodId: string | null;
  /** The payment method as Masthead knows it; null: a kind Masthead does not charge (or none). */
  paymentSource: PaymentSource | null;
  /** What is charged per period, in major units. */
  amount: number;
  /** Upper-case ISO 4217, e.g. `GBP`. */
  currency: string;
  /** null: an interval Masthead does not run (weekly, every three months) or several items. */
  period: ContributionPeriod | null;
  /** When the provider charges next. */
  nextChargeDate: Date | null;
}

export interface WebhookInput {
  /** The request body exactly as received (signatures cover the bytes). */
  body: string | Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One payment provider, as Masthead's contribution service sees it. A
 * provider is a factory's result (`createStripeProvider`,
 * `createGoCardlessProvider`) holding its keys; it keeps no state of its own.
 * Every method either completes or throws a `PaymentProviderError`
 * (webhooks: `InvalidWebhookError` for a bad signature); an input no
 * provider would take (an amount of 0, a method of the other provider)
 * throws a `RangeError` or `TypeError` before any request.
 *
 * @example
 * const flow = await provider.startFlow({ flowId, method: 's_card', completeUrl, email });
 * // answer flow.params; later, when the member is back:
 * const done = await provider.completeFlow({ flowId, providerFlowId: flow.providerFlowId });
 * const { subscriptionId } = await provider.createContribution({ flowId, ...done, amount: 5, period: 'monthly' });
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethod[];
  /** Start setting up a payment method: answers a redirect or a client secret. */
  startFlow(input: StartFlowInput): Promise<StartedFlow>;
  /** The member is back from the provider: the method set up, ready to charge. */
  completeFlow(input: CompleteFlowInput): Promise<CompletedFlow>;
  createContribution(input: CreateContributionInput): Promise<ProviderContribution>;
  updateContribution(input: UpdateContributionInput): Promise<UpdatedContribution>;
  /** Stops all future charges now; already cancelled is fine. */
  cancelContribution(input: { subscriptionId: string }): Promise<void>;
  /** Charges the running contribution (if any) to a newly completed method; answers its subscription id, which may change. */
  changePaymentMethod(input: ChangePaymentMethodInput): Promise<{ subscriptionId: string | null }>;
  takeOneOffPayment(input: OneOffPaymentInput): Promise<ProviderPayment>;
  /** A customer's payments, newest first (at most 1000). */
  listPayments(input: { customerId: string }): Promise<ProviderPayment[]>;
  /** Verifies a webhook's signature and says what it means. */
  parseWebhook(input: WebhookInput): Promise<ProviderEvent[]>;
  /**
   * The customer's active subscriptions, read only (at most 100); null when
   * the provider has no such customer (or it was deleted there).
   */
  findRunningSubscriptions(input: { customerId: string }): Promise<RunningSubscription[] | null>;
}
