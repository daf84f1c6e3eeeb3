import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { ContributionInfo } from '@masthead/core';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { goCardlessKit, stripeKit } from './providers/testing/provider-kits.ts';
import type { PaymentProvider } from './providers/index.ts';

const site = 'http://app.example';

/** The app with one provider's double behind it and a reader; `contribute` goes through the provider's pages. */
async function appWith(t: TestContext, providers: { stripe?: PaymentProvider; gocardless?: PaymentProvider }) {
  const { app, database } = await build(t, { paymentProviders: providers });
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: site });
  const reader = await createTestContact(database, { roles: [] });
  const call = callerAs(app, (await loginAs(app, reader)).cookie, site);
  const api = async (method: string, url: string, payload?: object) => {
    const res = await call(method, url, payload);
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as ContributionInfo & { paymentFlowId: string; redirectUrl: string };
  };
  const contribute = async (body: object, memberPart: (redirectUrl: string) => void) => {
    const flow = await api('POST', 'contact/me/contribution', { ...body, completeUrl: '/back' });
    memberPart(flow.redirectUrl);
    return api('POST', 'contact/me/contribution/complete', { paymentFlowId: flow.paymentFlowId });
  };
  /** The contribution's subscription at the provider, as stored. */
  const subscriptionId = async () =>
    (await database.db.selectFrom('contributions').select('subscription_id').executeTakeFirstOrThrow()).subscription_id;
  /** The membership paid for until `until` (as a longer period paid earlier would leave it). */
  const paidUntil = (until: Date) =>
    database.db.updateTable('contact_roles').set({ date_expires: until }).where('contact_id', '=', reader.id).execute();
  return { api, contribute, subscriptionId, paidUntil };
}

test('Stripe: a restart inside the paid period is a subscription on trial until it ends, invoicing nothing today', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const kit = await appWith(t, { stripe: provider });
  const card = (amount: number) => ({ amount, period: 'monthly', paymentMethod: 's_card' });
  const checkout = (url: string) => void stripe.completeCheckout(url);
  await kit.contribute(card(5), checkout);
  const cancelled = await kit.api('POST', 'contact/me/contribution/cancel');
  const paidUntil = cancelled.membershipExpiryDate!;

  const restarted = await kit.contribute(card(7), checkout);
  const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
  assert.equal(created.length, 2);
  assert.equal(created[0]?.body.trial_end, undefined, 'the first start charges at once');
  assert.equal(
    Number(created[1]?.body.trial_end),
    Date.parse(paidUntil) / 1000,
    'the restart starts when the paid period ends',
  );
  const subscription = stripe.subscription(String(await kit.subscriptionId()));
  assert.equal(subscription.status, 'trialing');
  assert.equal(stripe.invoice(String(subscription.latest_invoice)).amount_due, 0, 'nothing invoiced today');
  assert.equal(restarted.renewalDate, paidUntil);
  assert.equal(restarted.membershipStatus, 'active');
});

test('GoCardless: a restart inside the paid period asks for a subscription starting the day it ends', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const kit = await appWith(t, { gocardless: provider });
  const debit = (amount: number, period = 'monthly') => ({ amount, period, paymentMethod: 'gc_direct-debit' });
  const pages = (url: string) => gc.confirmRedirectFlow(new URL(url).pathname.split('/').at(-1) ?? '');
  const first = await kit.contribute(debit(5), pages);
  const cancelled = await kit.api('POST', 'contact/me/contribution/cancel');
  assert.equal(cancelled.membershipExpiryDate, first.renewalDate);
  // A month on, so that the paid period's end is not the new mandate's first possible charge date anyway.
  const paidUntil = new Date(Date.parse(cancelled.membershipExpiryDate!) + 30 * 86_400_000);
  await kit.paidUntil(paidUntil);

  const restarted = await kit.contribute(debit(60, 'annually'), pages);
  const created = gc.requests.filter((r) => r.method === 'POST' && r.path === '/subscriptions');
  assert.equal(created.length, 2);
  const asked = created.map((r) => Reflect.get(r.body.subscriptions ?? {}, 'start_date'));
  assert.deepEqual(asked, [undefined, paidUntil.toISOString().slice(0, 10)]);
  assert.equal(restarted.renewalDate, paidUntil.toISOString());
  assert.equal(restarted.period, 'annually');
});
