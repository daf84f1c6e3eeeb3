import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { operations } from '@masthead/core';
import type { LightMyRequestResponse } from 'fastify';
import { stripeKit } from '../payments/providers/testing/provider-kits.ts';
import { completeUrl, signupKit, site } from '../signup/signup-test-kit.ts';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';

/** What newsroom mode turns off: joining, the join form's settings, starting and changing contributions. */
const refusedInNewsroomMode = [
  'GET /content/join',
  'PATCH /content/join',
  'GET /content/join/setup',
  'PATCH /content/join/setup',
  'POST /signup',
  'POST /signup/check',
  'POST /signup/complete',
  'POST /signup/confirm-email',
  'POST /contact/{id}/contribution',
  'POST /contact/{id}/contribution/complete',
  'PATCH /contact/{id}/contribution',
  'PUT /contact/{id}/payment-method',
  'POST /contact/{id}/payment-method/complete',
];

/** Joining and contributing against a Stripe double, with an admin and a member without a contribution. */
async function newsroomKit(t: TestContext) {
  const { stripe, provider } = await stripeKit(t);
  const kit = await signupKit(t, { paymentProviders: { stripe: provider } });
  const admin = await createTestContact(kit.database, { roles: ['admin'] });
  const member = await createTestContact(kit.database, { roles: [] });
  const other = await createTestContact(kit.database);
  const asAdmin = callerAs(kit.app, (await loginAs(kit.app, admin)).cookie, site);
  const asMember = callerAs(kit.app, (await loginAs(kit.app, member)).cookie, site);
  const asOther = callerAs(kit.app, (await loginAs(kit.app, other)).cookie, site);
  /** Turns newsroom mode on or off as an admin does, in the general settings. */
  const newsroomMode = async (on: boolean) => {
    const res = await asAdmin('PATCH', 'content/general', { newsroomMode: on });
    assert.equal(res.statusCode, 200, res.body);
  };
  /**
   * `call` refused while newsroom mode is on, with nothing changed (`state` reads the same before
   * and after), then, with the mode off, answered `status`: the answer, to go on with.
   */
  const offOnly = async <T>(
    call: () => Promise<LightMyRequestResponse>,
    status: number,
    state: () => Promise<T>,
  ): Promise<LightMyRequestResponse> => {
    await newsroomMode(true);
    const before = await state();
    const refused = await call();
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(refused.json(), {
      message: 'Joining and contributions are not available on this site.',
      code: 'newsroom-mode',
      errors: null,
      httpCode: 403,
    });
    assert.deepEqual(await state(), before, 'nothing changed');
    await newsroomMode(false);
    const done = await call();
    assert.equal(done.statusCode, status, done.body);
    return done;
  };
  return { ...kit, stripe, member, asAdmin, asMember, asOther, newsroomMode, offOnly };
}

test('the contract marks exactly the calls of joining and of starting or changing a contribution', () => {
  const marked = Object.entries(operations)
    .filter(([, operation]) => 'noNewsroom' in operation && operation.noNewsroom)
    .map(([key]) => key);
  assert.deepEqual(marked.sort(), [...refusedInNewsroomMode].sort());
});

test('in newsroom mode each call of joining is refused and changes nothing; with the mode off each works', async (t) => {
  const kit = await newsroomKit(t);
  const settings = async () => [
    (await kit.asAdmin('GET', 'content/general')).json(),
    await kit.content.get('join', {}),
    await kit.content.get('join/setup', {}),
  ];
  const rows = async () => ({
    flows: await kit.count('join_flows'),
    contacts: await kit.count('contacts'),
    contributions: await kit.count('contributions'),
    emails: (await kit.emails()).length,
  });

  const guest = (url: string) => () => kit.app.inject({ method: 'GET', url: `/api/1.0/${url}` });
  await kit.offOnly(guest('content/join'), 200, settings);
  await kit.offOnly(() => kit.asAdmin('PATCH', 'content/join', { title: 'Join the newsroom' }), 200, settings);
  await kit.offOnly(guest('content/join/setup'), 200, settings);
  await kit.offOnly(() => kit.asAdmin('PATCH', 'content/join/setup', { welcome: 'Hello' }), 200, settings);
  assert.equal((await guest('content/join')()).json().title, 'Join the newsroom', 'saved once the mode is off');

  const email = 'reader@example.org';
  const started = await kit.offOnly(() => kit.post('signup', kit.body(email)), 200, rows);
  const { paymentFlowId, redirectUrl } = started.json() as { paymentFlowId: string; redirectUrl: string };
  kit.stripe.completeCheckout(redirectUrl);
  const checked = await kit.offOnly(() => kit.post('signup/check', { paymentFlowId }), 200, rows);
  assert.equal(checked.json().status, 'ready');
  const names = { paymentFlowId, firstname: 'Rita', lastname: 'Reader' };
  await kit.offOnly(() => kit.post('signup/complete', names), 204, rows);
  const joinFlowId = await kit.confirmId(email);
  const confirmed = await kit.offOnly(() => kit.post('signup/confirm-email', { joinFlowId }), 200, rows);
  assert.equal(confirmed.json().email, email);
});

