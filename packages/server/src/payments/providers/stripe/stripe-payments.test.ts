import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type Stripe from 'stripe';
import { invoiceObject, subscriptionLine, type DoubleItem } from '../testing/stripe-objects.ts';
import { stripeKit, withMember } from '../testing/provider-kits.ts';
import { stripeInvoicePayment } from './stripe-payments.ts';

const now = new Date('2026-03-10T12:00:00Z');

async function cardMember(t: TestContext) {
  return withMember(await stripeKit(t, { now: () => now }), { flowId: 'f', method: 's_card' });
}

/** An invoice as the SDK hands it over, from the double's realistic JSON. */
function invoice(status: string, amountDue = 500): Stripe.Invoice {
  const made = invoiceObject('in_1', {
    customer: 'cus_1',
    currency: 'gbp',
    created: 1_773_144_000,
    subscription: 'sub_1',
  });
  return { ...made, status, amount_due: amountDue } as unknown as Stripe.Invoice;
}

test('invoice statuses map to Masthead payment statuses', () => {
  const rows = [
    ['draft', 'draft'],
    ['open', 'pending'],
    ['paid', 'successful'],
    ['uncollectible', 'failed'],
    ['void', 'cancelled'],
  ] as const;
  for (const [stripeStatus, status] of rows) assert.equal(stripeInvoicePayment(invoice(stripeStatus))?.status, status);
  assert.equal(stripeInvoicePayment(invoice('open'), true)?.status, 'failed', 'a failed attempt on an open invoice');
});

test('an invoice becomes a payment in major units, for the period its subscription line bills', () => {
  const item = {
    id: 'si_1',
    subscription: 'sub_1',
    current_period_start: 1_773_144_000,
    current_period_end: 1_775_822_400,
  };
  const line = subscriptionLine(
    'il_1',
    { ...item, price: { id: 'price_1', product: 'p', currency: 'gbp' } } as DoubleItem,
    550,
  );
  const paid = { ...invoice('paid', 550), lines: { data: [line] } } as unknown as Stripe.Invoice;
  assert.deepEqual(stripeInvoicePayment(paid), {
    provider: 'stripe',
    providerPaymentId: 'in_1',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    paymentMethodId: null,
    amount: 5.5,
    currency: 'gbp',
    status: 'successful',
    chargeDate: new Date(1_773_144_000_000),
    periodEnd: new Date(1_775_822_400_000),
  });
  assert.equal(stripeInvoicePayment(invoice('paid', 0)), null, 'an invoice charging nothing is no payment');
});

test('a one-off payment is an invoice of one item, finalized and paid, each step keyed by the flow id', async (t) => {
  const { stripe, provider, done } = await cardMember(t);
  const payment = await provider.takeOneOffPayment({ flowId: 'pro-1', ...done, amount: 12.34, description: 'Upgrade' });

  assert.deepEqual(
    stripe.requests.map((request) => [request.method, request.path.replace(/in_\w+/, ':id'), request.idempotencyKey]),
    [
      ['POST', '/v1/invoices', 'pro-1:invoice'],
      ['POST', '/v1/invoiceitems', 'pro-1:invoice-item'],
      ['POST', '/v1/invoices/:id/finalize', 'pro-1:finalize'],
      ['POST', '/v1/invoices/:id/pay', 'pro-1:pay'],
    ],
  );
  assert.deepEqual(stripe.requests[0]?.body, {
    customer: done.customerId,
    collection_method: 'charge_automatically',
    default_payment_method: done.paymentMethodId,
    auto_advance: 'false',
    pending_invoice_items_behavior: 'exclude',
    description: 'Upgrade',
  });
  assert.deepEqual(stripe.requests[1]?.body, {
    customer: done.customerId,
    invoice: payment.providerPaymentId,
    amount: '1234',
    currency: 'gbp',
  });
  assert.deepEqual([payment.amount, payment.status, payment.subscriptionId], [12.34, 'successful', null]);

  const again = await provider.takeOneOffPayment({ flowId: 'pro-1', ...done, amount: 12.34, description: 'Upgrade' });
  assert.deepEqual(again, payment);
  assert.ok(
    stripe.requests.slice(4).every((request) => request.replayed),
    'retrying charges nothing twice',
  );
});

test('a declined one-off payment answers a failed payment rather than an error', async (t) => {
  const { stripe, provider, done } = await cardMember(t);
  stripe.declinePaymentMethod(done.paymentMethodId);
  const payment = await provider.takeOneOffPayment({ flowId: 'pro-2', ...done, amount: 5, description: 'Upgrade' });
  assert.equal(payment.status, 'failed');
  assert.equal(stripe.invoice(payment.providerPaymentId).status, 'open');
});

test('a customer’s payments are their invoices, newest first, across pages', async (t) => {
  const { stripe, provider, done } = await cardMember(t);
  const { subscriptionId } = await provider.createContribution({ flowId: 'c', ...done, amount: 5, period: 'monthly' });
  for (let i = 1; i <= 120; i += 1) {
    const created = 1_700_000_000 + i * 86_400;
    const seeded = invoiceObject(`in_seed${i}`, {
      customer: done.customerId,
      currency: 'gbp',
      created,
      subscription: null,
    });
    stripe.state.put({ ...seeded, status: 'paid', amount_due: i * 100 });
  }
  stripe.state.put({
    ...invoiceObject('in_other', { customer: 'cus_other', currency: 'gbp', created: 1, subscription: null }),
  });
  stripe.requests.length = 0;

  const payments = await provider.listPayments({ customerId: done.customerId });
  assert.equal(payments.length, 121);
  assert.deepEqual(
    payments.slice(0, 3).map((payment) => [payment.amount, payment.subscriptionId]),
    [
      [5, subscriptionId],
      [120, null],
      [119, null],
    ],
  );
  assert.equal(payments.at(-1)?.amount, 1);
  assert.deepEqual(
    stripe.requests.map((request) => request.query),
    [
      { customer: done.customerId, limit: '100' },
      { customer: done.customerId, limit: '100', starting_after: payments[99]?.providerPaymentId },
    ],
  );
});
