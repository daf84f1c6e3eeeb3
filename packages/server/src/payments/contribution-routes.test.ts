import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { stripeKit } from './providers/testing/provider-kits.ts';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createOutboxRepository } from '../email/index.ts';
import { createContentRepository } from '../content/content-repository.ts';

const site = 'http://app.example';

/** An app whose card payments go to a local Stripe double, a member and an admin logged in. */
async function moneyKit(t: TestContext) {
  const { stripe, provider } = await stripeKit(t);
  const { app, database } = await build(t, {
    paymentProviders: { stripe: provider },
  });
  // A reader without a membership: contributing makes them a member until the paid cycle ends.
  const member = await createTestContact(database, { firstname: 'Mina', roles: [] });
  const other = await createTestContact(database, { firstname: 'Otto' });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const cookies = {
    member: (await loginAs(app, member)).cookie,
    other: (await loginAs(app, other)).cookie,
    admin: (await loginAs(app, admin)).cookie,
  };
  // The site's address, as the first start stores it: the emails link there, and the provider sends members back there.
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: 'http://localhost:3000' });
  const callers = {
    member: callerAs(app, cookies.member, site),
    other: callerAs(app, cookies.other, site),
    admin: callerAs(app, cookies.admin, site),
  };
  const call = (who: keyof typeof cookies, method: string, url: string, payload?: object) =>
    callers[who](method, url, payload);
  /** Starts a card contribution and does Stripe.js's part on the double: the flow id to complete. */
  const started = async (body: Record<string, unknown> = {}) => {
    const res = await call('member', 'POST', 'contact/me/contribution', {
      amount: 5,
      period: 'monthly',
      payFee: false,
      paymentMethod: 's_card',
      completeUrl: '/profile/contribution/complete',
      ...body,
    });
    assert.equal(res.statusCode, 200, res.body);
    const flow = res.json() as { paymentFlowId: string; redirectUrl: string };
    stripe.completeCheckout(flow.redirectUrl);
    return flow.paymentFlowId;
  };
  /** The member's calls with another `Origin` header, as a sandboxed frame (`null`) or a forged request sends it. */
  const withOrigin = (origin: string) => callerAs(app, cookies.member, origin);
  return { app, database, stripe, provider, member, other, call, withOrigin, started };
}

test('a member starts a monthly contribution through the provider and sees it with its renewal', async (t) => {
  const kit = await moneyKit(t);
  const before = await kit.call('member', 'GET', 'contact/me/contribution');
  assert.equal(before.json().type, 'None');
  const flowId = await kit.started();
  const done = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: flowId });
  assert.equal(done.statusCode, 200, done.body);
  const info = done.json();
  assert.equal(info.type, 'Automatic');
  assert.equal(info.amount, 5);
  assert.equal(info.period, 'monthly');
  assert.equal(info.paymentSource.method, 's_card');
  assert.equal(info.membershipStatus, 'active');
  assert.ok(info.renewalDate, 'the provider said when it renews');
  const days = (Date.parse(info.membershipExpiryDate) - Date.parse(info.renewalDate)) / 86_400_000;
  assert.equal(Math.round(days), 7, 'membership lasts to the renewal and a week of grace');
  // The Stripe double was asked for a subscription of 5.00 a month.
  const subscription = kit.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
  assert.ok(subscription, 'a subscription was made');

  // The same flow again (a reload of the return page): refused, nothing changes.
  const again = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: flowId });
  assert.equal(again.json().code, 'payment-flow-used');
  // Another member cannot complete it.
  const stolen = await kit.call('other', 'POST', 'contact/me/contribution/complete', { paymentFlowId: flowId });
  assert.equal(stolen.statusCode, 404);
});

