/**
 * A webhook storm: what providers deliver for many contacts over a few
 * months — payments pending then paid, some failing first and paid on a
 * retry, some subscriptions cancelled — delivered once in order, or with
 * duplicates, shuffled and several at a time, as providers really do. Used
 * by the storm test (payment-events.test.ts) and `npm run bench`.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import type { PaymentEvents } from '../payment-events.ts';
import type { PaymentProvider, ProviderEvent, ProviderPayment } from '../providers/index.ts';

export interface StormShape {
  contacts: number;
  /** Months of renewals per contact. */
  months: number;
  /** Share of deliveries that repeat an earlier one (providers redeliver). */
  duplicates: number;
  /** Deliveries in all, instead of `duplicates`: the rest of them repeat earlier ones. */
  total?: number;
  seed?: number;
}

const start = Date.UTC(2026, 0, 15);
const month = (n: number) => new Date(Date.UTC(2026, n, 15));

/** A seeded generator (mulberry32): the same storm every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every event of the storm once, in the order the provider sent them. */
export function stormEvents({ contacts, months, seed = 7 }: StormShape): ProviderEvent[] {
  const next = random(seed);
  const events: ProviderEvent[] = [];
  for (let c = 0; c < contacts; c++) {
    const ids = { customerId: `cus_${c}`, subscriptionId: `sub_${c}`, paymentMethodId: null };
    for (let m = 0; m < months; m++) {
      const base = {
        provider: 'stripe' as const,
        kind: 'payment' as const,
        providerPaymentId: `in_${c}_${m}`,
        ...ids,
        amount: 5 + (c % 3),
        currency: 'gbp',
        chargeDate: month(m),
        periodEnd: month(m + 1),
      };
      events.push({ ...base, eventId: `evt_${c}_${m}_open`, status: 'pending' });
      if (next() < 0.2) events.push({ ...base, eventId: `evt_${c}_${m}_failed`, status: 'failed' });
      // The last month of some contacts stays failed: they end the storm in their grace.
      if (m === months - 1 && c % 7 === 3) continue;
      events.push({ ...base, eventId: `evt_${c}_${m}_paid`, status: 'successful' });
    }
    if (c % 5 === 0) {
      events.push({
        provider: 'stripe',
        kind: 'subscription-cancelled',
        eventId: `evt_${c}_cancelled`,
        ...ids,
        cancelledAt: new Date(month(months).getTime() - 86_400_000),
      });
    }
  }
  return events;
}

