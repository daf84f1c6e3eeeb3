import type { PaymentMethod, SignupComplete } from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../domain-error.ts';
import { providerTrouble } from '../payments/contribution-service.ts';
import type { PaymentProvider } from '../payments/providers/index.ts';
import type { JoinEmails } from './join-emails.ts';
import { joinFlowLifetimeMs, type JoinFlowRepository } from './join-flow-repository.ts';

export interface SignupCompleteOptions {
  flows: JoinFlowRepository;
  providerFor: (method: PaymentMethod) => PaymentProvider | null;
  emails: Pick<JoinEmails, 'confirmation'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * `POST signup/complete`: the reader is back from the provider. The flow is
 * taken (a second call gets `payment-flow-used`), the method completed at
 * the provider — set up, nothing charged yet — and kept with the names,
 * then the confirmation email goes out. Any failure gives the flow back, so
 * the same step can be tried again.
 */
export function createSignupComplete({ flows, providerFor, emails, log, now }: SignupCompleteOptions) {
  return async function complete(body: SignupComplete): Promise<void> {
    const found = await flows.byPaymentFlow(body.paymentFlowId);
    if (!found) throw new DomainError('not-found');
    if (found.created_at.getTime() <= now().getTime() - joinFlowLifetimeMs) throw new DomainError('join-flow-expired');
    const flow = await flows.takeForCompleting(found.id, now());
    if (!flow) throw new DomainError('payment-flow-used');
    try {
      const provider = flow.method ? providerFor(flow.method as PaymentMethod) : null;
      if (!provider || !flow.payment_flow_id || !flow.provider_flow_id)
        throw new DomainError('payment-method-unavailable');
      const done = await provider
        .completeFlow({ flowId: flow.payment_flow_id, providerFlowId: flow.provider_flow_id })
        .catch((error: unknown) => providerTrouble(error, log));
      const names = { firstname: body.firstname.trim(), lastname: body.lastname.trim() };
      await flows.saveCompletion(flow.id, {
        ...names,
        vatNumber: body.vatNumber?.trim() ?? '',
        payment: done as unknown as Record<string, unknown>,
      });
      await emails.confirmation({ ...flow, ...names });
    } catch (error) {
      await flows.releaseCompleting(flow.id);
      throw error;
    }
  };
}
