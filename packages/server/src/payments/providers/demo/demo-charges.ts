import { fromCents, PaymentStatus } from '@masthead/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DemoPaymentsTable } from '../../../kernel/db/database.ts';
import type { ProviderPayment } from '../provider-events.ts';
import type { DemoContext } from './demo-context.ts';
import { demoId } from './demo-context.ts';
import { recordEvent } from './demo-events.ts';

export type DemoPaymentRow = Selectable<DemoPaymentsTable>;

/** One charge to take, named by what it charges. */
export interface DemoCharge {
  /** Unique to what is charged (`<subscription>:renewal:<date>`, `<flow>:one-off`): a charge is taken once per key. */
  key: string;
  kind: DemoPaymentRow['kind'];
  customerId: string;
  subscriptionId: string | null;
  paymentMethodId: string;
  amountCents: number;
  description: string | null;
  chargeDate: Date;
  periodEnd: Date | null;
}

/** A demo payment as Masthead records any provider's. */
export function providerPayment(row: DemoPaymentRow): ProviderPayment {
  return {
    provider: 'demo',
    providerPaymentId: row.id,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    paymentMethodId: row.payment_method_id,
    amount: fromCents(row.amount_cents),
    currency: row.currency,
    status: row.status,
    chargeDate: row.charge_date,
    periodEnd: row.period_end,
  };
}

/** Writes the `payment` event of a payment's current state. */
export function recordPaymentEvent(trx: Kysely<Database>, ctx: DemoContext, row: DemoPaymentRow): Promise<void> {
  const { provider: _provider, ...payment } = providerPayment(row);
  return recordEvent(trx, ctx, { kind: 'payment', provider: 'demo', ...payment });
}

/**
 * Takes a charge at once, unless one with its key was taken before: that one
 * is answered instead (`created` false) and nothing is written. It succeeds
 * unless its payment method declines (`npm run payments -- fail`).
 */
export async function takeCharge(
  trx: Kysely<Database>,
  ctx: DemoContext,
  charge: DemoCharge,
): Promise<{ payment: DemoPaymentRow; created: boolean }> {
  const method = await trx
    .selectFrom('demo_payment_methods')
    .select('declines')
    .where('id', '=', charge.paymentMethodId)
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('demo_payments')
    .values({
      id: demoId('pay'),
      charge_key: charge.key,
      kind: charge.kind,
      customer_id: charge.customerId,
      subscription_id: charge.subscriptionId,
      payment_method_id: charge.paymentMethodId,
      amount_cents: charge.amountCents,
      currency: ctx.currency,
      status: method.declines ? PaymentStatus.Failed : PaymentStatus.Successful,
      description: charge.description,
      charge_date: charge.chargeDate,
      period_end: charge.periodEnd,
    })
    .onConflict((conflict) => conflict.column('charge_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await recordPaymentEvent(trx, ctx, inserted);
    return { payment: inserted, created: true };
  }
  const taken = await trx
    .selectFrom('demo_payments')
    .selectAll()
    .where('charge_key', '=', charge.key)
    .executeTakeFirstOrThrow();
  return { payment: taken, created: false };
}

/** The charge key of a subscription's renewal on a date: one charge per subscription and renewal date. */
export const renewalKey = (subscriptionId: string, renewalDate: Date) =>
  `${subscriptionId}:renewal:${renewalDate.toISOString()}`;
