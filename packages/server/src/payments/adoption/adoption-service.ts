import { toCents, type ContributionAdoptionReason, type PaymentMethod } from '@masthead/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import { DomainError } from '../../kernel/domain-error.ts';
import { isUuid } from '../../kernel/ids.ts';
import type { JobQueue } from '../../kernel/jobs/index.ts';
import { createContributionRepository } from '../contribution-repository.ts';
import { runningContributionRow, type ContributionService, type RunningContribution } from '../contribution-service.ts';
import { PaymentProviderError, type PaymentProvider, type RunningSubscription } from '../providers/index.ts';
import {
  createAdoptionRepository,
  type AdoptionRow,
  type Candidate,
  type NewAdoption,
  type RunRow,
  type Scope,
} from './adoption-repository.ts';
import { importCustomers } from './import-customers.ts';

/** The job kind of a run (`contribution-adoption`, `{runId}`, once per run). */
export const adoptionJobKind = 'contribution-adoption';
/** Contacts read a page at a time, and asked about at once (of the provider's rate limit and the pool). */
const pageSize = 100;
const concurrency = 4;

export interface AdoptionServiceOptions {
  db: Kysely<Database>;
  /** The provider that serves a contribution's `provider` here, or null when it is not set up. */
  providerNamed: (name: string) => PaymentProvider | null;
  /** The organisation's currency (upper-case ISO 4217). */
  currency: () => Promise<string>;
  /** The join's storing of a running contribution's after-effects (payments claimed, membership). */
  contributions: Pick<ContributionService, 'runningStored'>;
  queue: Pick<JobQueue, 'enqueue'>;
  kick: () => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** True once the server closes: a run stops between contacts and goes on elsewhere. */
  stopping?: () => boolean;
}

/** What one contact's adoption came to; null: nothing to adopt (no customer, or adopted before). */
export type AdoptionResult = AdoptionRow | NewAdoption | null;

/** Thrown when a run stopped between contacts; its job goes on from there. */
export class AdoptionStopped extends Error {
  constructor() {
    super('The adoption stopped between two contacts; it goes on with the rest.');
    this.name = 'AdoptionStopped';
  }
}

/** A run as the API answers it (core's `contributionAdoptionRunSchema`). */
export function runView(run: RunRow) {
  return {
    id: run.id,
    state: run.state,
    importId: run.import_id,
    eligible: run.eligible,
    done: run.done,
    adopted: run.adopted,
    refused: run.refused,
    error: run.error,
    createdAt: run.created_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
  };
}

