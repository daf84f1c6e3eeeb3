// Response submission on PostgreSQL: the real app against a bare Fastify +
// pg endpoint on the same server, then a check of what was stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { benchAnswers, createBenchCallout } from './bench-data.ts';
import { startBenchServer, type BenchServer } from './child-server.ts';
import { postLoad, type LoadResult } from './load.ts';
import { createBenchDatabase } from './postgres.ts';

const connections = 50;
const warmUpSeconds = 2;
const goal = { ratio: 0.9, p99: 30 };

/** 50 distinct guests: the first answer of each makes a contact, later ones find it. */
const submission = (n: number) =>
  JSON.stringify({
    answers: benchAnswers[n % benchAnswers.length],
    guest: { firstname: 'Bench', lastname: `Guest ${n % 50}`, email: `bench.guest.${n % 50}@example.net` },
  });

/**
 * Warms the server up, then measures; both runs' acknowledged answers are
 * counted. The server's CPU time per request (user + system) does not
 * depend on what else the machine runs, unlike requests/s.
 */
async function measure(server: BenchServer, path: string, seconds: number) {
  const url = server.url + path;
  const warm = await postLoad({ url, body: submission, connections, seconds: warmUpSeconds });
  const cpuBefore = server.cpuMs();
  const run = await postLoad({ url, body: submission, connections, seconds });
  const cpuAfter = server.cpuMs();
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / (run.ok + run.failed);
  return { run, acknowledged: warm.ok + run.ok, cpuPerRequest };
}

const line = (name: string, { run: r, cpuPerRequest }: { run: LoadResult; cpuPerRequest: number | null }) =>
  `  ${name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} requests/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  (cpuPerRequest === null ? '' : `  server CPU ${cpuPerRequest.toFixed(2)} ms/request`) +
  (r.failed ? `  (${r.failed} failed: ${JSON.stringify(r.failures)})` : '');

export async function benchResponseSubmission(serverUrl: string, seconds = 20): Promise<void> {
  console.log(
    `\nResponse submission on PostgreSQL, ${connections} keep-alive clients, ${seconds} s each (after ${warmUpSeconds} s warm-up)`,
  );
  const bench = await createBenchDatabase(serverUrl);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'masthead-bench-uploads-'));
  const database = await createDatabase({ databaseUrl: bench.url });
  try {
    await runMigrations(database.db);
    const calloutId = await createBenchCallout(database.db, 'bench-submissions');

    const app = await startBenchServer('app', { DATABASE_URL: bench.url, BENCH_UPLOADS_DIR: uploadsDir });
    const real = await measure(app, `/api/1.0/callout/${calloutId}/responses`, seconds).finally(() => app.stop());
    const bare = await startBenchServer('bare', { DATABASE_URL: bench.url });
    const baseline = await measure(bare, '/rows', seconds).finally(() => bare.stop());

    console.log(line('POST callout/{id}/responses', real));
    console.log(line('bare Fastify + pg insert', baseline));
    const ratio = real.run.rps / baseline.run.rps;
    const met = ratio >= goal.ratio && real.run.p99 <= goal.p99;
    console.log(
      `  app / bare: ${(ratio * 100).toFixed(0)} % of the requests/s; goal ≥ ${goal.ratio * 100} % and p99 ≤ ${goal.p99} ms: ${met ? 'met' : 'NOT met'}`,
    );

    const stored = await database.db
      .selectFrom('callout_responses')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.count<string>('number').distinct().as('distinct'),
        eb.fn.min<number | null>('number').as('min'),
        eb.fn.max<number | null>('number').as('max'),
      ])
      .where('callout_id', '=', calloutId)
      .executeTakeFirstOrThrow();
    const count = Number(stored.count);
    const gapless = count === Number(stored.distinct) && (count === 0 || (stored.min === 1 && stored.max === count));
    console.log(
      `  stored: ${count} responses for ${real.acknowledged} acknowledged (2xx) submissions: ${count === real.acknowledged ? 'equal' : 'DIFFERENT'}; ` +
        `numbers ${stored.min ?? '-'}..${stored.max ?? '-'}: ${gapless ? 'no gaps, no duplicates' : 'GAPS OR DUPLICATES'}`,
    );
  } finally {
    await database.close();
    await bench.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}
