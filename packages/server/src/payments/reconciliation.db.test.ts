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
