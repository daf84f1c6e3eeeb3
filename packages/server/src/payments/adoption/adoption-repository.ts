import type { ContributionAdoptionReason, ContributionAdoptionState } from '@masthead/core';
import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';

/** `contribution_adoption_runs` and `contribution_adoptions` (0044-contribution-adoptions.sql), beside their code. */
type AdoptionTables = {
  contribution_adoption_runs: {
    id: Generated<string>;
    created_by: string | null;
    created_at: Generated<Date>;
    import_id: string | null;
    contact_ids: ColumnType<string[] | null, string | null, string | null>;
    state: Generated<RunState>;
    eligible: Generated<number>;
    done: Generated<number>;
    adopted: Generated<number>;
    refused: Generated<number>;
    error: string | null;
    finished_at: Date | null;
  };
  contribution_adoptions: {
    id: Generated<string>;
    contact_id: string;
    run_id: string | null;
    import_id: string | null;
    provider: 'stripe' | 'gocardless';
    customer_id: string;
    state: ContributionAdoptionState;
    reason: ContributionAdoptionReason | null;
    subscription_id: string | null;
    amount_cents: number | null;
    currency: string | null;
    period: 'monthly' | 'annually' | null;
    next_charge: Date | null;
    created_at: Generated<Date>;
  };
};
export type AdoptionDatabase = Database & AdoptionTables;
export const withAdoptions = (db: Kysely<Database>): Kysely<AdoptionDatabase> => db.withTables<AdoptionTables>();

export type RunState = 'pending' | 'running' | 'done' | 'failed';
export type RunRow = Selectable<AdoptionTables['contribution_adoption_runs']>;
export type AdoptionRow = Selectable<AdoptionTables['contribution_adoptions']>;
export type NewAdoption = Omit<AdoptionRow, 'id' | 'created_at'>;

/** Which contacts a run looks at: every eligible one, those whose customers an import named, or a list. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'customers'; customers: readonly { provider: string; customerId: string }[] }
  | { kind: 'contacts'; contactIds: readonly string[] };

/** A contact a run may adopt: their contribution's provider and customer. */
export interface Candidate {
  contact_id: string;
  provider: 'stripe' | 'gocardless';
  customer_id: string;
}

/** Lists of this many customers or contacts are asked for in one statement at most. */
const chunk = 1000;

/**
 * Runs and results. `candidates` is the one definition of who is eligible:
 * a Stripe or GoCardless customer on the contribution, nothing adopted for
 * the contact yet, and (for every contact at once) no contribution running
 * here; a list or an import's customers also name contacts whose
 * contribution runs here, to say so (`already-running`).
 */
