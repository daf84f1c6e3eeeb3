import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goCardlessKit } from '../payments/providers/testing/provider-kits.ts';
import { signupKit } from './signup-test-kit.ts';

const day = 24 * 60 * 60 * 1000;

test('back from a declined payment, signup/check answers refused (not an error), and completing is still refused', async (t) => {
  const kit = await signupKit(t);
  const started = await kit.post('signup', kit.body('declined@example.org'));
  const paymentFlowId = await kit.checkout(started.json().redirectUrl, 'fail');
  const checked = await kit.post('signup/check', { paymentFlowId });
  assert.equal(checked.statusCode, 200, checked.body);
  assert.deepEqual(checked.json(), { status: 'refused' });
  const completed = await kit.post('signup/complete', { paymentFlowId, firstname: 'De', lastname: 'Clined' });
  assert.equal(completed.json().code, 'payment-refused');
  assert.deepEqual(await kit.emailsTo('declined@example.org'), []);
  assert.equal(await kit.count('contacts'), 0);
});

test('an unfinished provider step is open; paid, it is ready, and after the names completed', async (t) => {
  const kit = await signupKit(t);
  const started = await kit.post('signup', kit.body('later@example.org'));
  const { paymentFlowId, redirectUrl } = started.json();
  assert.deepEqual((await kit.post('signup/check', { paymentFlowId })).json(), { status: 'open' });
  await kit.checkout(redirectUrl);
  const [one, two] = await Promise.all([
    kit.post('signup/check', { paymentFlowId }),
    kit.post('signup/check', { paymentFlowId }),
  ]);
  // Two checks at once: one asks the provider, the other sees it taken (completed) or done (ready).
  assert.ok([one.json().status, two.json().status].includes('ready'), `${one.body} ${two.body}`);
  assert.deepEqual((await kit.post('signup/check', { paymentFlowId })).json(), { status: 'ready' });
  const done = await kit.post('signup/complete', { paymentFlowId, firstname: 'La', lastname: 'Ter' });
  assert.equal(done.statusCode, 204, done.body);
  assert.deepEqual((await kit.post('signup/check', { paymentFlowId })).json(), { status: 'completed' });
  assert.deepEqual(await kit.emailsTo('later@example.org'), ['join-confirm-email']);
});

test('a check of an unknown flow is not-found, of an old one expired', async (t) => {
  let now = new Date();
  const kit = await signupKit(t, { now: () => now });
  const unknown = await kit.post('signup/check', { paymentFlowId: '00000000-0000-4000-8000-000000000000' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().code, 'not-found');
  const started = await kit.post('signup', kit.body('old@example.org'));
  const paymentFlowId = await kit.checkout(started.json().redirectUrl);
  now = new Date(now.getTime() + 7 * day + 60_000);
  assert.deepEqual((await kit.post('signup/check', { paymentFlowId })).json(), { status: 'expired' });
});

test('the provider is asked once: a GoCardless flow checked, then completed, then confirmed', async (t) => {
  const { gc, provider } = await goCardlessKit(t);
  const kit = await signupKit(t, { paymentProviders: { gocardless: provider } });
  const started = await kit.post('signup', kit.body('dd.check@example.org', { paymentMethod: 'gc_direct-debit' }));
  const { paymentFlowId, redirectUrl } = started.json();
  gc.confirmRedirectFlow(new URL(redirectUrl).pathname.split('/').at(-1) ?? '');
  assert.deepEqual((await kit.post('signup/check', { paymentFlowId })).json(), { status: 'ready' });
  // Had completing asked GoCardless again, its double would refuse: redirect_flow_already_completed.
  const done = await kit.post('signup/complete', { paymentFlowId, firstname: 'Di', lastname: 'Debit' });
  assert.equal(done.statusCode, 204, done.body);
  const confirmed = await kit.post('signup/confirm-email', { joinFlowId: await kit.confirmId('dd.check@example.org') });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(await kit.count('contributions'), 1);
});

test('a VAT number is kept, normalised, where content/general turns VAT on; a malformed one is a 422 and changes nothing', async (t) => {
  const kit = await signupKit(t);
  await kit.content.patch('general', { vatEnabled: true, vatRate: 19 });
  const started = await kit.post('signup', kit.body('vat@example.org'));
  const paymentFlowId = await kit.checkout(started.json().redirectUrl);
  const names = { paymentFlowId, firstname: 'Va', lastname: 'Tee' };
  for (const vatNumber of ['1234', 'DE', 'DE 123 456 789 012 345 6', 'DE12\u00003']) {
    const bad = await kit.post('signup/complete', { ...names, vatNumber });
    assert.equal(bad.statusCode, 422, `${vatNumber}: ${bad.body}`);
    assert.equal(bad.json().errors[0].field, 'vatNumber');
  }
  assert.deepEqual(await kit.emailsTo('vat@example.org'), []);
  const done = await kit.post('signup/complete', { ...names, vatNumber: 'de 123.456-789' });
  assert.equal(done.statusCode, 204, done.body);
  const confirmed = await kit.post('signup/confirm-email', { joinFlowId: await kit.confirmId('vat@example.org') });
  const row = await kit.database.db
    .selectFrom('contacts')
    .select('vat_number')
    .where('id', '=', confirmed.json().id)
    .executeTakeFirstOrThrow();
  assert.equal(row.vat_number, 'DE123456789');
});

test('with VAT off, a VAT number sent anyway is not kept', async (t) => {
  const kit = await signupKit(t);
  const started = await kit.post('signup', kit.body('novat@example.org'));
  const paymentFlowId = await kit.checkout(started.json().redirectUrl);
  await kit.post('signup/complete', { paymentFlowId, firstname: 'No', lastname: 'Vat', vatNumber: 'FR12345678901' });
  const confirmed = await kit.post('signup/confirm-email', { joinFlowId: await kit.confirmId('novat@example.org') });
  const row = await kit.database.db
    .selectFrom('contacts')
    .select('vat_number')
    .where('id', '=', confirmed.json().id)
    .executeTakeFirstOrThrow();
  assert.equal(row.vat_number, '');
});
