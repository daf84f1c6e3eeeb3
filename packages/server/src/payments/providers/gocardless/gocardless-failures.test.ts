import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import type { PaymentProviderError } from '../provider-errors.ts';
import { providerErrorCheck } from '../testing/provider-error-check.ts';
import { goCardlessKit, withMember } from '../testing/provider-kits.ts';
import { createGoCardlessProvider, type GoCardlessProviderOptions } from './create-gocardless-provider.ts';

const start = { method: 'gc_direct-debit', completeUrl: 'https://x.example', email: 'a@b.c' } as const;

const providerError = providerErrorCheck('gocardless');

async function member(t: Parameters<typeof goCardlessKit>[0], options: Partial<GoCardlessProviderOptions> = {}) {
  return withMember(await goCardlessKit(t, options));
}

test('a 500 throws with the flow id, and the retry makes one subscription', async (t) => {
  const { gc, provider, done } = await member(t);
  gc.fault({ method: 'POST', path: '/subscriptions', status: 500 });
  const input = { flowId: 'c-500', ...done, amount: 5, period: 'monthly' } as const;
  await assert.rejects(provider.createContribution(input), (error: unknown) => {
    providerError('unavailable', 'c-500', 'createContribution')(error);
    const { status, providerCode } = error as PaymentProviderError;
    assert.deepEqual([status, providerCode], [500, 'internal_server_error']);
    return true;
  });
  const made = await provider.createContribution(input);
  assert.match(made.subscriptionId, /^SB/);
  assert.equal([...gc.state.objects.keys()].filter((id) => id.startsWith('SB')).length, 1);
});

test('GoCardless answering later than the time limit is a timeout, not a hang', async (t) => {
  const { gc, provider } = await goCardlessKit(t, { timeoutMs: 150 });
  gc.fault({ path: '/redirect_flows', delayMs: 5_000 });
  const started = Date.now();
  await assert.rejects(provider.startFlow({ ...start, flowId: 'slow' }), providerError('timeout', 'slow', 'startFlow'));
  assert.ok(Date.now() - started < 2_000);
});

test('after a timeout no later step of the operation starts, even when the slow answer comes', async (t) => {
  const { gc, provider, done } = await member(t, { timeoutMs: 5_000 });
  const { subscriptionId } = await provider.createContribution({ flowId: 'c', ...done, amount: 5, period: 'monthly' });
  const slowProvider = createGoCardlessProvider({ ...gc.providerOptions, timeoutMs: 150 });
  gc.fault({ method: 'POST', path: '/subscriptions', delayMs: 400 });
  const change = slowProvider.updateContribution({
    flowId: 'p',
    subscriptionId,
    amount: 60,
    period: 'annually',
    prorate: false,
  });
  await assert.rejects(change, providerError('timeout', 'p', 'updateContribution'));

  await sleep(600);
  assert.ok(
    !gc.requests.some((request) => request.path.endsWith('/actions/cancel')),
    'the old subscription is left alone',
  );
  assert.equal(gc.subscription(subscriptionId).status, 'active');
});

test('an unreachable GoCardless is unavailable', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  await gc.close();
  await assert.rejects(
    provider.startFlow({ ...start, flowId: 'down' }),
    providerError('unavailable', 'down', 'startFlow'),
  );
});

test('a request GoCardless refuses is a refusal carrying its reason', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const input = { flowId: 'r', customerId: 'CU1', paymentMethodId: 'MD000NONE', amount: 5, period: 'monthly' } as const;
  await assert.rejects(provider.createContribution(input), (error: unknown) => {
    providerError('refused', 'r', 'createContribution')(error);
    assert.deepEqual(
      [(error as PaymentProviderError).status, (error as PaymentProviderError).providerCode],
      [422, 'validation_failed'],
    );
    return true;
  });
  const asked = gc.requests.length;
  await assert.rejects(provider.createContribution({ ...input, amount: -5 }), RangeError);
  assert.equal(gc.requests.length, asked, 'a bad amount never reaches GoCardless');
});
