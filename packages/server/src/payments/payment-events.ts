import { defaultFailedPaymentGraceDays, nextMembershipExpiry, toCents } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { createContributionRepository, type ContributionRepository } from '../repositories/contribution-repository.ts';
import { createPaymentRepository, type PaymentRepository } from '../repositories/payment-repository.ts';
import type { MemberEmails } from './member-emails.ts';
import type { ProviderEvent } from './providers/index.ts';

export interface PaymentEventOptions {
  db: Kysely<Database>;
  /** Tells a member whose payments start failing; none: nobody is told (tests of the rules alone). */
  emails?: Pick<MemberEmails, 'paymentFailed'>;
  /** Days a member keeps access after a failed renewal (SPEC: 14 by default). */
  failedPaymentGraceDays?: number;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

interface Repositories {
  contributions: ContributionRepository;
  payments: PaymentRepository;
}

/**
 * Applies what providers report (webhooks, the demo provider, the nightly
 * reconciliation) to contributions, payments and memberships, so that the
 * same events give the same result however often, in whatever order and on
 * however many servers at once they come. Each event is applied in a
 * transaction of its own that first records its id (a redelivery finds it
 * and stops) and locks the contact's contribution (events about one contact
 * take turns). A payment is recorded once per provider id and never taken
 * back (`statusRank`); the membership only grows; whether payments are
 * failing is read from the payments, not from the order of events.
 */
export function createPaymentEvents({
  db,
  emails,
  failedPaymentGraceDays = defaultFailedPaymentGraceDays,
}: PaymentEventOptions) {
  /** Applies one event; answers a member to tell that their payments started failing, with the end of their access. */
  async function applyOne(
    event: ProviderEvent,
    { contributions, payments }: Repositories,
  ): Promise<{ contactId: string; until: Date } | null> {
    switch (event.kind) {
      case 'payment': {
        const row = await contributions.findByProviderIds(event, { lock: true });
        const stored = await payments.record({
          contactId: row?.contact_id ?? null,
          provider: event.provider,
          providerPaymentId: event.providerPaymentId,
          subscriptionId: event.subscriptionId,
          amountCents: toCents(event.amount) ?? Math.round(event.amount * 100),
          status: event.status,
          chargeDate: event.chargeDate,
          periodEnd: event.periodEnd,
        });
        if (!row) return null;
        const paidUntil = stored.period_end ?? event.periodEnd;
        if (stored.status === 'successful' && paidUntil) {
          await contributions.recordPaid(row.contact_id, paidUntil);
          const until = nextMembershipExpiry(null, paidUntil);
          await contributions.extendMembership(row.contact_id, until, stored.charge_date);
        }
        const failingSince = await contributions.refreshFailing(row.contact_id);
        // The grace: access for some days after the first failure, whatever the renewal date said.
        if (!failingSince) return null;
        const until = addDays(failingSince, failedPaymentGraceDays);
        await contributions.extendMembership(row.contact_id, until, failingSince);
        // Told once per failing spell: when it starts.
        return row.failing_since ? null : { contactId: row.contact_id, until };
      }
      case 'subscription-cancelled': {
        const row = await contributions.findByProviderIds(event, { lock: true });
        if (row && !row.cancelled_at) await contributions.update(row.contact_id, { cancelled_at: event.cancelledAt });
        return null;
      }
      case 'customer-deleted':
      case 'payment-method-detached':
        // Nothing to undo: the next charge fails and says so, and the member is asked for a new method.
        return null;
    }
  }

  return {
    /** Applies each event not applied before; one that fails leaves no trace, so a redelivery tries again. */
    async apply(events: readonly ProviderEvent[]): Promise<void> {
      for (const event of events) {
        const failing = await db.transaction().execute(async (trx) => {
          const repositories = {
            contributions: createContributionRepository({ db: trx }),
            payments: createPaymentRepository({ db: trx }),
          };
          if (!(await repositories.contributions.firstDelivery(event.provider, event.eventId))) return null;
          return applyOne(event, repositories);
        });
        // After the commit: the email tells what is stored.
        if (failing && emails) await emails.paymentFailed(failing.contactId, failing.until);
      }
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
