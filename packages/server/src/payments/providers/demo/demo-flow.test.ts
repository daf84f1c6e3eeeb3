import assert from 'node:assert/strict';
import { test } from 'node:test';
import { demoKit, paidFlow, refusedAs as refused } from './demo-test-kit.ts';
const completeUrl = 'http://localhost:3000/join/complete?lang=de';

test('starting a flow answers a redirect to the app’s demo checkout, once per flow id', async (t) => {
  const { provider, database } = await demoKit(t);
  const input = { flowId: 'flow-1', method: 's_card' as const, completeUrl, email: 'mo@example.org' };
  const flow = await provider.startFlow(input);
  assert.match(flow.providerFlowId, /^demo_flow_[A-Za-z0-9_-]{24}$/);
  assert.deepEqual(flow.params, {
    redirectUrl: `/demo-checkout/${flow.providerFlowId}?return=${encodeURIComponent(completeUrl)}`,
  });
  assert.deepEqual(await provider.startFlow(input), flow, 'the same flow id answers the same checkout');
  const rows = await database.db.selectFrom('demo_flows').select('id').execute();
  assert.equal(rows.length, 1);
  assert.deepEqual(await provider.checkout.get(flow.providerFlowId), {
    id: flow.providerFlowId,
    method: 's_card',
    email: 'mo@example.org',
    description: null,
    status: 'open',
    returnUrl: completeUrl,
    flowId: 'flow-1',
  });
});

test('with the app’s address, the checkout link is absolute (the join form may sit on another site)', async (t) => {
  const { provider } = await demoKit(t, { appUrl: 'https://members.example.org/' });
  const flow = await provider.startFlow({ flowId: 'flow-1', method: 's_sepa', completeUrl, email: 'mo@example.org' });
  assert.equal(
    (flow.params as { redirectUrl: string }).redirectUrl,
    `https://members.example.org/demo-checkout/${flow.providerFlowId}?return=${encodeURIComponent(completeUrl)}`,
  );
});

test('refuses a flow for an unknown method or an unknown customer', async (t) => {
  const { provider } = await demoKit(t);
  const input = { flowId: 'flow-1', completeUrl, email: 'mo@example.org' };
  await assert.rejects(provider.startFlow({ ...input, method: 'card' as 's_card' }), TypeError);
  await assert.rejects(
    provider.startFlow({ ...input, method: 's_card', customerId: 'demo_cus_nobody' }),
    refused({ operation: 'startFlow', flowId: 'flow-1', reason: 'refused', providerCode: 'resource_missing' }),
  );
});

test('completing an open checkout is incomplete, a declined one refused, a foreign or unknown one refused', async (t) => {
  const { provider } = await demoKit(t);
  const open = await provider.startFlow({ flowId: 'open', method: 's_card', completeUrl, email: 'mo@example.org' });
  await assert.rejects(
    provider.completeFlow({ flowId: 'open', providerFlowId: open.providerFlowId }),
    refused({ operation: 'completeFlow', flowId: 'open', reason: 'incomplete', providerCode: 'checkout_open' }),
  );
  await assert.rejects(
    provider.completeFlow({ flowId: 'another', providerFlowId: open.providerFlowId }),
    refused({ operation: 'completeFlow', flowId: 'another', reason: 'refused', providerCode: 'resource_missing' }),
  );
  await assert.rejects(
    provider.completeFlow({ flowId: 'open', providerFlowId: 'demo_flow_000000000000000000000000' }),
    refused({ operation: 'completeFlow', flowId: 'open', reason: 'refused', providerCode: 'resource_missing' }),
  );
  const declined = await provider.startFlow({ flowId: 'no', method: 's_card', completeUrl, email: 'mo@example.org' });
  await provider.checkout.decide(declined.providerFlowId, 'fail');
  await assert.rejects(
    provider.completeFlow({ flowId: 'no', providerFlowId: declined.providerFlowId }),
    refused({ operation: 'completeFlow', flowId: 'no', reason: 'refused', providerCode: 'checkout_declined' }),
  );
});

