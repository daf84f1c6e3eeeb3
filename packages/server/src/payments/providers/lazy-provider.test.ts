import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { errorBody } from '@masthead/core';
import { callerAs, createTestContact, loginAs } from '../../test-accounts.ts';
import { build } from '../../test-helper.ts';
import { createContentRepository } from '../../content/content-repository.ts';
import { lazyProvider } from './lazy-provider.ts';
import { stripeMethods } from './payment-methods.ts';
import { createStripeAdapter } from './stripe/stripe-adapter.ts';
import { startStripeDouble } from './testing/stripe-double.ts';

/** A Stripe provider on a local double whose adapter loads as `loads` says: each entry one load, `false` a failed one. */
async function stripeLoadingAs(t: TestContext, loads: boolean[]) {
  const stripe = await startStripeDouble();
  t.after(() => stripe.close());
  const failure = Object.assign(new Error("Cannot find package 'stripe'"), { code: 'ERR_MODULE_NOT_FOUND' });
  let made = 0;
  const provider = lazyProvider('stripe', stripeMethods, async () => {
    const works = loads[made++];
    if (works === undefined) throw new Error('loaded more often than expected');
    if (!works) throw failure;
    return createStripeAdapter(stripe.providerOptions);
  });
  return { provider, failure, made: () => made };
}

const flow = (flowId: string) =>
  ({ flowId, method: 's_card', completeUrl: 'https://x.example', email: 'a@b.c' }) as const;

test('the adapter is loaded on the first call and kept for every later one', async (t) => {
  const { provider, made } = await stripeLoadingAs(t, [true]);
  assert.equal(provider.name, 'stripe');
  assert.deepEqual(provider.methods, stripeMethods);
  assert.equal(made(), 0, 'made, not loaded');
  // Two calls at once wait for the same load.
  const [first, second] = await Promise.all([provider.startFlow(flow('f-1')), provider.startFlow(flow('f-2'))]);
  assert.notEqual(first.providerFlowId, second.providerFlowId);
  await provider.startFlow(flow('f-3'));
  assert.equal(made(), 1);
});

test('a failed load rejects the call with its own error, answered as the generic 500, and is tried again', async (t) => {
  const { provider, failure, made } = await stripeLoadingAs(t, [false, false, true]);
  const { app, database } = await build(t, { paymentProviders: { stripe: provider } });
  // The site's address, as the first start stores it: where the provider may send the member back.
  await createContentRepository({ db: database.db }).patch('general', { siteUrl: 'http://app.example' });
  await assert.rejects(provider.startFlow(flow('f-direct')), (error) => error === failure);

  const member = await createTestContact(database, { roles: [] });
  const call = callerAs(app, (await loginAs(app, member)).cookie);
  const start = () =>
    call('POST', 'contact/me/contribution', {
      amount: 5,
      period: 'monthly',
      payFee: false,
      paymentMethod: 's_card',
      completeUrl: '/profile/contribution/complete',
    });
  const failed = await start();
  assert.equal(failed.statusCode, 500, failed.body);
  assert.deepEqual(failed.json(), errorBody('internal-error'));
  const loaded = await start();
  assert.equal(loaded.statusCode, 200, loaded.body);
  assert.equal(made(), 3);
});
