import { fromCents, PaymentStatus } from '@masthead/core';
import type { Payment } from 'gocardless-nodejs';
import { positiveCents } from '../money.ts';
import type { OneOffPaymentInput } from '../payment-provider.ts';
import type { ProviderPayment } from '../provider-events.ts';
import { fromDateOnly } from '../provider-dates.ts';
import { present, type GoCardlessContext } from './gocardless-context.ts';

/** GoCardless payment status → Masthead payment status (README, "GoCardless"). */
export const goCardlessStatuses: Record<string, PaymentStatus> = {
  pending_customer_approval: PaymentStatus.Pending,
  pending_submission: PaymentStatus.Pending,
  submitted: PaymentStatus.Pending,
  confirmed: PaymentStatus.Successful,
  paid_out: PaymentStatus.Successful,
  failed: PaymentStatus.Failed,
  charged_back: PaymentStatus.Failed,
  cancelled: PaymentStatus.Cancelled,
  customer_approval_denied: PaymentStatus.Cancelled,
};

/**
 * A GoCardless payment as a Masthead payment. GoCardless names the mandate
 * and subscription but not the customer, nor the period paid for: those are
 * null unless the caller knows the customer.
 */
export function goCardlessPayment(payment: Payment, customerId: string | null = null): ProviderPayment {
  const chargeDate = payment.charge_date ?? present(payment.created_at, 'a date').slice(0, 10);
  return {
    provider: 'gocardless',
    providerPaymentId: present(payment.id, 'a payment id'),
    customerId,
    subscriptionId: payment.links?.subscription ?? null,
    paymentMethodId: payment.links?.mandate ?? null,
    amount: fromCents(present(payment.amount, 'an amount')),
    currency: present(payment.currency, 'a currency').toLowerCase(),
    status: goCardlessStatuses[payment.status ?? ''] ?? PaymentStatus.Pending,
    chargeDate: fromDateOnly(chargeDate),
    periodEnd: null,
  };
}

/** A one-off Direct Debit on the mandate, collected on its first possible date. */
export async function takeGoCardlessOneOffPayment(ctx: GoCardlessContext, input: OneOffPaymentInput) {
  const payment = await ctx.call(() =>
    ctx.client.payments.create(
      {
        amount: positiveCents(input.amount),
        currency: ctx.currency,
        links: { mandate: input.paymentMethodId },
        description: input.description,
        metadata: { masthead_flow: input.flowId },
      },
      `${input.flowId}:payment`,
    ),
  );
  return goCardlessPayment(payment, input.customerId);
}

/** A customer's payments, newest charge date first, at most 1000. */
export async function listGoCardlessPayments(ctx: GoCardlessContext, customerId: string): Promise<ProviderPayment[]> {
  const payments: Payment[] = [];
  let after: string | null = null;
  do {
    const page = await paymentsPage(ctx, customerId, after);
    payments.push(...page.payments);
    after = page.after;
  } while (after && payments.length < 1000);
  return payments
    .slice(0, 1000)
    .map((payment) => goCardlessPayment(payment, customerId))
    .sort((a, b) => b.chargeDate.getTime() - a.chargeDate.getTime());
}

async function paymentsPage(ctx: GoCardlessContext, customer: string, after: string | null) {
  const page = await ctx.call(() => ctx.client.payments.list({ customer, limit: 500, ...(after ? { after } : {}) }));
  return { payments: page.payments, after: page.meta?.cursors?.after ?? null };
}
