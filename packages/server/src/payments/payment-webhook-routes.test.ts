import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import Stripe from 'stripe';
import { goCardlessKit, stripeKit } from './providers/testing/provider-kits.ts';
import type { MastheadDatabase } from '../kernel/db/create-database.ts';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createOutboxRepository } from '../email/index.ts';
import { createContentRepository } from '../content/content-repository.ts';

const site = 'http://app.example';
const day = 86_400_000;

/**
 * A reader who started a monthly SEPA contribution through the app against
 * the Stripe double: its first invoice is open, as a bank debit's is until
 * collected. `deliver` posts a signed webhook to the app.
 */
async function sepaKit(t: TestContext) {
  const { stripe, provider } = await stripeKit(t);
  const { app, database } = await build(t, { paymentProviders: { stripe: provider } });
  // The site's address, as the first start stores it: the emails link there.
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: 'http://localhost:3000' });
  const member = await createTestContact(database, { roles: [] });
  const cookie = (await loginAs(app, member)).cookie;
  const call = callerAs(app, cookie, site);
  const start = await call('POST', 'contact/me/contribution', {
    amount: 5,
    period: 'monthly',
    paymentMethod: 's_sepa',
    completeUrl: '/back',
  });
  const flow = start.json() as { paymentFlowId: string; redirectUrl: string };
  stripe.completeCheckout(flow.redirectUrl);
  const done = await call('POST', 'contact/me/contribution/complete', { paymentFlowId: flow.paymentFlowId });
  assert.equal(done.statusCode, 200, done.body);
  const subscription = [...stripe.state.objects.values()].find((o) => o.object === 'subscription');
  const invoiceId = String(stripe.subscription(String(subscription?.id)).latest_invoice);
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: delivery.body,
      headers: { ...delivery.headers, 'content-type': 'application/json' },
    });
  const info = async () => (await call('GET', 'contact/me/contribution')).json();
  const emails = async (template: string) =>
    (await createOutboxRepository({ db: database.db }).list({ limit: 100, offset: 0 })).items.filter(
      (email) => email.template === template && email.to === member.email,
    );
  const payments = async () => (await call('GET', 'contact/me/payment')).json().items as { status: string }[];
  return { app, database, stripe, call, deliver, info, payments, emails, invoiceId, started: done.json() };
}

test('a pending bank debit blocks changes; once paid the membership runs to the period end and a week', async (t) => {
  const kit = await sepaKit(t);
  const open = kit.stripe.webhook('invoice.created', kit.stripe.invoice(kit.invoiceId));
  assert.equal((await kit.deliver(open)).statusCode, 200);
  assert.equal((await kit.info()).hasPendingPayment, true);
  const change = await kit.call('PATCH', 'contact/me/contribution', { amount: 7, period: 'monthly' });
  assert.equal(change.json().code, 'payment-pending');

  const snapshot = structuredClone(kit.stripe.invoice(kit.invoiceId));
  const paid = kit.stripe.webhook('invoice.paid', kit.stripe.settleInvoice(kit.invoiceId, 'paid'));
  assert.equal((await kit.deliver(paid)).statusCode, 200);
  const after = await kit.info();
  assert.equal(after.hasPendingPayment, false);
  assert.deepEqual(
    (await kit.payments()).map((p) => p.status),
    ['successful'],
  );
  const grace = (Date.parse(after.membershipExpiryDate) - Date.parse(after.renewalDate)) / day;
  assert.equal(Math.round(grace), 7, 'the membership runs to the paid period end and a week');

  // The same delivery again, and a late copy of the open invoice: nothing moves backwards.
  const expiry = after.membershipExpiryDate;
  assert.equal((await kit.deliver(paid)).statusCode, 200);
  assert.equal((await kit.deliver(kit.stripe.webhook('invoice.updated', snapshot))).statusCode, 200);
  assert.equal((await kit.info()).membershipExpiryDate, expiry);
  assert.equal((await kit.payments())[0]?.status, 'successful');
  assert.equal((await kit.info()).hasPendingPayment, false);
});

