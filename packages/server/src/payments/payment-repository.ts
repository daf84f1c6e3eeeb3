import type { PaymentStatus, RuleGroup } from '@masthead/core';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, PaymentsTable } from '../kernel/db/database.ts';
import { paginate, type Page } from '../kernel/db/paginate.ts';
import { compileRuleGroup, type RuleContext } from '../kernel/rules/compile-rules.ts';
import { paymentFieldSql } from './payment-rules.ts';

export type PaymentRow = Selectable<PaymentsTable>;

export interface PaymentReport {
  contactId: string | null;
  provider: string;
  providerPaymentId: string;
  subscriptionId: string | null;
  amountCents: number;
  status: PaymentStatus;
  chargeDate: Date;
  periodEnd: Date | null;
}

export interface PaymentRepository {
  /**
   * Records what a provider says of a payment, once per provider payment id.
   * A report never takes a payment back: a late `pending` does not undo a
   * `successful` (see `statusRank`). Answers the row as it stands, and
   * whether this report changed it (`applied`: false for old news).
   */
  record(report: PaymentReport): Promise<PaymentRow & { applied: boolean }>;
  /**
   * Gives the contact the payments of this subscription recorded without
   * one (reported before the contribution was stored); answers them, oldest
   * first.
   */
  claim(provider: string, subscriptionId: string, contactId: string): Promise<PaymentRow[]>;
  hasPending(contactId: string): Promise<boolean>;
  /** Which of these contacts have a payment pending. */
  pendingAmong(contactIds: readonly string[]): Promise<Set<string>>;
  list(options: PaymentListOptions): Promise<{
    rows: PaymentRow[];
    total: number;
  }>;
}

export interface PaymentListOptions extends Page {
  /** Only this contact's payments; null for everyone's. */
  contactId: string | null;
  /** A rule group already checked against core's `paymentFields`, AND-ed in; undefined for none. */
  rules: RuleGroup | undefined;
  /** The clock and the caller the rules are compiled in. */
  context: RuleContext;
  sort: 'chargeDate' | 'amount';
  order: 'ASC' | 'DESC';
}

/**
 * How far along a payment is: a report of a lower rank than the stored one
 * is old news (webhooks arrive late and out of order). A failed payment may
 * still succeed on the provider's retry; a successful one stays successful.
 */
export const statusRank: Record<PaymentStatus, number> = {
  draft: 0,
  pending: 1,
  failed: 2,
  cancelled: 2,
  successful: 3,
};

const rankSql = (column: string) =>
  sql<number>`case ${sql.ref(column)} when 'draft' then 0 when 'pending' then 1 when 'successful' then 3 else 2 end`;

/** Payments (0017-contributions.sql): what providers reported, in cents. */
export function createPaymentRepository({ db }: { db: Kysely<Database> }): PaymentRepository {
  return {
    async record(report) {
      const values = {
        contact_id: report.contactId,
        provider: report.provider,
        provider_payment_id: report.providerPaymentId,
        subscription_id: report.subscriptionId,
        amount_cents: report.amountCents,
        status: report.status,
        charge_date: report.chargeDate,
        period_end: report.periodEnd,
      };
      // One round trip: the upsert's row, or (a report of a lower rank changes nothing) the row as it was.
      return db
        .with('recorded', (q) =>
          q
            .insertInto('payments')
            .values(values)
            .onConflict((conflict) =>
              conflict
                .columns(['provider', 'provider_payment_id'])
                .doUpdateSet({
                  status: report.status,
                  amount_cents: report.amountCents,
                  charge_date: report.chargeDate,
                  period_end: sql`coalesce(${report.periodEnd}, payments.period_end)`,
                  contact_id: sql`coalesce(payments.contact_id, ${report.contactId}::uuid)`,
                  updated_at: new Date(),
                })
                .where(rankSql('payments.status'), '<=', statusRank[report.status]),
            )
            .returningAll(),
        )
        .selectFrom('recorded')
        .selectAll()
        .select(sql<boolean>`true`.as('applied'))
        .unionAll((eb) =>
          eb
            .selectFrom('payments')
            .selectAll()
            .select(sql<boolean>`false`.as('applied'))
            .where('provider', '=', report.provider)
            .where('provider_payment_id', '=', report.providerPaymentId)
            .where((w) => w.not(w.exists(w.selectFrom('recorded').select(sql`1`.as('one'))))),
        )
        .executeTakeFirstOrThrow();
    },

    async claim(provider, subscriptionId, contactId) {
      const rows = await db
        .updateTable('payments')
        .set({ contact_id: contactId, updated_at: new Date() })
        .where('provider', '=', provider)
        .where('subscription_id', '=', subscriptionId)
        .where('contact_id', 'is', null)
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.charge_date.getTime() - b.charge_date.getTime());
    },

    async hasPending(contactId) {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('contact_id', '=', contactId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row !== undefined;
    },

    async pendingAmong(contactIds) {
      if (contactIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('payments')
        .select('contact_id')
        .distinct()
        .where('contact_id', 'in', contactIds)
        .where('status', '=', 'pending')
        .execute();
      return new Set(rows.map((row) => row.contact_id).filter((id): id is string => id !== null));
    },

    async list({ contactId, rules, context, sort, order, limit, offset }) {
      let where = contactId ? sql<SqlBool>`payments.contact_id = ${contactId}::uuid` : sql<SqlBool>`true`;
      if (rules !== undefined)
        where = sql<SqlBool>`(${where} and ${compileRuleGroup(rules, paymentFieldSql, context)})`;
      const column = sort === 'amount' ? 'payments.amount_cents' : 'payments.charge_date';
      const query = db
        .selectFrom('payments')
        .leftJoin('contacts', 'contacts.id', 'payments.contact_id')
        .selectAll('payments')
        .where(where)
        .orderBy(column, order === 'ASC' ? 'asc' : 'desc')
        .orderBy('payments.id', order === 'ASC' ? 'asc' : 'desc');
      return paginate(query, { limit, offset });
    },
  };
}
