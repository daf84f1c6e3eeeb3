import assert from 'node:assert/strict';
import { test } from 'node:test';
import { providerErrorCheck } from './testing/provider-error-check.ts';
import { goCardlessKit, stripeKit } from './testing/provider-kits.ts';
import {
  goCardlessCustomerWithSubscriptions,
  stripeCustomerWithSubscriptions,
} from './testing/running-subscriptions.ts';

test('Stripe: the active subscriptions of a customer made elsewhere, read only, with their payment method', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const { customerId, subscriptionIds } = stripeCustomerWithSubscriptions(stripe, [
    { unitAmount: 1250, interval: 'year', method: 'sepa_debit', customerDefault: true },
    { status: 'canceled' },
  ]);
  const [active] = subscriptionIds;
  const item = stripe.subscription(active!).items.data[0]!;
  const running = await provider.findRunningSubscriptions({ customerId });
  assert.equal(running?.length, 1, 'the canceled one is not running');
  const [found] = running!;
  assert.equal(found?.subscriptionId, active);
  assert.deepEqual([found?.amount, found?.currency, found?.period], [12.5, 'GBP', 'annually']);
  assert.equal(found?.nextChargeDate?.getTime(), item.current_period_end * 1000);
  assert.match(String(found?.paymentMethodId), /^pm_/, "the customer's invoice default, the subscription naming none");
  assert.deepEqual(found?.paymentSource, {
    method: 's_sepa',
    country: 'DE',
    bankCode: '37040044',
    branchCode: '',
    last4: '3000',
  });
  assert.deepEqual(
    stripe.requests.map((r) => `${r.method} ${r.path}`),
    [`GET /v1/customers/${customerId}`, 'GET /v1/subscriptions', `GET /v1/payment_methods/${found?.paymentMethodId}`],
  );
  const listed = stripe.requests[1]!;
  assert.deepEqual([listed.query.customer, listed.query.status], [customerId, 'active']);
});

test('Stripe: an unknown or deleted customer is null; a failure is a provider error', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  assert.equal(await provider.findRunningSubscriptions({ customerId: 'cus_unknown' }), null);
  const { customerId } = stripeCustomerWithSubscriptions(stripe, [{}]);
  stripe.state.objects.set(customerId, { id: customerId, object: 'customer', deleted: true });
  assert.equal(await provider.findRunningSubscriptions({ customerId }), null);

  const other = stripeCustomerWithSubscriptions(stripe, [{ interval: 'week' }]);
  const [weekly] = (await provider.findRunningSubscriptions({ customerId: other.customerId }))!;
  assert.equal(weekly?.period, null, 'an interval Masthead does not run');
  stripe.fault({ path: '/v1/subscriptions', status: 500 });
  await assert.rejects(
    provider.findRunningSubscriptions({ customerId: other.customerId }),
    providerErrorCheck('stripe')('unavailable', null, 'findRunningSubscriptions'),
  );
});

test('GoCardless: active subscriptions of a customer by mandate, with the bank account; unknown customers are null', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const { customerId, mandateId, subscriptionIds } = goCardlessCustomerWithSubscriptions(gc, [
    { amount: 850, nextChargeInDays: 12 },
    { status: 'cancelled' },
  ]);
  goCardlessCustomerWithSubscriptions(gc, [{ amount: 999 }]);
  const running = await provider.findRunningSubscriptions({ customerId });
  assert.equal(running?.length, 1, "neither the cancelled one nor another customer's");
  const [found] = running!;
  assert.deepEqual(
    [found?.subscriptionId, found?.paymentMethodId, found?.amount, found?.currency, found?.period],
    [subscriptionIds[0], mandateId, 8.5, 'GBP', 'monthly'],
  );
  assert.equal(
    found?.nextChargeDate?.toISOString().slice(0, 10),
    gc.subscription(subscriptionIds[0]!).upcoming_payments[0]?.charge_date,
  );
  assert.deepEqual(found?.paymentSource, {
    method: 'gc_direct-debit',
    bankName: 'BARCLAYS BANK PLC',
    accountHolderName: 'ADA MEMBER',
    accountNumberEnding: '11',
  });
  assert.ok(
    gc.requests.every((r) => r.method === 'GET'),
    'read only',
  );
  assert.equal(await provider.findRunningSubscriptions({ customerId: 'CU000NOSUCH' }), null);

  // The SDK asks again twice on a 5xx: GoCardless down for all three.
  gc.fault({ path: '/mandates', status: 503, times: 3 });
  await assert.rejects(
    provider.findRunningSubscriptions({ customerId }),
    providerErrorCheck('gocardless')('unavailable', null, 'findRunningSubscriptions'),
  );
});

test('the Stripe double lists as Stripe does: a bad status or limit refused, pages by `starting_after`', async (t) => {
  const { stripe } = await stripeKit(t);
  const base = `http://${stripe.host}:${stripe.port}`;
  const headers = { authorization: 'Bearer sk_test_double' };
  const bad = await fetch(`${base}/v1/subscriptions?status=sleeping`, { headers });
  assert.equal(bad.status, 400);
  assert.equal((await fetch(`${base}/v1/subscriptions?limit=101`, { headers })).status, 400);
  const { customerId } = stripeCustomerWithSubscriptions(stripe, [{}, {}, {}]);
  const first = (await (
    await fetch(`${base}/v1/subscriptions?customer=${customerId}&limit=2`, { headers })
  ).json()) as {
    data: { id: string }[];
    has_more: boolean;
  };
  assert.deepEqual([first.data.length, first.has_more], [2, true]);
  const rest = (await (
    await fetch(`${base}/v1/subscriptions?customer=${customerId}&limit=2&starting_after=${first.data[1]!.id}`, {
      headers,
    })
  ).json()) as { data: unknown[]; has_more: boolean };
  assert.deepEqual([rest.data.length, rest.has_more], [1, false]);
  const methods = (await (
    await fetch(`${base}/v1/payment_methods?customer=${customerId}&type=card`, { headers })
  ).json()) as {
    data: unknown[];
  };
  assert.equal(methods.data.length, 3);
});
