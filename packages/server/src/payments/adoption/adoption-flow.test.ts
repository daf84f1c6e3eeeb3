import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addPeriod, ContributionPeriod, defaultRenewalGraceDays, nextMembershipExpiry } from '@masthead/core';
import { createPaymentEvents } from '../payment-events.ts';
import { createReconciliation } from '../reconciliation.ts';
import { createStripeProvider } from '../providers/index.ts';
import {
  goCardlessCustomerWithSubscriptions,
  goCardlessRenewal,
  stripeCustomerWithSubscriptions,
  stripeRenewal,
} from '../providers/testing/running-subscriptions.ts';
import { adoptionKit, customersCsv } from './adoption-test-kit.ts';

const dayMs = 86_400_000;
/** What a request to a provider double changed there (anything but a read). */
const writes = (requests: readonly { method: string }[]) => requests.filter((r) => r.method !== 'GET');

test('Stripe: a subscription running before the import is adopted, and its next invoice lands on it', async (t) => {
  const kit = await adoptionKit(t, { providers: ['stripe'] });
  const stripe = kit.stripe!;
  // Started elsewhere, a year ago: £7 a month by card, the current period paid ten days ago.
  const { customerId, subscriptionIds } = stripeCustomerWithSubscriptions(stripe, [{ unitAmount: 700 }]);
  const subscriptionId = subscriptionIds[0]!;
  const periodEnd = new Date(stripe.subscription(subscriptionId).items.data[0]!.current_period_end * 1000);

  const report = await kit.importCsv(customersCsv([{ email: 'earlier@example.org', provider: 'stripe', customerId }]));
  assert.equal(report.counts.new, 1);
  const imported = await kit.contribution('earlier@example.org');
  assert.equal(imported.type, 'None', 'the import runs no subscription it has not adopted');

  const eligible = await kit.inject('apiKey', {
    method: 'GET',
    url: `/api/1.0/contribution-adoption/eligible?importId=${report.id}`,
  });
  assert.deepEqual(eligible.json(), { eligible: 1 });

  stripe.requests.length = 0;
  const run = await kit.adopt({ importId: report.id });
  assert.deepEqual([run.state, run.eligible, run.done, run.adopted, run.refused], ['done', 1, 1, 1, 0]);
  assert.deepEqual(writes(stripe.requests), [], 'nothing made or changed at Stripe: no new signup, no second charge');

  const adopted = await kit.contribution('earlier@example.org');
  assert.equal(adopted.type, 'Automatic');
  assert.equal(adopted.subscription_id, subscriptionId);
  assert.equal(adopted.customer_id, customerId);
  assert.equal(adopted.amount_cents, 700, "the provider's amount, not the file's");
  assert.equal(adopted.period, 'monthly');
  assert.equal(adopted.method, 's_card');
  assert.deepEqual(adopted.payment_source, { method: 's_card', last4: '4242', expiryMonth: 12, expiryYear: 2031 });
  assert.equal(adopted.renewal_date?.toISOString(), periodEnd.toISOString());
  const role = await kit.memberRole('earlier@example.org');
  assert.equal(
    role?.date_expires?.toISOString(),
    new Date(periodEnd.getTime() + defaultRenewalGraceDays * dayMs).toISOString(),
    'a member to the next charge and the grace: no gap',
  );

  const listed = await kit.results(`importId=${report.id}`);
  assert.equal(listed.total, 1);
  assert.deepEqual(
    [listed.items[0]?.state, listed.items[0]?.amount, listed.items[0]?.period, listed.items[0]?.email],
    ['adopted', 7, 'monthly', 'earlier@example.org'],
  );
  assert.equal(listed.items[0]?.nextChargeDate, periodEnd.toISOString());

  // The next period's invoice, paid: Stripe's webhook finds the adopted contribution by its subscription.
  const invoice = stripeRenewal(stripe, subscriptionId);
  const res = await kit.webhook('stripe', stripe.webhook('invoice.paid', invoice));
  assert.equal(res.statusCode, 200, res.body);
  const payment = await kit.db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  assert.equal(payment.contact_id, await kit.contactId('earlier@example.org'));
  assert.equal(payment.status, 'successful');
  assert.equal(payment.amount_cents, 700);
  const renewed = await kit.contribution('earlier@example.org');
  const nextEnd = new Date(stripe.subscription(subscriptionId).items.data[0]!.current_period_end * 1000);
  assert.equal(renewed.renewal_date?.toISOString(), nextEnd.toISOString());
  const extended = await kit.memberRole('earlier@example.org');
  assert.ok(extended!.date_expires! > role!.date_expires!, 'the membership goes on with the payment');
});

