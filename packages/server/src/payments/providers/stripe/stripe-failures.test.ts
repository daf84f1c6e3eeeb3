import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PaymentProviderError } from '../provider-errors.ts';
import { providerErrorCheck } from '../testing/provider-error-check.ts';
import { stripeKit } from '../testing/provider-kits.ts';

const start = { method: 's_card', completeUrl: 'https://x.example', email: 'a@b.c' } as const;

const providerError = providerErrorCheck('stripe');

test('a 500 half way through a flow throws with the flow id, and the retry finishes it without doubling', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  stripe.fault({ method: 'POST', path: '/v1/checkout/sessions', status: 500 });
  await assert.rejects(provider.startFlow({ ...start, flowId: 'flow-500' }), (error: unknown) => {
    providerError('unavailable', 'flow-500', 'startFlow')(error);
    assert.equal((error as PaymentProviderError).status, 500);
    return true;
  });

  const flow = await provider.startFlow({ ...start, flowId: 'flow-500' });
  assert.ok('redirectUrl' in flow.params);
  assert.deepEqual(
    stripe.requests.map((request) => [request.path, request.idempotencyKey, request.replayed]),
    [
      ['/v1/customers', 'flow-500:customer', false],
      ['/v1/checkout/sessions', 'flow-500:checkout-session', false],
      ['/v1/customers', 'flow-500:customer', true],
      ['/v1/checkout/sessions', 'flow-500:checkout-session', false],
    ],
  );
});

test('Stripe answering later than the time limit is a timeout error, not a hang', async (t) => {
  const { stripe, provider } = await stripeKit(t, { timeoutMs: 150 });
  stripe.fault({ path: '/v1/customers', delayMs: 5_000 });
  const started = Date.now();
  await assert.rejects(
    provider.startFlow({ ...start, flowId: 'flow-slow' }),
    providerError('timeout', 'flow-slow', 'startFlow'),
  );
  assert.ok(Date.now() - started < 2_000);
});

test('an unreachable Stripe is unavailable', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  await stripe.close();
  await assert.rejects(
    provider.listPayments({ customerId: 'cus_1' }),
    providerError('unavailable', null, 'listPayments'),
  );
});

test('with retries on, a 500 is retried with the same idempotency key', async (t) => {
  const { stripe, provider } = await stripeKit(t, { maxNetworkRetries: 1 });
  stripe.fault({ path: '/v1/customers', status: 500 });
  await provider.startFlow({ ...start, flowId: 'flow-retry' });
  const customers = stripe.requests.filter((request) => request.path === '/v1/customers');
  assert.deepEqual(
    customers.map((request) => request.idempotencyKey),
    ['flow-retry:customer', 'flow-retry:customer'],
  );
});

test('a request Stripe refuses is a refusal carrying Stripe’s code', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const input = {
    flowId: 'c-1',
    customerId: 'cus_missing',
    paymentMethodId: 'pm_1',
    amount: 5,
    period: 'monthly',
  } as const;
  await assert.rejects(provider.createContribution(input), (error: unknown) => {
    providerError('refused', 'c-1', 'createContribution')(error);
    assert.deepEqual(
      [(error as PaymentProviderError).providerCode, (error as PaymentProviderError).status],
      ['resource_missing', 404],
    );
    return true;
  });
  const asked = stripe.requests.length;
  await assert.rejects(provider.createContribution({ ...input, amount: 0.001 }), RangeError);
  assert.equal(stripe.requests.length, asked, 'a bad amount never reaches Stripe');
});