/** A result as the API answers it (core's `contributionAdoptionSchema`). */
export function adoptionView(row: AdoptionRow & { email: string | null }) {
  return {
    id: row.id,
    contactId: row.contact_id,
    email: row.email,
    runId: row.run_id,
    importId: row.import_id,
    provider: row.provider,
    customerId: row.customer_id,
    state: row.state,
    reason: row.reason,
    subscriptionId: row.subscription_id,
    amount: row.amount_cents === null ? null : row.amount_cents / 100,
    currency: row.currency,
    period: row.period,
    nextChargeDate: row.next_charge?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Adopting running payments (README.md here): each eligible contact's
 * subscription at Stripe or GoCardless, read (never made or changed there),
 * becomes their Automatic contribution, stored as a completed join stores
 * one (`runningContributionRow`, then the contribution service's
 * `runningStored`), so the provider's webhooks and the nightly
 * reconciliation find it by its ids. Once per contact: the result and the
 * contribution commit together, and a second adoption of the contact or the
 * subscription is refused by the database.
 */
export function createAdoptionService(options: AdoptionServiceOptions) {
  const { db, providerNamed, currency, contributions, queue, kick, log, stopping } = options;
  const adoptions = createAdoptionRepository({ db });

  const refusal = (candidate: Candidate, reason: ContributionAdoptionReason, found?: RunningSubscription) => ({
    state: 'refused' as const,
    reason,
    subscription_id: found?.subscriptionId ?? null,
    amount_cents: found ? toCents(found.amount) : null,
    currency: found?.currency ?? null,
    period: found?.period ?? null,
    next_charge: found?.nextChargeDate ?? null,
  });

  /** What the provider says of the candidate's customer: the one subscription to adopt, or why there is none. */
  const readProvider = async (candidate: Candidate, orgCurrency: string) => {
    const provider = providerNamed(candidate.provider);
    if (!provider) return refusal(candidate, 'provider-not-set-up');
    let running: RunningSubscription[] | null;
    try {
      running = await provider.findRunningSubscriptions({ customerId: candidate.customer_id });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn(
        { provider: error.provider, operation: error.operation, reason: error.reason, contactId: candidate.contact_id },
        'reading a subscription to adopt failed',
      );
      return refusal(candidate, 'provider-error');
    }
    if (running === null) return refusal(candidate, 'no-customer');
    const [found, ...others] = running;
    if (!found) return refusal(candidate, 'no-subscription');
    if (others.length > 0) return refusal(candidate, 'several-subscriptions');
    if (found.currency !== orgCurrency.toUpperCase()) return refusal(candidate, 'currency-mismatch', found);
    if (!found.period || !found.paymentSource || !found.paymentMethodId || toCents(found.amount) === null) {
      return refusal(candidate, 'unsupported-subscription', found);
    }
    return { state: 'adopted' as const, found, running: runningOf(candidate.provider, found) };
  };

  /** The subscription as the contribution a join would have stored. */
  const runningOf = (provider: string, found: RunningSubscription): RunningContribution => ({
    amountCents: toCents(found.amount) ?? 0,
    period: found.period ?? 'monthly',
    payFee: false,
    method: found.paymentSource?.method as PaymentMethod,
    provider,
    customerId: found.customerId,
    paymentMethodId: found.paymentMethodId ?? '',
    subscriptionId: found.subscriptionId,
    paymentSource: found.paymentSource as RunningContribution['paymentSource'],
    renewalDate: found.nextChargeDate,
  });

  /**
   * One contact: read at the provider, then, in one transaction holding
   * their contribution, checked again (nothing adopted meanwhile, nothing
   * running, the subscription no one else's) and stored with its result.
   */
  async function adoptOne(
    candidate: Candidate,
    context: { runId: string | null; importId: string | null; orgCurrency: string },
  ) {
    const base = {
      contact_id: candidate.contact_id,
      run_id: context.runId,
      import_id: context.importId,
      provider: candidate.provider,
      customer_id: candidate.customer_id,
    };
    const current = await createContributionRepository({ db }).find(candidate.contact_id);
    if (current?.type === 'Automatic' && current.subscription_id && !current.cancelled_at) {
      const result = { ...base, ...refusal(candidate, 'already-running') };
      await adoptions.record(result);
      return result;
    }
    const read = await readProvider(candidate, context.orgCurrency);
    if (read.state === 'refused') {
      const result = { ...base, ...read };
      await adoptions.record(result);
      return result;
    }
    const { running } = read;
    const result: NewAdoption = {
      ...base,
      state: 'adopted',
      reason: null,
      subscription_id: running.subscriptionId,
      amount_cents: running.amountCents,
      currency: read.found.currency,
      period: running.period,
      next_charge: running.renewalDate,
    };
    const outcome = await db.transaction().execute(async (trx) => {
      const rows = createContributionRepository({ db: trx });
      const locked = await trx
        .selectFrom('contributions')
        .selectAll()
        .where('contact_id', '=', candidate.contact_id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked || locked.provider !== candidate.provider || locked.customer_id !== candidate.customer_id)
        return 'changed';
      if (await adoptions.adoptedFor(candidate.contact_id, trx)) return 'adopted-before';
      if (locked.type === 'Automatic' && locked.subscription_id && !locked.cancelled_at) return 'already-running';
      const holder = await rows.findByProviderIds({
        provider: candidate.provider,
        subscriptionId: running.subscriptionId,
      });
      if (holder && holder.contact_id !== candidate.contact_id && holder.subscription_id === running.subscriptionId) {
        return 'subscription-taken';
      }
      // The result first: if the contact was adopted, or looked at in this run, meanwhile, nothing is stored.
      if (!(await adoptions.record(result, trx))) return 'adopted-before';
      await rows.save(candidate.contact_id, runningContributionRow(running));
      return 'adopted';
    });
    if (outcome === 'changed' || outcome === 'adopted-before') return null;
    if (outcome === 'already-running' || outcome === 'subscription-taken') {
      const refused = { ...base, ...refusal(candidate, outcome, read.found) };
      await adoptions.record(refused);
      return refused;
    }
    await contributions.runningStored(candidate.contact_id, running);
    return result;
  }

  /** The contacts a start asks for, as a scope; an import's customers read from its file. */
  const scopeOf = async (request: { importId?: string; contactIds?: string[] }): Promise<Scope> => {
    if (request.importId !== undefined && request.contactIds !== undefined) {
      throw new DomainError('validation', [{ field: 'importId', rule: 'oneOf', params: { with: 'contactIds' } }]);
    }
    if (request.importId !== undefined) {
      if (!isUuid(request.importId)) throw new DomainError('validation', [{ field: 'importId', rule: 'format' }]);
      const customers = await importCustomers(db, request.importId);
      if (!customers) throw new DomainError('not-found');
      return { kind: 'customers', customers };
    }
    if (request.contactIds !== undefined) {
      const bad = request.contactIds.findIndex((id) => !isUuid(id));
      if (bad >= 0) throw new DomainError('validation', [{ field: `contactIds/${bad}`, rule: 'format' }]);
      return { kind: 'contacts', contactIds: request.contactIds };
    }
    return { kind: 'all' };
  };

  const scopeOfRun = async (run: RunRow): Promise<Scope> => {
    if (run.import_id) return { kind: 'customers', customers: (await importCustomers(db, run.import_id)) ?? [] };
    if (run.contact_ids) return { kind: 'contacts', contactIds: run.contact_ids };
    return { kind: 'all' };
  };

  /** Goes through the scope's contacts not looked at in this run (none when `runId` is null: every one). */
  async function walk(scope: Scope, context: { runId: string | null; importId: string | null }) {
    const orgCurrency = await currency();
    const results: NonNullable<AdoptionResult>[] = [];
    let skipped = 0;
    let after: string | null = null;
    for (;;) {
      const page = await adoptions.nextCandidates(scope, context.runId, after, pageSize);
      if (page.length === 0) return { results, skipped };
      let next = 0;
      const worker = async () => {
        while (next < page.length) {
          if (stopping?.()) throw new AdoptionStopped();
          const candidate = page[next++]!;
          const result = await adoptOne(candidate, { ...context, orgCurrency });
          if (result) results.push(result);
          else skipped++;
          if (context.runId) await adoptions.recount(context.runId, skipped);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, page.length) }, worker));
      after = page[page.length - 1]!.contact_id;
    }
  }

  return {
    /**
     * Adopts these contacts' subscriptions now, within the call (the beabee
     * importer's, after it brought them in); answers each contact's result
     * (contacts with no customer, or adopted before, have none).
     * @example const results = await adoption.adoptContributions({ contactIds });
     */
    async adoptContributions({
      contactIds,
      importId = null,
    }: {
      contactIds: readonly string[];
      importId?: string | null;
    }) {
      const { results } = await walk({ kind: 'contacts', contactIds }, { runId: null, importId });
      return results;
    },

    /** How many contacts a run over all, or one import's, would look at now. */
    async eligible(request: { importId?: string }) {
      return { eligible: await adoptions.countEligible(await scopeOf(request)) };
    },

    /** `POST contribution-adoption`: a run and its job (once per run). */
    async start(request: { importId?: string; contactIds?: string[] }, createdBy: string | null) {
      const scope = await scopeOf(request);
      const eligible = await adoptions.countEligible(scope);
      const run = await adoptions.createRun({
        createdBy,
        importId: request.importId ?? null,
        contactIds: request.contactIds ?? null,
        eligible,
      });
      await queue.enqueue({
        kind: adoptionJobKind,
        payload: { runId: run.id },
        onceKey: `${adoptionJobKind}:${run.id}`,
      });
      kick();
      return runView(run);
    },

    /** The job's work: the run's contacts it has not looked at yet. */
    async runJob(runId: string) {
      const run = await adoptions.run(runId);
      if (!run || run.state === 'done') return;
      await adoptions.setRun(runId, { state: 'running', error: null });
      const scope = await scopeOfRun(run);
      const { skipped } = await walk(scope, { runId, importId: run.import_id });
      await adoptions.recount(runId, skipped);
      await adoptions.setRun(runId, { state: 'done', finished_at: new Date() });
    },

    async jobFailed(runId: string, error: unknown, last: boolean) {
      const message = error instanceof Error ? error.message : String(error);
      await adoptions.setRun(runId, { state: last ? 'failed' : 'pending', error: message });
    },

    async run(id: string) {
      const run = isUuid(id) ? await adoptions.run(id) : null;
      return run ? runView(run) : null;
    },

    async list(query: {
      limit?: number;
      offset?: number;
      state?: string;
      importId?: string;
      runId?: string;
      contactId?: string;
    }) {
      const limit = query.limit ?? 50;
      const offset = query.offset ?? 0;
      for (const field of ['importId', 'runId', 'contactId'] as const) {
        const value = query[field];
        if (value !== undefined && !isUuid(value)) throw new DomainError('validation', [{ field, rule: 'format' }]);
      }
      const { items, total } = await adoptions.list(query, { limit, offset });
      return { items: items.map(adoptionView), offset, count: items.length, total };
    },

    async get(id: string) {
      const row = isUuid(id) ? await adoptions.get(id) : null;
      return row ? adoptionView(row) : null;
    },
  };
}
export type AdoptionService = ReturnType<typeof createAdoptionService>;