test('GoCardless: a customer with a mandate and a subscription is adopted, and its next payment lands on it', async (t) => {
  const kit = await adoptionKit(t, { providers: ['gocardless'] });
  const gc = kit.gc!;
  const { customerId, mandateId, subscriptionIds } = goCardlessCustomerWithSubscriptions(gc, [
    { amount: 1200, intervalUnit: 'yearly', nextChargeInDays: 40 },
  ]);
  const subscriptionId = subscriptionIds[0]!;
  const nextCharge = String(gc.subscription(subscriptionId).upcoming_payments[0]?.charge_date);
  await kit.importCsv(customersCsv([{ email: 'debit@example.org', provider: 'gocardless', customerId }]));

  gc.requests.length = 0;
  const run = await kit.adopt();
  assert.deepEqual([run.state, run.adopted, run.refused], ['done', 1, 0]);
  assert.deepEqual(writes(gc.requests), [], 'nothing made or changed at GoCardless');
  assert.ok(
    gc.requests.some(
      (r) => r.path === '/subscriptions' && r.query.customer === customerId && r.query.status === 'active',
    ),
    'the active subscriptions are asked for by customer',
  );

  const adopted = await kit.contribution('debit@example.org');
  assert.deepEqual(
    [adopted.type, adopted.subscription_id, adopted.payment_method_id, adopted.amount_cents, adopted.period],
    ['Automatic', subscriptionId, mandateId, 1200, 'annually'],
  );
  assert.equal(adopted.method, 'gc_direct-debit');
  assert.deepEqual(adopted.payment_source, {
    method: 'gc_direct-debit',
    bankName: 'BARCLAYS BANK PLC',
    accountHolderName: 'ADA MEMBER',
    accountNumberEnding: '11',
  });
  assert.equal(adopted.renewal_date?.toISOString(), `${nextCharge}T00:00:00.000Z`);

  const payment = goCardlessRenewal(gc, subscriptionId);
  const res = await kit.webhook('gocardless', gc.webhook([gc.event('payments', 'confirmed', { payment: payment.id })]));
  assert.equal(res.statusCode, 200, res.body);
  const stored = await kit.db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', payment.id)
    .executeTakeFirstOrThrow();
  assert.equal(stored.contact_id, await kit.contactId('debit@example.org'));
  assert.equal(stored.status, 'successful');
  // The payment, which names no period, pays for the contribution's: a year from its charge date, and the grace.
  const role = await kit.memberRole('debit@example.org');
  assert.equal(
    role?.date_expires?.toISOString(),
    nextMembershipExpiry(null, addPeriod(stored.charge_date, ContributionPeriod.Annually)).toISOString(),
  );
});

test('the nightly reconciliation covers an adopted contribution: a renewal whose webhook never came is brought in', async (t) => {
  const kit = await adoptionKit(t, { providers: ['stripe'] });
  const stripe = kit.stripe!;
  const { customerId, subscriptionIds } = stripeCustomerWithSubscriptions(stripe, [{ unitAmount: 900 }]);
  const report = await kit.importCsv(customersCsv([{ email: 'night@example.org', provider: 'stripe', customerId }]));
  await kit.adopt({ importId: report.id });
  const before = await kit.memberRole('night@example.org');

  const invoice = stripeRenewal(stripe, subscriptionIds[0]!);
  // The nightly run as payments-feature makes it, asking the same Stripe.
  const provider = createStripeProvider({ ...stripe.providerOptions });
  const events = createPaymentEvents({ db: kit.db });
  const reconciliation = createReconciliation({ db: kit.db, providerNamed: () => provider, events });
  assert.equal(await reconciliation.reconcileAll(), 1, 'the adopted contact had a finding');
  const payment = await kit.db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  assert.equal(payment.contact_id, await kit.contactId('night@example.org'));
  const after = await kit.memberRole('night@example.org');
  assert.ok(after!.date_expires! > before!.date_expires!, 'the membership follows the reconciled payment');
  assert.equal(await reconciliation.reconcileAll(), 0, 'a second night finds nothing new');
});
