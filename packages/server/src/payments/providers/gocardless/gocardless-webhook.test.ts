import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import { InvalidWebhookError, PaymentProviderError } from '../provider-errors.ts';
import { goCardlessKit, withMember } from '../testing/provider-kits.ts';

async function contribution(t: TestContext, timeoutMs = 5_000) {
  const kit = await withMember(await goCardlessKit(t, { now: () => new Date('2026-03-10T12:00:00Z'), timeoutMs }));
  const { subscriptionId } = await kit.provider.createContribution({
    flowId: 'f',
    ...kit.done,
    amount: 5,
    period: 'monthly',
  });
  const payment = kit.gc.collect(subscriptionId);
  kit.gc.requests.length = 0;
  return { ...kit, subscriptionId, payment };
}

test('payment events arrive as payments in their current state, each payment read once per delivery', async (t) => {
  const { gc, provider, done, subscriptionId, payment } = await contribution(t);
  payment.status = 'confirmed';
  const submitted = gc.event('payments', 'submitted', { payment: payment.id });
  const confirmed = gc.event('payments', 'confirmed', { payment: payment.id });

  const events = await provider.parseWebhook(gc.webhook([submitted, confirmed]));
  assert.deepEqual(events[1], {
    provider: 'gocardless',
    eventId: confirmed.id,
    kind: 'payment',
    providerPaymentId: payment.id,
    customerId: null,
    subscriptionId,
    paymentMethodId: done.paymentMethodId,
    amount: 5,
    currency: 'gbp',
    status: 'successful',
    chargeDate: new Date('2026-03-14T00:00:00Z'),
    periodEnd: null,
  });
  assert.deepEqual(
    events.map((event) => event.eventId),
    [submitted.id, confirmed.id],
  );
  assert.deepEqual(
    gc.requests.map((request) => `${request.method} ${request.path}`),
    [`GET /payments/${payment.id}`],
  );
});

test('cancelled subscriptions and dead mandates become neutral events; other events are left out', async (t) => {
  const { gc, provider, done, subscriptionId } = await contribution(t);
  const rows = [
    [gc.event('subscriptions', 'cancelled', { subscription: subscriptionId }), 'subscription-cancelled'],
    [gc.event('subscriptions', 'finished', { subscription: subscriptionId }), 'subscription-cancelled'],
    [gc.event('mandates', 'cancelled', { mandate: done.paymentMethodId }), 'payment-method-detached'],
    [gc.event('mandates', 'failed', { mandate: done.paymentMethodId }), 'payment-method-detached'],
    [gc.event('mandates', 'expired', { mandate: done.paymentMethodId }), 'payment-method-detached'],
    [gc.event('mandates', 'active', { mandate: done.paymentMethodId }), null],
    [gc.event('subscriptions', 'payment_created', { subscription: subscriptionId }), null],
    [gc.event('payouts', 'paid', { payout: 'PO1' }), null],
  ] as const;
  for (const [event, kind] of rows) {
    const meaning = await provider.parseWebhook(gc.webhook([event]));
    assert.deepEqual(
      meaning.map((m) => m.kind),
      kind ? [kind] : [],
      `${event.resource_type} ${event.action}`,
    );
  }
  const [cancelled] = await provider.parseWebhook(gc.webhook([rows[0][0]]));
  assert.deepEqual(cancelled, {
    provider: 'gocardless',
    eventId: rows[0][0].id,
    kind: 'subscription-cancelled',
    subscriptionId,
    customerId: null,
    cancelledAt: new Date('2026-03-10T12:00:00Z'),
  });
  const [detached] = await provider.parseWebhook(gc.webhook([rows[2][0]]));
  assert.deepEqual(detached && 'paymentMethodId' in detached && detached.paymentMethodId, done.paymentMethodId);
});

