// The public reads a newsroom's pages make most, on PostgreSQL: the list of
// call-outs and one call-out, side by side (the goal: the list within 20 %
// of the single read).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { createBenchCallout } from './bench-data.ts';
import { startBenchServer } from './child-server.ts';
import { postLoad, type LoadResult } from './load.ts';
import { createBenchDatabase } from './postgres.ts';

const connections = 50;
const warmUpSeconds = 2;
/** The list answers at least 80 % of the single read's requests per second. */
const goal = 0.8;

const line = (name: string, r: LoadResult) =>
  `  ${name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} requests/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  (r.failed ? `  (${r.failed} failed: ${JSON.stringify(r.failures)})` : '');

async function measure(url: string, seconds: number): Promise<LoadResult> {
  await postLoad({ url, connections, seconds: warmUpSeconds });
  return postLoad({ url, connections, seconds });
}

export async function benchPublicReads(serverUrl: string, seconds = 10): Promise<void> {
  console.log(`\nPublic reads on PostgreSQL, ${connections} keep-alive clients, ${seconds} s each, as a guest`);
  const bench = await createBenchDatabase(serverUrl);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'masthead-bench-uploads-'));
  const database = await createDatabase({ databaseUrl: bench.url });
  try {
    await runMigrations(database.db);
    const calloutId = await createBenchCallout(database.db, 'bench-reads');
    const app = await startBenchServer('app', { DATABASE_URL: bench.url, BENCH_UPLOADS_DIR: uploadsDir });
    try {
      const list = await measure(`${app.url}/api/1.0/callout`, seconds);
      const single = await measure(`${app.url}/api/1.0/callout/${calloutId}`, seconds);
      console.log(line('GET callout', list));
      console.log(line('GET callout/{id}', single));
      const ratio = list.rps / single.rps;
      console.log(
        `  list / single: ${(ratio * 100).toFixed(0)} % of the requests/s; goal ≥ ${goal * 100} %: ${ratio >= goal ? 'met' : 'NOT met'}`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await database.close();
    await bench.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}
