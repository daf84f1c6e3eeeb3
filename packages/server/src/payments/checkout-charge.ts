import {
  addPeriod,
  chargeAmount,
  defaultGeneralSettings,
  fromCents,
  type OperationOutput,
  type PaymentMethod,
} from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import type { ChosenContribution } from './contribution-service.ts';
import { joinMoneySettings } from './contribution-settings.ts';

/** What a demo checkout's page is told it charges (core's `demoCheckoutChargeSchema`). */
export type CheckoutCharge = NonNullable<OperationOutput<'GET /demo-checkout/{id}'>['charge']>;

/** A flow's contribution as its member chose it, and the contact it is for (null: a reader joining). */
export interface FlowChoice {
  choice: ChosenContribution;
  method: PaymentMethod;
  contactId: string | null;
}

/** Finds the choice of a payment flow another part keeps (joining keeps its own flows); null: not one of its. */
export type FlowChoiceSource = (paymentFlowId: string) => Promise<FlowChoice | null>;

export interface CheckoutChargeOptions {
  db: Kysely<Database>;
  content: Pick<ContentRepository, 'getRecent'>;
  /** What payments are charged in. */
  currency: () => Promise<string>;
  /** When a contact's new contribution first charges (the contribution service's); null: now. */
  firstCharge: (contactId: string) => Promise<Date | null>;
  now: () => Date;
}

/**
 * What a checkout charges, as the demo checkout page shows it: the amount per
 * period with the fee when the member covers it, what is taken today, and
 * the next payment's date. Found by Masthead's payment flow id: a member's
 * contribution flow here, or a flow one of `sources` knows (a join). A
 * payment-method change, or a flow nobody knows, charges nothing (null).
 * @example const charges = createCheckoutCharge({ db, content, currency, firstCharge, now }); await charges.of(flowId)
 */
export function createCheckoutCharge(options: CheckoutChargeOptions) {
  const { db, content, currency, firstCharge, now } = options;
  const sources: FlowChoiceSource[] = [];

  const memberFlow: FlowChoiceSource = async (paymentFlowId) => {
    if (!isUuid(paymentFlowId)) return null;
    const flow = await db
      .selectFrom('payment_flows')
      .select(['purpose', 'method', 'request', 'contact_id'])
      .where('id', '=', paymentFlowId)
      .executeTakeFirst();
    if (flow?.purpose !== 'contribution') return null;
    const choice = flow.request as unknown as ChosenContribution;
    return { choice, method: flow.method as PaymentMethod, contactId: flow.contact_id };
  };

  const choiceOf = async (paymentFlowId: string) => {
    for (const source of [memberFlow, ...sources]) {
      const found = await source(paymentFlowId);
      if (found) return found;
    }
    return null;
  };

  return {
    /** Another part's flows, asked after the member's own. */
    addSource(source: FlowChoiceSource) {
      sources.push(source);
    },

    /** The organisation's name, as the checkout names whom the member pays. */
    async newsroom(): Promise<string> {
      return (await content.getRecent(contentSections.general, defaultGeneralSettings)).organisationName;
    },

    async of(paymentFlowId: string): Promise<CheckoutCharge | null> {
      const found = await choiceOf(paymentFlowId);
      if (!found) return null;
      const { choice, method, contactId } = found;
      const { stripeCountry: region } = await joinMoneySettings(content);
      const each = chargeAmount({ ...choice, method, region });
      // A restart inside a membership already paid for charges first when it ends, as the subscription will.
      const later = contactId ? await firstCharge(contactId) : null;
      return {
        amount: fromCents(each),
        fee: fromCents(each - choice.amount),
        currency: (await currency()).toUpperCase(),
        period: choice.period,
        today: later ? 0 : fromCents(each),
        nextPaymentDate: (later ?? addPeriod(now(), choice.period)).toISOString(),
      };
    },
  };
}

export type CheckoutCharges = ReturnType<typeof createCheckoutCharge>;
