import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goCardlessKit } from '../payments/providers/testing/provider-kits.ts';
import { sessionCookieOf } from '../test-accounts.ts';
import { signupKit } from './signup-test-kit.ts';

const day = 24 * 60 * 60 * 1000;

test('a join flow expires after 7 days: confirming then is join-flow-expired, and an unknown id too', async (t) => {
  let now = new Date();
  const kit = await signupKit(t, { now: () => now });
  await kit.content.patch('join', { showNoContribution: true });
  await kit.post('signup', kit.body('late@example.org', null));
  const joinFlowId = await kit.confirmId('late@example.org');
  now = new Date(now.getTime() + 7 * day + 60_000);
  const late = await kit.post('signup/confirm-email', { joinFlowId });
  assert.equal(late.statusCode, 400);
  assert.equal(late.json().code, 'join-flow-expired');
  const unknown = await kit.post('signup/confirm-email', { joinFlowId: '00000000-0000-4000-8000-000000000000' });
  assert.equal(unknown.json().code, 'join-flow-expired');
  assert.equal(await kit.count('contacts'), 0);
});

test('confirming twice makes one contact: the same browser gets it again, another one is told to log in', async (t) => {
  const kit = await signupKit(t);
  const started = await kit.post('signup', kit.body('twice@example.org'));
  const paymentFlowId = await kit.checkout(started.json().redirectUrl);
  await kit.post('signup/complete', { paymentFlowId, firstname: 'Tw', lastname: 'Ice' });
  const joinFlowId = await kit.confirmId('twice@example.org');
  const [first, racing] = await Promise.all([
    kit.post('signup/confirm-email', { joinFlowId }),
    kit.post('signup/confirm-email', { joinFlowId }),
  ]);
  const winner = first.statusCode === 200 ? first : racing;
  const loser = winner === first ? racing : first;
  assert.equal(winner.statusCode, 200, winner.body);
  assert.equal(loser.json().code, 'join-confirmed');
  const cookie = sessionCookieOf(winner) ?? '';
  const sameBrowser = await kit.post('signup/confirm-email', { joinFlowId }, cookie);
  assert.equal(sameBrowser.statusCode, 200, sameBrowser.body);
  assert.equal(sameBrowser.json().id, winner.json().id);
  assert.equal(await kit.count('contacts'), 1);
  assert.equal(await kit.count('contributions'), 1);
});

test('signup is rate limited per email (5 an hour), answering 429 with Retry-After', async (t) => {
  const kit = await signupKit(t);
  await kit.content.patch('join', { showNoContribution: true });
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await kit.post('signup', kit.body('Busy@example.org', null))).statusCode);
  assert.deepEqual(statuses, [204, 204, 204, 204, 204, 429]);
  const refused = await kit.post('signup', kit.body('busy@example.org', null));
  assert.equal(refused.json().code, 'TOO_MANY_REQUESTS');
  assert.ok(Number(refused.headers['retry-after']) > 0);
});

test('the per-email limit counts only signups that passed their checks, not the refused ones before them', async (t) => {
  const kit = await signupKit(t);
  // Without a contribution, and joining without one not allowed yet: each is a 422 that starts nothing.
  for (let i = 0; i < 6; i++) {
    const refused = await kit.post('signup', kit.body('retry@example.org', null));
    assert.equal(refused.statusCode, 422, refused.body);
  }
  await kit.content.patch('join', { showNoContribution: true });
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await kit.post('signup', kit.body('Retry@example.org', null))).statusCode);
  assert.deepEqual(statuses, [204, 204, 204, 204, 204, 429], 'five real signups, then the limit');
  assert.equal(await kit.count('join_flows'), 5);
});

test('a bad contribution is a 422 naming the field, an unserved method payment-method-unavailable; nothing is made', async (t) => {
  const { provider } = await goCardlessKit(t);
  const kit = await signupKit(t, { paymentProviders: { gocardless: provider } });
  const low = await kit.post(
    'signup',
    kit.body('low@example.org', { amount: 0.5, payFee: true, paymentMethod: 'gc_direct-debit' }),
  );
  assert.equal(low.statusCode, 422);
  assert.deepEqual(low.json().errors, [{ field: 'contribution.amount', rule: 'min', params: { min: 1 } }]);
  const unknown = await kit.post('signup', kit.body('low@example.org', { paymentMethod: 's_bitcoin' }));
  assert.equal(unknown.statusCode, 422);
  const card = await kit.post('signup', kit.body('low@example.org', { paymentMethod: 's_card' }));
  assert.equal(card.json().code, 'payment-method-unavailable');
  assert.equal(await kit.count('join_flows'), 0);
});

test('a provider failing at any step answers payment-provider-failed and leaves nothing behind; the step can be tried again', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const kit = await signupKit(t, { paymentProviders: { gocardless: provider } });
  const body = kit.body('dd@example.org', { paymentMethod: 'gc_direct-debit' });
  gc.fault({ method: 'POST', path: '/redirect_flows', status: 503 });
  const down = await kit.post('signup', body);
  assert.equal(down.statusCode, 502, down.body);
  assert.equal(down.json().code, 'payment-provider-failed');
  assert.equal(await kit.count('join_flows'), 0);

  const started = await kit.post('signup', body);
  assert.equal(started.statusCode, 200, started.body);
  const { paymentFlowId, redirectUrl } = started.json();
  gc.confirmRedirectFlow(new URL(redirectUrl).pathname.split('/').at(-1) ?? '');
  await kit.post('signup/complete', { paymentFlowId, firstname: 'Di', lastname: 'Debit' });
  const joinFlowId = await kit.confirmId('dd@example.org');
  gc.fault({ method: 'POST', path: '/subscriptions', status: 500 });
  const failed = await kit.post('signup/confirm-email', { joinFlowId });
  assert.equal(failed.json().code, 'payment-provider-failed');
  assert.equal(sessionCookieOf(failed), null);
  assert.equal(await kit.count('contacts'), 0, 'no contact without its contribution');
  const retried = await kit.post('signup/confirm-email', { joinFlowId });
  assert.equal(retried.statusCode, 200, retried.body);
  assert.equal(await kit.count('contributions'), 1);
});

test('with the captcha on in join/setup, signup needs a solved challenge', async (t) => {
  const kit = await signupKit(t);
  await kit.content.patch('join/setup', { captcha: true });
  const res = await kit.post('signup', kit.body('bot@example.org'));
  assert.equal(res.json().code, 'captcha-required');
  const bad = await kit.app.inject({
    method: 'POST',
    url: '/api/1.0/signup?captchaToken=bm90LWEtdG9rZW4',
    payload: kit.body('bot@example.org'),
  });
  assert.equal(bad.json().code, 'captcha-invalid');
  assert.equal(await kit.count('join_flows'), 0);
});
