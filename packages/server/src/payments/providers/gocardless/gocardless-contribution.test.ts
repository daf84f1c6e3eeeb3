import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { ContributionPeriod } from '@masthead/core';
import { completedFlow, goCardlessKit, withMember } from '../testing/provider-kits.ts';

const now = new Date('2026-03-10T12:00:00Z');

/** A member whose redirect flow completed; the mandate can be charged from 14 March. */
async function member(t: TestContext) {
  return withMember(await goCardlessKit(t, { now: () => now }), { flowId: 'join' });
}

const renewal = new Date('2026-09-10T00:00:00Z');

/** A member whose contribution is first charged (and next renews) on 10 September. */
async function contributor(t: TestContext, period: ContributionPeriod = 'annually', amount = 60) {
  const kit = await member(t);
  const contribution = { flowId: 'c', ...kit.done, amount, period, startDate: renewal };
  const { subscriptionId } = await kit.provider.createContribution(contribution);
  kit.gc.requests.length = 0;
  return { ...kit, subscriptionId };
}

test('a contribution is a subscription on the mandate, in minor units, monthly or yearly', async (t) => {
  const { gc, provider, done } = await member(t);
  const monthly = await provider.createContribution({
    flowId: 'c-1',
    ...done,
    amount: 5.5,
    period: 'monthly',
    contactId: 'ct-9',
  });
  const create = gc.requests[0];
  assert.deepEqual(
    [create?.method, create?.path, create?.idempotencyKey],
    ['POST', '/subscriptions', 'c-1:subscription'],
  );
  assert.deepEqual(create?.body, {
    subscriptions: {
      amount: 550,
      currency: 'GBP',
      interval_unit: 'monthly',
      links: { mandate: done.paymentMethodId },
      metadata: { masthead_flow: 'c-1', masthead_contact: 'ct-9' },
    },
  });
  assert.deepEqual(monthly.renewalDate, new Date('2026-03-14T00:00:00Z'));

  await provider.createContribution({ flowId: 'c-2', ...done, amount: 60, period: 'annually' });
  assert.deepEqual(
    [gc.requests.at(-1)?.body.subscriptions].map(
      (body) => body && [Reflect.get(body, 'amount'), Reflect.get(body, 'interval_unit')],
    ),
    [[6000, 'yearly']],
  );
});

test('a start date before the mandate can be charged moves to the first possible date', async (t) => {
  const { gc, provider, done } = await member(t);
  await provider.createContribution({ flowId: 's-1', ...done, amount: 5, period: 'monthly', startDate: now });
  assert.deepEqual(
    gc.requests.map((request) => `${request.method} ${request.path}`),
    [`GET /mandates/${done.paymentMethodId}`, 'POST /subscriptions'],
  );
  assert.equal(Reflect.get(gc.requests[1]?.body.subscriptions ?? {}, 'start_date'), '2026-03-14');

  const later = await provider.createContribution({
    flowId: 's-2',
    ...done,
    amount: 5,
    period: 'monthly',
    startDate: new Date('2026-05-02'),
  });
  assert.deepEqual(later.renewalDate, new Date('2026-05-02T00:00:00Z'));
});

test('a new amount applies to the next charges; a prorated rise is first collected as a one-off payment', async (t) => {
  const { gc, provider, done, subscriptionId } = await contributor(t);
  const plain = await provider.updateContribution({
    flowId: 'u-1',
    subscriptionId,
    amount: 72,
    period: 'annually',
    prorate: false,
  });
  assert.deepEqual(
    gc.requests.map((request) => `${request.method} ${request.path}`),
    [`GET /subscriptions/${subscriptionId}`, `PUT /subscriptions/${subscriptionId}`],
  );
  assert.deepEqual(gc.requests[1]?.body, {
    subscriptions: { amount: 7200, metadata: { masthead_flow: 'c', masthead_update: 'u-1' } },
  });
  assert.deepEqual(plain, { subscriptionId, renewalDate: renewal, prorationPaymentId: null });

  // Core's rule: 184 of the year's 365 days are left (today counts, 10 September does not): that share of the £48 rise.
  const prorated = await provider.updateContribution({
    flowId: 'u-2',
    subscriptionId,
    amount: 120,
    period: 'annually',
    prorate: true,
  });
  const payment = gc.requests.find((request) => request.path === '/payments');
  assert.equal(payment?.idempotencyKey, 'u-2:proration');
  assert.deepEqual(payment?.body, {
    payments: {
      amount: 2420,
      currency: 'GBP',
      links: { mandate: done.paymentMethodId },
      description: 'Contribution change',
      metadata: { masthead_flow: 'u-2' },
    },
  });
  assert.equal(prorated.prorationPaymentId, gc.state.objects.get(String(prorated.prorationPaymentId))?.id);
  assert.equal(gc.subscription(subscriptionId).amount, 12000);

  gc.requests.length = 0;
  await provider.updateContribution({ flowId: 'u-3', subscriptionId, amount: 100, period: 'annually', prorate: true });
  assert.ok(!gc.requests.some((request) => request.path === '/payments'), 'a fall is never a payment');
});

