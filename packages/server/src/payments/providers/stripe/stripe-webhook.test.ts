import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import Stripe from 'stripe';
import { InvalidWebhookError } from '../provider-errors.ts';
import { stripeKit, withMember } from '../testing/provider-kits.ts';

const now = new Date('2026-03-10T12:00:00Z');

/** A SEPA member whose first invoice is open, as a bank debit's is until collected. */
async function sepaContribution(t: TestContext) {
  const kit = await withMember(await stripeKit(t, { now: () => now }), { flowId: 'f', method: 's_sepa' });
  const { stripe, provider, done } = kit;
  const { subscriptionId } = await provider.createContribution({ flowId: 'f', ...done, amount: 5, period: 'monthly' });
  const invoiceId = String(stripe.subscription(subscriptionId).latest_invoice);
  return { ...kit, subscriptionId, invoiceId };
}

test('a paid invoice arrives as a successful payment for the period it paid', async (t) => {
  const { stripe, provider, done, subscriptionId, invoiceId } = await sepaContribution(t);
  assert.equal(stripe.invoice(invoiceId).status, 'open');
  const delivery = stripe.webhook('invoice.paid', stripe.settleInvoice(invoiceId, 'paid'));

  const events = await provider.parseWebhook(delivery);
  assert.deepEqual(events, [
    {
      provider: 'stripe',
      eventId: JSON.parse(delivery.body).id,
      kind: 'payment',
      providerPaymentId: invoiceId,
      customerId: done.customerId,
      subscriptionId,
      paymentMethodId: null,
      amount: 5,
      currency: 'gbp',
      status: 'successful',
      chargeDate: now,
      periodEnd: new Date('2026-04-10T12:00:00Z'),
    },
  ]);
});

test('invoice events carry the invoice’s state; a failed attempt is a failed payment', async (t) => {
  const { stripe, provider, invoiceId } = await sepaContribution(t);
  const statusOf = async (type: string) =>
    (await provider.parseWebhook(stripe.webhook(type, stripe.invoice(invoiceId))))[0];
  assert.equal((await statusOf('invoice.created'))?.kind, 'payment');
  assert.deepEqual(
    [await statusOf('invoice.updated'), await statusOf('invoice.payment_failed')].map(
      (event) => event && 'status' in event && event.status,
    ),
    ['pending', 'failed'],
  );
});

test('subscription, customer and payment method events become neutral events', async (t) => {
  const { stripe, provider, done, subscriptionId } = await sepaContribution(t);
  const subscription = stripe.subscription(subscriptionId);
  assert.deepEqual(await provider.parseWebhook(stripe.webhook('customer.subscription.updated', subscription)), []);

  await provider.cancelContribution({ subscriptionId });
  const [cancelled] = await provider.parseWebhook(stripe.webhook('customer.subscription.deleted', subscription));
  assert.deepEqual(cancelled && { ...cancelled, eventId: '' }, {
    provider: 'stripe',
    eventId: '',
    kind: 'subscription-cancelled',
    subscriptionId,
    customerId: done.customerId,
    cancelledAt: now,
  });

  const customer = { id: done.customerId, object: 'customer', deleted: true };
  const [deleted] = await provider.parseWebhook(stripe.webhook('customer.deleted', customer));
  assert.deepEqual(deleted && [deleted.kind, 'customerId' in deleted && deleted.customerId], [
    'customer-deleted',
    done.customerId,
  ]);

  const method = { ...stripe.state.find(done.paymentMethodId, 'payment_method'), customer: null };
  const delivery = stripe.webhook('payment_method.detached', method, { customer: done.customerId });
  const [detached] = await provider.parseWebhook(delivery);
  assert.deepEqual(detached && { ...detached, eventId: '' }, {
    provider: 'stripe',
    eventId: '',
    kind: 'payment-method-detached',
    paymentMethodId: done.paymentMethodId,
    customerId: done.customerId,
  });

  assert.deepEqual(
    await provider.parseWebhook(stripe.webhook('charge.succeeded', { id: 'ch_1', object: 'charge' })),
    [],
  );
});

test('a webhook without a valid, recent signature is refused before it is read', async (t) => {
  const { stripe, provider, invoiceId } = await sepaContribution(t);
  const delivery = stripe.webhook('invoice.paid', stripe.invoice(invoiceId));
  const refused = (reason: string) => (error: unknown) =>
    error instanceof InvalidWebhookError && error.provider === 'stripe' && error.reason === reason;

  const forged = Stripe.webhooks.generateTestHeaderString({ payload: delivery.body, secret: 'whsec_someone_else' });
  const old = Stripe.webhooks.generateTestHeaderString({
    payload: delivery.body,
    secret: stripe.webhookSecret,
    timestamp: Math.floor(Date.now() / 1000) - 3600,
  });
  const rows = [
    [{ ...delivery, headers: {} }, 'missing-signature'],
    [{ ...delivery, body: delivery.body.replace('"amount_due":500', '"amount_due":1') }, 'bad-signature'],
    [{ ...delivery, headers: { 'stripe-signature': forged } }, 'bad-signature'],
    [{ ...delivery, headers: { 'stripe-signature': old } }, 'bad-signature'],
    [
      { body: 'not json', headers: { 'stripe-signature': stripe.webhook('x', {}).headers['stripe-signature'] } },
      'bad-signature',
    ],
  ] as const;
  for (const [input, reason] of rows) await assert.rejects(provider.parseWebhook(input), refused(reason), reason);

  const garbled = Stripe.webhooks.generateTestHeaderString({ payload: 'not json', secret: stripe.webhookSecret });
  await assert.rejects(
    provider.parseWebhook({ body: 'not json', headers: { 'stripe-signature': garbled } }),
    refused('malformed'),
  );
  assert.equal((await provider.parseWebhook(delivery)).length, 1, 'the untouched delivery still passes');
});

test('a signed event off Stripe’s schema is rejected with the field at fault; one without an id is unreadable', async (t) => {
  const { stripe, provider, invoiceId } = await sepaContribution(t);
  const invoice = stripe.invoice(invoiceId);
  const rows = [
    ['invoice.paid', { ...invoice, currency: 5 }, 'malformed: invoice.currency'],
    ['invoice.created', { ...invoice, customer: { name: 'no id' } }, 'malformed: invoice.customer'],
    ['invoice.updated', { ...invoice, amount_due: 1.5 }, 'malformed: invoice.amount_due'],
    ['invoice.payment_failed', { id: 'pi_1', object: 'payment_intent' }, 'malformed: invoice.object'],
    ['customer.deleted', { object: 'customer', id: 42 }, 'malformed: customer.id'],
  ] as const;
  for (const [type, object, reason] of rows) {
    const delivery = stripe.webhook(type, object);
    assert.deepEqual(
      await provider.parseWebhook(delivery),
      [{ provider: 'stripe', eventId: JSON.parse(delivery.body).id, kind: 'rejected', reason }],
      reason,
    );
  }
  const noData = JSON.stringify({ ...JSON.parse(stripe.webhook('invoice.paid', invoice).body), data: null });
  const [rejected] = await provider.parseWebhook({
    body: noData,
    headers: {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: noData, secret: stripe.webhookSecret }),
    },
  });
  assert.equal(rejected && 'reason' in rejected && rejected.reason, 'malformed: event.data');
  const noId = JSON.stringify({ ...JSON.parse(noData), id: '' });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: noId, secret: stripe.webhookSecret });
  await assert.rejects(
    provider.parseWebhook({ body: noId, headers: { 'stripe-signature': signature } }),
    (error: unknown) => error instanceof InvalidWebhookError && error.reason === 'malformed',
  );
});
