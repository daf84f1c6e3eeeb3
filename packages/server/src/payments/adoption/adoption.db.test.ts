import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  goCardlessCustomerWithSubscriptions,
  stripeCustomerWithSubscriptions,
} from '../providers/testing/running-subscriptions.ts';
import { adoptionKit, customersCsv, type Result } from './adoption-test-kit.ts';

/** Each contact's result of a run, by email. */
const byEmail = (items: readonly Result[]): Record<string, Result> =>
  Object.fromEntries(items.map((item) => [item.email ?? '', item]));

test('each contact that cannot be adopted is refused with its reason, and nothing is changed for them', async (t) => {
  const kit = await adoptionKit(t);
  const stripe = kit.stripe!;
  const gc = kit.gc!;
  const none = stripeCustomerWithSubscriptions(stripe, []);
  const two = stripeCustomerWithSubscriptions(stripe, [{ unitAmount: 500 }, { unitAmount: 300 }]);
  const euro = stripeCustomerWithSubscriptions(stripe, [{ currency: 'eur', unitAmount: 800 }]);
  const weekly = goCardlessCustomerWithSubscriptions(gc, [{ intervalUnit: 'weekly' }]);
  const quarterly = stripeCustomerWithSubscriptions(stripe, [{ interval: 'month', intervalCount: 3 }]);
  const ended = stripeCustomerWithSubscriptions(stripe, [{ status: 'canceled' }]);
  const failing = stripeCustomerWithSubscriptions(stripe, [{}]);
  const csv = customersCsv([
    { email: 'unknown@example.org', provider: 'stripe', customerId: 'cus_neverheardof' },
    { email: 'none@example.org', provider: 'stripe', customerId: none.customerId },
    { email: 'two@example.org', provider: 'stripe', customerId: two.customerId },
    { email: 'euro@example.org', provider: 'stripe', customerId: euro.customerId },
    { email: 'weekly@example.org', provider: 'gocardless', customerId: weekly.customerId },
    { email: 'quarterly@example.org', provider: 'stripe', customerId: quarterly.customerId },
    { email: 'ended@example.org', provider: 'stripe', customerId: ended.customerId },
    { email: 'failing@example.org', provider: 'stripe', customerId: failing.customerId },
  ]);
  const report = await kit.importCsv(csv);
  assert.equal(report.counts.new, 8);
  stripe.fault({ method: 'GET', path: `/v1/customers/${failing.customerId}`, status: 503 });

  const run = await kit.adopt({ importId: report.id });
  assert.deepEqual([run.state, run.eligible, run.done, run.adopted, run.refused], ['done', 8, 8, 0, 8]);
  const results = byEmail((await kit.results(`runId=${run.id}&limit=100`)).items);
  assert.deepEqual(Object.fromEntries(Object.entries(results).map(([email, r]) => [email, [r.state, r.reason]])), {
    'unknown@example.org': ['refused', 'no-customer'],
    'none@example.org': ['refused', 'no-subscription'],
    'two@example.org': ['refused', 'several-subscriptions'],
    'euro@example.org': ['refused', 'currency-mismatch'],
    'weekly@example.org': ['refused', 'unsupported-subscription'],
    'quarterly@example.org': ['refused', 'unsupported-subscription'],
    'ended@example.org': ['refused', 'no-subscription'],
    'failing@example.org': ['refused', 'provider-error'],
  });
  assert.deepEqual(
    [results['euro@example.org']?.amount, results['euro@example.org']?.currency],
    [8, 'EUR'],
    'what the provider charges is shown beside the refusal',
  );
  const types = await kit.db.selectFrom('contributions').select('type').distinct().execute();
  assert.deepEqual(types, [{ type: 'None' }], 'no contribution changed');

  // The provider answers again: a second run retries what was refused for a reason that can pass, once each.
  const again = await kit.adopt({ importId: report.id });
  assert.deepEqual([again.eligible, again.adopted, again.refused], [8, 1, 7]);
  assert.equal((await kit.contribution('failing@example.org')).type, 'Automatic');
  const refused = await kit.results('state=refused&limit=100');
  assert.equal(refused.total, 15);
  assert.ok(refused.items.every((item) => item.state === 'refused'));
});

