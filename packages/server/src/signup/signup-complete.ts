import {
  defaultGeneralSettings,
  normaliseVatNumber,
  type PaymentMethod,
  type SignupCheckStatus,
  type SignupComplete,
} from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../kernel/domain-error.ts';
import { providerTrouble } from '../payments/contribution-service.ts';
import type { PaymentProvider } from '../payments/providers/index.ts';
import { PaymentProviderError, providerFailure } from '../payments/providers/provider-errors.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import type { JoinEmails } from './join-emails.ts';
import { joinFlowLifetimeMs, type JoinFlowRepository, type JoinFlowRow } from './join-flow-repository.ts';

export interface SignupCompleteOptions {
  flows: JoinFlowRepository;
  providerFor: (method: PaymentMethod) => PaymentProvider | null;
  emails: Pick<JoinEmails, 'confirmation'>;
  content: Pick<ContentRepository, 'get'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Back from the provider: `check` (`POST signup/check`) learns whether the
 * provider set the method up before the names are asked, so a declined
 * payment never shows the names step; `complete` (`POST signup/complete`)
 * keeps the names and sends the confirmation email. Each takes the flow
 * while it talks to the provider (of two callers one goes on), and the
 * provider's answer is kept on the flow, so the provider is asked once.
 */
export function createSignupComplete({ flows, providerFor, emails, content, log, now }: SignupCompleteOptions) {
  const expired = (flow: JoinFlowRow) => flow.created_at.getTime() <= now().getTime() - joinFlowLifetimeMs;

  /**
   * The provider's set-up method for a taken flow: kept on it from an earlier
   * check, else asked now. A provider's refusal comes as its PaymentProviderError.
   */
  const paymentOf = async (flow: JoinFlowRow): Promise<Record<string, unknown>> => {
    if (flow.payment) return flow.payment;
    const provider = flow.method ? providerFor(flow.method as PaymentMethod) : null;
    if (!provider || !flow.payment_flow_id || !flow.provider_flow_id)
      throw new DomainError('payment-method-unavailable');
    const done = await provider.completeFlow({ flowId: flow.payment_flow_id, providerFlowId: flow.provider_flow_id });
    return done as unknown as Record<string, unknown>;
  };

  /** The flow of `paymentFlowId`, taken for completing; a refusal names why it cannot be. */
  const take = async (paymentFlowId: string) => {
    const found = await flows.byPaymentFlow(paymentFlowId);
    if (!found) throw new DomainError('not-found');
    if (expired(found)) throw new DomainError('join-flow-expired');
    const flow = await flows.takeForCompleting(found.id, now());
    if (!flow) throw new DomainError('payment-flow-used');
    return flow;
  };

  return {
    async check(paymentFlowId: string): Promise<SignupCheckStatus> {
      const found = await flows.byPaymentFlow(paymentFlowId);
      if (!found) throw new DomainError('not-found');
      if (expired(found)) return 'expired';
      if (found.completed_at) return 'completed';
      if (found.payment) return 'ready';
      const flow = await flows.takeForCompleting(found.id, now());
      if (!flow) return 'completed';
      try {
        await flows.savePayment(flow.id, await paymentOf(flow));
        return 'ready';
      } catch (error) {
        // Not set up: declined, or left unfinished (the provider still has the step open).
        if (error instanceof PaymentProviderError && error.reason === providerFailure.refused) return 'refused';
        if (error instanceof PaymentProviderError && error.reason === providerFailure.incomplete) return 'open';
        return providerTrouble(error, log);
      } finally {
        await flows.releaseCompleting(flow.id);
      }
    },

    async complete(body: SignupComplete): Promise<void> {
      const flow = await take(body.paymentFlowId);
      try {
        const payment = await paymentOf(flow).catch((error: unknown) => providerTrouble(error, log));
        const general = await content.get(contentSections.general, defaultGeneralSettings);
        const names = { firstname: body.firstname.trim(), lastname: body.lastname.trim() };
        await flows.saveCompletion(flow.id, {
          ...names,
          vatNumber: general.vatEnabled ? normaliseVatNumber(body.vatNumber ?? '') : '',
          payment,
        });
        await emails.confirmation({ ...flow, ...names });
      } catch (error) {
        await flows.releaseCompleting(flow.id);
        throw error;
      }
    },
  };
}