test('a paid checkout completes with a customer, a payment method and a source in the API guide’s shape for each method', async (t) => {
  const { provider } = await demoKit(t);
  const payer = { email: 'ada@example.org', firstname: 'Ada', lastname: 'Lovelace' };
  const rows = [
    // The kit's clock is March 2026: the card expires three years on.
    ['s_card', { method: 's_card', last4: '4242', expiryMonth: 3, expiryYear: 2029 }],
    ['s_sepa', { method: 's_sepa', country: 'DE', bankCode: '37040044', branchCode: '', last4: '3000' }],
    ['s_ideal', { method: 's_sepa', country: 'NL', bankCode: 'ABNA', branchCode: '', last4: '4300' }],
    ['s_bacs', { method: 's_bacs', sortCode: '108800', last4: '2345' }],
    ['s_paypal', { method: 's_paypal', payerEmail: 'ada@example.org' }],
    [
      'gc_direct-debit',
      {
        method: 'gc_direct-debit',
        bankName: 'Demo Bank',
        accountHolderName: 'Ada Lovelace',
        accountNumberEnding: '11',
      },
    ],
  ] as const;
  const customers = new Set<string>();
  for (const [method, source] of rows) {
    const done = await paidFlow(provider, { flowId: `flow-${method}`, method, ...payer });
    assert.equal(done.method, source.method, method);
    assert.deepEqual(done.paymentSource, source, method);
    assert.match(done.customerId, /^demo_cus_/);
    assert.match(done.paymentMethodId, /^demo_pm_/);
    customers.add(done.customerId);
  }
  assert.equal(customers.size, rows.length, 'each new flow makes its own customer');
});

test('completing twice answers the same result, and a flow for a customer adds a method to that customer', async (t) => {
  const { provider } = await demoKit(t);
  const first = await paidFlow(provider, { flowId: 'join', method: 'gc_direct-debit', email: 'x@example.org' });
  const started = await provider.startFlow({ flowId: 'join', method: 's_card', completeUrl, email: 'x@example.org' });
  const again = await provider.completeFlow({ flowId: 'join', providerFlowId: started.providerFlowId });
  assert.deepEqual(again, first);
  assert.deepEqual(
    first.paymentSource,
    { method: 'gc_direct-debit', bankName: 'Demo Bank', accountHolderName: 'Mo Member', accountNumberEnding: '11' },
    'no name given: the defaults of the kit',
  );

  const change = await paidFlow(provider, { flowId: 'change', method: 's_card', customerId: first.customerId });
  assert.equal(change.customerId, first.customerId);
  assert.notEqual(change.paymentMethodId, first.paymentMethodId);
});

test('a checkout is decided once: paid or declined, then it stays so', async (t) => {
  const { provider } = await demoKit(t);
  const flow = await provider.startFlow({ flowId: 'f', method: 's_bacs', completeUrl, email: 'mo@example.org' });
  const id = flow.providerFlowId;
  const [one, two] = await Promise.all([provider.checkout.decide(id, 'fail'), provider.checkout.decide(id, 'succeed')]);
  assert.deepEqual([one.result, two.result].sort(), ['already-decided', 'decided']);
  const status = (await provider.checkout.get(id))?.status;
  assert.equal(status, one.result === 'decided' ? 'failed' : 'succeeded');
  assert.deepEqual(await provider.checkout.decide(id, 'fail'), {
    result: 'already-decided',
    checkout: {
      id,
      method: 's_bacs',
      email: 'mo@example.org',
      description: null,
      status,
      returnUrl: completeUrl,
      flowId: 'f',
    },
  });
  for (const unknown of ['demo_flow_000000000000000000000000', 'nonsense', '']) {
    assert.equal(await provider.checkout.get(unknown), null, unknown);
    assert.deepEqual(await provider.checkout.decide(unknown, 'succeed'), { result: 'unknown' }, unknown);
  }
});
