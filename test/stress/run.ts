// `npm run test:stress` (faults and data safety): 10,000
// responses to one call-out from 50 clients on loopback while the server,
// on PostgreSQL, is killed with SIGKILL and started again twice; then the
// database is checked (verify.ts) and the figures printed (figures.ts).
// Exits 1 on any violation, and when there is no PostgreSQL to run on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../../packages/server/src/kernel/db/scratch-database.ts';
import { findPostgres } from '../bench/postgres.ts';
import { freePort, type RunningServer } from '../e2e/harness.ts';
import { runClients, type Acknowledged } from './clients.ts';
import { crashAndRestart, startStressServer, waitForHealth, type Crash } from './crash.ts';
import { answeredWithExistingId, printFigures } from './figures.ts';
import { newRunId, plannedSubmission } from './plan.ts';
import { setUpStress } from './setup.ts';
import { verifyConfirmations, verifyRetries, verifyStored } from './verify.ts';

const total = Number(process.env.STRESS_RESPONSES ?? 10_000);
const clients = 50;
/** Acknowledged submissions after which the server is killed. */
const killAfter = [0.3, 0.65].map((share) => Math.round(total * share));
/** The clients give up after this long: the run stays bounded even if the server never comes back. */
const clientBudgetMs = 4 * 60_000;

/** Resolves once `done()` holds, checking every 2 ms. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 2));
}

async function main(): Promise<number> {
  const found = await findPostgres();
  if ('skipped' in found) {
    console.error(`npm run test:stress needs PostgreSQL: ${found.skipped}. Start it, or set DATABASE_URL.`);
    return 1;
  }
  const began = performance.now();
  const aborter = new AbortController();
  process.once('SIGINT', () => aborter.abort(new Error('interrupted (SIGINT)')));
  const scratch = await createScratchDatabase(found.url, 'masthead_stress');
  const dataDir = mkdtempSync(join(tmpdir(), 'masthead-stress-'));
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  let server: RunningServer | null = null;
  let clientsDone: Promise<Acknowledged[]> | null = null;
  try {
    const { calloutId, apiKey } = await setUpStress(scratch.url);
    const port = await freePort();
    const env = {
      ...{ DATABASE_URL: scratch.url, HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
      STATIC_DIR: join(dataDir, 'no-static'),
      // Guests come through a proxy on loopback that names each reader's address (X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
    };
    const start = () => startStressServer(port, dataDir, env);
    server = await start();
    await waitForHealth(server.url);
    console.log(
      `Stress: ${total} responses, ${clients} clients, the server on ${server.url} and PostgreSQL (database ${new URL(scratch.url).pathname.slice(1)}); SIGKILL after ${killAfter.join(' and ')} acknowledged`,
    );

    const run = newRunId();
    const submissions = Array.from({ length: total }, (_, n) => plannedSubmission(run, n));
    const inFlight = new Map<string, () => void>();
    let acked = 0;
    const started = performance.now();
    const clientRun = runClients({
      ...{ url: `${server.url}/api/1.0/callout/${calloutId}/responses`, apiKey, submissions, clients },
      ...{ onAck: () => (acked += 1), inFlight, signal: aborter.signal, deadline: started + clientBudgetMs },
    });
    clientsDone = clientRun;
    const crashes: Crash[] = [];
    for (const threshold of killAfter) {
      await Promise.race([until(() => acked >= threshold || aborter.signal.aborted), clientRun]);
      if (aborter.signal.aborted) throw aborter.signal.reason;
      console.log(`  ${acked} acknowledged after ${((performance.now() - started) / 1000).toFixed(1)} s: SIGKILL`);
      const crash = await crashAndRestart({ server, pool, calloutId, inFlight, restart: start });
      server = crash.server;
      crashes.push(crash);
    }
    const acks = await clientRun;
    printFigures({ acks, crashes, started, clients });

    const problems = [
      ...(await verifyStored(pool, calloutId, submissions, acks)),
      ...verifyRetries(
        crashes.flatMap((crash) => crash.abandoned),
        acks,
      ),
    ];
    // The emails' jobs run on the live server; those a killed one had claimed, once their lease ends.
    const emails = await verifyConfirmations(pool, calloutId, 120_000);
    problems.push(...emails.problems);
    const stopped = await server.stop();
    if (stopped !== 0) problems.push(`the server exited with ${stopped} on SIGTERM:\n${server.output().slice(-2000)}`);
    const existing = answeredWithExistingId(acks);
    console.log(
      `Whole run (set-up, three starts, the load, checks): ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
    if (problems.length > 0) {
      console.error(`\nFAILED: the stored data does not match what was acknowledged:\n- ${problems.join('\n- ')}`);
      return 1;
    }
    console.log(
      `\nOK: ${total} keys stored exactly once with the acknowledged ids, numbers 1..${total} without gaps, ` +
        `every row whole (answers, guest details and contact as sent); ${existing} retries answered with the existing id; ` +
        `every guest's confirmation queued once (the last ${(emails.drainedMs / 1000).toFixed(1)} s after the load, ` +
        `the killed servers' claims taken over after their lease).`,
    );
    return 0;
  } catch (error) {
    console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (server) console.error(`Server output (last 2,000 characters):\n${server.output().slice(-2000)}`);
    return 1;
  } finally {
    if (!aborter.signal.aborted) aborter.abort(new Error('the run ended'));
    await clientsDone?.catch(() => {});
    await server?.kill('SIGKILL');
    await pool.end();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
