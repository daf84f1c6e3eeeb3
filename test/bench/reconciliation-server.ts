// The app server of the webhook storm's nightly reconciliation, in a process
// of its own (webhook-storm.ts starts it): buildApp on DATABASE_URL, its
// scheduler running the reconciliation against the storm's provider double
// (stormProvider of BENCH_RENEWALS renewals, answering after BENCH_PROVIDER_MS).
// Apart from the bench's process, which holds the storm's hundreds of
// thousands of events: in the same process their heap's collections stalled
// the server (a 548 MB heap: pauses up to 0.5-1.6 s). Prints `{port}` once
// listening; on SIGTERM closes and prints `{calls, gc}`: how often the
// provider was asked, and this process's collection pauses (count, total and
// longest, in ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../../packages/server/src/app.ts';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { stormEvents, stormProvider } from '../../packages/server/src/payments/testing/payment-storm.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('reconciliation-server needs DATABASE_URL');
const shape = { contacts: Number(process.env.BENCH_RENEWALS ?? 100_000), months: 1, duplicates: 0.3 };
const { provider, counter } = stormProvider(stormEvents(shape), Number(process.env.BENCH_PROVIDER_MS ?? 20));

const gc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const database = await createDatabase({ databaseUrl });
const uploadsDir = mkdtempSync(join(tmpdir(), 'masthead-bench-uploads-'));
const app = buildApp({
  config: { staticDir: join(uploadsDir, 'no-static'), uploadsDir },
  database,
  logger: false,
  paymentProviders: { stripe: provider },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(uploadsDir, { recursive: true, force: true });
      process.stdout.write(`${JSON.stringify({ calls: counter.calls, gc })}\n`, () => process.exit(0));
    });
});
