import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { callerAs, createTestContact, loginAs } from '../test-accounts.ts';
import { signupKit } from '../signup/signup-test-kit.ts';

const at = new Date('2026-01-31T10:00:00.000Z');
const idOf = (redirectUrl: string) => /\/demo-checkout\/([^/?]+)/.exec(redirectUrl)?.[1] ?? '';

/** A server without provider keys on a fixed clock, of the newsroom "The Ledger". */
async function kit(t: TestContext) {
  const signup = await signupKit(t, { now: () => at });
  await signup.content.patch('general', { organisationName: 'The Ledger' });
  const get = async (redirectUrl: string) => {
    const res = await signup.app.inject({ method: 'GET', url: `/api/1.0/demo-checkout/${idOf(redirectUrl)}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  return { ...signup, get };
}

test('a join’s demo checkout says what is charged today, per month, the next date and to whom, with the fee covered', async (t) => {
  const { post, body, get } = await kit(t);
  const started = await post('signup', body('mo@example.org', { amount: 5, payFee: true, paymentMethod: 's_card' }));
  assert.equal(started.statusCode, 200, started.body);
  const checkout = await get(started.json().redirectUrl);
  // A UK card's fee on 5.00: 0.20 + 1.5 % (0.075, rounded up), covered by the reader.
  assert.deepEqual(checkout.charge, {
    amount: 5.28,
    fee: 0.28,
    currency: 'EUR',
    period: 'monthly',
    today: 5.28,
    nextPaymentDate: '2026-02-28T10:00:00.000Z',
  });
  assert.equal(checkout.newsroom, 'The Ledger');
  assert.equal(checkout.method, 's_card');
});

test('the checkout shows nothing of the join flow but its charge: no flow ids, links or tokens', async (t) => {
  const { post, body, get, app } = await kit(t);
  const started = await post('signup', body('mo@example.org', { amount: 60, period: 'annually' }));
  const { paymentFlowId, redirectUrl } = started.json();
  const checkout = await get(redirectUrl);
  assert.deepEqual(Object.keys(checkout).sort(), [
    ...['charge', 'description', 'email', 'id', 'method', 'newsroom', 'returnUrl', 'status'],
  ]);
  assert.deepEqual(checkout.charge, {
    amount: 60,
    fee: 0,
    currency: 'EUR',
    period: 'annually',
    today: 60,
    nextPaymentDate: '2027-01-31T10:00:00.000Z',
  });
  // The payment flow id only where the URL already carries it, in the return address.
  const { returnUrl, ...rest } = checkout;
  assert.equal(JSON.stringify(rest).includes(paymentFlowId), false);
  assert.ok(returnUrl.endsWith(`paymentFlowId=${paymentFlowId}`));
  // Answering shows the same.
  const paid = await app.inject({
    method: 'POST',
    url: `/api/1.0/demo-checkout/${idOf(redirectUrl)}`,
    payload: { outcome: 'succeed' },
  });
  assert.deepEqual(paid.json(), { ...checkout, status: 'succeeded' });
});

test('a member restarting inside a paid month is charged nothing today, and first when it ends', async (t) => {
  const { app, database, get, content } = await kit(t);
  await content.patch('general', { currencyCode: 'GBP', currencySymbol: '£' });
  const member = await createTestContact(database, { roles: [] });
  const call = callerAs(app, (await loginAs(app, member)).cookie, 'http://localhost:3000');
  const contribute = async () => {
    const start = await call('POST', 'contact/me/contribution', {
      ...{ amount: 15, period: 'monthly', payFee: false, paymentMethod: 'gc_direct-debit' },
      completeUrl: '/profile/contribution/complete',
    });
    assert.equal(start.statusCode, 200, start.body);
    return start.json() as { paymentFlowId: string; redirectUrl: string };
  };
  const first = await contribute();
  const charge = { amount: 15, fee: 0, currency: 'GBP', period: 'monthly' };
  assert.deepEqual((await get(first.redirectUrl)).charge, {
    ...charge,
    today: 15,
    nextPaymentDate: '2026-02-28T10:00:00.000Z',
  });
  const id = idOf(first.redirectUrl);
  await app.inject({ method: 'POST', url: `/api/1.0/demo-checkout/${id}`, payload: { outcome: 'succeed' } });
  const done = await call('POST', 'contact/me/contribution/complete', { paymentFlowId: first.paymentFlowId });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal((await call('POST', 'contact/me/contribution/cancel')).statusCode, 200);

  const again = await contribute();
  assert.deepEqual((await get(again.redirectUrl)).charge, {
    ...charge,
    today: 0,
    nextPaymentDate: '2026-02-28T10:00:00.000Z',
  });
});

test('changing the payment method charges nothing at the checkout', async (t) => {
  const { app, database, get } = await kit(t);
  const member = await createTestContact(database, { roles: [] });
  const call = callerAs(app, (await loginAs(app, member)).cookie, 'http://localhost:3000');
  const start = await call('POST', 'contact/me/contribution', {
    ...{ amount: 5, period: 'monthly', payFee: false, paymentMethod: 's_card' },
    completeUrl: '/profile/contribution/complete',
  });
  const { paymentFlowId, redirectUrl } = start.json();
  await app.inject({
    method: 'POST',
    url: `/api/1.0/demo-checkout/${idOf(redirectUrl)}`,
    payload: { outcome: 'succeed' },
  });
  await call('POST', 'contact/me/contribution/complete', { paymentFlowId });
  const change = await call('PUT', 'contact/me/payment-method', {
    paymentMethod: 's_sepa',
    completeUrl: '/profile/contribution/payment-method/complete',
  });
  assert.equal(change.statusCode, 200, change.body);
  const checkout = await get(change.json().redirectUrl);
  assert.equal(checkout.charge, null);
  assert.equal(checkout.method, 's_sepa');
  assert.equal(checkout.newsroom, 'The Ledger');
});
