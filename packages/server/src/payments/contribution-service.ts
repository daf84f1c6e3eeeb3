import { randomUUID } from 'node:crypto';
import {
  cancelContribution,
  chargeAmount,
  checkContributionChange,
  checkContributionRequest,
  checkPaymentMethodChange,
  firstPaymentDate,
  fromCents,
  nextMembershipExpiry,
  toCents,
  type ContributionBody,
  type ContributionForce,
  type ContributionInfo,
  type PaymentMethod,
} from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../kernel/domain-error.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { ContributionChanges, ContributionRepository, ContributionRow } from './contribution-repository.ts';
import type { PaymentRepository } from './payment-repository.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { contributionInfo, membershipExpiry } from './contribution-info.ts';
import type { MemberEmails } from './member-emails.ts';
import { joinMoneySettings } from './contribution-settings.ts';
import type { PaymentEvents } from './payment-events.ts';
import {
  PaymentProviderError,
  type CompletedFlow,
  type PaymentProvider,
  type PaymentSource,
} from './providers/index.ts';

export interface ContributionServiceOptions {
  contacts: ContactRepository;
  contributions: ContributionRepository;
  payments: PaymentRepository;
  content: ContentRepository;
  /** The provider that serves a method here (the demo provider serves all when no keys are set); null: none does. */
  providerFor: (method: PaymentMethod) => PaymentProvider | null;
  /** Payments a provider reported before their subscription was stored become the contact's (payment-events). */
  paymentEvents: Pick<PaymentEvents, 'claim'>;
  /** Tells the member their contribution is cancelled. */
  emails: Pick<MemberEmails, 'cancelled'>;
  /** Where provider failures are noted, with their flow ids. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
}

/** A started flow as the API answers it. */
export interface StartedPaymentFlow {
  paymentFlowId: string;
  redirectUrl?: string;
}

/** A checked contribution request as a flow keeps it: the amount in cents. */
export type ChosenContribution = {
  amount: number;
  period: 'monthly' | 'annually';
  payFee: boolean;
};

/** A payment method completed at its provider, ready to subscribe with. */
export interface MethodReady {
  flowId: string;
  provider: PaymentProvider;
  done: CompletedFlow;
  request: ChosenContribution;
}

/** A contribution running at its provider, as it is stored: a join's new subscription, or one adopted (adoption/). */
export interface RunningContribution {
  /** Per period, in cents, without the fee. */
  amountCents: number;
  period: 'monthly' | 'annually';
  payFee: boolean;
  method: PaymentMethod;
  provider: string;
  customerId: string;
  paymentMethodId: string;
  subscriptionId: string;
  paymentSource: PaymentSource;
  renewalDate: Date | null;
}

/** The contribution row of a running contribution (`contributions.save`), the same for a join and an adoption. */
export function runningContributionRow(running: RunningContribution): ContributionChanges & { type: 'Automatic' } {
  return {
    type: 'Automatic',
    amount_cents: running.amountCents,
    next_amount_cents: null,
    next_period: null,
    period: running.period,
    pay_fee: running.payFee,
    method: running.method,
    provider: running.provider,
    customer_id: running.customerId,
    payment_method_id: running.paymentMethodId,
    subscription_id: running.subscriptionId,
    payment_source: running.paymentSource as unknown as Record<string, unknown>,
    renewal_date: running.renewalDate,
    cancelled_at: null,
    manual_source: null,
    manual_reference: null,
  };
}

/** The return page learns which flow came back: the flow id rides on the complete URL. */
export const withFlowId = (completeUrl: string, flowId: string) =>
  `${completeUrl}${completeUrl.includes('?') ? '&' : '?'}paymentFlowId=${encodeURIComponent(flowId)}`;

/**
 * Provider failures as the member reads them; the flow id goes to the log
 * so a newsroom can find the attempt at the provider.
 */
export function providerTrouble(error: unknown, log: Pick<FastifyBaseLogger, 'warn'>): never {
  if (!(error instanceof PaymentProviderError)) throw error;
  log.warn(
    { flowId: error.flowId, provider: error.provider, operation: error.operation, reason: error.reason },
    'payment provider call failed',
  );
  throw new DomainError(
    error.reason === 'refused' || error.reason === 'incomplete' ? 'payment-refused' : 'payment-provider-failed',
  );
}

/**
 * The member's contribution (docs/product/api.md, "Calls"): start one through a provider's
 * flow, change it, cancel it, change the payment method; an admin's manual
 * contribution. Rules are core's (packages/core/src/money); refusals are
 * DomainErrors with catalogue codes; a provider failure changes nothing
 * here.
 */
export function createContributionService(options: ContributionServiceOptions) {
  const { contacts, contributions, payments, content, providerFor, paymentEvents, emails, log, now } = options;

  const info = async (contactId: string): Promise<ContributionInfo> => {
    const [row, roles, pending] = await Promise.all([
      contributions.find(contactId),
      contacts.roles(contactId),
      payments.hasPending(contactId),
    ]);
    return contributionInfo(row, roles, pending, now());
  };

  const providerOrThrow = (method: PaymentMethod) => {
    const provider = providerFor(method);
    if (!provider) throw new DomainError('payment-method-unavailable');
    return provider;
  };

  /** Checks a request against content/join; 422 with every problem. */
  const checked = async (body: ContributionBody) => {
    const settings = await joinMoneySettings(content);
    const result = checkContributionRequest(
      {
        amount: body.amount,
        period: body.period,
        payFee: body.payFee ?? false,
        prorate: body.prorate ?? false,
        ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
      },
      settings,
    );
    if (!result.ok) throw new DomainError('validation', result.errors);
    return { choice: result.choice, region: settings.stripeCountry };
  };

  /** Extends the member role to `until` (never shortens it), starting it now if the contact has none. */
  // One statement (the repository's `greatest`), so a webhook extending it meanwhile is never undone;
  // a membership without end stays one.
  const extendMembership = (contactId: string, paidUntil: Date, graceDays?: number) =>
    contributions.extendMembership(contactId, nextMembershipExpiry(null, paidUntil, graceDays), now());

  const startFlow = async (
    contactId: string,
    purpose: 'contribution' | 'payment-method',
    method: PaymentMethod,
    completeUrl: string,
    request: Record<string, unknown>,
  ): Promise<StartedPaymentFlow> => {
    const provider = providerOrThrow(method);
    const contact = await contacts.findById(contactId);
    if (!contact) throw new DomainError('not-found');
    const current = await contributions.find(contactId);
    const flow = await contributions.createFlow({
      contact_id: contactId,
      purpose,
      provider: provider.name,
      method,
      provider_flow_id: '',
      request: JSON.stringify(request),
    });
    const started = await provider
      .startFlow({
        flowId: flow.id,
        method,
        completeUrl: withFlowId(completeUrl, flow.id),
        email: contact.email,
        firstname: contact.firstname,
        lastname: contact.lastname,
        customerId: current?.provider === provider.name ? current.customer_id : null,
      })
      .catch((error: unknown) => providerTrouble(error, log));
    await contributions.setProviderFlowId(flow.id, started.providerFlowId);
    return { paymentFlowId: flow.id, ...started.params };
  };

  /** Takes a flow for completing and completes it at the provider; the flow is given back if that fails. */
  const completeFlow = async (contactId: string, flowId: string, purpose: 'contribution' | 'payment-method') => {
    const flow = await contributions.takeFlow(flowId, contactId, now());
    if (!flow || flow.purpose !== purpose) {
      const known = await contributions.findFlow(flowId, contactId);
      throw new DomainError(known?.completed_at && known.purpose === purpose ? 'payment-flow-used' : 'not-found');
    }
    const provider = providerOrThrow(flow.method as PaymentMethod);
    try {
      const done = await provider.completeFlow({ flowId: flow.id, providerFlowId: flow.provider_flow_id });
      return { flow, provider, done };
    } catch (error) {
      await contributions.releaseFlow(flow.id);
      return providerTrouble(error, log);
    }
  };

  /**
   * When the new subscription first charges (core's `firstPaymentDate`): at
   * the end of a membership already paid for, so a restart inside it takes
   * nothing today; null: now.
   */
  const firstCharge = async (contactId: string) => {
    const [row, roles] = await Promise.all([contributions.find(contactId), contacts.roles(contactId)]);
    const current = {
      type: row?.type ?? 'None',
      cancellationDate: row?.cancelled_at ?? null,
      membershipExpiryDate: membershipExpiry(roles),
      paymentFailing: row?.failing_since ?? null,
    };
    return firstPaymentDate(current, now());
  };

  /** A contribution running at a provider (not cancelled): starting another would charge twice. */
  const refuseSecond = async (contactId: string) => {
    const row = await contributions.find(contactId);
    if (row?.type === 'Automatic' && row.subscription_id && !row.cancelled_at) {
      throw new DomainError('contribution-running');
    }
  };

  /** Subscribes at the provider with a completed method and stores the contribution and the membership. */
  const subscribe = async (contactId: string, { flowId, provider, done, request }: MethodReady) => {
    await refuseSecond(contactId);
    const { stripeCountry } = await joinMoneySettings(content);
    const charge = chargeAmount({ ...request, method: done.method, region: stripeCountry });
    const subscription = await provider.createContribution({
      flowId,
      customerId: done.customerId,
      paymentMethodId: done.paymentMethodId,
      amount: fromCents(charge),
      period: request.period,
      startDate: await firstCharge(contactId),
      contactId,
    });
    const running: RunningContribution = {
      ...{ amountCents: request.amount, period: request.period, payFee: request.payFee, method: done.method },
      ...{ provider: provider.name, customerId: done.customerId, paymentMethodId: done.paymentMethodId },
      ...{ subscriptionId: subscription.subscriptionId, paymentSource: done.paymentSource },
      renewalDate: subscription.renewalDate,
    };
    await contributions.save(contactId, runningContributionRow(running));
    await runningStored(contactId, running);
  };

  /**
   * After a running contribution is stored (a join's, or one adopted from
   * the provider: adoption/): payments the provider reported before it
   * become the contact's, and the membership lasts to its renewal and the grace.
   */
  const runningStored = async (
    contactId: string,
    running: Pick<RunningContribution, 'provider' | 'subscriptionId' | 'renewalDate'>,
  ) => {
    await paymentEvents.claim(running.provider, running.subscriptionId);
    if (running.renewalDate) await extendMembership(contactId, running.renewalDate);
  };

  return {
    info,
    firstCharge,
    runningStored,

    /** `POST contact/{id}/contribution`: the provider's flow; the contribution starts on completing it. */
    async start(contactId: string, body: ContributionBody): Promise<StartedPaymentFlow> {
      if (!body.paymentMethod) throw new DomainError('validation', [{ field: 'paymentMethod', rule: 'required' }]);
      if (!body.completeUrl) throw new DomainError('validation', [{ field: 'completeUrl', rule: 'required' }]);
      const { choice } = await checked(body);
      await refuseSecond(contactId);
      const current = await info(contactId);
      if (current.hasPendingPayment) throw new DomainError('payment-pending');
      return startFlow(contactId, 'contribution', body.paymentMethod, body.completeUrl, { ...choice });
    },

    /** `POST contact/{id}/contribution/complete`: the subscription at the provider, then the contribution here. */
    async complete(contactId: string, flowId: string): Promise<ContributionInfo> {
      const { flow, provider, done } = await completeFlow(contactId, flowId, 'contribution');
      const request = flow.request as ChosenContribution;
      try {
        await subscribe(contactId, { flowId: flow.id, provider, done, request });
      } catch (error) {
        await contributions.releaseFlow(flow.id);
        return providerTrouble(error, log);
      }
      return info(contactId);
    },

    /**
     * A contribution from a payment method set up earlier (a join flow's,
     * completed before the contact existed): the subscription at the
     * provider, then the contribution here. Provider failures are the same
     * coded errors as `complete`'s, with nothing stored.
     */
    async startWithMethod(contactId: string, started: MethodReady): Promise<ContributionInfo> {
      await subscribe(contactId, started).catch((error: unknown) => providerTrouble(error, log));
      return info(contactId);
    },

    /** `PATCH contact/{id}/contribution`: at renewal, or an annual rise now against a one-off payment. */
    async update(contactId: string, body: ContributionBody): Promise<ContributionInfo> {
      const row = await contributions.find(contactId);
      if (!row || row.type !== 'Automatic' || !row.subscription_id || row.cancelled_at) {
        throw new DomainError('no-contribution');
      }
      const { choice, region } = await checked({ ...body, paymentMethod: (row.method ?? undefined) as PaymentMethod });
      const current = await info(contactId);
      const change = checkContributionChange(
        {
          period: row.period,
          amount: row.amount_cents,
          renewalDate: row.renewal_date,
          membershipExpiryDate: current.membershipExpiryDate ? new Date(current.membershipExpiryDate) : null,
          hasPendingPayment: current.hasPendingPayment,
        },
        choice,
        now(),
      );
      if (!change.ok) throw new DomainError(change.code);
      const provider = providerOrThrow(row.method as PaymentMethod);
      const charge = chargeAmount({ ...choice, method: row.method as PaymentMethod, region });
      const updated = await provider
        .updateContribution({
          flowId: randomUUID(),
          subscriptionId: row.subscription_id,
          amount: fromCents(charge),
          period: choice.period,
          prorate: change.applies === 'now' && change.oneOffPayment > 0,
        })
        .catch((error: unknown) => providerTrouble(error, log));
      const now_ = change.applies === 'now';
      await contributions.update(contactId, {
        amount_cents: now_ ? choice.amount : row.amount_cents,
        period: now_ ? choice.period : row.period,
        next_amount_cents: now_ ? null : choice.amount,
        next_period: now_ ? null : choice.period,
        pay_fee: choice.payFee,
        subscription_id: updated.subscriptionId,
        renewal_date: updated.renewalDate ?? row.renewal_date,
      });
      return info(contactId);
    },

    /** `POST contact/{id}/contribution/cancel`: no further payments; the membership ends with the paid cycle. */
    async cancel(contactId: string): Promise<ContributionInfo> {
      const row = await contributions.find(contactId);
      if (!row || row.type !== 'Automatic') throw new DomainError('no-contribution');
      if (row.subscription_id && !row.cancelled_at) {
        const provider = providerOrThrow(row.method as PaymentMethod);
        await provider
          .cancelContribution({ subscriptionId: row.subscription_id })
          .catch((error: unknown) => providerTrouble(error, log));
      }
      const roles = await contacts.roles(contactId);
      const ended = cancelContribution(
        {
          cancellationDate: row.cancelled_at,
          renewalDate: row.renewal_date,
          membershipExpiryDate: membershipExpiry(roles),
        },
        now(),
      );
      await contributions.update(contactId, {
        cancelled_at: ended.cancellationDate,
        next_amount_cents: null,
        next_period: null,
      });
      const endsOn = ended.membershipExpiryDate ?? row.renewal_date;
      if (!row.cancelled_at && endsOn) await emails.cancelled(contactId, endsOn);
      const member = roles.find((role) => role.role === 'member');
      if (member && ended.membershipExpiryDate)
        await contacts.putRole(contactId, 'member', member.date_added, ended.membershipExpiryDate);
      return info(contactId);
    },

    /** `PUT contact/{id}/payment-method`: the provider's flow for the new method. */
    async startPaymentMethod(
      contactId: string,
      method: PaymentMethod,
      completeUrl: string,
    ): Promise<StartedPaymentFlow> {
      const settings = await joinMoneySettings(content);
      if (!settings.paymentMethods.includes(method))
        throw new DomainError('validation', [{ field: 'paymentMethod', rule: 'option' }]);
      const pending = checkPaymentMethodChange({ hasPendingPayment: await payments.hasPending(contactId) });
      if (!pending.ok) throw new DomainError(pending.code);
      return startFlow(contactId, 'payment-method', method, completeUrl, {});
    },

    /** `POST contact/{id}/payment-method/complete`: the running contribution moves to the new method. */
    async completePaymentMethod(contactId: string, flowId: string): Promise<ContributionInfo> {
      const { flow, provider, done } = await completeFlow(contactId, flowId, 'payment-method');
      const row = await contributions.find(contactId);
      const running = row?.provider === provider.name && !row.cancelled_at ? row.subscription_id : null;
      const moved = await provider
        .changePaymentMethod({
          flowId: flow.id,
          customerId: done.customerId,
          paymentMethodId: done.paymentMethodId,
          subscriptionId: running,
        })
        .catch(async (error: unknown) => {
          await contributions.releaseFlow(flow.id);
          return providerTrouble(error, log);
        });
      await contributions.save(contactId, {
        type: row?.type ?? 'None',
        method: done.method,
        provider: provider.name,
        customer_id: done.customerId,
        payment_method_id: done.paymentMethodId,
        payment_source: done.paymentSource as unknown as Record<string, unknown>,
        subscription_id: moved.subscriptionId ?? row?.subscription_id ?? null,
      });
      if (moved.subscriptionId) await paymentEvents.claim(provider.name, moved.subscriptionId);
      return info(contactId);
    },

    /** `PATCH contact/{id}/contribution/force`: a manual contribution, or none; a running one is cancelled first. */
    async force(contactId: string, body: ContributionForce): Promise<ContributionInfo> {
      if (body.type === 'Manual' && (body.amount === undefined || !body.period)) {
        throw new DomainError('validation', [
          ...(body.amount === undefined ? [{ field: 'amount', rule: 'required' }] : []),
          ...(!body.period ? [{ field: 'period', rule: 'required' }] : []),
        ]);
      }
      const cents = body.amount === undefined ? null : toCents(body.amount);
      if (body.amount !== undefined && cents === null)
        throw new DomainError('validation', [{ field: 'amount', rule: 'currency' }]);
      const row = await contributions.find(contactId);
      if (row?.type === 'Automatic' && row.subscription_id && !row.cancelled_at) {
        const provider = providerOrThrow(row.method as PaymentMethod);
        await provider
          .cancelContribution({ subscriptionId: row.subscription_id })
          .catch((error: unknown) => providerTrouble(error, log));
      }
      const manual = body.type === 'Manual';
      await contributions.save(contactId, {
        type: body.type,
        amount_cents: manual ? cents : null,
        period: manual ? (body.period ?? null) : null,
        next_amount_cents: null,
        next_period: null,
        pay_fee: false,
        method: null,
        subscription_id: null,
        payment_source: null,
        renewal_date: null,
        cancelled_at: null,
        manual_source: manual ? (body.source ?? '') : null,
        manual_reference: manual ? (body.reference ?? '') : null,
        failing_since: null,
      });
      return info(contactId);
    },
  };
}

export type ContributionService = ReturnType<typeof createContributionService>;
export type { ContributionRow };
