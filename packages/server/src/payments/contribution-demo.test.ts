import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createContentRepository } from '../content/content-repository.ts';

const site = 'http://app.example';

/** A server without provider keys (the demo provider) and a reader who is not a member yet. */
async function demoKit(t: TestContext) {
  const { app, database } = await build(t);
  // The site's address, as the first start stores it: where the provider may send the member back.
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: site });
  const member = await createTestContact(database, { roles: [] });
  const cookie = (await loginAs(app, member)).cookie;
  const call = callerAs(app, cookie, site);
  /** Follows the flow's redirect to the demo checkout and answers it as the member would. */
  const checkout = async (redirectUrl: string, outcome: 'succeed' | 'fail') => {
    const id = /\/demo-checkout\/([^/?]+)/.exec(redirectUrl)?.[1];
    assert.ok(id, `a demo checkout: ${redirectUrl}`);
    const res = await app.inject({ method: 'POST', url: `/api/1.0/demo-checkout/${id}`, payload: { outcome } });
    assert.equal(res.statusCode, 200, res.body);
    return new URL(decodeURIComponent(new URL(redirectUrl, site).searchParams.get('return') ?? ''), site);
  };
  /** Waits for the demo provider's events (delivered like webhooks, after the call). */
  const payments = async (count: number) => {
    for (let i = 0; i < 100; i++) {
      const items = (await call('GET', 'contact/me/payment')).json().items as { status: string; amount: number }[];
      if (items.length >= count) return items;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} payments arrived`);
  };
  return { app, call, checkout, payments };
}

test('without provider keys a member contributes through the demo checkout: paid, recorded, a member', async (t) => {
  const kit = await demoKit(t);
  const start = await kit.call('POST', 'contact/me/contribution', {
    amount: 8,
    period: 'monthly',
    payFee: true,
    paymentMethod: 'gc_direct-debit',
    completeUrl: '/profile/contribution/complete',
  });
  assert.equal(start.statusCode, 200, start.body);
  const back = await kit.checkout(start.json().redirectUrl, 'succeed');
  assert.equal(back.pathname, '/profile/contribution/complete');
  const paymentFlowId = back.searchParams.get('paymentFlowId');
  assert.equal(paymentFlowId, start.json().paymentFlowId, 'the return page learns which flow came back');
  const done = await kit.call('POST', 'contact/me/contribution/complete', { paymentFlowId });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().type, 'Automatic');
  assert.equal(done.json().paymentSource.method, 'gc_direct-debit');
  // The first payment: the amount and the direct-debit fee the member chose to cover (0.20 + 1 % of 8.00).
  const [first] = await kit.payments(1);
  assert.deepEqual(first && { status: first.status, amount: first.amount }, { status: 'successful', amount: 8.28 });
  const me = (await kit.call('GET', 'contact/me')).json();
  assert.deepEqual(me.activeRoles, ['member']);
  assert.equal(me.contributionAmount, 8);
});

test('a declined demo checkout starts nothing and says the payment was refused', async (t) => {
  const kit = await demoKit(t);
  const start = await kit.call('POST', 'contact/me/contribution', {
    amount: 5,
    period: 'monthly',
    paymentMethod: 's_card',
    completeUrl: '/profile/contribution/complete',
  });
  const back = await kit.checkout(start.json().redirectUrl, 'fail');
  const done = await kit.call('POST', 'contact/me/contribution/complete', {
    paymentFlowId: back.searchParams.get('paymentFlowId'),
  });
  assert.equal(done.statusCode, 400);
  assert.equal(done.json().code, 'payment-refused');
  assert.equal((await kit.call('GET', 'contact/me/contribution')).json().type, 'None');
});