test('a contact whose contribution runs here, or whose subscription is already another contact’s, is refused', async (t) => {
  const kit = await adoptionKit(t, { providers: ['stripe'] });
  const stripe = kit.stripe!;
  const joined = stripeCustomerWithSubscriptions(stripe, [{}]);
  const shared = stripeCustomerWithSubscriptions(stripe, [{}]);
  await kit.importCsv(
    customersCsv([
      { email: 'joined@example.org', provider: 'stripe', customerId: joined.customerId },
      { email: 'shared@example.org', provider: 'stripe', customerId: shared.customerId },
      { email: 'holder@example.org', provider: 'stripe', customerId: 'cus_holder' },
    ]),
  );
  // As a join here leaves them: Automatic with its subscription.
  await kit.db
    .updateTable('contributions')
    .set({ type: 'Automatic', subscription_id: joined.subscriptionIds[0]!, method: 's_card' })
    .where('contact_id', '=', await kit.contactId('joined@example.org'))
    .execute();
  // Another contact's contribution (cancelled) names the shared subscription.
  await kit.db
    .updateTable('contributions')
    .set({ type: 'Automatic', subscription_id: shared.subscriptionIds[0]!, cancelled_at: new Date() })
    .where('contact_id', '=', await kit.contactId('holder@example.org'))
    .execute();
  const everyone = await kit.inject('apiKey', { method: 'GET', url: '/api/1.0/contribution-adoption/eligible' });
  assert.deepEqual(everyone.json(), { eligible: 2 }, 'a contribution running here is no candidate of a run over all');

  const ids = [await kit.contactId('joined@example.org'), await kit.contactId('shared@example.org')];
  const run = await kit.adopt({ contactIds: ids });
  const results = byEmail((await kit.results(`runId=${run.id}`)).items);
  assert.equal(results['joined@example.org']?.reason, 'already-running');
  assert.equal(results['shared@example.org']?.reason, 'subscription-taken');
  assert.equal((await kit.contribution('shared@example.org')).type, 'None');
});

test('adopting again adopts nothing twice, whichever way it is asked, even at the same time', async (t) => {
  const kit = await adoptionKit(t);
  const stripe = kit.stripe!;
  const gc = kit.gc!;
  const card = stripeCustomerWithSubscriptions(stripe, [{ unitAmount: 1000 }]);
  const debit = goCardlessCustomerWithSubscriptions(gc, [{}]);
  const report = await kit.importCsv(
    customersCsv([
      { email: 'card@example.org', provider: 'stripe', customerId: card.customerId },
      { email: 'debit@example.org', provider: 'gocardless', customerId: debit.customerId },
    ]),
  );
  // Two runs at once (two admins, two servers): each contact adopted once.
  const [first, second] = await Promise.all([kit.start({ importId: report.id }), kit.start({})]);
  const runs = await Promise.all([first, second].map((res) => kit.waitFor(res.json<{ id: string }>().id)));
  assert.equal(runs[0]!.adopted + runs[1]!.adopted, 2);
  const adopted = await kit.results('state=adopted');
  assert.equal(adopted.total, 2);

  const later = await kit.adopt({ importId: report.id });
  assert.deepEqual([later.eligible, later.adopted, later.refused], [0, 0, 0]);
  assert.equal((await kit.results('state=adopted')).total, 2);
  const created = stripe.requests.filter((r) => r.method === 'POST');
  assert.deepEqual(created, [], 'never a subscription made');
  assert.deepEqual(
    gc.requests.filter((r) => r.method !== 'GET'),
    [],
  );
});