test('a member with a running contribution cannot start a second one: the provider would charge twice', async (t) => {
  const kit = await moneyKit(t);
  // Two flows started before either completes (two tabs): the second completion is refused.
  const first = await kit.started();
  const second = await kit.started();
  const done = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: first });
  assert.equal(done.statusCode, 200, done.body);
  const subscriptions = () =>
    kit.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').length;
  assert.equal(subscriptions(), 1);
  const twice = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: second });
  assert.deepEqual([twice.statusCode, twice.json().code], [409, 'contribution-running'], twice.body);
  // Starting anew is refused before the provider is asked for anything.
  const asked = kit.stripe.requests.length;
  const again = await kit.call('member', 'POST', 'contact/me/contribution', {
    amount: 10,
    period: 'monthly',
    paymentMethod: 's_card',
    completeUrl: '/profile/contribution/complete',
  });
  assert.deepEqual([again.statusCode, again.json().code], [409, 'contribution-running'], again.body);
  assert.equal(kit.stripe.requests.length, asked, 'the provider was not asked');
  assert.equal(subscriptions(), 1, 'still one subscription');
  const info = (await kit.call('member', 'GET', 'contact/me/contribution')).json();
  assert.deepEqual([info.type, info.amount], ['Automatic', 5]);
  // Once cancelled, a new one may start (a restart).
  const cancelled = await kit.call('member', 'POST', 'contact/me/contribution/cancel', {});
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const restart = await kit.started({ amount: 7 });
  const restarted = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: restart });
  assert.equal(restarted.statusCode, 200, restarted.body);
  assert.deepEqual([restarted.json().amount, subscriptions()], [7, 2]);
});

test('bad requests change nothing: amount, method, return address, another member', async (t) => {
  const kit = await moneyKit(t);
  const base = { amount: 5, period: 'monthly', paymentMethod: 's_card', completeUrl: '/back' };
  const cases: [Record<string, unknown>, number, string][] = [
    [{ ...base, amount: 0.5 }, 422, 'validation'],
    [{ ...base, amount: 5.001 }, 422, 'validation'],
    [{ ...base, paymentMethod: 'bitcoin' }, 422, 'validation'],
    [{ ...base, paymentMethod: 'gc_direct-debit' }, 400, 'payment-method-unavailable'],
    [{ ...base, completeUrl: 'https://evil.example/steal' }, 422, 'validation'],
    [{ ...base, period: 'weekly' }, 422, 'validation'],
  ];
  for (const [body, status, code] of cases) {
    const res = await kit.call('member', 'POST', 'contact/me/contribution', body);
    assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
    assert.equal(res.json().code, code);
  }
  const theirs = await kit.call('member', 'GET', `contact/${kit.other.id}/contribution`);
  assert.equal(theirs.statusCode, 404);
  assert.equal(kit.stripe.requests.length, 0, 'the provider was never asked');
});

test('a provider failing on completion leaves no contribution, and the same flow completes once it is back', async (t) => {
  const kit = await moneyKit(t);
  const flowId = await kit.started();
  kit.stripe.fault({ method: 'POST', path: '/v1/subscriptions', status: 500 });
  const failed = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: flowId });
  assert.equal(failed.statusCode, 502);
  assert.equal(failed.json().code, 'payment-provider-failed');
  assert.equal((await kit.call('member', 'GET', 'contact/me/contribution')).json().type, 'None');
  const retried = await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: flowId });
  assert.equal(retried.statusCode, 200, retried.body);
  assert.equal(retried.json().type, 'Automatic');
});

