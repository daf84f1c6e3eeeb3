import type { PaymentMethod } from '@masthead/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DemoFlowsTable } from '../../../kernel/db/database.ts';
import { isPaymentMethod } from '../payment-methods.ts';
import type { CompleteFlowInput, CompletedFlow, StartedFlow, StartFlowInput } from '../payment-provider.ts';
import type { PaymentSource } from '../payment-source.ts';
import { providerFailure } from '../provider-errors.ts';
import { demoId, demoRefusal, type DemoContext, type DemoOperation } from './demo-context.ts';
import { demoPaymentSource } from './demo-sources.ts';

type FlowRow = Selectable<DemoFlowsTable>;

/**
 * The app page of a demo checkout, `/demo-checkout/{id}?return=<completeUrl>`:
 * on the app's address when it is known (the join form may sit on a
 * newsroom's page of another origin), else a path on the site.
 */
export function checkoutUrl(appUrl: string | null, providerFlowId: string, completeUrl: string): string {
  const base = appUrl ? appUrl.replace(/\/+$/, '') : '';
  return `${base}/demo-checkout/${encodeURIComponent(providerFlowId)}?return=${encodeURIComponent(completeUrl)}`;
}

/** A checkout row for the flow, made once per flow id: starting again answers the same checkout. */
export async function startDemoFlow(
  ctx: DemoContext,
  appUrl: string | null,
  input: StartFlowInput,
  op: DemoOperation,
): Promise<StartedFlow> {
  if (!isPaymentMethod(input.method)) throw new TypeError(`Not a payment method: ${String(input.method)}`);
  if (input.customerId) {
    const customer = await ctx.db
      .selectFrom('demo_customers')
      .select('id')
      .where('id', '=', input.customerId)
      .executeTakeFirst();
    if (!customer) throw demoRefusal(op, providerFailure.refused, 'resource_missing');
  }
  await ctx.db
    .insertInto('demo_flows')
    .values({
      id: demoId('flow'),
      flow_id: input.flowId,
      method: input.method,
      email: input.email,
      firstname: input.firstname ?? null,
      lastname: input.lastname ?? null,
      description: input.description ?? null,
      complete_url: input.completeUrl,
      customer_id: input.customerId ?? null,
    })
    .onConflict((conflict) => conflict.column('flow_id').doNothing())
    .execute();
  const flow = await ctx.db
    .selectFrom('demo_flows')
    .select(['id', 'complete_url'])
    .where('flow_id', '=', input.flowId)
    .executeTakeFirstOrThrow();
  return { providerFlowId: flow.id, params: { redirectUrl: checkoutUrl(appUrl, flow.id, flow.complete_url) } };
}

/**
 * The payment method of a checkout the member paid. An open checkout is
 * `incomplete`, a declined one `refused`; the first completion makes the
 * customer (unless the flow named one) and the method, later ones answer
 * the same.
 */
export async function completeDemoFlow(
  ctx: DemoContext,
  input: CompleteFlowInput,
  op: DemoOperation,
): Promise<CompletedFlow> {
  return ctx.db.transaction().execute(async (trx) => {
    const flow = await trx
      .selectFrom('demo_flows')
      .selectAll()
      .where('id', '=', input.providerFlowId)
      .forUpdate()
      .executeTakeFirst();
    if (!flow || flow.flow_id !== input.flowId) throw demoRefusal(op, providerFailure.refused, 'resource_missing');
    if (flow.status === 'open') throw demoRefusal(op, providerFailure.incomplete, 'checkout_open');
    if (flow.status === 'failed') throw demoRefusal(op, providerFailure.refused, 'checkout_declined');
    if (flow.payment_method_id && flow.customer_id) {
      const method = await trx
        .selectFrom('demo_payment_methods')
        .select('source')
        .where('id', '=', flow.payment_method_id)
        .executeTakeFirstOrThrow();
      return completed(flow.customer_id, flow.payment_method_id, method.source as unknown as PaymentSource);
    }
    return setUpPaymentMethod(trx, ctx, flow);
  });
}

async function setUpPaymentMethod(trx: Kysely<Database>, ctx: DemoContext, flow: FlowRow): Promise<CompletedFlow> {
  const payer = { email: flow.email, firstname: flow.firstname, lastname: flow.lastname };
  let customerId = flow.customer_id;
  if (!customerId) {
    customerId = demoId('cus');
    const name = [flow.firstname, flow.lastname].filter(Boolean).join(' ');
    await trx.insertInto('demo_customers').values({ id: customerId, email: flow.email, name }).execute();
  }
  const source = demoPaymentSource(flow.method as PaymentMethod, payer, ctx.at);
  const paymentMethodId = demoId('pm');
  await trx
    .insertInto('demo_payment_methods')
    .values({ id: paymentMethodId, customer_id: customerId, method: source.method, source: JSON.stringify(source) })
    .execute();
  await trx
    .updateTable('demo_flows')
    .set({ customer_id: customerId, payment_method_id: paymentMethodId })
    .where('id', '=', flow.id)
    .execute();
  return completed(customerId, paymentMethodId, source);
}

const completed = (customerId: string, paymentMethodId: string, source: PaymentSource): CompletedFlow => ({
  method: source.method,
  customerId,
  paymentMethodId,
  paymentSource: source,
});
