import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidWebhookError } from '../provider-errors.ts';
import type { PaymentEvent } from '../provider-events.ts';
import { contributor, demoKit, paidFlow, refusedAs, start } from './demo-test-kit.ts';

const day = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const payments = (events: unknown[]) => events.filter((e): e is PaymentEvent => (e as PaymentEvent).kind === 'payment');

test('a contribution takes its first payment at once, delivers it as a payment event, and renews a period later', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const done = await paidFlow(provider, { flowId: 'join-1' });
  const input = { flowId: 'join-1', ...done, amount: 5.5, period: 'monthly' as const, contactId: 'c-1' };
  const contribution = await provider.createContribution(input);
  assert.match(contribution.subscriptionId, /^demo_sub_/);
  assert.deepEqual(contribution.renewalDate, at('2026-04-15T10:00:00.000Z'));
  await provider.idle();
  assert.equal(delivered.length, 1);
  const [event] = payments(delivered);
  assert.match(event?.eventId ?? '', /^demo_evt_/);
  assert.deepEqual(
    { ...event, eventId: null, providerPaymentId: null },
    {
      kind: 'payment',
      provider: 'demo',
      eventId: null,
      providerPaymentId: null,
      customerId: done.customerId,
      subscriptionId: contribution.subscriptionId,
      paymentMethodId: done.paymentMethodId,
      amount: 5.5,
      currency: 'gbp',
      status: 'successful',
      chargeDate: start,
      periodEnd: at('2026-04-15T10:00:00.000Z'),
    },
  );

  assert.deepEqual(await provider.createContribution(input), contribution, 'the same flow id answers the same');
  await provider.idle();
  assert.equal(delivered.length, 1, 'and charges nothing more');
  const listed = await provider.listPayments({ customerId: done.customerId });
  assert.deepEqual(
    listed.map((p) => [p.providerPaymentId, p.amount, p.status]),
    [[event?.providerPaymentId, 5.5, 'successful']],
  );
});

test('an annual contribution renews a year later; a start date ahead charges nothing until then', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const annual = await contributor(provider, { flowId: 'a', amount: 60, period: 'annually' });
  assert.deepEqual(annual.renewalDate, at('2027-03-15T10:00:00.000Z'));
  assert.equal(delivered.length, 1);

  const done = await paidFlow(provider, { flowId: 'later', email: 'later@example.org' });
  const startDate = new Date(start.getTime() + 10 * day);
  const later = await provider.createContribution({
    flowId: 'later',
    ...done,
    amount: 5,
    period: 'monthly',
    startDate,
  });
  assert.deepEqual(later.renewalDate, startDate);
  await provider.idle();
  assert.equal(delivered.length, 1, 'no payment before the start date');
  assert.deepEqual(await provider.listPayments({ customerId: done.customerId }), []);
});

test('refuses a payment method that is not the customer’s, and amounts no provider would take', async (t) => {
  const { provider } = await demoKit(t);
  const mo = await paidFlow(provider, { flowId: 'mo' });
  const ada = await paidFlow(provider, { flowId: 'ada', email: 'ada@example.org' });
  const input = {
    flowId: 'x',
    customerId: mo.customerId,
    paymentMethodId: ada.paymentMethodId,
    period: 'monthly' as const,
  };
  await assert.rejects(
    provider.createContribution({ ...input, amount: 5 }),
    refusedAs({ operation: 'createContribution', flowId: 'x', reason: 'refused', providerCode: 'resource_missing' }),
  );
  for (const amount of [0, -1, 1.234]) {
    await assert.rejects(
      provider.createContribution({ ...input, paymentMethodId: mo.paymentMethodId, amount }),
      RangeError,
    );
  }
  await assert.rejects(
    provider.takeOneOffPayment({ ...input, amount: 3, description: 'Gift' }),
    refusedAs({ operation: 'takeOneOffPayment', flowId: 'x', reason: 'refused', providerCode: 'resource_missing' }),
  );
});

