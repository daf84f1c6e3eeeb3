// Payment webhooks: 1,000 deliveries for 100 contacts, a third of them duplicates,
// shuffled and 20 at a time, against the same events once and in order: the
// contributions, payments and memberships must come out equal. Applied
// through PaymentEvents, what the webhook routes call once a signature holds.
import { isDeepStrictEqual } from 'node:util';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { createPaymentEvents } from '../../packages/server/src/payments/payment-events.ts';
import {
  deliverStorm,
  stormContacts,
  stormDeliveries,
  stormEvents,
  stormOutcome,
} from '../../packages/server/src/payments/testing/payment-storm.ts';
import { createBenchDatabase } from './postgres.ts';

const shape = { contacts: 100, months: 3, duplicates: 0.3, total: 1000 };
const concurrency = 20;

async function migrated(serverUrl: string) {
  const scratch = await createBenchDatabase(serverUrl);
  const database = await createDatabase({ databaseUrl: scratch.url });
  await runMigrations(database.db);
  await stormContacts(database.db, shape);
  return {
    database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export async function benchWebhookStorm(serverUrl: string): Promise<void> {
  const once = stormEvents(shape);
  const deliveries = stormDeliveries(shape);
  const calm = await migrated(serverUrl);
  const storm = await migrated(serverUrl);
  try {
    const inOrderMs = await deliverStorm(createPaymentEvents({ db: calm.database.db }), once, 1);
    const stormMs = await deliverStorm(createPaymentEvents({ db: storm.database.db }), deliveries, concurrency);
    const equal = isDeepStrictEqual(await stormOutcome(calm.database.db), await stormOutcome(storm.database.db));
    const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
    console.log(`\nWebhook storm (${shape.contacts} contacts, PostgreSQL)`);
    console.log(`  ${once.length} events once, in order, one at a time: ${perSecond(once.length, inOrderMs)} events/s`);
    console.log(
      `  ${deliveries.length} deliveries (${Math.round((1 - once.length / deliveries.length) * 100)} % duplicates), shuffled, ${concurrency} at a time: ${perSecond(deliveries.length, stormMs)} deliveries/s`,
    );
    console.log(`  final contributions, payments and membership expiries: ${equal ? 'equal' : 'DIFFERENT'}`);
    if (!equal) process.exitCode = 1;
  } finally {
    await calm.close();
    await storm.close();
  }
}
