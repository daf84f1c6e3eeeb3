import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ContributionsTable, Database, PaymentFlowsTable } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';

export type ContributionRow = Selectable<ContributionsTable>;
/** Columns to change; `payment_source` as a value (stored as JSON). */
export type ContributionChanges = Omit<
  Updateable<ContributionsTable>,
  'contact_id' | 'updated_at' | 'payment_source'
> & {
  payment_source?: Record<string, unknown> | null;
};
export type PaymentFlowRow = Selectable<PaymentFlowsTable>;

/** The provider's ids by which an event names a contribution. */
export interface ProviderIds {
  provider: string;
  subscriptionId?: string | null;
  customerId?: string | null;
  paymentMethodId?: string | null;
}

export interface ContributionRepository {
  find(contactId: string): Promise<ContributionRow | null>;
  /** The contributions of these contacts, by contact id (one query for a page of contacts). */
  findMany(contactIds: readonly string[]): Promise<Map<string, ContributionRow>>;
  /** Creates the contact's contribution or changes it; JSON columns as values. */
  save(contactId: string, changes: ContributionChanges & { type: ContributionRow['type'] }): Promise<ContributionRow>;
  update(contactId: string, changes: ContributionChanges): Promise<ContributionRow | null>;
  /**
   * The contribution a provider's event is about: by subscription, else
   * customer, else payment method. `lock`: held until the transaction ends,
   * so events about one contact apply one after the other.
   */
  findByProviderIds(ids: ProviderIds, options?: { lock?: boolean }): Promise<ContributionRow | null>;
  /**
   * Locks, until the transaction ends, every contribution any of these ids
   * name (a superset of what `findByProviderIds` picks for each), in contact
   * id order: transactions that lock many this way wait for each other,
   * never in a circle, whatever order their events came in. Answers them
   * (`lockedMatch` picks from them).
   */
  lockByProviderIds(ids: readonly ProviderIds[]): Promise<ContributionRow[]>;
  createFlow(flow: Omit<Insertable<PaymentFlowsTable>, 'id' | 'created_at' | 'completed_at'>): Promise<PaymentFlowRow>;
  setProviderFlowId(id: string, providerFlowId: string): Promise<void>;
  /**
   * Takes the flow for completing: the first caller gets it, any other (a
   * second tab, a double click, another app server) gets null. `release`
   * gives it back when completing failed and may be tried again.
   */
  takeFlow(id: string, contactId: string, now: Date): Promise<PaymentFlowRow | null>;
  releaseFlow(id: string): Promise<void>;
  findFlow(id: string, contactId: string): Promise<PaymentFlowRow | null>;
  /**
   * Brings the contribution and the membership up to date with the contact's
   * payments, in one statement. Payments that succeeded (`paid`, null: none
   * did) move the renewal on to `until` (never back), a change waiting for
   * the renewal takes effect, and the member role lasts at least until
   * `expires` (never shortened; a role without end stays so; a contact
   * without one becomes a member `since`, and a role is dated back to an
   * earlier `since` that comes late, so the order payments come in does not
   * change it). Whether payments are failing is
   * read from the payments themselves: since the first failed charge after
   * the last successful one, or not, so the answer does not depend on the
   * order the events came in; failing, the role lasts `graceDays` past that
   * charge. Answers it.
   */
  settle(
    contactId: string,
    paid: { until: Date; expires: Date; since: Date } | null,
    graceDays: number,
  ): Promise<Date | null>;
  /**
   * The member role lasts at least until `until` (never shortened; a role
   * without end stays so); a contact without one becomes a member now.
   */
  extendMembership(contactId: string, until: Date, now: Date): Promise<void>;
  /**
   * Records a provider event (in the applying transaction), with the reason
   * it is not applied, if any; false when it was recorded before (providers redeliver).
   */
  firstDelivery(provider: string, eventId: string, rejectedReason?: string | null): Promise<boolean>;
  /**
   * `firstDelivery` for many events in one statement, in the order of their
   * ids (two batches recording the same ids wait for each other, never in a
   * circle); answers the `provider`/`eventId` keys (`deliveryKey`) recorded now.
   */
  firstDeliveries(
    events: readonly { provider: string; eventId: string; rejectedReason: string | null }[],
  ): Promise<Set<string>>;
}

const idColumns = [
  ['subscriptionId', 'subscription_id'],
  ['customerId', 'customer_id'],
  ['paymentMethodId', 'payment_method_id'],
] as const;

/**
 * What `findByProviderIds` would answer, picked from rows `lockByProviderIds`
 * answered: the one matching the best id. Undefined when none matches or two
 * match as well (the database decides, by `updated_at`).
 */
