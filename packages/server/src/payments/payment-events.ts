import { addPeriod, defaultFailedPaymentGraceDays, nextMembershipExpiry, toCents } from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import {
  createContributionRepository,
  deliveryKey,
  lockedMatch,
  type ContributionRepository,
  type ContributionRow,
} from './contribution-repository.ts';
import { createPaymentRepository, statusRank, type PaymentRepository, type PaymentRow } from './payment-repository.ts';
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

/** Contributions a batch holds locked, as they stand. */
type Locked = ContributionRow[];

type SettledPayment = Pick<PaymentRow, 'status' | 'charge_date'> & { paidUntil: Date | null };

/** An event waiting for its batch (`apply`), with why it is not applied, if so. */
interface Queued {
  event: ProviderEvent;
  rejected: string | null;
  done: (failing: Failing | null) => void;
  failed: (error: unknown) => void;
}

/** Most events in one batch's transaction, and batches in hand at once (of the pool's connections). */
const batchLimit = 50;
const concurrentBatches = 4;

/** The ids by which an event that changes a contribution names it; null for events that lock none. */
const lockedIds = (event: ProviderEvent) =>
  event.kind === 'payment' || event.kind === 'subscription-cancelled' ? event : null;

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
   * One statement whatever the payments: the membership to the latest of
   * what they and the grace give, as extending it for each in turn would.
   */
  async function settle(
    row: ContributionRow,
    settled: readonly SettledPayment[],
    { contributions }: Pick<Repositories, 'contributions'>,
  ): Promise<Failing | null> {
    const paid = settled.filter(
      (payment): payment is SettledPayment & { paidUntil: Date } =>
        payment.status === 'successful' && payment.paidUntil !== null,
    );
    const latest = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
    const failingSince = await contributions.settle(
      row.contact_id,
      paid.length === 0
        ? null
        : {
            until: latest(paid.map((p) => p.paidUntil)),
            expires: latest(paid.map((p) => nextMembershipExpiry(null, p.paidUntil))),
            // A new member role starts with the first payment that extends it.
            since: paid[0]!.charge_date,
          },
      failedPaymentGraceDays,
    );
    // Told once per failing spell: when it starts.
    const told =
      !failingSince || row.failing_since
        ? null
        : { contactId: row.contact_id, until: addDays(failingSince, failedPaymentGraceDays) };
    // The row as it stands now, for the batch's next event about it.
    row.failing_since = failingSince;
    return told;
  }

  /**
   * The contribution a payment is about, locked. Found, it is all the
   * subscription's turn needs (`claim` locks it too); not found, the
   * subscription's lock is taken and it is looked for again, so a
   * contribution stored meanwhile is found, or its `claim` waits for this
   * payment's commit.
   */
  async function lockedContribution(trx: Kysely<Database>, event: ProviderEvent & { kind: 'payment' }, locked: Locked) {
    const { contributions } = repositoriesOf(trx);
    const row = lockedMatch(locked, event) ?? (await contributions.findByProviderIds(event, { lock: true }));
    if (row || !event.subscriptionId) return row;
    await lockSubscription(trx, event.provider, event.subscriptionId);
    return contributions.findByProviderIds(event, { lock: true });
  }

  /**
   * Applies one event; `locked`: the contributions its batch locked
   * (`lockByProviderIds`), kept up to date here, so that finding one is no
   * round trip.
   */
  async function applyOne(trx: Kysely<Database>, event: ProviderEvent, locked: Locked = []): Promise<Failing | null> {
    const { contributions, payments } = repositoriesOf(trx);
    switch (event.kind) {
      case 'payment': {
        const row = await lockedContribution(trx, event, locked);
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
        // Old news (of a lower rank than stored) changes no payment, so nothing that follows from them;
        // nor does a payment pending or a draft, which neither pays nor fails (statuses never go back).
        if (!row || !stored.applied || statusRank[stored.status] < statusRank.failed) return null;
        const period_end = stored.period_end ?? event.periodEnd;
        return settle(row, [{ ...stored, paidUntil: paidUntil(row, { ...stored, period_end }) }], { contributions });
      }
      case 'subscription-cancelled': {
        const row = lockedMatch(locked, event) ?? (await contributions.findByProviderIds(event, { lock: true }));
        if (row && !row.cancelled_at) {
          await contributions.update(row.contact_id, { cancelled_at: event.cancelledAt });
          row.cancelled_at = event.cancelledAt;
        }
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

  const noteRejected = (event: ProviderEvent, reason: string) => {
    log?.warn({ provider: event.provider, eventId: event.eventId, reason }, 'payment event rejected');
    return null;
  };

  /** One event in a transaction of its own, that first records its id. */
  const applyAlone = ({ event, rejected }: Queued) =>
    db.transaction().execute(async (trx) => {
      const { contributions } = repositoriesOf(trx);
      if (!(await contributions.firstDelivery(event.provider, event.eventId, rejected))) return null;
      return rejected ? noteRejected(event, rejected) : applyOne(trx, event);
    });

  /**
   * Events that arrived together, in one transaction that first records
   * their ids in one statement (redeliveries stop there, and so does the
   * second copy of an event delivered twice in the batch), then locks every
   * contribution the new ones name in one statement, in contact id order
   * (two batches wait for each other, never in a circle), then applies each
   * as `applyAlone` would, in the order they came (one contact's events
   * keep their order). One commit for them all.
   */
  const applyBatch = (batch: readonly Queued[]) =>
    db.transaction().execute(async (trx) => {
      const { contributions } = repositoriesOf(trx);
      const fresh = await contributions.firstDeliveries(
        batch.map(({ event, rejected }) => ({
          provider: event.provider,
          eventId: event.eventId,
          rejectedReason: rejected,
        })),
      );
      const applying = batch.filter(({ event }) => fresh.delete(deliveryKey(event.provider, event.eventId)));
      const locked = await contributions.lockByProviderIds(
        applying.flatMap(({ event, rejected }) => {
          const ids = rejected ? null : lockedIds(event);
          return ids ? [ids] : [];
        }),
      );
      const outcomes = new Map<Queued, Failing | null>();
      for (const item of applying) {
        const { event, rejected } = item;
        outcomes.set(item, rejected ? noteRejected(event, rejected) : await applyOne(trx, event, locked));
      }
      return batch.map((item) => outcomes.get(item) ?? null);
    });

  // Deliveries waiting for a batch, the batches in hand, and whether a start is on its way.
  const queue: Queued[] = [];
  let running = 0;
  let starting = false;

  /**
   * Starts batches while fewer than `concurrentBatches` are in hand: what
   * arrives meanwhile waits and goes in the next (a group commit). The start
   * waits for this turn of the event loop to end, so that callers answered
   * by one commit and delivering again at once share a batch. A batch
   * that fails is tried again one event at a time, so one bad event fails
   * alone and leaves no trace.
   */
  function pump() {
    if (starting) return;
    starting = true;
    setImmediate(() => {
      starting = false;
      while (running < concurrentBatches && queue.length > 0) start(queue.splice(0, batchLimit));
    });
  }

  function start(batch: Queued[]) {
    running += 1;
    const alone = async () => {
      for (const item of batch) await applyAlone(item).then(item.done, item.failed);
    };
    // Nothing of a failed batch was committed: each event is tried again in a transaction of its own.
    const retried = (error: unknown) => {
      log?.warn({ err: error, events: batch.length }, 'payment events batch failed, applying them one at a time');
      return alone();
    };
    const applied =
      batch.length === 1
        ? alone()
        : applyBatch(batch).then((outcomes) => batch.forEach((item, i) => item.done(outcomes[i] ?? null)), retried);
    void applied.finally(() => {
      running -= 1;
      pump();
    });
  }

  return {
    /**
     * Applies each event not applied before, together with what other
     * callers deliver meanwhile (`pump`); resolves once they are committed.
     * One that fails leaves no trace, so a redelivery tries again; the first
     * failure is thrown once the others are applied. One that must not be
     * applied (`rejection`) is recorded with its reason and changes nothing
     * else.
     */
    async apply(events: readonly ProviderEvent[]): Promise<void> {
      const reasons = await Promise.all(events.map(rejection));
      const waiting = events.map(
        (event, i) =>
          new Promise<Failing | null>((done, failed) => queue.push({ event, rejected: reasons[i]!, done, failed })),
      );
      pump();
      const outcomes = await Promise.allSettled(waiting);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') await tell(outcome.value);
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
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
          claimed.map((payment) => ({ ...payment, paidUntil: paidUntil(row, payment) })),
          { contributions },
        );
      });
      await tell(failing);
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;

/**
 * Until when a payment pays: the end of the period it names (Stripe's
 * invoices); else, a payment of a subscription, its charge date and the
 * contribution's period, as GoCardless names no period (without this a
 * GoCardless member's membership ran out while they kept paying); a one-off
 * payment pays for no period.
 */
export function paidUntil(
  row: Pick<ContributionRow, 'period'>,
  payment: Pick<PaymentRow, 'subscription_id' | 'charge_date' | 'period_end'>,
): Date | null {
  if (payment.period_end) return payment.period_end;
  if (!payment.subscription_id || !row.period) return null;
  return addPeriod(payment.charge_date, row.period);
}