test('a webhook without the right signature is refused before anything is read', async (t) => {
  const { gc, provider, payment } = await contribution(t);
  const delivery = gc.webhook([gc.event('payments', 'confirmed', { payment: payment.id })]);
  const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');
  const refused = (reason: string) => (error: unknown) =>
    error instanceof InvalidWebhookError && error.provider === 'gocardless' && error.reason === reason;
  const rows = [
    [{ ...delivery, headers: {} }, 'missing-signature'],
    [{ ...delivery, headers: { 'webhook-signature': sign(delivery.body, 'another secret') } }, 'bad-signature'],
    [{ ...delivery, body: delivery.body.replace('confirmed', 'failed') }, 'bad-signature'],
    [{ ...delivery, headers: { 'webhook-signature': 'not hex' } }, 'bad-signature'],
    [{ body: '{"events":', headers: { 'webhook-signature': sign('{"events":', gc.webhookSecret) } }, 'malformed'],
  ] as const;
  for (const [input, reason] of rows) await assert.rejects(provider.parseWebhook(input), refused(reason), reason);
  assert.equal(gc.requests.length, 0);
  assert.equal((await provider.parseWebhook(delivery)).length, 1, 'the untouched delivery passes');
});

test('a payment that cannot be read in time fails the delivery, so GoCardless sends it again', async (t) => {
  const { gc, provider, payment } = await contribution(t, 300);
  gc.fault({ path: `/payments/${payment.id}`, delayMs: 5_000 });
  const delivery = gc.webhook([gc.event('payments', 'confirmed', { payment: payment.id })]);
  await assert.rejects(provider.parseWebhook(delivery), (error: unknown) => {
    assert.ok(error instanceof PaymentProviderError);
    assert.deepEqual([error.operation, error.reason, error.flowId], ['parseWebhook', 'timeout', null]);
    return true;
  });
});

test('a read answered 500 once is retried by the SDK and the delivery goes through', async (t) => {
  const { gc, provider, payment } = await contribution(t);
  gc.fault({ path: `/payments/${payment.id}`, status: 500 });
  const events = await provider.parseWebhook(gc.webhook([gc.event('payments', 'created', { payment: payment.id })]));
  assert.deepEqual(
    events.map((event) => event.kind),
    ['payment'],
  );
  assert.equal(gc.requests.length, 2);
});

test('a signed event off the schema is rejected with the field at fault, not read further', async (t) => {
  const { gc, provider, payment } = await contribution(t);
  const rows = [
    [gc.event('payments', 'confirmed', {}), 'malformed: event.links.payment'],
    [gc.event('payments', 'confirmed', { payment: 'PM000UNKNOWN' }), 'malformed: event.links.payment'],
    [
      { ...gc.event('subscriptions', 'finished', { subscription: 'SB1' }), created_at: 'soon' },
      'malformed: event.created_at',
    ],
    [gc.event('mandates', 'expired', {}), 'malformed: event.links.mandate'],
    [{ ...gc.event('mandates', 'active', {}), links: ['MD1'] as never }, 'malformed: event.links'],
  ] as const;
  for (const [event, reason] of rows) {
    const events = await provider.parseWebhook(gc.webhook([event]));
    assert.deepEqual(events, [{ provider: 'gocardless', eventId: event.id, kind: 'rejected', reason }], reason);
  }
  const answers = [
    [{ amount: -5 }, 'malformed: payment.amount'],
    [{ currency: 5 }, 'malformed: payment.currency'],
    [{ charge_date: '14 March' }, 'malformed: payment.charge_date'],
    [{ charge_date: undefined, created_at: undefined }, 'malformed: payment.created_at'],
    [{ id: undefined }, 'malformed: payment.id'],
  ] as const;
  for (const [fields, reason] of answers) {
    const kept = { ...payment };
    Object.assign(payment, fields);
    const event = gc.event('payments', 'confirmed', { payment: kept.id });
    const [meaning] = await provider.parseWebhook(gc.webhook([event]));
    assert.deepEqual(meaning, { provider: 'gocardless', eventId: event.id, kind: 'rejected', reason }, reason);
    Object.assign(payment, kept);
  }
  await assert.rejects(
    provider.parseWebhook(gc.webhook([{ ...gc.event('payments', 'confirmed', {}), id: '' }])),
    (error: unknown) => error instanceof InvalidWebhookError && error.reason === 'malformed',
  );
});
