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
   * A payment succeeded, paying until `paidUntil`: the renewal moves on (never
   * back) and a change waiting for the renewal takes effect.
   */
  recordPaid(contactId: string, paidUntil: Date): Promise<void>;
  /**
   * Whether payments are failing, read from the payments themselves: since
   * the first failed charge after the last successful one, or not. So the
   * answer does not depend on the order the events came in. Answers it.
   */
  refreshFailing(contactId: string): Promise<Date | null>;
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
}

const asJson = <T extends { payment_source?: unknown }>(changes: T) =>
  changes.payment_source === undefined
    ? changes
    : { ...changes, payment_source: changes.payment_source === null ? null : JSON.stringify(changes.payment_source) };

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
      const by = async (column: 'subscription_id' | 'customer_id' | 'payment_method_id', value: string) => {
        const query = db
          .selectFrom('contributions')
          .selectAll()
          .where('provider', '=', provider)
          .where(column, '=', value)
          .orderBy('updated_at', 'desc')
          .limit(1);
        return (lock ? query.forUpdate() : query).executeTakeFirst();
      };
      return (
        (subscriptionId ? await by('subscription_id', subscriptionId) : undefined) ??
        (customerId ? await by('customer_id', customerId) : undefined) ??
        (paymentMethodId ? await by('payment_method_id', paymentMethodId) : undefined) ??
        null
      );
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

    async recordPaid(contactId, paidUntil) {
      const later = sql<boolean>`(contributions.renewal_date is null or contributions.renewal_date < ${paidUntil})`;
      await db
        .updateTable('contributions')
        .set({
          renewal_date: sql`greatest(coalesce(contributions.renewal_date, ${paidUntil}), ${paidUntil})`,
          amount_cents: sql`case when ${later} and contributions.next_amount_cents is not null then contributions.next_amount_cents else contributions.amount_cents end`,
          period: sql`case when ${later} and contributions.next_period is not null then contributions.next_period else contributions.period end`,
          next_amount_cents: sql`case when ${later} then null else contributions.next_amount_cents end`,
          next_period: sql`case when ${later} then null else contributions.next_period end`,
          updated_at: new Date(),
        })
        .where('contact_id', '=', contactId)
        .execute();
    },

    async refreshFailing(contactId) {
      const lastSuccess = sql`(select max(q.charge_date) from payments q where q.contact_id = ${contactId}::uuid and q.status = 'successful')`;
      const row = await db
        .updateTable('contributions')
        .set({
          failing_since: sql`(select min(p.charge_date) from payments p where p.contact_id = ${contactId}::uuid and p.status = 'failed' and (${lastSuccess} is null or p.charge_date > ${lastSuccess}))`,
          updated_at: new Date(),
        })
        .where('contact_id', '=', contactId)
        .returning('failing_since')
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
  };
}