test('in newsroom mode starting or changing a contribution is refused; reading, cancelling and webhooks still work', async (t) => {
  const kit = await newsroomKit(t);
  const info = async () => (await kit.asMember('GET', 'contact/me/contribution')).json();
  const body = { amount: 5, period: 'monthly', payFee: false, paymentMethod: 's_card', completeUrl };

  const started = await kit.offOnly(() => kit.asMember('POST', 'contact/me/contribution', body), 200, info);
  const flow = started.json() as { paymentFlowId: string; redirectUrl: string };
  kit.stripe.completeCheckout(flow.redirectUrl);
  const completeBody = { paymentFlowId: flow.paymentFlowId };
  await kit.offOnly(() => kit.asMember('POST', 'contact/me/contribution/complete', completeBody), 200, info);
  const raise = { amount: 7, period: 'monthly' };
  const raised = await kit.offOnly(() => kit.asMember('PATCH', 'contact/me/contribution', raise), 200, info);
  assert.ok([raised.json().amount, raised.json().nextAmount].includes(7), raised.body);
  const method = { paymentMethod: 's_sepa', completeUrl };
  const change = await kit.offOnly(() => kit.asMember('PUT', 'contact/me/payment-method', method), 200, info);
  const changeFlow = change.json() as { paymentFlowId: string; redirectUrl: string };
  kit.stripe.completeCheckout(changeFlow.redirectUrl);
  const changeBody = { paymentFlowId: changeFlow.paymentFlowId };
  const changed = await kit.offOnly(
    () => kit.asMember('POST', 'contact/me/payment-method/complete', changeBody),
    200,
    info,
  );
  assert.equal(changed.json().paymentSource.method, 's_sepa');

  await kit.newsroomMode(true);
  // Money already moving is not lost: the provider's report of the running contribution's payment is applied.
  const subscription = [...kit.stripe.state.objects.values()].find((o) => o.object === 'subscription');
  const invoiceId = String(kit.stripe.subscription(String(subscription?.id)).latest_invoice);
  const paid = kit.stripe.webhook('invoice.paid', kit.stripe.settleInvoice(invoiceId, 'paid'));
  const delivered = await kit.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    payload: paid.body,
    headers: { ...paid.headers, 'content-type': 'application/json' },
  });
  assert.equal(delivered.statusCode, 200, delivered.body);
  const payments = await kit.asMember('GET', 'contact/me/payment');
  assert.equal(payments.statusCode, 200);
  assert.deepEqual(
    payments.json().items.map((p: { status: string }) => p.status),
    ['successful'],
  );
  assert.equal((await kit.asAdmin('GET', 'payment')).statusCode, 200, 'admins still read the payments');

  // The access rule still comes first: another member learns nothing about this contact.
  const stranger = await kit.asOther('POST', `contact/${kit.member.id}/contribution`, body);
  assert.equal(stranger.statusCode, 404);
  // A body that is wrong as well is refused for the mode, before anything is judged.
  const wrong = await kit.asMember('POST', 'contact/me/contribution', { amount: 'lots' });
  assert.equal(wrong.json().code, 'newsroom-mode');

  // A running contribution can still be stopped, by the member themselves.
  const cancelled = await kit.asMember('POST', 'contact/me/contribution/cancel');
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.ok(cancelled.json().cancellationDate, 'cancelled');
  assert.ok((await info()).cancellationDate);
});
