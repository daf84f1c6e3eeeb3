import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { createPaymentEvents } from './payment-events.ts';
import { deliverStorm, stormContacts, stormDeliveries, stormEvents, stormOutcome } from './testing/payment-storm.ts';

const shape = { contacts: 12, months: 3, duplicates: 0.3 };

test('a webhook storm (duplicates, shuffled, several at once) ends as the same events once, in order', async (t) => {
  const inOrder = await createTestDatabase(t);
  const stormy = await createTestDatabase(t);
  await stormContacts(inOrder.db, shape);
  await stormContacts(stormy.db, shape);
  const once = stormEvents(shape);
  const deliveries = stormDeliveries(shape);
  assert.ok(deliveries.length > once.length * 1.3, 'about 30 % are duplicates');
  assert.notDeepEqual(
    deliveries.slice(0, 20).map((e) => e.eventId),
    once.slice(0, 20).map((e) => e.eventId),
    'shuffled',
  );

  await createPaymentEvents({ db: inOrder.db }).apply(once);
  await deliverStorm(createPaymentEvents({ db: stormy.db }), deliveries, 8);

  const expected = (await stormOutcome(inOrder.db)) as {
    contributions: { failing_since: string | null; cancelled_at: string | null; date_expires: string }[];
    payments: { status: string }[];
  };
  assert.deepEqual(await stormOutcome(stormy.db), expected);
  // The storm is not trivial: some contacts end failing, some cancelled, every payment settled or failed.
  assert.ok(
    expected.contributions.some((c) => c.failing_since !== null),
    'some contributions fail at the end',
  );
  assert.ok(
    expected.contributions.some((c) => c.cancelled_at !== null),
    'some were cancelled',
  );
  assert.ok(
    expected.contributions.every((c) => c.date_expires !== null),
    'every contact became a member',
  );
  assert.equal(expected.payments.length, shape.contacts * shape.months);
});

test('an event applied twice, or a late pending after a payment, changes nothing', async (t) => {
  const database = await createTestDatabase(t);
  await stormContacts(database.db, { ...shape, contacts: 1 });
  const events = createPaymentEvents({ db: database.db });
  const [open, ...rest] = stormEvents({ ...shape, contacts: 1, months: 1 });
  await events.apply(rest);
  const settled = await stormOutcome(database.db);
  await events.apply(rest);
  await events.apply([open!]);
  assert.deepEqual(await stormOutcome(database.db), settled);
});

test('a payment in another currency is recorded as rejected and warned about, never stored or converted', async (t) => {
  const database = await createTestDatabase(t);
  await stormContacts(database.db, { ...shape, contacts: 1 });
  const warnings: object[] = [];
  const log = { warn: (details: object) => void warnings.push(details) };
  const events = createPaymentEvents({ db: database.db, currency: async () => 'GBP', log });
  const [, paid] = stormEvents({ ...shape, contacts: 1, months: 1 });
  assert.equal(paid?.kind, 'payment');
  const before = await stormOutcome(database.db);
  const yen = { ...paid!, eventId: 'evt-yen', currency: 'jpy', amount: 500 };
  await events.apply([yen, yen]);
  assert.deepEqual(await stormOutcome(database.db), before, 'no payment, no membership');
  const recorded = await database.db.selectFrom('payment_events').select('rejected_reason').execute();
  assert.deepEqual(recorded, [{ rejected_reason: 'currency: jpy, not gbp' }]);
  assert.deepEqual(warnings, [{ provider: paid!.provider, eventId: 'evt-yen', reason: 'currency: jpy, not gbp' }]);
  await events.apply([{ ...paid!, currency: 'GBP' }]);
  assert.notDeepEqual(await stormOutcome(database.db), before, 'ours, in any case, is applied');
});
