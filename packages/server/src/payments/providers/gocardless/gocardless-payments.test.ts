import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Payment } from 'gocardless-nodejs';
import { paymentObject } from '../testing/gocardless-objects.ts';
import { goCardlessKit, withMember } from '../testing/provider-kits.ts';
import { goCardlessPayment } from './gocardless-payments.ts';

async function member(t: TestContext) {
  return withMember(await goCardlessKit(t, { now: () => new Date('2026-03-10T12:00:00Z') }));
}

test('GoCardless payment statuses map to Masthead payment statuses', () => {
  const rows = [
    ['pending_customer_approval', 'pending'],
    ['pending_submission', 'pending'],
    ['submitted', 'pending'],
    ['confirmed', 'successful'],
    ['paid_out', 'successful'],
    ['failed', 'failed'],
    ['charged_back', 'failed'],
    ['cancelled', 'cancelled'],
    ['customer_approval_denied', 'cancelled'],
  ] as const;
  const made = paymentObject('PM1', {
    amount: 550,
    currency: 'GBP',
    charge_date: '2026-03-14',
    created_at: '2026-03-10T12:00:00.000Z',
    links: { mandate: 'MD1', subscription: 'SB1' },
    metadata: {},
  });
  for (const [gcStatus, status] of rows) {
    assert.equal(goCardlessPayment({ ...made, status: gcStatus } as Payment).status, status, gcStatus);
  }
  assert.deepEqual(goCardlessPayment(made as Payment), {
    provider: 'gocardless',
    providerPaymentId: 'PM1',
    customerId: null,
    subscriptionId: 'SB1',
    paymentMethodId: 'MD1',
    amount: 5.5,
    currency: 'gbp',
    status: 'pending',
    chargeDate: new Date('2026-03-14T00:00:00Z'),
    periodEnd: null,
  });
});

test('a one-off payment is a payment on the mandate, keyed by the flow id', async (t) => {
  const { gc, provider, done } = await member(t);
  const payment = await provider.takeOneOffPayment({ flowId: 'one-1', ...done, amount: 7.5, description: 'Upgrade' });
  const [create] = gc.requests;
  assert.deepEqual([create?.path, create?.idempotencyKey], ['/payments', 'one-1:payment']);
  assert.deepEqual(create?.body, {
    payments: {
      amount: 750,
      currency: 'GBP',
      links: { mandate: done.paymentMethodId },
      description: 'Upgrade',
      metadata: { masthead_flow: 'one-1' },
    },
  });
  assert.deepEqual([payment.amount, payment.status, payment.customerId], [7.5, 'pending', done.customerId]);

  const again = await provider.takeOneOffPayment({ flowId: 'one-1', ...done, amount: 7.5, description: 'Upgrade' });
  assert.equal(again.providerPaymentId, payment.providerPaymentId, 'a retry collects nothing twice');
});

test('a customer’s payments are read page by page, newest charge date first', async (t) => {
  const { gc, provider, done } = await member(t);
  const { subscriptionId } = await provider.createContribution({ flowId: 'c', ...done, amount: 5, period: 'monthly' });
  for (let i = 0; i < 520; i += 1) {
    const day = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    const seeded = paymentObject(`PM000SEED${i}`, {
      amount: 100 + i,
      currency: 'GBP',
      charge_date: day,
      created_at: `${day}T00:00:00.000Z`,
      links: { mandate: done.paymentMethodId },
      metadata: {},
    });
    gc.state.objects.set(seeded.id, seeded);
  }
  gc.collect(subscriptionId);
  gc.requests.length = 0;

  const payments = await provider.listPayments({ customerId: done.customerId });
  assert.equal(payments.length, 521);
  assert.deepEqual(
    payments.slice(0, 2).map((payment) => [payment.subscriptionId, payment.chargeDate.toISOString().slice(0, 10)]),
    [
      [subscriptionId, '2026-03-14'],
      [null, '2025-06-03'],
    ],
  );
  assert.deepEqual(
    gc.requests.map((request) => request.query),
    [
      { customer: done.customerId, limit: '500' },
      { customer: done.customerId, limit: '500', after: 'PM000SEED21' },
    ],
  );
});
