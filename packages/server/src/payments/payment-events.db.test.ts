import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase } from '../test-helper.ts';
import { nextMembershipExpiry } from '@masthead/core';
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

/** A renewal payment as Stripe reports it, naming contributions by `ids` (`stormContacts` has `sub_N`, `cus_N`). */
const renewal = (
  eventId: string,
  status: 'pending' | 'failed' | 'successful',
  ids: { providerPaymentId: string; subscriptionId: string; customerId: string },
  chargeDay: number,
) => ({
  provider: 'stripe' as const,
  kind: 'payment' as const,
  eventId,
  ...ids,
  paymentMethodId: null,
  amount: 5,
  currency: 'gbp',
  status,
  chargeDate: new Date(Date.UTC(2026, 1, chargeDay)),
  periodEnd: new Date(Date.UTC(2026, 2, chargeDay)),
});

/** What a batch falling back to one event at a time warns. */
const batchFailed = 'payment events batch failed, applying them one at a time';

function recorder() {
  const warnings: { details: object; message: string }[] = [];
  const told: string[] = [];
  return {
    warnings,
    told,
    log: { warn: (details: object, message?: string) => void warnings.push({ details, message: message ?? '' }) },
    emails: { paymentFailed: async (contactId: string) => void told.push(contactId) },
  };
}

test("one contact's events delivered together apply in the order they came, as one at a time would", async (t) => {
  // The member restarted: a late failure of the old subscription (found by the customer), then the new one's payment.
  const failedOld = renewal(
    'evt_old_failed',
    'failed',
    { providerPaymentId: 'in_old', subscriptionId: 'sub_0_old', customerId: 'cus_0' },
    1,
  );
  const paidNew = renewal(
    'evt_new_paid',
    'successful',
    { providerPaymentId: 'in_new', subscriptionId: 'sub_0', customerId: 'cus_0' },
    5,
  );
  const outcomes = [];
  for (const together of [false, true]) {
    const database = await createTestDatabase(t);
    await stormContacts(database.db, { ...shape, contacts: 1 });
    const { told, emails } = recorder();
    const events = createPaymentEvents({ db: database.db, emails });
    if (together) await events.apply([failedOld, paidNew]);
    else for (const event of [failedOld, paidNew]) await events.apply([event]);
    outcomes.push({ told: told.length, state: await stormOutcome(database.db) });
  }
  assert.equal(outcomes[0]!.told, 1, 'one at a time, the member is told that a payment failed');
  assert.deepEqual(outcomes[1], outcomes[0]);
});

test('an event delivered twice in one batch is applied once', async (t) => {
  const database = await createTestDatabase(t);
  await stormContacts(database.db, { ...shape, contacts: 2 });
  const { warnings, told, log, emails } = recorder();
  const events = createPaymentEvents({ db: database.db, currency: async () => 'gbp', log, emails });
  const failed = renewal(
    'evt_failed',
    'failed',
    { providerPaymentId: 'in_0', subscriptionId: 'sub_0', customerId: 'cus_0' },
    1,
  );
  const yen = {
    ...renewal('evt_yen', 'successful', { providerPaymentId: 'in_1', subscriptionId: 'sub_1', customerId: 'cus_1' }, 1),
    currency: 'jpy',
  };
  // One call, so one batch.
  await events.apply([failed, yen, failed, yen, failed]);
  assert.deepEqual(
    warnings.map((w) => w.message),
    ['payment event rejected'],
  );
  assert.equal(told.length, 1);
  const recorded = await database.db.selectFrom('payment_events').select('event_id').orderBy('event_id').execute();
  assert.deepEqual(recorded, [{ event_id: 'evt_failed' }, { event_id: 'evt_yen' }]);
  const payments = await database.db.selectFrom('payments').select(['provider_payment_id', 'status']).execute();
  assert.deepEqual(payments, [{ provider_payment_id: 'in_0', status: 'failed' }]);
});

test('a batch that fails is applied again one event at a time: the bad one leaves no trace, the others stay', async (t) => {
  const database = await createTestDatabase(t);
  await stormContacts(database.db, { ...shape, contacts: 3 });
  const { warnings, log } = recorder();
  const events = createPaymentEvents({ db: database.db, log });
  const ids = (n: number) => ({ providerPaymentId: `in_${n}`, subscriptionId: `sub_${n}`, customerId: `cus_${n}` });
  // 10 million pounds: more cents than the column holds, so its insert fails after the first event's.
  const bad = { ...renewal('evt_1_paid', 'successful', ids(1), 1), amount: 1e7 * 100 };
  const batch = [renewal('evt_0_paid', 'successful', ids(0), 1), bad, renewal('evt_2_paid', 'successful', ids(2), 1)];
  await assert.rejects(events.apply(batch), /out of range/);
  assert.deepEqual(
    warnings.map((w) => w.message),
    [batchFailed],
  );
  const state = async () => ({
    events: (await database.db.selectFrom('payment_events').select('event_id').orderBy('event_id').execute()).map(
      (row) => row.event_id,
    ),
    payments: (
      await database.db.selectFrom('payments').select('provider_payment_id').orderBy('provider_payment_id').execute()
    ).map((row) => row.provider_payment_id),
  });
  assert.deepEqual(await state(), { events: ['evt_0_paid', 'evt_2_paid'], payments: ['in_0', 'in_2'] });
  // The provider sends it again (here, as it should have been): nothing stops it.
  await events.apply([{ ...bad, amount: 5 }]);
  assert.deepEqual(await state(), {
    events: ['evt_0_paid', 'evt_1_paid', 'evt_2_paid'],
    payments: ['in_0', 'in_1', 'in_2'],
  });
});

