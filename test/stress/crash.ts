// A crash and a restart: SIGKILL (no shutdown, no closing of the pool, open
// transactions cut off) at a moment when a submission is committed but its
// client has not had the answer yet, then the same server entry on the same
// port and data, as a process manager would start it again.
//
// On loopback the kernel still delivers what the killed process had written,
// so an answer written just before the kill would arrive. To be sure that some
// committed submissions lose their answer (as they do when a host dies or a
// proxy cuts the connection), their clients drop the answer at the kill; their
// retries must then be answered with the id already stored.
import type pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';

export interface CrashOptions {
  server: RunningServer;
  /** Reads the database beside the server, to see what is committed. */
  pool: pg.Pool;
  calloutId: string;
  /** The clients' keys in flight (`ClientOptions.inFlight`). */
  inFlight: Map<string, () => void>;
  /** How the server is started again: the same port, data folder and environment. */
  restart: () => Promise<RunningServer>;
}

export interface Crash {
  /** performance.now() when the signal was sent. */
  killedAt: number;
  /** Submissions in flight whose row was already committed when the signal went: their answers were dropped. */
  abandoned: string[];
  /** In flight at the kill, committed or not. */
  inFlightAtKill: number;
  /** How long it watched for such a moment; after 3 s it kills anyway. */
  watchedMs: number;
  listeningAt: number;
  healthyAt: number;
  server: RunningServer;
}

const watchLimitMs = 3000;

/**
 * Kills `server` with SIGKILL as soon as the database holds a response whose
 * client is still waiting for the answer (or after 3 s), drops those answers,
 * then starts the server again and waits until `GET health` answers 200.
 * @example const crash = await crashAndRestart({server, pool, calloutId, inFlight, restart})
 */
export async function crashAndRestart(options: CrashOptions): Promise<Crash> {
  const { server, pool, calloutId, inFlight } = options;
  const watching = performance.now();
  let abandoned: string[] = [];
  while (abandoned.length === 0 && performance.now() - watching < watchLimitMs) {
    const { rows } = await pool.query<{ key: string }>(
      'select idempotency_key as key from callout_responses where callout_id = $1 and idempotency_key = any($2::text[])',
      [calloutId, [...inFlight.keys()]],
    );
    // Answers that arrived while the query ran are acknowledged already: not these.
    abandoned = rows.map((row) => row.key).filter((key) => inFlight.has(key));
  }
  // In one go, before any other answer is read: these keys are committed and still unanswered.
  const inFlightAtKill = inFlight.size;
  const killedAt = performance.now();
  const gone = server.kill('SIGKILL');
  for (const key of abandoned) inFlight.get(key)?.();
  await gone;
  const restarted = await options.restart();
  const listeningAt = performance.now();
  await waitForHealth(restarted.url);
  return {
    killedAt,
    abandoned,
    inFlightAtKill,
    watchedMs: killedAt - watching,
    listeningAt,
    healthyAt: performance.now(),
    server: restarted,
  };
}

/** Polls `GET /api/1.0/health` every 20 ms until it answers 200; fails after 30 s. */
export async function waitForHealth(url: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const status = await fetch(`${url}/api/1.0/health`).then(
      (res) => res.arrayBuffer().then(() => res.status),
      () => 0,
    );
    if (status === 200) return;
    if (performance.now() - started > 30_000) throw new Error(`GET health answered ${status} for 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The server as `npm start` runs it (harness `startServer` with `build: false`: the compiled
 * server of the current sources, no browser bundles) on `port`, with `dataDir` and `env`.
 */
export const startStressServer = (port: number, dataDir: string, env: Record<string, string>) =>
  startServer({ port, dataDir, env, build: false });
