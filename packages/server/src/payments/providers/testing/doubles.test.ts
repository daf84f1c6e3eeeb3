import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'gocardless-nodejs';
import Stripe from 'stripe';
import { startGoCardlessDouble } from './gocardless-double.ts';
import { startStripeDouble } from './stripe-double.ts';

test('the Stripe double refuses an idempotency key reused with other parameters, as Stripe does', async (t) => {
  const double = await startStripeDouble();
  t.after(() => double.close());
  const stripe = new Stripe('sk_test_double', { ...double.providerOptions.api, maxNetworkRetries: 0 });
  await stripe.customers.create({ email: 'a@b.c' }, { idempotencyKey: 'k' });
  await assert.rejects(stripe.customers.create({ email: 'x@y.z' }, { idempotencyKey: 'k' }), {
    type: 'StripeIdempotencyError',
  });
});

test('the doubles sign webhooks that the SDKs’ own verification accepts', async (t) => {
  const stripeDouble = await startStripeDouble();
  const gcDouble = await startGoCardlessDouble();
  t.after(() => Promise.all([stripeDouble.close(), gcDouble.close()]));

  const delivery = stripeDouble.webhook('customer.deleted', { id: 'cus_1', object: 'customer' });
  const event = Stripe.webhooks.constructEvent(
    delivery.body,
    delivery.headers['stripe-signature'] ?? '',
    stripeDouble.webhookSecret,
  );
  assert.equal(event.type, 'customer.deleted');
  assert.equal(event.type === 'customer.deleted' && event.data.object.id, 'cus_1');

  const gcEvent = gcDouble.event('mandates', 'cancelled', { mandate: 'MD1' });
  const gcDelivery = gcDouble.webhook([gcEvent]);
  const events = parse(gcDelivery.body, gcDouble.webhookSecret, gcDelivery.headers['webhook-signature'] ?? '');
  assert.deepEqual(events, [gcEvent]);
});