test('a failed renewal starts the grace: access kept at least 14 days, payment failing until a payment succeeds', async (t) => {
  const kit = await sepaKit(t);
  const failedAt = Date.now();
  const failed = kit.stripe.webhook('invoice.payment_failed', kit.stripe.settleInvoice(kit.invoiceId, 'failed'));
  assert.equal((await kit.deliver(failed)).statusCode, 200);
  const failing = await kit.info();
  assert.ok(failing.paymentFailing, 'the contribution is marked as failing');
  const [told, ...more] = await kit.emails('payment-failed');
  assert.ok(told, 'the member is told');
  assert.deepEqual(more, [], 'once');
  assert.match(told.text, /Update your payment method:\nhttp:\/\/localhost:3000\/profile\/contribution/);
  assert.ok(Date.parse(failing.membershipExpiryDate) >= failedAt + 14 * day - 60_000, 'access for the grace period');
  assert.ok(
    Date.parse(failing.membershipExpiryDate) >= Date.parse(kit.started.membershipExpiryDate),
    'never shortened by a failure',
  );
  const retried = kit.stripe.webhook('invoice.paid', kit.stripe.settleInvoice(kit.invoiceId, 'paid'));
  assert.equal((await kit.deliver(retried)).statusCode, 200);
  assert.equal((await kit.info()).paymentFailing, null);
  assert.equal((await kit.emails('payment-failed')).length, 1, 'a retry that succeeds sends nothing more');
});

test('a webhook without a valid signature is a 400 and changes nothing; unknown providers are 404', async (t) => {
  const kit = await sepaKit(t);
  const delivery = kit.stripe.webhook('invoice.paid', kit.stripe.settleInvoice(kit.invoiceId, 'paid'));
  const forged = await kit.deliver({ ...delivery, headers: { ...delivery.headers, 'stripe-signature': 't=1,v1=00' } });
  assert.equal(forged.statusCode, 400);
  assert.deepEqual(
    (await kit.payments()).map((p) => p.status),
    [],
  );
  const unsigned = await kit.deliver({ body: delivery.body, headers: {} });
  assert.equal(unsigned.statusCode, 400);
  const other = await kit.deliver({ body: delivery.body, headers: delivery.headers });
  assert.equal(other.statusCode, 200, 'the genuine delivery still counts afterwards');
  for (const name of ['gocardless', 'demo', 'constructor']) {
    const res = await kit.app.inject({ method: 'POST', url: `/webhooks/${name}`, payload: delivery.body });
    assert.equal(res.statusCode, 404, name);
  }
});

/** Why each recorded event was not applied (null: applied), by event id. */
async function rejections(database: MastheadDatabase) {
  const rows = await database.db.selectFrom('payment_events').select(['event_id', 'rejected_reason']).execute();
  return new Map(rows.map((row) => [row.event_id, row.rejected_reason]));
}

const eventIdOf = (delivery: { body: string }) => (JSON.parse(delivery.body) as { id: string }).id;

test('a signed Stripe event off its schema is answered 200, recorded as rejected and changes nothing', async (t) => {
  const kit = await sepaKit(t);
  const invoice = kit.stripe.settleInvoice(kit.invoiceId, 'paid');
  const rows: [string, unknown, string][] = [
    ['invoice.paid', { ...invoice, amount_due: '500' }, 'malformed: invoice.amount_due'],
    ['invoice.paid', { ...invoice, id: undefined }, 'malformed: invoice.id'],
    ['invoice.paid', { ...invoice, created: 'yesterday' }, 'malformed: invoice.created'],
    ['invoice.paid', { ...invoice, lines: { data: 'none' } }, 'malformed: invoice.lines'],
    ['invoice.paid', { id: 'ch_1', object: 'charge', amount: 500 }, 'malformed: invoice.object'],
    ['invoice.paid', 'in_1', 'malformed: invoice'],
    ['customer.subscription.deleted', { id: 'sub_1', object: 'subscription' }, 'malformed: subscription.status'],
    ['payment_method.detached', { object: 'payment_method' }, 'malformed: payment_method.id'],
  ];
  for (const [type, object, reason] of rows) {
    const delivery = kit.stripe.webhook(type, object);
    const res = await kit.deliver(delivery);
    assert.equal(res.statusCode, 200, `${reason}: ${res.body}`);
    assert.equal((await rejections(kit.database)).get(eventIdOf(delivery)), reason);
  }
  assert.deepEqual(await kit.payments(), []);
  assert.equal((await kit.info()).cancellationDate, null);
  // Without an event id there is nothing to record it by: unreadable, a 400.
  const unnamed = kit.stripe.webhook('invoice.paid', invoice);
  const body = JSON.stringify({ ...JSON.parse(unnamed.body), id: null });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: kit.stripe.webhookSecret });
  assert.equal((await kit.deliver({ body, headers: { 'stripe-signature': signature } })).statusCode, 400);
});

