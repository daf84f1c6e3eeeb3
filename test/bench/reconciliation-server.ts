// The app server of the webhook storm's nightly reconciliation, in a process
// of its own (webhook-storm.ts starts it): buildApp on DATABASE_URL, its
// scheduler running the reconciliation against the storm's provider double,
// which runs in a third process (storm-provider-process.ts: BENCH_RENEWALS
// customers' payments, answering over HTTP after BENCH_PROVIDER_MS), as a real
// provider keeps its data at its end. Apart from the bench's process, which
// holds the storm's hundreds of thousands of events: in the same process their
// heap's collections stalled the server (a 548 MB heap: pauses up to 0.5-1.6
// s); with the double's data in this process, up to 267 ms. Prints `{port}` once
// listening; on SIGTERM closes and prints `{calls, gc}`: how often the
// provider was asked, and this process's collection pauses (count, total and
// longest, in ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../../packages/server/src/app.ts';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import type { ProviderPayment } from '../../packages/server/src/payments/providers/index.ts';
import { listingProvider } from '../../packages/server/src/payments/testing/payment-storm.ts';
import { startJsonChild } from './json-child.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('reconciliation-server needs DATABASE_URL');
const double = await startJsonChild<{ port: number }, { calls: number }>(
  join(import.meta.dirname, 'storm-provider-process.ts'),
  { env: {} },
);
const counter = { calls: 0 };
const provider = listingProvider(async ({ customerId }) => {
  counter.calls += 1;
  const url = `http://127.0.0.1:${double.first.port}/payments?customer=${encodeURIComponent(customerId)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the provider double answered ${response.status}`);
  const payments = (await response.json()) as (Omit<ProviderPayment, 'chargeDate' | 'periodEnd'> & {
    chargeDate: string;
    periodEnd: string | null;
  })[];
  return payments.map((payment) => ({
    ...payment,
    chargeDate: new Date(payment.chargeDate),
    periodEnd: payment.periodEnd === null ? null : new Date(payment.periodEnd),
  }));
});

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
    .then(() => double.stop())
    .finally(() => {
      rmSync(uploadsDir, { recursive: true, force: true });
      process.stdout.write(`${JSON.stringify({ calls: counter.calls, gc })}\n`, () => process.exit(0));
    });
});
