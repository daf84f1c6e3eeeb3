import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { test } from 'node:test';
import { completedFlow, stripeKit, withMember } from '../testing/provider-kits.ts';

const now = new Date('2026-03-10T12:00:00Z');
const seconds = (iso: string) => String(new Date(iso).getTime() / 1000);

/** A member who completed a card flow, ready for a contribution. */
async function member(t: TestContext) {
  return withMember(await stripeKit(t, { now: () => now }), { flowId: 'join-1', method: 's_card' });
}

/** A member giving 60 a year by card, renewing on 10 March 2027. */
async function annualContributor(t: TestContext) {
  const kit = await member(t);
  const contribution = { flowId: 'j', ...kit.done, amount: 60, period: 'annually' } as const;
  const { subscriptionId } = await kit.provider.createContribution(contribution);
  return { ...kit, subscriptionId };
}

test('a contribution is a subscription priced inline on the contribution product, made on first use', async (t) => {
  const { stripe, provider, done } = await member(t);
  const made = await provider.createContribution({
    flowId: 'join-1',
    ...done,
    amount: 5.5,
    period: 'monthly',
    contactId: 'c-7',
  });

  assert.deepEqual(
    stripe.requests.map((request) => `${request.method} ${request.path}`),
    ['GET /v1/products/masthead-contribution', 'POST /v1/products', 'POST /v1/subscriptions'],
  );
  assert.deepEqual(stripe.requests[1]?.body, { id: 'masthead-contribution', name: 'Contribution' });
  const create = stripe.requests[2];
  assert.equal(create?.idempotencyKey, 'join-1:subscription');
  assert.deepEqual(create?.body, {
    customer: done.customerId,
    default_payment_method: done.paymentMethodId,
    items: [
      {
        price_data: {
          currency: 'gbp',
          product: 'masthead-contribution',
          recurring: { interval: 'month' },
          unit_amount: '550',
        },
      },
    ],
    off_session: 'true',
    payment_behavior: 'allow_incomplete',
    metadata: { masthead_contact: 'c-7' },
  });
  const subscription = stripe.subscription(made.subscriptionId);
  assert.deepEqual(made.renewalDate, new Date('2026-04-10T12:00:00Z'));
  assert.equal(subscription.status, 'active');

  await provider.createContribution({ flowId: 'join-2', ...done, amount: 60, period: 'annually' });
  assert.deepEqual(
    stripe.requests.slice(3).map((request) => request.path),
    ['/v1/subscriptions'],
    'the product is looked up once per provider',
  );
  assert.deepEqual(stripe.requests[3]?.body.items, [
    {
      price_data: {
        currency: 'gbp',
        product: 'masthead-contribution',
        recurring: { interval: 'year' },
        unit_amount: '6000',
      },
    },
  ]);
});

test('a contribution that starts later begins with a trial up to its start date', async (t) => {
  const { stripe, provider, done } = await member(t);
  const startDate = new Date('2026-06-01T00:00:00Z');
  const made = await provider.createContribution({ flowId: 'late', ...done, amount: 3, period: 'monthly', startDate });
  assert.equal(stripe.requests.at(-1)?.body.trial_end, seconds('2026-06-01T00:00:00Z'));
  assert.deepEqual(made.renewalDate, startDate);

  await provider.createContribution({ flowId: 'past', ...done, amount: 3, period: 'monthly', startDate: new Date(0) });
  assert.equal(stripe.requests.at(-1)?.body.trial_end, undefined, 'a start date already passed starts now');
});

test('a new amount applies from the renewal date unless prorated, and a prorated rise is invoiced now', async (t) => {
  const { stripe, provider, subscriptionId } = await annualContributor(t);
  const itemId = stripe.subscription(subscriptionId).items.data[0]?.id;

  const later = await provider.updateContribution({
    flowId: 'u1',
    subscriptionId,
    amount: 48,
    period: 'annually',
    prorate: true,
  });
  const update = stripe.requests.at(-1);
  assert.deepEqual(
    [update?.method, update?.path, update?.idempotencyKey],
    ['POST', `/v1/subscriptions/${subscriptionId}`, 'u1:update'],
  );
  assert.equal(update?.body.proration_behavior, 'none', 'a lower amount is never prorated');
  assert.deepEqual(update?.body.items, [
    {
      id: itemId,
      price_data: {
        currency: 'gbp',
        product: 'masthead-contribution',
        recurring: { interval: 'year' },
        unit_amount: '4800',
      },
    },
  ]);
  assert.equal(later.prorationPaymentId, null);

  const now = await provider.updateContribution({
    flowId: 'u2',
    subscriptionId,
    amount: 120,
    period: 'annually',
    prorate: true,
  });
  assert.equal(stripe.requests.at(-1)?.body.proration_behavior, 'always_invoice');
  assert.equal(now.prorationPaymentId, stripe.subscription(subscriptionId).latest_invoice);
  assert.equal(stripe.invoice(String(now.prorationPaymentId)).billing_reason, 'subscription_update');
  assert.deepEqual(now.renewalDate, new Date('2027-03-10T12:00:00Z'));
});