/** The same events with `duplicates` of them again, shuffled. */
export function stormDeliveries(shape: StormShape): ProviderEvent[] {
  const next = random((shape.seed ?? 7) + 1);
  const once = stormEvents(shape);
  const total = shape.total ?? Math.round(once.length / (1 - shape.duplicates));
  const all = [...once];
  while (all.length < total) all.push(once[Math.floor(next() * once.length)]!);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

const seedBatch = 25_000;

/**
 * The storm's contacts, each with a running monthly contribution at the
 * provider: set-based, 25,000 a statement, so a bench of 100,000 is seeded
 * in seconds (the contribution triggers keep the contacts' sort keys).
 */
export async function stormContacts(db: Kysely<Database>, { contacts }: StormShape): Promise<void> {
  for (let from = 0; from < contacts; from += seedBatch) {
    const last = Math.min(from + seedBatch, contacts) - 1;
    await sql`
      insert into contacts (email, firstname, lastname)
      select 'storm' || n || '@example.org', 'Storm' || n, 'Example' from generate_series(${from}::int, ${last}::int) n`.execute(
      db,
    );
    await sql`
      insert into contributions
        (contact_id, type, amount_cents, period, method, provider, customer_id, subscription_id, renewal_date)
      select c.id, 'Automatic', 500, 'monthly', 's_card', 'stripe', 'cus_' || n, 'sub_' || n, ${new Date(start)}
      from generate_series(${from}::int, ${last}::int) n
      join contacts c on lower(c.email) = 'storm' || n || '@example.org'`.execute(db);
  }
}

/**
 * The events once, each contact's in the order the provider sent them, one
 * after the other, `concurrency` contacts side by side: the in-order run at a
 * scale where one event at a time would take hours. The same end state as
 * one at a time, as long as one contact's events touch only that contact's
 * rows (each storm contact has its own customer and subscription).
 */
export async function deliverInOrderPerContact(
  events: PaymentEvents,
  once: readonly ProviderEvent[],
  concurrency: number,
) {
  const byContact = new Map<string, ProviderEvent[]>();
  for (const event of once) {
    const key = 'subscriptionId' in event && event.subscriptionId ? event.subscriptionId : event.eventId;
    const list = byContact.get(key);
    if (list) list.push(event);
    else byContact.set(key, [event]);
  }
  const queues = [...byContact.values()];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < queues.length) {
      for (const event of queues[next++]!) await events.apply([event]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

/** Applies deliveries `concurrency` at a time, each on its own (as webhooks arrive); the time taken. */
export async function deliverStorm(events: PaymentEvents, deliveries: readonly ProviderEvent[], concurrency: number) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const event = deliveries[next++]!;
      await events.apply([event]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

/** What the storm leaves, keyed by email and provider ids so two databases compare. */
export async function stormOutcome(db: Kysely<Database>) {
  const contributions = await db
    .selectFrom('contributions')
    .innerJoin('contacts', 'contacts.id', 'contributions.contact_id')
    .leftJoin('contact_roles', (join) =>
      join.onRef('contact_roles.contact_id', '=', 'contacts.id').on('contact_roles.role', '=', 'member'),
    )
    .select([
      'contacts.email',
      'contributions.renewal_date',
      'contributions.failing_since',
      'contributions.cancelled_at',
      'contributions.amount_cents',
      'contact_roles.date_added',
      'contact_roles.date_expires',
    ])
    .orderBy('contacts.email')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .leftJoin('contacts', 'contacts.id', 'payments.contact_id')
    .select(['payments.provider_payment_id', 'payments.status', 'payments.amount_cents', 'contacts.email'])
    .orderBy('payments.provider_payment_id')
    .execute();
  return JSON.parse(JSON.stringify({ contributions, payments })) as unknown;
}

/**
 * The provider as the storm leaves it, for the nightly reconciliation: each
 * customer's payments in the state of their last event. Only `listPayments`
 * answers (after `delayMs`, a provider's round trip); `calls` counts them.
 */
export function stormProvider(once: readonly ProviderEvent[], delayMs: number) {
  const byCustomer = new Map<string, Map<string, ProviderPayment>>();
  for (const event of once) {
    if (event.kind !== 'payment' || !event.customerId) continue;
    const { kind: _kind, eventId: _eventId, ...payment } = event;
    const payments = byCustomer.get(event.customerId) ?? new Map<string, ProviderPayment>();
    payments.set(event.providerPaymentId, payment);
    byCustomer.set(event.customerId, payments);
  }
  const counter = { calls: 0 };
  const provider = listingProvider(async ({ customerId }) => {
    counter.calls += 1;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return [...(byCustomer.get(customerId)?.values() ?? [])].reverse();
  });
  return { provider, counter };
}

/** A Stripe provider that only lists payments, with `listPayments`; anything else rejects. */
export function listingProvider(listPayments: PaymentProvider['listPayments']): PaymentProvider {
  const unused = () => Promise.reject(new Error('the storm provider only lists payments'));
  return {
    name: 'stripe',
    methods: ['s_card'],
    startFlow: unused,
    completeFlow: unused,
    createContribution: unused,
    updateContribution: unused,
    cancelContribution: unused,
    changePaymentMethod: unused,
    takeOneOffPayment: unused,
    parseWebhook: unused,
    findRunningSubscriptions: unused,
    listPayments,
  };
}