export function createAdoptionRepository({ db: plain }: { db: Kysely<Database> }) {
  const db = withAdoptions(plain);

  const scoped = (scope: Scope, after: string | null, notInRun: string | null, limit: number | null) => {
    let query = db
      .selectFrom('contributions as c')
      .select(['c.contact_id', 'c.provider', 'c.customer_id'])
      .where('c.provider', 'in', ['stripe', 'gocardless'])
      .where('c.customer_id', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('contribution_adoptions as a')
              .select('a.id')
              .whereRef('a.contact_id', '=', 'c.contact_id')
              .where('a.state', '=', 'adopted'),
          ),
        ),
      );
    if (scope.kind === 'all') {
      query = query.where((eb) =>
        eb.not(
          eb.and([
            eb('c.type', '=', 'Automatic'),
            eb('c.subscription_id', 'is not', null),
            eb('c.cancelled_at', 'is', null),
          ]),
        ),
      );
    } else if (scope.kind === 'contacts') {
      if (scope.contactIds.length === 0) return null;
      query = query.where('c.contact_id', 'in', [...scope.contactIds]);
    } else {
      const byProvider = new Map<string, string[]>();
      for (const { provider, customerId } of scope.customers) {
        byProvider.set(provider, [...(byProvider.get(provider) ?? []), customerId]);
      }
      if (byProvider.size === 0) return null;
      query = query.where((eb) =>
        eb.or(
          [...byProvider].map(([provider, ids]) =>
            eb.and([eb('c.provider', '=', provider), eb('c.customer_id', 'in', ids)]),
          ),
        ),
      );
    }
    if (notInRun) {
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('contribution_adoptions as r')
              .select('r.id')
              .whereRef('r.contact_id', '=', 'c.contact_id')
              .where('r.run_id', '=', notInRun),
          ),
        ),
      );
    }
    if (after) query = query.where('c.contact_id', '>', after);
    query = query.orderBy('c.contact_id');
    return limit === null ? query : query.limit(limit);
  };

  /** An import's customers in statements of `chunk` at most (a file of 500,000 rows names as many). */
  const pieces = (scope: Scope): Scope[] => {
    if (scope.kind === 'customers' && scope.customers.length > chunk) {
      const parts: Scope[] = [];
      for (let i = 0; i < scope.customers.length; i += chunk) {
        parts.push({ kind: 'customers', customers: scope.customers.slice(i, i + chunk) });
      }
      return parts;
    }
    return [scope];
  };

  /** The next contacts of `scope` a run has not looked at yet, in contact id order after `after`. */
  const nextCandidates = async (scope: Scope, runId: string | null, after: string | null, limit: number) => {
    const found: Candidate[] = [];
    for (const part of pieces(scope)) {
      const query = scoped(part, after, runId, limit);
      if (query) found.push(...((await query.execute()) as Candidate[]));
    }
    return found.sort((a, b) => (a.contact_id < b.contact_id ? -1 : 1)).slice(0, limit);
  };

  return {
    /** How many contacts a run over `scope` would look at now. */
    async countEligible(scope: Scope): Promise<number> {
      let total = 0;
      for (const part of pieces(scope)) {
        const query = scoped(part, null, null, null);
        if (!query) continue;
        const row = await db
          .selectFrom(query.as('e'))
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        total += Number(row.n);
      }
      return total;
    },

    nextCandidates,

    /** The contact's candidate row, or null when they have nothing to adopt (no customer, adopted already). */
    async candidate(contactId: string): Promise<Candidate | null> {
      const rows = await nextCandidates({ kind: 'contacts', contactIds: [contactId] }, null, null, 1);
      return rows[0] ?? null;
    },

    async createRun(run: {
      createdBy: string | null;
      importId: string | null;
      contactIds: string[] | null;
      eligible: number;
    }) {
      return db
        .insertInto('contribution_adoption_runs')
        .values({
          created_by: run.createdBy,
          import_id: run.importId,
          contact_ids: run.contactIds ? JSON.stringify(run.contactIds) : null,
          eligible: run.eligible,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async run(id: string): Promise<RunRow | null> {
      return (
        (await db.selectFrom('contribution_adoption_runs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
      );
    },

    async setRun(
      id: string,
      changes: Partial<Pick<RunRow, 'state' | 'eligible' | 'error' | 'finished_at'>>,
    ): Promise<void> {
      await db.updateTable('contribution_adoption_runs').set(changes).where('id', '=', id).execute();
    },

    /** The run's counters from its results (a job taken over counts what the first server did too), and `skipped`. */
    async recount(id: string, skipped = 0): Promise<void> {
      const count = (state: ContributionAdoptionState | null) =>
        sql<number>`(select count(*)::int from contribution_adoptions a where a.run_id = ${id}::uuid ${
          state ? sql`and a.state = ${state}` : sql``
        })`;
      await db
        .updateTable('contribution_adoption_runs')
        .set({
          done: sql<number>`${count(null)} + ${skipped}::int`,
          adopted: count('adopted'),
          refused: count('refused'),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Records a result; in `trx` for an adoption (with the contribution it
     * stores). False: the contact was adopted before, or has this run's result already.
     */
    async record(result: NewAdoption, trx: Kysely<Database> = plain): Promise<boolean> {
      const row = await withAdoptions(trx)
        .insertInto('contribution_adoptions')
        .values(result)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the contact had a subscription adopted already (in `trx`, after locking their contribution). */
    async adoptedFor(contactId: string, trx: Kysely<Database> = plain): Promise<boolean> {
      const row = await withAdoptions(trx)
        .selectFrom('contribution_adoptions')
        .select('id')
        .where('contact_id', '=', contactId)
        .where('state', '=', 'adopted')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Results, newest first, with the contact's address. */
    async list(
      filter: { state?: string; importId?: string; runId?: string; contactId?: string },
      page: { limit: number; offset: number },
    ) {
      let query = db.selectFrom('contribution_adoptions as a').leftJoin('contacts as p', 'p.id', 'a.contact_id');
      if (filter.state) query = query.where('a.state', '=', filter.state as ContributionAdoptionState);
      if (filter.importId) query = query.where('a.import_id', '=', filter.importId);
      if (filter.runId) query = query.where('a.run_id', '=', filter.runId);
      if (filter.contactId) query = query.where('a.contact_id', '=', filter.contactId);
      const [items, total] = await Promise.all([
        query
          .selectAll('a')
          .select('p.email')
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.n) };
    },

    async get(id: string) {
      return (
        (await db
          .selectFrom('contribution_adoptions as a')
          .leftJoin('contacts as p', 'p.id', 'a.contact_id')
          .selectAll('a')
          .select('p.email')
          .where('a.id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },
  };
}
export type AdoptionRepository = ReturnType<typeof createAdoptionRepository>;
