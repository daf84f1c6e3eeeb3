import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, JoinFlowsTable } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';

export type JoinFlowRow = Selectable<JoinFlowsTable>;
export type NewJoinFlow = Omit<Insertable<JoinFlowsTable>, 'contribution' | 'payment' | 'source'> & {
  contribution?: JoinFlowRow['contribution'];
  source?: Record<string, unknown> | null;
};

/** Unfinished join flows expire after 7 days. */
export const joinFlowLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Join flows (0019-join-flows.sql). Completing and confirming each "take"
 * the flow with one conditional update, so of two requests racing (a double
 * click, two tabs, two app servers) one goes on; a failure gives it back.
 */
export function createJoinFlowRepository({ db }: { db: Kysely<Database> }) {
  const live = (now: Date) => new Date(now.getTime() - joinFlowLifetimeMs);
  return {
    async create(flow: NewJoinFlow): Promise<JoinFlowRow> {
      const { contribution, source, ...rest } = flow;
      return db
        .insertInto('join_flows')
        .values({ ...rest, contribution: json(contribution), source: json(source) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setProviderFlowId(id: string, providerFlowId: string): Promise<void> {
      await db.updateTable('join_flows').set({ provider_flow_id: providerFlowId }).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('join_flows').where('id', '=', id).execute();
    },

    /** A flow by its payment flow id, whatever its state or age. */
    async byPaymentFlow(paymentFlowId: string): Promise<JoinFlowRow | null> {
      if (!isUuid(paymentFlowId)) return null;
      const row = await db
        .selectFrom('join_flows')
        .selectAll()
        .where('payment_flow_id', '=', paymentFlowId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Takes a live, uncompleted flow for completing: null for any other caller. */
    async takeForCompleting(id: string, now: Date): Promise<JoinFlowRow | null> {
      const row = await db
        .updateTable('join_flows')
        .set({ completed_at: now })
        .where('id', '=', id)
        .where('completed_at', 'is', null)
        .where('created_at', '>', live(now))
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async releaseCompleting(id: string): Promise<void> {
      await db.updateTable('join_flows').set({ completed_at: null }).where('id', '=', id).execute();
    },

    /** The provider's set-up method, learnt when the reader came back (`signup/check`). */
    async savePayment(id: string, payment: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('join_flows')
        .set({ payment: json(payment) })
        .where('id', '=', id)
        .execute();
    },

    /** What completing learnt: the names and the provider's set-up method. */
    async saveCompletion(
      id: string,
      values: { firstname: string; lastname: string; vatNumber: string; payment: Record<string, unknown> | null },
    ): Promise<void> {
      await db
        .updateTable('join_flows')
        .set({
          firstname: values.firstname,
          lastname: values.lastname,
          vat_number: values.vatNumber,
          payment: json(values.payment),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A flow by its (emailed) id, expired or not; null for a malformed id. */
    async find(id: string): Promise<JoinFlowRow | null> {
      if (!isUuid(id)) return null;
      return (await db.selectFrom('join_flows').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** Takes a live, completed, unconfirmed flow for confirming: null for any other caller. */
    async takeForConfirming(id: string, now: Date): Promise<JoinFlowRow | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('join_flows')
        .set({ confirmed_at: now })
        .where('id', '=', id)
        .where('completed_at', 'is not', null)
        .where('confirmed_at', 'is', null)
        .where('created_at', '>', live(now))
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async releaseConfirming(id: string): Promise<void> {
      await db.updateTable('join_flows').set({ confirmed_at: null }).where('id', '=', id).execute();
    },

    /** The contact a confirmed flow made, with where they came from. */
    async setContact(id: string, contactId: string, source: Record<string, unknown> | null): Promise<void> {
      await db.updateTable('join_flows').set({ contact_id: contactId }).where('id', '=', id).execute();
      if (source)
        await db
          .updateTable('contacts')
          .set({ join_source: json(source) })
          .where('id', '=', contactId)
          .execute();
    },

    /**
     * Deletes the flows past their 7 days, finished or not: their emailed
     * link no longer works, and what a reader typed into a join they never
     * confirmed is not kept longer than that. Answers how many went.
     */
    async removeExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom('join_flows').where('created_at', '<=', live(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Removes a contact made a moment ago whose contribution then failed: nothing half-made stays. */
    async undoContact(contactId: string): Promise<void> {
      await db.deleteFrom('contacts').where('id', '=', contactId).execute();
    },
  };
}

export type JoinFlowRepository = ReturnType<typeof createJoinFlowRepository>;
