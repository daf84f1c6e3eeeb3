import { defaultFailedPaymentGraceDays, nextMembershipExpiry, toCents } from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import {
  createContributionRepository,
  type ContributionRepository,
  type ContributionRow,
} from './contribution-repository.ts';
import {
  createPaymentRepository,
  type PaymentRepository,
  type PaymentRow,
} from './payment-repository.ts';
import type { MemberEmails } from './member-emails.ts';
import type { ProviderEvent } from './providers/index.ts';

export interface PaymentEventOptions {
  db: Kysely<Database>;
  /** Tells a member whose payments start failing; none: nobody is told (tests of the rules alone). */
  emails?: Pick<MemberEmails, 'paymentFailed'>;
  /** Days a member keeps access after a failed renewal (core's `defaultFailedPaymentGraceDays` by default). */
  failedPaymentGraceDays?: number;
  /**
   * The organisation's currency (ISO 4217, any case): a payment in another is
   * rejected, never stored or converted. None: not checked (the demo seed,
   * whose provider charges in the settings' currency).
   */
  currency?: () => Promise<string>;
  /** Where rejected events are noted (provider, event id and reason only). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** A member whose payments started failing, and the end of their access. */
interface Failing {
  contactId: string;
  until: Date;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

interface Repositories {
  contributions: ContributionRepository;
  payments: PaymentRepository;
}

const repositoriesOf = (trx: Kysely<Database>): Repositories => ({
  contributions: createContributionRepository({ db: trx }),
  payments: createPaymentRepository({ db: trx }),
});

/**
 * Payments of one subscription and the storing of that subscription's
 * contribution take turns (until the transaction ends, on every app server):
 * a payment event that finds no contribution yet has committed its payment
 * before the contribution's `claim` looks for it, or it comes after the
 * contribution is stored and finds it.
 */
const lockSubscription = (trx: Kysely<Database>, provider: string, subscriptionId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`masthead:subscription:${provider}:${subscriptionId}`}))`.execute(trx);

type SettledPayment = Pick<PaymentRow, 'status' | 'charge_date'> & { paidUntil: Date | null };

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
  currency,
  log,
}: PaymentEventOptions) {
  /**
   * Why an event is not applied, or null. A payment in another currency is
   * not ours to count: 500 JPY are not £5.00, and converting would store a
   * rate nobody agreed to (and zero-decimal currencies count no pennies).
   */
  async function rejection(event: ProviderEvent): Promise<string | null> {
    if (event.kind === 'rejected') return event.reason;
    if (event.kind !== 'payment' || !currency) return null;
    const ours = (await currency()).toLowerCase();
    const theirs = event.currency.toLowerCase();
    return theirs === ours ? null : `currency: ${theirs}, not ${ours}`;
  }

  /**
   * What the contact's payments mean for their contribution and membership:
   * paid periods extend it, failed ones start the grace. Answers a member to
   * tell that their payments started failing, with the end of their access.
   */
  async function settle(
    row: ContributionRow,
    settled: readonly SettledPayment[],
    { contributions }: Pick<Repositories, 'contributions'>,
  ): Promise<Failing | null> {
    for (const payment of settled) {
      if (payment.status !== 'successful' || !payment.paidUntil) continue;
      await contributions.recordPaid(row.contact_id, payment.paidUntil);
      const until = nextMembershipExpiry(null, payment.paidUntil);
      await contributions.extendMembership(row.contact_id, until, payment.charge_date);
    }
    const failingSince = await contributions.refreshFailing(row.contact_id);
    // The grace: access for some days after the first failure, whatever the renewal date said.
    if (!failingSince) return null;
    const until = addDays(failingSince, failedPaymentGraceDays);
    await contributions.extendMembership(row.contact_id, until, failingSince);
    // Told once per failing spell: when it starts.
    return row.failing_since ? null : { contactId: row.contact_id, until };
  }

  /** Applies one event. */
  async function applyOne(trx: Kysely<Database>, event: ProviderEvent): Promise<Failing | null> {
    const { contributions, payments } = repositoriesOf(trx);
    switch (event.kind) {
      case 'payment': {
        if (event.subscriptionId) await lockSubscription(trx, event.provider, event.subscriptionId);
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
        return settle(row, [{ ...stored, paidUntil: stored.period_end ?? event.periodEnd }], { contributions });
      }
      case 'subscription-cancelled': {
        const row = await contributions.findByProviderIds(event, { lock: true });
        if (row && !row.cancelled_at) await contributions.update(row.contact_id, { cancelled_at: event.cancelledAt });
        return null;
      }
      case 'customer-deleted':
      case 'payment-method-detached':
      case 'rejected':
        // Nothing to undo: the next charge fails and says so, and the member is asked for a new method.
        return null;
    }
  }

  /** After the commit: the email tells what is stored. */
  const tell = async (failing: Failing | null) => {
    if (failing && emails) await emails.paymentFailed(failing.contactId, failing.until);
  };

  return {
    /**
     * Applies each event not applied before; one that fails leaves no trace, so a redelivery tries again.
     * One that must not be applied (`rejection`) is recorded with its reason and changes nothing else.
     */
    async apply(events: readonly ProviderEvent[]): Promise<void> {
      for (const event of events) {
        const rejected = await rejection(event);
        const failing = await db.transaction().execute(async (trx) => {
          const { contributions } = repositoriesOf(trx);
          if (!(await contributions.firstDelivery(event.provider, event.eventId, rejected))) return null;
          if (rejected) {
            log?.warn({ provider: event.provider, eventId: event.eventId, reason: rejected }, 'payment event rejected');
            return null;
          }
          return applyOne(trx, event);
        });
        await tell(failing);
      }
    },

    /**
     * Called once a contribution with this subscription is stored: payments
     * the provider reported before that (a webhook can overtake the store)
     * were recorded without a contact; they become the contact's now and
     * count as if they had come after.
     */
    async claim(provider: string, subscriptionId: string): Promise<void> {
      const failing = await db.transaction().execute(async (trx) => {
        await lockSubscription(trx, provider, subscriptionId);
        const { contributions, payments } = repositoriesOf(trx);
        const row = await contributions.findByProviderIds({ provider, subscriptionId }, { lock: true });
        if (!row) return null;
        const claimed = await payments.claim(provider, subscriptionId, row.contact_id);
        if (claimed.length === 0) return null;
        return settle(
          row,
          claimed.map((payment) => ({ ...payment, paidUntil: payment.period_end })),
          { contributions },
        );
      });
      await tell(failing);
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