test('a prorated rise of an annual contribution charges the rest of the year now, once per flow id', async (t) => {
  const { provider, delivered, setNow } = await demoKit(t);
  const member = await contributor(provider, { flowId: 'join', amount: 60, period: 'annually' });
  setNow(at('2026-09-14T08:00:00.000Z'));
  const input = { flowId: 'rise', subscriptionId: member.subscriptionId, amount: 120, period: 'annually' as const };
  const updated = await provider.updateContribution({ ...input, prorate: true });
  assert.deepEqual(updated.renewalDate, at('2027-03-15T10:00:00.000Z'));
  assert.match(updated.prorationPaymentId ?? '', /^demo_pay_/);
  await provider.idle();
  // 60 more a year for 182 of 365 days (14 September 2026 to 15 March 2027): 29.92.
  const proration = payments(delivered).at(-1);
  assert.deepEqual(
    [proration?.providerPaymentId, proration?.amount, proration?.status, proration?.periodEnd],
    [updated.prorationPaymentId, 29.92, 'successful', null],
  );
  assert.deepEqual(await provider.updateContribution({ ...input, prorate: true }), updated, 'a retry answers the same');
  await provider.idle();
  assert.equal(payments(delivered).length, 2, 'and takes nothing more');

  // The new amount is what the renewal charges.
  const renewed = await provider.simulate.renew(at('2027-03-15T10:00:00.000Z'));
  assert.deepEqual(
    payments(renewed).map((p) => p.amount),
    [120],
  );
});

test('without proration, a monthly change, a lower amount or a new period applies from the renewal date', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const member = await contributor(provider, { flowId: 'join', amount: 10, period: 'monthly' });
  const change = (flowId: string, amount: number, period: 'monthly' | 'annually', prorate: boolean) =>
    provider.updateContribution({ flowId, subscriptionId: member.subscriptionId, amount, period, prorate });

  for (const [flowId, amount, prorate] of [
    ['up', 12, false],
    ['monthly-prorate', 15, true],
    ['down', 8, true],
  ] as const) {
    const updated = await change(flowId, amount, 'monthly', prorate);
    assert.deepEqual(updated, {
      subscriptionId: member.subscriptionId,
      renewalDate: member.renewalDate,
      prorationPaymentId: null,
    });
  }
  await provider.idle();
  assert.equal(delivered.length, 1, 'nothing charged now');
  const april = await provider.simulate.renew(at('2026-04-15T10:00:00.000Z'));
  assert.deepEqual(
    payments(april).map((p) => [p.amount, p.periodEnd]),
    [[8, at('2026-05-15T10:00:00.000Z')]],
  );

  await change('annual', 100, 'annually', true);
  const may = await provider.simulate.renew(at('2026-05-15T10:00:00.000Z'));
  assert.deepEqual(
    payments(may).map((p) => [p.amount, p.periodEnd]),
    [[100, at('2027-05-15T10:00:00.000Z')]],
  );
});

test('cancelling stops the renewals and delivers one cancellation; a change to a cancelled one is refused', async (t) => {
  const { provider, delivered, setNow } = await demoKit(t);
  const member = await contributor(provider, { flowId: 'join' });
  setNow(at('2026-03-20T09:00:00.000Z'));
  await provider.cancelContribution({ subscriptionId: member.subscriptionId });
  await provider.cancelContribution({ subscriptionId: member.subscriptionId });
  await provider.cancelContribution({ subscriptionId: 'demo_sub_unknown' });
  await provider.idle();
  const cancellations = delivered.filter((e) => e.kind === 'subscription-cancelled');
  assert.deepEqual(
    cancellations.map(({ eventId: _id, ...rest }) => rest),
    [
      {
        kind: 'subscription-cancelled',
        provider: 'demo',
        subscriptionId: member.subscriptionId,
        customerId: member.customerId,
        cancelledAt: at('2026-03-20T09:00:00.000Z'),
      },
    ],
  );
  assert.deepEqual(await provider.simulate.renew(at('2026-06-01T00:00:00.000Z')), []);
  await assert.rejects(
    provider.updateContribution({
      flowId: 'u',
      subscriptionId: member.subscriptionId,
      amount: 9,
      period: 'monthly',
      prorate: false,
    }),
    refusedAs({ operation: 'updateContribution', flowId: 'u', reason: 'refused', providerCode: 'subscription_ended' }),
  );
  await assert.rejects(
    provider.updateContribution({
      flowId: 'u',
      subscriptionId: 'demo_sub_unknown',
      amount: 9,
      period: 'monthly',
      prorate: false,
    }),
    refusedAs({ operation: 'updateContribution', flowId: 'u', reason: 'refused', providerCode: 'resource_missing' }),
  );
});

