import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PaymentProviderError } from '../provider-errors.ts';
import { stripeKit } from '../testing/provider-kits.ts';

const start = { completeUrl: 'https://news.example/join/complete', email: 'ada@example.org', firstname: 'Ada' };

test('starting a card flow makes a customer and a setup-mode Checkout Session and answers its page', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-1', method: 's_card', lastname: 'Lovelace' });

  const [customer, session] = stripe.requests;
  assert.equal(stripe.requests.length, 2);
  assert.deepEqual([customer?.method, customer?.path], ['POST', '/v1/customers']);
  assert.deepEqual(customer?.body, { email: 'ada@example.org', name: 'Ada Lovelace' });
  assert.equal(customer?.idempotencyKey, 'flow-1:customer');
  assert.deepEqual(
    [session?.method, session?.path, session?.idempotencyKey],
    ['POST', '/v1/checkout/sessions', 'flow-1:checkout-session'],
  );
  const made = [...stripe.state.objects.values()].filter((object) => object.object === 'customer');
  assert.equal(made.length, 1);
  assert.deepEqual(session?.body, {
    mode: 'setup',
    customer: made[0]?.id,
    currency: 'gbp',
    allowed_payment_method_types: ['card'],
    success_url: start.completeUrl,
    cancel_url: start.completeUrl,
    metadata: { masthead_flow: 'flow-1' },
    setup_intent_data: { metadata: { masthead_flow: 'flow-1' } },
  });
  const url = stripe.state.find(flow.providerFlowId, 'checkout.session')?.url;
  assert.deepEqual(flow.params, { redirectUrl: url });
  assert.equal(url, `${stripe.url}/pay/${flow.providerFlowId}`);
});