test('an update retried after a lost answer answers the change already made', async (t) => {
  const { stripe, provider, subscriptionId } = await annualContributor(t);
  const input = { flowId: 'u', subscriptionId, amount: 120, period: 'annually', prorate: true } as const;
  const first = await provider.updateContribution(input);
  stripe.requests.length = 0;

  const again = await provider.updateContribution(input);
  assert.deepEqual(again, first);
  assert.notEqual(first.prorationPaymentId, null);
  assert.deepEqual(
    stripe.requests.map((request) => `${request.method} ${request.path}`),
    [`GET /v1/subscriptions/${subscriptionId}`],
  );
  assert.deepEqual(stripe.requests[0]?.query, { expand: ['latest_invoice'] });
});

test('a change of period starts at the end of the period already paid, whatever prorate says', async (t) => {
  const { stripe, provider, done } = await member(t);
  const { subscriptionId } = await provider.createContribution({ flowId: 'j', ...done, amount: 5, period: 'monthly' });
  const changed = await provider.updateContribution({
    flowId: 'p',
    subscriptionId,
    amount: 60,
    period: 'annually',
    prorate: true,
  });
  const update = stripe.requests.at(-1);
  assert.equal(update?.body.proration_behavior, 'none');
  assert.equal(update?.body.trial_end, seconds('2026-04-10T12:00:00Z'));
  assert.equal(changed.prorationPaymentId, null);
  assert.deepEqual(changed.renewalDate, new Date('2026-04-10T12:00:00Z'));
});

test('cancelling stops the subscription now; cancelling again, or an unknown one, is not an error', async (t) => {
  const { stripe, provider, done } = await member(t);
  const { subscriptionId } = await provider.createContribution({ flowId: 'j', ...done, amount: 5, period: 'monthly' });
  await provider.cancelContribution({ subscriptionId });
  assert.deepEqual(
    [stripe.requests.at(-1)?.method, stripe.requests.at(-1)?.path],
    ['DELETE', `/v1/subscriptions/${subscriptionId}`],
  );
  assert.equal(stripe.subscription(subscriptionId).status, 'canceled');

  await provider.cancelContribution({ subscriptionId });
  assert.deepEqual(
    stripe.requests.slice(-2).map((request) => request.method),
    ['DELETE', 'GET'],
    'Stripe refuses the second cancel, so the adapter checks the subscription is cancelled',
  );
  await provider.cancelContribution({ subscriptionId: 'sub_gone' });
  assert.deepEqual(
    stripe.requests.slice(-2).map((request) => `${request.method} ${request.path}`),
    ['DELETE /v1/subscriptions/sub_gone', 'GET /v1/subscriptions/sub_gone'],
    'a subscription Stripe does not know is as good as cancelled',
  );
});

test('a new payment method becomes the default of the customer and of the running subscription', async (t) => {
  const kit = await member(t);
  const { stripe, provider, done } = kit;
  const { subscriptionId } = await provider.createContribution({ flowId: 'j', ...done, amount: 5, period: 'monthly' });
  const next = await completedFlow(kit, { flowId: 'pm-1', method: 's_sepa', customerId: done.customerId });
  stripe.requests.length = 0;

  const changed = await provider.changePaymentMethod({ flowId: 'pm-1', ...next, subscriptionId });
  assert.deepEqual(changed, { subscriptionId });
  assert.deepEqual(
    stripe.requests.map((request) => [request.path, request.body, request.idempotencyKey]),
    [
      [
        `/v1/customers/${done.customerId}`,
        { invoice_settings: { default_payment_method: next.paymentMethodId } },
        'pm-1:customer-method',
      ],
      [
        `/v1/subscriptions/${subscriptionId}`,
        { default_payment_method: next.paymentMethodId },
        'pm-1:subscription-method',
      ],
    ],
  );
  assert.equal(stripe.subscription(subscriptionId).default_payment_method, next.paymentMethodId);
});