const onePostgres = process.env.DATABASE_URL ? false : 'needs PostgreSQL (PGlite runs one transaction at a time)';

test(
  'two batches naming the same contributions in opposite orders wait for each other, never deadlock',
  { skip: onePostgres },
  async (t) => {
    const database = await createTestDatabase(t);
    const { db } = database;
    await stormContacts(db, { ...shape, contacts: 2 });
    const { warnings, log } = recorder();
    const events = createPaymentEvents({ db, log });
    // Each batch names contact 1, then contact 0, or the other way round (a late event of an old subscription
    // is found by the customer), so a batch locking as its events come would lock one and wait for the other.
    const first = [
      renewal('evt_a', 'successful', { providerPaymentId: 'in_a', subscriptionId: 'sub_1', customerId: 'cus_1' }, 1),
      renewal(
        'evt_b',
        'successful',
        { providerPaymentId: 'in_b', subscriptionId: 'sub_9_old', customerId: 'cus_0' },
        1,
      ),
    ];
    const second = [
      renewal('evt_c', 'successful', { providerPaymentId: 'in_c', subscriptionId: 'sub_0', customerId: 'cus_0' }, 1),
      renewal(
        'evt_d',
        'successful',
        { providerPaymentId: 'in_d', subscriptionId: 'sub_8_old', customerId: 'cus_1' },
        1,
      ),
    ];
    const waiting = async (count: number) => {
      for (let i = 0; i < 200; i++) {
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        if (rows[0]!.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${count} transactions never waited`);
    };
    // Another transaction holds the first payment of each batch, so both are under way before either goes on.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('payments')
          .values(
            ['in_a', 'in_c'].map((id) => ({
              provider: 'stripe',
              provider_payment_id: id,
              amount_cents: 1,
              status: 'draft' as const,
              charge_date: new Date(),
            })),
          )
          .execute();
        held();
        await released;
        throw new Error('rolled back');
      })
      .catch(() => {});
    await holding;
    const one = events.apply(first);
    await waiting(1);
    const two = events.apply(second);
    await waiting(2);
    release();
    await holder;
    await Promise.all([one, two]);
    assert.deepEqual(warnings, [], 'no batch failed (PostgreSQL ends a deadlock by failing one)');
    const paid = await db
      .selectFrom('payments')
      .select('provider_payment_id')
      .where('status', '=', 'successful')
      .execute();
    assert.equal(paid.length, 4);
  },
);

test("a GoCardless payment, which names no period, extends the membership by the contribution's period; a one-off one does not", async (t) => {
  const database = await createTestDatabase(t);
  const { db } = database;
  await stormContacts(db, { ...shape, contacts: 2 });
  // Two GoCardless contributions: storm contact 0 monthly, contact 1 annually.
  await db
    .updateTable('contributions')
    .set({ provider: 'gocardless', method: 'gc_direct-debit', customer_id: null })
    .set(() => ({
      subscription_id: sql`'SB' || substr(subscription_id, 5)`,
      payment_method_id: sql`'MD' || substr(subscription_id, 5)`,
    }))
    .execute();
  await db.updateTable('contributions').set({ period: 'annually' }).where('subscription_id', '=', 'SB1').execute();
  const events = createPaymentEvents({ db });
  const chargeDate = new Date(Date.UTC(2026, 2, 1));
  const payment = (n: number, subscriptionId: string | null) => ({
    provider: 'gocardless' as const,
    kind: 'payment' as const,
    eventId: `EV${n}`,
    providerPaymentId: `PM${n}`,
    customerId: null,
    subscriptionId,
    paymentMethodId: subscriptionId ? `MD${subscriptionId.slice(2)}` : 'MD0',
    amount: 5,
    currency: 'gbp',
    status: 'successful' as const,
    chargeDate,
    periodEnd: null,
  });
  const expiries = async () =>
    (
      await db
        .selectFrom('contact_roles')
        .innerJoin('contributions', 'contributions.contact_id', 'contact_roles.contact_id')
        .select(['contributions.subscription_id', 'contact_roles.date_expires'])
        .where('contact_roles.role', '=', 'member')
        .orderBy('contributions.subscription_id')
        .execute()
    ).map((row) => [row.subscription_id, row.date_expires?.toISOString() ?? null]);

  // A one-off payment on contact 0's mandate (no subscription) pays for no period: no membership.
  await events.apply([payment(9, null)]);
  assert.deepEqual(await expiries(), []);
  await events.apply([payment(0, 'SB0'), payment(1, 'SB1')]);
  assert.deepEqual(await expiries(), [
    ['SB0', nextMembershipExpiry(null, new Date(Date.UTC(2026, 3, 1))).toISOString()],
    ['SB1', nextMembershipExpiry(null, new Date(Date.UTC(2027, 2, 1))).toISOString()],
  ]);
});