test('the adoption service adopts a list of contacts within the call (the beabee importer’s way)', async (t) => {
  const kit = await adoptionKit(t, { providers: ['stripe'] });
  const card = stripeCustomerWithSubscriptions(kit.stripe!, [{ unitAmount: 400, interval: 'year' }]);
  await kit.importCsv(customersCsv([{ email: 'list@example.org', provider: 'stripe', customerId: card.customerId }]));
  const { createAdoptionService } = await import('./adoption-service.ts');
  const { createStripeProvider } = await import('../providers/index.ts');
  const provider = createStripeProvider({ ...kit.stripe!.providerOptions });
  const stored: string[] = [];
  const adoption = createAdoptionService({
    db: kit.db,
    providerNamed: (name) => (name === 'stripe' ? provider : null),
    currency: async () => 'GBP',
    contributions: { runningStored: async (contactId) => void stored.push(contactId) },
    queue: { enqueue: async () => null },
    kick: () => {},
    log: { warn: () => {} },
  });
  const contactId = await kit.contactId('list@example.org');
  // Asked twice at the same moment (two servers): one adopts, the other finds it adopted.
  const [one, two] = await Promise.all([
    adoption.adoptContributions({ contactIds: [contactId, kit.people.member.id] }),
    adoption.adoptContributions({ contactIds: [contactId] }),
  ]);
  const results = [...one, ...two];
  assert.deepEqual(
    results.map((r) => [r.contact_id, r.state, r.period, r.amount_cents]),
    [[contactId, 'adopted', 'annually', 400]],
    'the member without a customer has nothing to adopt',
  );
  assert.deepEqual(stored, [contactId], 'stored as a join stores a running contribution');
  assert.deepEqual(await adoption.adoptContributions({ contactIds: [contactId] }), [], 'once');
});

test('the API: admins and keys only, bad input refused before anything is written', async (t) => {
  const kit = await adoptionKit(t, { providers: ['stripe'] });
  const post = (who: 'guest' | 'member' | 'admin', payload: object) =>
    kit.inject(who, { method: 'POST', url: '/api/1.0/contribution-adoption', payload });
  assert.equal((await post('guest', {})).statusCode, 401);
  assert.equal((await post('member', {})).statusCode, 403);
  const runs = () =>
    kit.db
      .selectFrom('contribution_adoption_runs' as never)
      .select('id' as never)
      .execute();
  assert.equal((await post('admin', { importId: 'not-a-uuid' })).statusCode, 422);
  assert.equal((await post('admin', { importId: '00000000-0000-4000-8000-000000000000' })).statusCode, 404);
  assert.equal((await post('admin', { contactIds: ['x'] })).statusCode, 422);
  assert.equal((await post('admin', { contactIds: [] })).statusCode, 422);
  assert.equal(
    (await post('admin', { importId: '00000000-0000-4000-8000-000000000000', contactIds: [kit.people.member.id] }))
      .statusCode,
    422,
  );
  assert.equal((await post('admin', { other: true })).statusCode, 422);
  assert.deepEqual(await runs(), [], 'no run made');
  const admin = await post('admin', {});
  assert.equal(admin.statusCode, 202);
  assert.equal((await kit.waitFor(admin.json<{ id: string }>().id)).state, 'done');

  const get = (url: string, who: 'guest' | 'member' | 'admin' = 'admin') =>
    kit.inject(who, { method: 'GET', url: `/api/1.0/${url}` });
  assert.equal((await get('contribution-adoption/run/nope')).statusCode, 400);
  assert.equal((await get('contribution-adoption/run/00000000-0000-4000-8000-000000000000')).statusCode, 404);
  assert.equal((await get('contribution-adoption/nope')).statusCode, 400);
  assert.equal((await get('contribution-adoption/00000000-0000-4000-8000-000000000000')).statusCode, 404);
  assert.equal((await get('contribution-adoption?state=maybe')).statusCode, 422);
  assert.equal((await get('contribution-adoption?runId=nope')).statusCode, 422);
  assert.equal((await get('contribution-adoption', 'member')).statusCode, 403);
  assert.equal((await get('contribution-adoption/eligible', 'guest')).statusCode, 401);
  const list = await get('contribution-adoption?limit=5');
  assert.deepEqual(list.json(), { items: [], offset: 0, count: 0, total: 0 });
});
