import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PaymentProviderError } from '../provider-errors.ts';
import { goCardlessKit } from '../testing/provider-kits.ts';

const start = {
  method: 'gc_direct-debit',
  completeUrl: 'https://news.example/join/complete',
  email: 'ada@example.org',
  firstname: 'Ada',
  lastname: 'Lovelace',
} as const;

test('starting a flow creates a redirect flow keyed by the flow id and answers its redirect url', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-1', description: 'Membership' });

  const [create] = gc.requests;
  assert.deepEqual(
    [create?.method, create?.path, create?.idempotencyKey],
    ['POST', '/redirect_flows', 'flow-1:redirect-flow'],
  );
  assert.deepEqual(create?.body, {
    redirect_flows: {
      session_token: 'flow-1',
      success_redirect_url: 'https://news.example/join/complete',
      description: 'Membership',
      prefilled_customer: { email: 'ada@example.org', given_name: 'Ada', family_name: 'Lovelace' },
    },
  });
  assert.equal(create?.headers.authorization, 'Bearer sandbox_double_token');
  assert.equal(create?.headers.host, 'api-sandbox.gocardless.com', 'the SDK still believes it talks to the sandbox');
  assert.deepEqual(flow, {
    providerFlowId: flow.providerFlowId,
    params: { redirectUrl: `https://pay-sandbox.gocardless.com/flow/${flow.providerFlowId}` },
  });
  assert.match(flow.providerFlowId, /^RE/);
});

test('starting the same flow again answers the same redirect flow', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const first = await provider.startFlow({ ...start, flowId: 'flow-2' });
  const again = await provider.startFlow({ ...start, flowId: 'flow-2' });
  assert.deepEqual(again, first);
  assert.deepEqual(
    gc.requests.map((request) => `${request.method} ${request.path} ${request.replayed}`),
    ['POST /redirect_flows false', 'POST /redirect_flows true', `GET /redirect_flows/${first.providerFlowId} false`],
  );
});

test('completing a flow answers the customer, the mandate and the bank account as the API guide shows it', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-3' });
  gc.confirmRedirectFlow(flow.providerFlowId);

  const done = await provider.completeFlow({ flowId: 'flow-3', providerFlowId: flow.providerFlowId });
  const links = gc.state.objects.get(flow.providerFlowId)?.links;
  assert.deepEqual(done, {
    method: 'gc_direct-debit',
    customerId: links?.customer,
    paymentMethodId: links?.mandate,
    paymentSource: {
      method: 'gc_direct-debit',
      bankName: 'BARCLAYS BANK PLC',
      accountHolderName: 'ADA MEMBER',
      accountNumberEnding: '11',
    },
  });
  const complete = gc.requests.find((request) => request.path.endsWith('/actions/complete'));
  assert.deepEqual(complete?.body, { data: { session_token: 'flow-3' } });
  assert.equal(gc.requests.at(-1)?.path, `/customer_bank_accounts/${links?.customer_bank_account}`);

  const again = await provider.completeFlow({ flowId: 'flow-3', providerFlowId: flow.providerFlowId });
  assert.deepEqual(again, done, 'a flow completed by an earlier try is read back');
});

test('a flow the member has not finished, or someone else’s, does not complete', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const flow = await provider.startFlow({ ...start, flowId: 'flow-4' });
  await assert.rejects(
    provider.completeFlow({ flowId: 'flow-4', providerFlowId: flow.providerFlowId }),
    (error: unknown) => {
      assert.ok(error instanceof PaymentProviderError);
      assert.deepEqual(
        [error.reason, error.providerCode, error.flowId],
        ['incomplete', 'redirect_flow_incomplete', 'flow-4'],
      );
      return true;
    },
  );

  gc.confirmRedirectFlow(flow.providerFlowId);
  await assert.rejects(provider.completeFlow({ flowId: 'flow-other', providerFlowId: flow.providerFlowId }), {
    reason: 'refused',
    providerCode: 'invalid_session_token',
  });
  await provider.completeFlow({ flowId: 'flow-4', providerFlowId: flow.providerFlowId });
  await assert.rejects(provider.completeFlow({ flowId: 'flow-other', providerFlowId: flow.providerFlowId }), {
    reason: 'refused',
    providerCode: 'flow_mismatch',
  });
});
