import { positiveCents } from '../money.ts';
import type { OneOffPaymentInput } from '../payment-provider.ts';
import { providerFailure } from '../provider-errors.ts';
import type { ProviderPayment } from '../provider-events.ts';
import { demoRefusal, type DemoContext, type DemoOperation } from './demo-context.ts';
import { providerPayment, takeCharge } from './demo-charges.ts';
import { customersMethod } from './demo-contributions.ts';

/** One charge now, once per flow id; a declining method answers it `failed`, as Stripe's adapter does. */
export async function takeDemoOneOffPayment(
  ctx: DemoContext,
  input: OneOffPaymentInput,
  op: DemoOperation,
): Promise<ProviderPayment> {
  const amountCents = positiveCents(input.amount);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await customersMethod(trx, input.customerId, input.paymentMethodId))) {
      throw demoRefusal(op, providerFailure.refused, 'resource_missing');
    }
    const { payment } = await takeCharge(trx, ctx, {
      key: `${input.flowId}:one-off`,
      kind: 'one-off',
      customerId: input.customerId,
      subscriptionId: null,
      paymentMethodId: input.paymentMethodId,
      amountCents,
      description: input.description,
      chargeDate: ctx.at,
      periodEnd: null,
    });
    return providerPayment(payment);
  });
}

/** A customer's payments, newest first, at most 1000; none for an unknown customer. */
export async function listDemoPayments(ctx: DemoContext, customerId: string): Promise<ProviderPayment[]> {
  const rows = await ctx.db
    .selectFrom('demo_payments')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('charge_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return rows.map(providerPayment);
}
