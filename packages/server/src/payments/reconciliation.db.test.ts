import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { createPaymentEvents } from './payment-events.ts';
import { createReconciliation } from './reconciliation.ts';
import { stormContacts, stormEvents, stormOutcome, stormProvider } from './testing/payment-storm.ts';

const shape = { contacts: 7, months: 2, duplicates: 0 };

test('the nightly run reconciles every contribution, page by page and a few at a time, once', async (t) => {
  const inOrder = await createTestDatabase(t);
  const lossy = await createTestDatabase(t);
  await stormContacts(inOrder.db, shape);
  await stormContacts(lossy.db, shape);
  const once = stormEvents(shape);
  await createPaymentEvents({ db: inOrder.db }).apply(once);
  const events = createPaymentEvents({ db: lossy.db });
  // The payments' webhooks of contacts 2 and 5 never came, nor those of contact 4's second month.
  const lost = (id: string) => /^evt_[25]_\d/.test(id) || /^evt_4_1_/.test(id);
  await events.apply(once.filter((event) => !(event.kind === 'payment' && lost(event.eventId))));
  assert.notDeepEqual(await stormOutcome(lossy.db), await stormOutcome(inOrder.db));

  const { provider, counter } = stormProvider(once, 1);
  const reconciliation = createReconciliation({ db: lossy.db, providerNamed: () => provider, events });
  assert.equal(await reconciliation.reconcileAll({ concurrency: 2, pageSize: 3 }), 3, 'three contacts had findings');
  assert.equal(counter.calls, shape.contacts, 'each contact asked about once');
  assert.deepEqual(await stormOutcome(lossy.db), await stormOutcome(inOrder.db));
  assert.equal(await reconciliation.reconcileAll({ concurrency: 2, pageSize: 3 }), 0, 'a second run finds nothing');
});

test("the nightly run asks each contact's own provider and customer, and skips a provider not set up here", async (t) => {
  const { db } = await createTestDatabase(t);
  await stormContacts(db, shape);
  const once = stormEvents(shape);
  const { provider, counter } = stormProvider(once, 0);
  const asked: string[] = [];
  const listing = {
    ...provider,
    listPayments: (ids: { customerId: string }) => (asked.push(ids.customerId), provider.listPayments(ids)),
  };
  const events = createPaymentEvents({ db });
  const named: string[] = [];
  const none = createReconciliation({ db, providerNamed: (name) => (named.push(name), null), events });
  assert.equal(await none.reconcileAll({ pageSize: 4 }), 0);
  assert.deepEqual(
    [named.length, new Set(named)],
    [shape.contacts, new Set(['stripe'])],
    "the page's provider, named once a contact",
  );
  assert.equal(counter.calls, 0, 'nobody asked');

  const reconciliation = createReconciliation({ db, providerNamed: () => listing, events });
  assert.equal(
    await reconciliation.reconcileAll({ pageSize: 4 }),
    shape.contacts,
    'every contact had their payments brought in',
  );
  const customers = await db.selectFrom('contributions').select('customer_id').execute();
  assert.deepEqual(asked.sort(), customers.map((c) => c.customer_id).sort());
});
