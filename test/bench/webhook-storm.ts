// Payment webhooks, through PaymentEvents (what the webhook routes call once a
// signature holds). First the small storm: 1,000 deliveries for 100 contacts
// over three months, a third of them duplicates, shuffled and 20 at a time,
// against the same events once, in order, one at a time. Then a first-of-month
// night: 100,000 contacts with a running contribution, each renewed once
// (pending, a fifth failing first, a seventh left failed, a fifth cancelled),
// 30 % duplicates, shuffled, 20 at a time, against the same events once and in
// order per contact (`deliverInOrderPerContact`: one event at a time would take
// longer than the storm it checks). Both must end with equal contributions,
// payments and memberships.
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { createPaymentEvents } from '../../packages/server/src/payments/payment-events.ts';
import {
  deliverInOrderPerContact,
  deliverStorm,
  stormContacts,
  stormDeliveries,
  stormEvents,
  stormOutcome,
  type StormShape,
} from '../../packages/server/src/payments/testing/payment-storm.ts';
import { createBenchDatabase } from './postgres.ts';
import { printTableSizes } from './table-sizes.ts';

const small: StormShape = { contacts: 100, months: 3, duplicates: 0.3, total: 1000 };
/** BENCH_RENEWALS: fewer renewals while iterating (100,000 by default). */
const night: StormShape = { contacts: Number(process.env.BENCH_RENEWALS ?? 100_000), months: 1, duplicates: 0.3 };
const concurrency = 20;
/** The goal (issue 33): the night's deliveries applied on one app server within this. */
const goalMs = 10 * 60 * 1000;

async function migrated(serverUrl: string, shape: StormShape) {
  const scratch = await createBenchDatabase(serverUrl);
  const database = await createDatabase({ databaseUrl: scratch.url });
  await runMigrations(database.db);
  await stormContacts(database.db, shape);
  return {
    url: scratch.url,
    database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function smallStorm(serverUrl: string): Promise<boolean> {
  const once = stormEvents(small);
  const deliveries = stormDeliveries(small);
  const calm = await migrated(serverUrl, small);
  const storm = await migrated(serverUrl, small);
  try {
    const inOrderMs = await deliverStorm(createPaymentEvents({ db: calm.database.db }), once, 1);
    const stormMs = await deliverStorm(createPaymentEvents({ db: storm.database.db }), deliveries, concurrency);
    const equal = isDeepStrictEqual(await stormOutcome(calm.database.db), await stormOutcome(storm.database.db));
    console.log(`\nWebhook storm (${small.contacts} contacts, ${small.months} months, PostgreSQL)`);
    console.log(`  ${once.length} events once, in order, one at a time: ${perSecond(once.length, inOrderMs)} events/s`);
    console.log(
      `  ${deliveries.length} deliveries (${Math.round((1 - once.length / deliveries.length) * 100)} % duplicates), shuffled, ${concurrency} at a time: ${perSecond(deliveries.length, stormMs)} deliveries/s`,
    );
    console.log(`  final contributions, payments and membership expiries: ${equal ? 'equal' : 'DIFFERENT'}`);
    return equal;
  } finally {
    await calm.close();
    await storm.close();
  }
}

async function renewalNight(serverUrl: string): Promise<boolean> {
  const once = stormEvents(night);
  const deliveries = stormDeliveries(night);
  console.log(`\nFirst-of-month night (${night.contacts.toLocaleString('en')} renewals, PostgreSQL)`);
  let started = performance.now();
  const calm = await migrated(serverUrl, night);
  const storm = await migrated(serverUrl, night);
  console.log(
    `  two databases of ${night.contacts.toLocaleString('en')} contacts seeded in ${seconds(performance.now() - started)}`,
  );
  const client = new pg.Client({ connectionString: storm.url });
  try {
    await client.connect();
    // What autovacuum does after a bulk load, on both.
    for (const { url } of [calm, storm]) {
      const vacuum = new pg.Client({ connectionString: url });
      await vacuum.connect();
      await vacuum.query('vacuum analyze contacts, contributions').finally(() => vacuum.end());
    }
    const inOrderMs = await deliverInOrderPerContact(createPaymentEvents({ db: calm.database.db }), once, concurrency);
    console.log(
      `  ${once.length.toLocaleString('en')} events once, each contact's in order, ${concurrency} contacts at a time: ${seconds(inOrderMs)}, ${perSecond(once.length, inOrderMs)} events/s`,
    );
    const stormMs = await deliverStorm(createPaymentEvents({ db: storm.database.db }), deliveries, concurrency);
    console.log(
      `  ${deliveries.length.toLocaleString('en')} deliveries (${Math.round((1 - once.length / deliveries.length) * 100)} % duplicates), shuffled, ${concurrency} at a time: ${seconds(stormMs)}, ${perSecond(deliveries.length, stormMs)} deliveries/s (goal: within ${seconds(goalMs)})`,
    );
    started = performance.now();
    const equal = isDeepStrictEqual(await stormOutcome(calm.database.db), await stormOutcome(storm.database.db));
    console.log(
      `  final contributions, payments and membership expiries: ${equal ? 'equal' : 'DIFFERENT'} (compared in ${seconds(performance.now() - started)})`,
    );
    await printTableSizes(client, 'contributions', [
      'contributions',
      'payments',
      'payment_events',
      'contacts',
      'contact_roles',
    ]);
    return equal;
  } finally {
    await client.end();
    await calm.close();
    await storm.close();
  }
}

export async function benchWebhookStorm(serverUrl: string): Promise<void> {
  const equal = [await smallStorm(serverUrl), await renewalNight(serverUrl)];
  if (equal.includes(false)) process.exitCode = 1;
}