test('a monthly rise is never prorated: it applies from the next charge', async (t) => {
  const { gc, provider, subscriptionId } = await contributor(t, 'monthly', 5);
  const input = { flowId: 'u', subscriptionId, amount: 8, period: 'monthly', prorate: true } as const;
  const changed = await provider.updateContribution(input);
  assert.deepEqual(changed, { subscriptionId, renewalDate: renewal, prorationPaymentId: null });
  assert.ok(!gc.requests.some((request) => request.path === '/payments'), 'no one-off payment');
  assert.equal(gc.subscription(subscriptionId).amount, 800);
});

test('an update retried after a lost answer answers the change already made', async (t) => {
  const { gc, provider, subscriptionId } = await contributor(t);
  const input = { flowId: 'u', subscriptionId, amount: 120, period: 'annually', prorate: true } as const;
  const first = await provider.updateContribution(input);
  gc.requests.length = 0;

  const again = await provider.updateContribution(input);
  assert.deepEqual(again, first);
  assert.notEqual(first.prorationPaymentId, null);
  assert.deepEqual(
    gc.requests.map((request) => `${request.method} ${request.path}`),
    [`GET /subscriptions/${subscriptionId}`, 'GET /payments'],
  );
});

test('a change of period moves the contribution to a new subscription from the next charge date', async (t) => {
  const { gc, provider, done } = await member(t);
  const old = await provider.createContribution({
    flowId: 'c',
    ...done,
    amount: 5,
    period: 'monthly',
    contactId: 'ct-1',
  });
  gc.requests.length = 0;

  const changed = await provider.updateContribution({
    flowId: 'p',
    subscriptionId: old.subscriptionId,
    amount: 60,
    period: 'annually',
    prorate: true,
  });
  assert.notEqual(changed.subscriptionId, old.subscriptionId);
  assert.deepEqual(
    gc.requests.map((request) => `${request.method} ${request.path}`),
    [
      `GET /subscriptions/${old.subscriptionId}`,
      `GET /mandates/${done.paymentMethodId}`,
      'POST /subscriptions',
      `POST /subscriptions/${old.subscriptionId}/actions/cancel`,
    ],
  );
  const created = gc.subscription(changed.subscriptionId);
  assert.deepEqual([created.interval_unit, created.amount, created.start_date], ['yearly', 6000, '2026-03-14']);
  assert.deepEqual(created.metadata, { masthead_flow: 'p', masthead_contact: 'ct-1' });
  assert.equal(gc.subscription(old.subscriptionId).status, 'cancelled');
  assert.equal(changed.prorationPaymentId, null);

  const retried = await provider.updateContribution({
    flowId: 'p',
    subscriptionId: old.subscriptionId,
    amount: 60,
    period: 'annually',
    prorate: true,
  });
  assert.equal(retried.subscriptionId, changed.subscriptionId, 'a retry finds the subscription it made');
});

test('cancelling stops the subscription; cancelling again, or an unknown one, is not an error', async (t) => {
  const { gc, provider, done } = await member(t);
  const { subscriptionId } = await provider.createContribution({ flowId: 'c', ...done, amount: 5, period: 'monthly' });
  await provider.cancelContribution({ subscriptionId });
  await provider.cancelContribution({ subscriptionId });
  await provider.cancelContribution({ subscriptionId: 'SB000UNKNOWN' });
  assert.equal(gc.subscription(subscriptionId).status, 'cancelled');
  assert.deepEqual(
    gc.requests.slice(1).map((request) => `${request.method} ${request.path}`),
    [
      `POST /subscriptions/${subscriptionId}/actions/cancel`,
      `POST /subscriptions/${subscriptionId}/actions/cancel`,
      `GET /subscriptions/${subscriptionId}`,
      'POST /subscriptions/SB000UNKNOWN/actions/cancel',
    ],
  );
});

test('a new mandate takes over the running contribution from its next charge date', async (t) => {
  const kit = await member(t);
  const { gc, provider, done } = kit;
  const old = await provider.createContribution({
    flowId: 'c',
    ...done,
    amount: 5,
    period: 'monthly',
    startDate: new Date('2026-04-01'),
  });
  const next = await completedFlow(kit, { flowId: 'pm-1' });
  gc.requests.length = 0;

  const changed = await provider.changePaymentMethod({ flowId: 'pm-1', ...next, subscriptionId: old.subscriptionId });
  const moved = gc.subscription(String(changed.subscriptionId));
  assert.deepEqual([moved.links.mandate, moved.amount, moved.start_date], [next.paymentMethodId, 500, '2026-04-01']);
  assert.equal(gc.subscription(old.subscriptionId).status, 'cancelled');

  const retried = await provider.changePaymentMethod({ flowId: 'pm-1', ...next, subscriptionId: old.subscriptionId });
  assert.deepEqual(retried, changed, 'a retry finds the subscription it made instead of making another');
  const another = await provider.changePaymentMethod({ flowId: 'pm-2', ...next, subscriptionId: old.subscriptionId });
  assert.deepEqual(another, { subscriptionId: null }, 'an ended contribution is not revived');
  assert.deepEqual(await provider.changePaymentMethod({ flowId: 'pm-3', ...next, subscriptionId: null }), {
    subscriptionId: null,
  });
});
