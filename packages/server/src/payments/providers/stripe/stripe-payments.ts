import { fromCents, PaymentStatus } from '@masthead/core';
import type Stripe from 'stripe';
import type { ProviderPayment } from '../provider-events.ts';
import { fromUnixSeconds } from '../provider-dates.ts';
import { idOf } from './stripe-errors.ts';

/** Stripe invoice status → Masthead payment status (README, "Stripe"). */
export const invoiceStatuses: Record<string, PaymentStatus> = {
  draft: PaymentStatus.Draft,
  open: PaymentStatus.Pending,
  paid: PaymentStatus.Successful,
  uncollectible: PaymentStatus.Failed,
  void: PaymentStatus.Cancelled,
};

/**
 * An invoice as a Masthead payment, or null for an invoice that charges
 * nothing (a trial's, or one fully paid by credit). `failed` overrides the
 * status for `invoice.payment_failed`, where the invoice is still open.
 */
export function stripeInvoicePayment(invoice: Stripe.Invoice, failed = false): ProviderPayment | null {
  if (!invoice.id || invoice.amount_due <= 0) return null;
  const status = failed ? PaymentStatus.Failed : (invoiceStatuses[invoice.status ?? 'draft'] ?? PaymentStatus.Pending);
  return {
    provider: 'stripe',
    providerPaymentId: invoice.id,
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    paymentMethodId: null,
    amount: fromCents(invoice.amount_due),
    currency: invoice.currency,
    status,
    chargeDate: fromUnixSeconds(invoice.created),
    periodEnd: servicePeriodEnd(invoice),
  };
}

/** The end of the latest subscription period the invoice bills (its lines' periods, not `invoice.period_end`, which is the period before). */
function servicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? [])
    .filter((line) => line.parent?.type === 'subscription_item_details')
    .map((line) => line.period.end);
  return ends.length > 0 ? fromUnixSeconds(Math.max(...ends)) : null;
}

/** A customer's invoices as payments, newest first. */
export async function listStripePayments(stripe: Stripe, customerId: string): Promise<ProviderPayment[]> {
  const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 1000 });
  return invoices.map((invoice) => stripeInvoicePayment(invoice)).filter((payment) => payment !== null);
}