export function lockedMatch(rows: readonly ContributionRow[], ids: ProviderIds): ContributionRow | undefined {
  let best: ContributionRow | undefined;
  let bestRank: number = idColumns.length;
  let tied = false;
  for (const row of rows) {
    if (row.provider !== ids.provider) continue;
    const rank = idColumns.findIndex(([key, column]) => Boolean(ids[key]) && row[column] === ids[key]);
    if (rank < 0 || rank > bestRank) continue;
    tied = rank === bestRank;
    if (rank < bestRank) [best, bestRank] = [row, rank];
  }
  return tied ? undefined : best;
}

/** How `firstDeliveries` names an event. */
export const deliveryKey = (provider: string, eventId: string) => `${provider}\u0000${eventId}`;

const asJson = <T extends { payment_source?: unknown }>(changes: T) =>
  changes.payment_source === undefined
    ? changes
    : { ...changes, payment_source: changes.payment_source === null ? null : JSON.stringify(changes.payment_source) };

/** Code-unit order, the same on every server (not the locale's). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Contributions, payment flows and applied provider events (0017-contributions.sql). */
export function createContributionRepository({ db }: { db: Kysely<Database> }): ContributionRepository {
  return {
    async find(contactId) {
      return (
        (await db.selectFrom('contributions').selectAll().where('contact_id', '=', contactId).executeTakeFirst()) ??
        null
      );
    },

    async findMany(contactIds) {
      if (contactIds.length === 0) return new Map();
      const rows = await db.selectFrom('contributions').selectAll().where('contact_id', 'in', contactIds).execute();
      return new Map(rows.map((row) => [row.contact_id, row]));
    },

    async save(contactId, changes) {
      const values = asJson(changes) as Insertable<ContributionsTable>;
      return db
        .insertInto('contributions')
        .values({ ...values, contact_id: contactId })
        .onConflict((conflict) => conflict.column('contact_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(contactId, changes) {
      const row = await db
        .updateTable('contributions')
        .set({ ...(asJson(changes) as Updateable<ContributionsTable>), updated_at: new Date() })
        .where('contact_id', '=', contactId)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async findByProviderIds({ provider, subscriptionId, customerId, paymentMethodId }, { lock = false } = {}) {
      // One statement for the three ids (each has its index), the best match first: a round trip per event, not three.
      const ids = (
        [
          ['subscription_id', subscriptionId],
          ['customer_id', customerId],
          ['payment_method_id', paymentMethodId],
        ] as const
      ).filter((pair): pair is readonly [(typeof pair)[0], string] => Boolean(pair[1]));
      if (ids.length === 0) return null;
      const rank = sql<number>`case ${sql.join(
        ids.map(([column, value], i) => sql`when ${sql.ref(column)} = ${value} then ${sql.lit(i)}`),
        sql` `,
      )} else ${sql.lit(ids.length)} end`;
      const query = db
        .selectFrom('contributions')
        .selectAll()
        .where('provider', '=', provider)
        .where((eb) => eb.or(ids.map(([column, value]) => eb(column, '=', value))))
        .orderBy(rank)
        .orderBy('updated_at', 'desc')
        .limit(1);
      return (await (lock ? query.forUpdate() : query).executeTakeFirst()) ?? null;
    },

    async lockByProviderIds(ids) {
      const byProvider = new Map<
        string,
        Record<'subscription_id' | 'customer_id' | 'payment_method_id', Set<string>>
      >();
      for (const { provider, subscriptionId, customerId, paymentMethodId } of ids) {
        let named = byProvider.get(provider);
        if (!named) {
          named = { subscription_id: new Set(), customer_id: new Set(), payment_method_id: new Set() };
          byProvider.set(provider, named);
        }
        if (subscriptionId) named.subscription_id.add(subscriptionId);
        if (customerId) named.customer_id.add(customerId);
        if (paymentMethodId) named.payment_method_id.add(paymentMethodId);
      }
      const matches = [...byProvider].flatMap(([provider, named]) =>
        (Object.entries(named) as [keyof typeof named, Set<string>][])
          .filter(([, values]) => values.size > 0)
          .map(([column, values]) => ({ provider, column, values: [...values] })),
      );
      if (matches.length === 0) return [];
      // PostgreSQL locks the rows as they leave the sort: in contact id order.
      return db
        .selectFrom('contributions')
        .selectAll()
        .where((eb) =>
          eb.or(
            matches.map(({ provider, column, values }) =>
              eb.and([eb('provider', '=', provider), eb(column, 'in', values)]),
            ),
          ),
        )
        .orderBy('contact_id')
        .forUpdate()
        .execute();
    },

    async createFlow(flow) {
      return db.insertInto('payment_flows').values(flow).returningAll().executeTakeFirstOrThrow();
    },

    async setProviderFlowId(id, providerFlowId) {
      await db.updateTable('payment_flows').set({ provider_flow_id: providerFlowId }).where('id', '=', id).execute();
    },

    async takeFlow(id, contactId, now) {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('payment_flows')
        .set({ completed_at: now })
        .where('id', '=', id)
        .where('contact_id', '=', contactId)
        .where('completed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async releaseFlow(id) {
      await db.updateTable('payment_flows').set({ completed_at: null }).where('id', '=', id).execute();
    },

    async findFlow(id, contactId) {
      if (!isUuid(id)) return null;
      const row = await db
        .selectFrom('payment_flows')
        .selectAll()
        .where('id', '=', id)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return row ?? null;
    },

    async settle(contactId, paid, graceDays) {
      const lastSuccess = sql`(select max(q.charge_date) from payments q where q.contact_id = ${contactId}::uuid and q.status = 'successful')`;
      const failingSince = sql<Date | null>`(select min(p.charge_date) from payments p where p.contact_id = ${contactId}::uuid and p.status = 'failed' and (${lastSuccess} is null or p.charge_date > ${lastSuccess}))`;
      const later = sql<boolean>`(contributions.renewal_date is null or contributions.renewal_date < ${paid?.until ?? null})`;
      const renewal = paid
        ? {
            renewal_date: sql<Date>`greatest(coalesce(contributions.renewal_date, ${paid.until}), ${paid.until})`,
            amount_cents: sql<number>`case when ${later} and contributions.next_amount_cents is not null then contributions.next_amount_cents else contributions.amount_cents end`,
            period: sql<
              ContributionRow['period']
            >`case when ${later} and contributions.next_period is not null then contributions.next_period else contributions.period end`,
            next_amount_cents: sql<
              number | null
            >`case when ${later} then null else contributions.next_amount_cents end`,
            next_period: sql<
              ContributionRow['period']
            >`case when ${later} then null else contributions.next_period end`,
          }
        : {};
      const since = sql<Date | null>`coalesce(${paid?.since ?? null}::timestamptz, settled.failing_since)`;
      // The grace in exact days (86,400 s), as core counts them, whatever the session's time zone.
      const graceEnd = sql<Date | null>`settled.failing_since + make_interval(secs => ${graceDays * 86_400})`;
      const row = await db
        .with('settled', (q) =>
          q
            .updateTable('contributions')
            .set({ ...renewal, failing_since: failingSince, updated_at: new Date() })
            .where('contact_id', '=', contactId)
            .returning(['contact_id', 'failing_since']),
        )
        .with('member', (q) =>
          q
            .insertInto('contact_roles')
            .columns(['contact_id', 'role', 'date_added', 'date_expires'])
            .expression((eb) =>
              eb
                .selectFrom('settled')
                .select([
                  'settled.contact_id',
                  sql.lit('member').as('role'),
                  since.as('date_added'),
                  sql<Date>`greatest(${paid?.expires ?? null}::timestamptz, ${graceEnd})`.as('date_expires'),
                ])
                .where(since, 'is not', null),
            )
            .onConflict((conflict) =>
              conflict
                .columns(['contact_id', 'role'])
                .doUpdateSet({
                  date_expires: sql`greatest(contact_roles.date_expires, excluded.date_expires)`,
                  // The earliest payment that made the role, whichever of them came first (webhooks come shuffled).
                  date_added: sql`least(contact_roles.date_added, excluded.date_added)`,
                })
                .where('contact_roles.date_expires', 'is not', null),
            ),
        )
        .selectFrom('settled')
        .select('failing_since')
        .executeTakeFirst();
      return row?.failing_since ?? null;
    },

    async extendMembership(contactId, until, now) {
      await db
        .insertInto('contact_roles')
        .values({ contact_id: contactId, role: 'member', date_added: now, date_expires: until })
        .onConflict((conflict) =>
          conflict
            .columns(['contact_id', 'role'])
            .doUpdateSet({ date_expires: sql`greatest(contact_roles.date_expires, excluded.date_expires)` })
            .where('contact_roles.date_expires', 'is not', null),
        )
        .execute();
    },

    async firstDelivery(provider, eventId, rejectedReason = null) {
      const row = await db
        .insertInto('payment_events')
        .values({ provider, event_id: eventId, rejected_reason: rejectedReason })
        .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async firstDeliveries(events) {
      if (events.length === 0) return new Set();
      const values = [...events]
        .sort((a, b) => (a.provider === b.provider ? compare(a.eventId, b.eventId) : compare(a.provider, b.provider)))
        .map((event) => ({ provider: event.provider, event_id: event.eventId, rejected_reason: event.rejectedReason }));
      const rows = await db
        .insertInto('payment_events')
        .values(values)
        .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
        .returning(['provider', 'event_id'])
        .execute();
      return new Set(rows.map((row) => deliveryKey(row.provider, row.event_id)));
    },
  };
}
