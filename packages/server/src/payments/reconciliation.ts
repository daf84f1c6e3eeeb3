import type { PaymentStatus } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { statusRank } from './payment-repository.ts';
import type { PaymentEvents } from './payment-events.ts';
import type { PaymentProvider, ProviderPayment } from './providers/index.ts';

/** One thing a reconciliation found and fixed: a payment the webhooks never brought, or a newer state of one. */
export interface ReconciliationFinding {
  providerPaymentId: string;
  /** `missing`: Masthead had no record of it; `behind`: Masthead had an older state. */
  kind: 'missing' | 'behind';
  was: PaymentStatus | null;
  now: PaymentStatus;
  amount: number;
  chargeDate: string;
}

export interface ReconciliationOptions {
  db: Kysely<Database>;
  /** The provider a contribution's `provider` names (the demo provider too), or null when it is not set up here. */
  providerNamed: (name: string) => PaymentProvider | null;
  events: PaymentEvents;
}

/** Contacts asked about at once in the nightly run (of the pool's connections), and contact ids read a page at a time. */
const defaultConcurrency = 4;
const defaultPageSize = 1000;

/** Compares by what the provider says last; a state Masthead knows as further along is not news. */
const newer = (stored: PaymentStatus | undefined, provider: PaymentStatus) =>
  stored === undefined || (stored !== provider && statusRank[provider] >= statusRank[stored]);

/**
 * Reconciliation: asks the contact's provider for their payments
 * and applies whatever Masthead lacks as provider events (`reconcile:`
 * ids naming the change, so a second run changes nothing), through the same rules as
 * webhooks; what it found and fixed is stored with the contact and
 * answered. A contact without a provider's customer has nothing to compare.
 */
export function createReconciliation({ db, providerNamed, events }: ReconciliationOptions) {
  /** What the contact's provider says against what is stored; `row`: their contribution's provider and customer. */
  async function reconcile(
    contactId: string,
    row: { provider: string | null; customer_id: string | null } | undefined,
  ): Promise<ReconciliationFinding[]> {
    const provider = row?.provider && row.customer_id ? providerNamed(row.provider) : null;
    if (!provider || !row?.customer_id) return [];
    const reported: ProviderPayment[] = await provider.listPayments({ customerId: row.customer_id });
    if (reported.length === 0) return [];
    const stored = new Map(
      (
        await db
          .selectFrom('payments')
          .select(['provider_payment_id', 'status'])
          .where('provider', '=', provider.name)
          .where(
            'provider_payment_id',
            'in',
            reported.map((p) => p.providerPaymentId),
          )
          .execute()
      ).map((p) => [p.provider_payment_id, p.status]),
    );
    const behind = reported.filter((p) => newer(stored.get(p.providerPaymentId), p.status));
    if (behind.length === 0) return [];
    // Oldest first, as the provider would have sent them.
    behind.sort((a, b) => a.chargeDate.getTime() - b.chargeDate.getTime());
    await events.apply(
      behind.map((payment) => ({
        ...payment,
        kind: 'payment' as const,
        // From what Masthead had to what the provider says: two servers reconciling at once apply it once.
        eventId: `reconcile:${payment.providerPaymentId}:${stored.get(payment.providerPaymentId) ?? 'none'}:${payment.status}`,
      })),
    );
    const findings = behind.map((p): ReconciliationFinding => ({
      providerPaymentId: p.providerPaymentId,
      kind: stored.has(p.providerPaymentId) ? 'behind' : 'missing',
      was: stored.get(p.providerPaymentId) ?? null,
      now: p.status,
      amount: p.amount,
      chargeDate: p.chargeDate.toISOString(),
    }));
    await db
      .insertInto('payment_reconciliations')
      .values({ contact_id: contactId, findings: JSON.stringify(findings) })
      .execute();
    return findings;
  }

  return {
    async reconcileContact(contactId: string): Promise<ReconciliationFinding[]> {
      const row = await db
        .selectFrom('contributions')
        .select(['provider', 'customer_id'])
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return reconcile(contactId, row);
    },
    /**
     * Every contact with a provider's customer (the nightly run), `concurrency`
     * at a time: a provider answers a list in a few hundred milliseconds, so
     * one after the other 100,000 contacts would take the night and more. Pages
     * of contributions (id, provider, customer) in contact order, so memory
     * stays flat and each contact costs the provider's answer and one query
     * when nothing is missing. Answers how many had findings.
     */
    async reconcileAll({
      concurrency = defaultConcurrency,
      pageSize = defaultPageSize,
    }: { concurrency?: number; pageSize?: number } = {}): Promise<number> {
      let changed = 0;
      let after: string | null = null;
      for (;;) {
        let query = db
          .selectFrom('contributions')
          .select(['contact_id', 'provider', 'customer_id'])
          .where('customer_id', 'is not', null)
          .orderBy('contact_id')
          .limit(pageSize);
        if (after) query = query.where('contact_id', '>', after);
        const page = await query.execute();
        if (page.length === 0) return changed;
        let next = 0;
        const worker = async () => {
          while (next < page.length) {
            const row = page[next++]!;
            if ((await reconcile(row.contact_id, row)).length > 0) changed++;
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, page.length) }, worker));
        after = page[page.length - 1]!.contact_id;
      }
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