test('a Stripe invoice in another currency is never stored as the member’s payment: 200, recorded as rejected', async (t) => {
  const kit = await sepaKit(t);
  // 500 JPY (a zero-decimal currency) is not £5.00, nor £500.
  const yen = { ...kit.stripe.settleInvoice(kit.invoiceId, 'paid'), currency: 'jpy', amount_due: 500 };
  const delivery = kit.stripe.webhook('invoice.paid', yen);
  const res = await kit.deliver(delivery);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await rejections(kit.database)).get(eventIdOf(delivery)), 'currency: jpy, not gbp');
  assert.deepEqual(await kit.payments(), []);
  assert.equal(await kit.database.db.selectFrom('payments').select('id').executeTakeFirst(), undefined);
  assert.equal((await kit.deliver(delivery)).statusCode, 200, 'a redelivery is answered the same');
});

/** A reader with a direct-debit contribution through the app against the GoCardless double, and its first payment. */
async function directDebitKit(t: TestContext) {
  const { gc, provider } = await goCardlessKit(t);
  const { app, database } = await build(t, { paymentProviders: { gocardless: provider } });
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: 'http://localhost:3000' });
  const member = await createTestContact(database, { roles: [] });
  const call = callerAs(app, (await loginAs(app, member)).cookie, site);
  const body = { amount: 5, period: 'monthly', paymentMethod: 'gc_direct-debit', completeUrl: '/back' };
  const flow = (await call('POST', 'contact/me/contribution', body)).json() as Record<string, string>;
  gc.confirmRedirectFlow(new URL(flow.redirectUrl ?? '').pathname.split('/').at(-1) ?? '');
  const done = await call('POST', 'contact/me/contribution/complete', { paymentFlowId: flow.paymentFlowId });
  assert.equal(done.statusCode, 200, done.body);
  const subscription = [...gc.state.objects.values()].find((o) => o.id.startsWith('SB'));
  const payment = gc.collect(String(subscription?.id));
  const deliver = (events: ReturnType<typeof gc.event>[]) => {
    const { body, headers } = gc.webhook(events);
    return app.inject({ method: 'POST', url: '/webhooks/gocardless', payload: body, headers });
  };
  const payments = async () => (await call('GET', 'contact/me/payment')).json().items as { status: string }[];
  return { gc, database, deliver, payments, payment };
}

test('a GoCardless payment in another currency is never stored: 200, recorded as rejected', async (t) => {
  const kit = await directDebitKit(t);
  kit.payment.currency = 'EUR';
  kit.payment.status = 'confirmed';
  const event = kit.gc.event('payments', 'confirmed', { payment: kit.payment.id });
  const res = await kit.deliver([event]);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await rejections(kit.database)).get(event.id), 'currency: eur, not gbp');
  assert.deepEqual(await kit.payments(), []);
});

test('a signed GoCardless event off its schema is answered 200, recorded as rejected and changes nothing', async (t) => {
  const kit = await directDebitKit(t);
  const rows = [
    [kit.gc.event('payments', 'confirmed', {}), 'malformed: event.links.payment'],
    [kit.gc.event('payments', 'confirmed', { payment: 'PM000UNKNOWN' }), 'malformed: event.links.payment'],
    [kit.gc.event('subscriptions', 'cancelled', { subscription: 7 } as never), 'malformed: event.links.subscription'],
    [{ ...kit.gc.event('mandates', 'cancelled', {}), links: 'MD1' as never }, 'malformed: event.links'],
  ] as const;
  for (const [event, reason] of rows) {
    const res = await kit.deliver([event]);
    assert.equal(res.statusCode, 200, `${reason}: ${res.body}`);
    assert.equal((await rejections(kit.database)).get(event.id), reason);
  }
  kit.payment.amount = '5.00' as never;
  const unreadable = kit.gc.event('payments', 'confirmed', { payment: kit.payment.id });
  assert.equal((await kit.deliver([unreadable])).statusCode, 200);
  assert.equal((await rejections(kit.database)).get(unreadable.id), 'malformed: payment.amount');
  assert.deepEqual(await kit.payments(), []);
  // An event without an id cannot be recorded: the delivery is unreadable, a 400.
  assert.equal((await kit.deliver([{ ...unreadable, id: undefined } as never])).statusCode, 400);
});
