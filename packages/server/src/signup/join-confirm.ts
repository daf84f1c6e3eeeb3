import type { PaymentMethod } from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../kernel/domain-error.ts';
import type { ChosenContribution, ContributionService } from '../payments/contribution-service.ts';
import type { CompletedFlow, PaymentProvider } from '../payments/providers/index.ts';
import type { ContactRepository, ContactRow } from '../contacts/contact-repository.ts';
import type { JoinEmails } from './join-emails.ts';
import type { JoinFlowRepository, JoinFlowRow } from './join-flow-repository.ts';

export interface JoinConfirmOptions {
  flows: JoinFlowRepository;
  contacts: ContactRepository;
  contributions: Pick<ContributionService, 'startWithMethod'>;
  providerFor: (method: PaymentMethod) => PaymentProvider | null;
  emails: Pick<JoinEmails, 'welcome'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * `POST signup/confirm-email`: the reader proved the address. The flow is
 * taken once; the contact is made, their contribution started at the
 * provider through the contribution service (which makes them a member
 * until the paid cycle ends), the welcome email sent. Joining without a
 * contribution makes a member without an end date. A provider failure
 * removes the new contact and gives the flow back: nothing half-made.
 *
 * Confirming again never makes a second contact or contribution: the
 * browser that confirmed (its session is that contact's) gets the contact
 * again; anyone else `join-confirmed` (log in instead) — the link is no
 * lasting login.
 */
export function createJoinConfirm(options: JoinConfirmOptions) {
  const { flows, contacts, contributions, providerFor, emails, log, now } = options;

  const again = async (flow: JoinFlowRow, sessionContactId: string | null): Promise<ContactRow> => {
    const contact =
      flow.contact_id && flow.contact_id === sessionContactId ? await contacts.findById(flow.contact_id) : null;
    if (!contact) throw new DomainError('join-confirmed');
    return contact;
  };

  const contribute = async (flow: JoinFlowRow, contact: ContactRow) => {
    if (!flow.contribution || !flow.payment) {
      await contacts.putRole(contact.id, 'member', now(), null);
      return;
    }
    const provider = providerFor(flow.method as PaymentMethod);
    if (!provider) throw new DomainError('payment-method-unavailable');
    const request: ChosenContribution = flow.contribution;
    await contributions.startWithMethod(contact.id, {
      flowId: flow.payment_flow_id ?? flow.id,
      provider,
      done: flow.payment as unknown as CompletedFlow,
      request,
    });
  };

  /** The contact the flow made (or, confirmed before, made earlier); the caller logs them in. */
  return async function confirm(joinFlowId: string, sessionContactId: string | null): Promise<ContactRow> {
    const found = await flows.find(joinFlowId);
    if (!found || !found.completed_at) throw new DomainError('join-flow-expired');
    if (found.confirmed_at) return again(found, sessionContactId);
    const flow = await flows.takeForConfirming(found.id, now());
    if (!flow) {
      const after = await flows.find(found.id);
      if (after?.confirmed_at) return again(after, sessionContactId);
      throw new DomainError('join-flow-expired');
    }
    // Someone made an account with this address since the email went out: it is theirs, not a second one.
    if (await contacts.findByEmail(flow.email)) throw new DomainError('duplicate-email');
    const { email, firstname, lastname, vat_number: vatNumber } = flow;
    const contact = await contacts.create({ email, firstname, lastname, vatNumber });
    try {
      await contribute(flow, contact);
    } catch (error) {
      await flows.undoContact(contact.id);
      await flows.releaseConfirming(flow.id);
      throw error;
    }
    await flows.setContact(flow.id, contact.id, flow.source);
    await emails.welcome(contact).catch((error: unknown) => {
      log.error({ err: error, contactId: contact.id }, 'the welcome email was not sent');
    });
    return contact;
  };
}