test('the hosted page sets the method up and returns the member; cancelling returns with nothing set up', async (t) => {
  const { provider } = await stripeKit(t);
  const completeUrl = 'https://news.example/complete?paymentFlowId=f';
  const paid = await provider.startFlow({ ...start, completeUrl, flowId: 'flow-page', method: 's_card' });
  const page = await fetch(paid.params.redirectUrl);
  assert.match(await page.text(), /No money moves/);
  const saved = await fetch(paid.params.redirectUrl, {
    method: 'POST',
    body: 'outcome=succeed',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.deepEqual([saved.status, saved.headers.get('location')], [303, completeUrl]);
  assert.equal(
    (await provider.completeFlow({ flowId: 'flow-page', providerFlowId: paid.providerFlowId })).method,
    's_card',
  );

  const left = await provider.startFlow({ ...start, completeUrl, flowId: 'flow-left', method: 's_card' });
  const cancelled = await fetch(left.params.redirectUrl, {
    method: 'POST',
    body: 'outcome=cancel',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(cancelled.headers.get('location'), completeUrl);
  await assert.rejects(provider.completeFlow({ flowId: 'flow-left', providerFlowId: left.providerFlowId }), {
    name: 'PaymentProviderError',
    reason: 'incomplete',
    providerCode: 'open',
  });
  assert.equal((await fetch(paid.params.redirectUrl)).status, 404);
});

test('each Stripe method sets up its own payment method type, for an existing customer when given', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const rows = [
    ['s_card', 'card'],
    ['s_sepa', 'sepa_debit'],
    ['s_bacs', 'bacs_debit'],
    ['s_paypal', 'paypal'],
    ['s_ideal', 'ideal'],
  ] as const;
  const customer = stripe.state.put({ id: 'cus_existing', object: 'customer' });
  for (const [method, type] of rows) {
    await provider.startFlow({ ...start, flowId: `flow-${method}`, method, customerId: customer.id });
    const request = stripe.requests.at(-1);
    assert.deepEqual(request?.body.allowed_payment_method_types, [type], method);
    assert.equal(request?.body.customer, 'cus_existing');
  }
  assert.equal(stripe.requests.filter((request) => request.path === '/v1/customers').length, 0);
});

test('starting the same flow twice replays Stripe’s answers instead of making a second customer', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const first = await provider.startFlow({ ...start, flowId: 'flow-again', method: 's_sepa' });
  const second = await provider.startFlow({ ...start, flowId: 'flow-again', method: 's_sepa' });
  assert.deepEqual(second, first);
  assert.deepEqual(
    stripe.requests.map((request) => request.replayed),
    [false, false, true, true],
  );
  assert.equal([...stripe.state.objects.values()].filter((object) => object.object === 'customer').length, 1);
});

test('completing a confirmed card flow answers the customer, the method and its card details', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-card', method: 's_card' });
  const intent = stripe.completeCheckout(flow.providerFlowId);

  const done = await provider.completeFlow({ flowId: 'flow-card', providerFlowId: flow.providerFlowId });
  assert.deepEqual(done, {
    method: 's_card',
    customerId: intent.customer,
    paymentMethodId: intent.payment_method,
    paymentSource: { method: 's_card', last4: '4242', expiryMonth: 12, expiryYear: 2031 },
  });
  const retrieve = stripe.requests.at(-1);
  assert.equal(retrieve?.path, `/v1/checkout/sessions/${flow.providerFlowId}`);
  assert.deepEqual(retrieve?.query.expand, [
    'setup_intent',
    'setup_intent.payment_method',
    'setup_intent.latest_attempt',
  ]);
});

test('bank debits and PayPal complete with the details the API guide shows for them', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const rows = [
    ['s_sepa', { method: 's_sepa', country: 'DE', bankCode: '37040044', branchCode: '', last4: '3000' }],
    ['s_bacs', { method: 's_bacs', sortCode: '108800', last4: '2345' }],
    ['s_paypal', { method: 's_paypal', payerEmail: 'member@example.org' }],
  ] as const;
  for (const [method, source] of rows) {
    const flow = await provider.startFlow({ ...start, flowId: `flow-${method}`, method });
    stripe.completeCheckout(flow.providerFlowId, method === 's_bacs' ? 'processing' : 'succeeded');
    const done = await provider.completeFlow({ flowId: `flow-${method}`, providerFlowId: flow.providerFlowId });
    assert.deepEqual([done.method, done.paymentSource], [method, source]);
  }
});

test('an iDEAL flow completes as the SEPA Direct Debit method iDEAL generated', async (t) => {
  const { stripe, provider } = await stripeKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-ideal', method: 's_ideal' });
  const intent = stripe.completeCheckout(flow.providerFlowId);
  const attempt = stripe.state.find(intent.latest_attempt, 'setup_attempt');
  const details = attempt?.payment_method_details as { ideal: { generated_sepa_debit: string } };

  const done = await provider.completeFlow({ flowId: 'flow-ideal', providerFlowId: flow.providerFlowId });
  assert.equal(done.method, 's_sepa');
  assert.equal(done.paymentMethodId, details.ideal.generated_sepa_debit);
  assert.notEqual(done.paymentMethodId, intent.payment_method);
  assert.equal(done.paymentSource.method, 's_sepa');
});

test('a flow the member has not finished, or another flow’s Checkout Session, does not complete', async (t) => {
  const { provider } = await stripeKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-open', method: 's_card' });
  const unfinished = provider.completeFlow({ flowId: 'flow-open', providerFlowId: flow.providerFlowId });
  await assert.rejects(unfinished, (error: unknown) => {
    assert.ok(error instanceof PaymentProviderError);
    assert.deepEqual([error.reason, error.providerCode, error.flowId], ['incomplete', 'open', 'flow-open']);
    return true;
  });
  const stolen = provider.completeFlow({ flowId: 'flow-other', providerFlowId: flow.providerFlowId });
  await assert.rejects(stolen, { name: 'PaymentProviderError', reason: 'refused', providerCode: 'flow_mismatch' });
});