test('a new payment method takes over the contribution and pays the renewals that failed on the old one', async (t) => {
  const { provider, delivered } = await demoKit(t);
  const member = await contributor(provider, { flowId: 'join', email: 'mo@example.org' });
  const { events: failed } = await provider.simulate.fail(
    { customerId: member.customerId },
    at('2026-04-15T10:00:00.000Z'),
  );
  const [failure] = payments(failed);
  assert.equal(failure?.status, 'failed');

  const card = await paidFlow(provider, { flowId: 'new-card', customerId: member.customerId });
  const input = { flowId: 'new-card', ...card, subscriptionId: member.subscriptionId };
  assert.deepEqual(await provider.changePaymentMethod(input), { subscriptionId: member.subscriptionId });
  await provider.idle();
  const retried = payments(delivered).at(-1);
  assert.deepEqual(
    [retried?.providerPaymentId, retried?.status, retried?.paymentMethodId],
    [failure?.providerPaymentId, 'successful', card.paymentMethodId],
  );
  const count = delivered.length;
  assert.deepEqual(await provider.changePaymentMethod(input), { subscriptionId: member.subscriptionId });
  await provider.idle();
  assert.equal(delivered.length, count, 'a retry of the change charges nothing again');

  // The next renewal charges the new method.
  const renewed = payments(await provider.simulate.renew(at('2026-05-15T10:00:00.000Z')));
  assert.deepEqual(
    renewed.map((p) => [p.paymentMethodId, p.status]),
    [[card.paymentMethodId, 'successful']],
  );

  assert.deepEqual(await provider.changePaymentMethod({ ...input, subscriptionId: null }), { subscriptionId: null });
  await assert.rejects(
    provider.changePaymentMethod({ ...input, paymentMethodId: member.paymentMethodId, customerId: 'demo_cus_other' }),
    refusedAs({
      operation: 'changePaymentMethod',
      flowId: 'new-card',
      reason: 'refused',
      providerCode: 'resource_missing',
    }),
  );
  await provider.cancelContribution({ subscriptionId: member.subscriptionId });
  assert.deepEqual(await provider.changePaymentMethod(input), { subscriptionId: null }, 'nothing runs to move');
});

test('a one-off payment is taken once per flow id, and fails while the method declines', async (t) => {
  const { provider, delivered, setNow } = await demoKit(t);
  const done = await paidFlow(provider, { flowId: 'join' });
  const input = {
    flowId: 'gift',
    customerId: done.customerId,
    paymentMethodId: done.paymentMethodId,
    amount: 25,
    description: 'A gift',
  };
  const payment = await provider.takeOneOffPayment(input);
  assert.deepEqual(
    { ...payment, providerPaymentId: null },
    {
      provider: 'demo',
      providerPaymentId: null,
      customerId: done.customerId,
      subscriptionId: null,
      paymentMethodId: done.paymentMethodId,
      amount: 25,
      currency: 'gbp',
      status: 'successful',
      chargeDate: start,
      periodEnd: null,
    },
  );
  assert.deepEqual(await provider.takeOneOffPayment(input), payment);

  await provider.simulate.fail({ customerId: done.customerId }, start);
  setNow(new Date(start.getTime() + day));
  const declined = await provider.takeOneOffPayment({ ...input, flowId: 'gift-2' });
  assert.equal(declined.status, 'failed');
  await provider.idle();
  assert.deepEqual(
    payments(delivered).map((p) => [p.providerPaymentId, p.status]),
    [
      [payment.providerPaymentId, 'successful'],
      [declined.providerPaymentId, 'failed'],
    ],
  );
  assert.deepEqual(
    (await provider.listPayments({ customerId: done.customerId })).map((p) => p.providerPaymentId),
    [declined.providerPaymentId, payment.providerPaymentId],
    'newest first',
  );
  assert.deepEqual(await provider.listPayments({ customerId: 'demo_cus_unknown' }), []);
});

test('the demo has no webhooks: anything sent to a webhook route is refused', async (t) => {
  const { provider } = await demoKit(t);
  await assert.rejects(provider.parseWebhook({ body: '{}', headers: {} }), (error: unknown) => {
    assert.ok(error instanceof InvalidWebhookError);
    assert.deepEqual([error.provider, error.reason], ['demo', 'bad-signature']);
    return true;
  });
});

test('payments are in the currency the settings name when charged', async (t) => {
  let currency = 'EUR';
  const { provider } = await demoKit(t, { currency: async () => currency });
  const done = await paidFlow(provider, { flowId: 'join' });
  const gift = { customerId: done.customerId, paymentMethodId: done.paymentMethodId, amount: 5, description: 'Gift' };
  assert.equal((await provider.takeOneOffPayment({ flowId: 'one', ...gift })).currency, 'eur');
  currency = 'CAD';
  assert.equal((await provider.takeOneOffPayment({ flowId: 'two', ...gift })).currency, 'cad');
});