test('cancelling keeps the membership to the end of the paid cycle; an admin forces a manual contribution', async (t) => {
  const kit = await moneyKit(t);
  const flowId = await kit.started({ amount: 10 });
  const info = (await kit.call('member', 'POST', 'contact/me/contribution/complete', { paymentFlowId: flowId })).json();
  const cancelled = await kit.call('member', 'POST', 'contact/me/contribution/cancel');
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.ok(cancelled.json().cancellationDate);
  assert.equal(cancelled.json().membershipStatus, 'expiring');
  assert.equal(cancelled.json().membershipExpiryDate, info.renewalDate, 'no grace after a cancellation');
  assert.ok(kit.stripe.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/')));
  const outbox = await createOutboxRepository({ db: kit.database.db }).list({ limit: 10, offset: 0 });
  const told = outbox.items.filter((email) => email.template === 'contribution-cancelled');
  assert.equal(told.length, 1);
  assert.equal(told[0]?.to, kit.member.email);
  assert.match(told[0]!.text, /Your membership continues until \w+ \d+, \d{4}\./);
  // Cancelling again changes nothing and tells nobody again.
  assert.equal((await kit.call('member', 'POST', 'contact/me/contribution/cancel')).statusCode, 200);
  const again = await createOutboxRepository({ db: kit.database.db }).list({ limit: 10, offset: 0 });
  assert.equal(again.items.filter((email) => email.template === 'contribution-cancelled').length, 1);

  const refused = await kit.call('member', 'PATCH', 'contact/me/contribution/force', {
    type: 'Manual',
    amount: 3,
    period: 'monthly',
  });
  assert.equal(refused.statusCode, 403);
  const forced = await kit.call('admin', 'PATCH', `contact/${kit.other.id}/contribution/force`, {
    type: 'Manual',
    amount: 12,
    period: 'annually',
    source: 'Bank transfer',
    reference: 'INV-7',
  });
  assert.equal(forced.statusCode, 200, forced.body);
  assert.deepEqual(
    { type: forced.json().type, amount: forced.json().amount, source: forced.json().paymentSource },
    { type: 'Manual', amount: 12, source: { method: null, source: 'Bank transfer', reference: 'INV-7' } },
  );
});

test('payments: a member sees their own, an admin everyone’s with filters; members cannot list all', async (t) => {
  const kit = await moneyKit(t);
  assert.equal((await kit.call('member', 'GET', 'payment')).statusCode, 403);
  const mine = await kit.call('member', 'GET', 'contact/me/payment');
  assert.equal(mine.statusCode, 200);
  assert.deepEqual(mine.json().items, []);
  const rules = JSON.stringify({
    condition: 'AND',
    rules: [{ field: 'status', operator: 'equal', value: ['failed'] }],
  });
  const all = await kit.call('admin', 'GET', `payment?rules=${encodeURIComponent(rules)}&with=contact`);
  assert.equal(all.statusCode, 200, all.body);
  const bad = await kit.call(
    'admin',
    'GET',
    `payment?rules=${encodeURIComponent('{"condition":"AND","rules":[{"field":"nope","operator":"equal","value":[1]}]}')}`,
  );
  assert.equal(bad.json().code, 'invalid-rule');
});

test('the address back comes from the configured site, never from the Origin header; no Origin gives a 500', async (t) => {
  const kit = await moneyKit(t);
  const start = { amount: 5, period: 'monthly', paymentMethod: 's_card' };
  const returns = () =>
    kit.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').map((r) => r.body.success_url);
  for (const origin of ['null', 'not a url', 'https://evil.example']) {
    const call = kit.withOrigin(origin);
    const contribution = await call('POST', 'contact/me/contribution', { ...start, completeUrl: '/back' });
    assert.equal(contribution.statusCode, 200, `${origin}: ${contribution.body}`);
    const method = await call('PUT', 'contact/me/payment-method', { paymentMethod: 's_card', completeUrl: '/back' });
    assert.equal(method.statusCode, 200, `${origin}: ${method.body}`);
    for (const [url, body] of [
      ['contact/me/contribution', { ...start, completeUrl: 'https://evil.example/back' }],
      ['contact/me/payment-method', { paymentMethod: 's_card', completeUrl: 'https://evil.example/back' }],
    ] as const) {
      const refused = await call(url.endsWith('method') ? 'PUT' : 'POST', url, body);
      assert.equal(refused.statusCode, 422, `${origin} ${url}: ${refused.body}`);
      assert.deepEqual(
        refused.json().errors.map((e: { field: string; rule: string }) => [e.field, e.rule]),
        [['completeUrl', 'sameSite']],
      );
    }
  }
  assert.equal(returns().length, 6);
  for (const url of returns()) assert.match(String(url), /^http:\/\/localhost:3000\/back\?paymentFlowId=/);
});
