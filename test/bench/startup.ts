// Start-up and memory figures of the server process, on PGlite and on
// PostgreSQL, for the compiled server `npm start` runs and, to compare, the
// TypeScript sources run through tsx: spawn → first healthy answer on a new
// and on an existing database, resident memory idle after start, and its peak
// over the start and a short load of public reads and guest submissions.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { isBuildCurrent, isServerBuildCurrent } from '../../scripts/source-stamp.mjs';
import { createDatabase, type DatabaseOptions } from '../../packages/server/src/kernel/db/create-database.ts';
import { freePort, removeDataDir, root } from '../e2e/harness.ts';
import { benchAnswers, createBenchCallout } from './bench-data.ts';
import { createBenchDatabase, findPostgres } from './postgres.ts';

/** Public reads and guest submissions of the load, each; `connections` at a time. */
const loadRequests = 300;
const connections = 8;
/** How long the server is left alone after its first healthy answer before its memory is read. */
const idleMs = 3000;

interface Entry {
  label: string;
  args: string[];
}

interface Started {
  url: string;
  pid: number;
  ms: number;
  stop(): Promise<void>;
}

/** Spawns `entry` and waits for GET /api/1.0/health to answer 200; `ms` is from the spawn. */
async function start(entry: Entry, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, entry.args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry.label} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${entry.label} was not healthy after 120 s:\n${output}`);
    }
    const ok = await fetch(`${url}/api/1.0/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    pid: child.pid as number,
    ms: Date.now() - started,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** VmRSS (now) and VmHWM (the peak since the process started) from /proc, in MB; null off Linux. */
function memory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** `count` requests, `connections` at a time on kept-alive sockets; how many answered 2xx. */
async function requests(count: number, make: (n: number) => { url: string; body?: string; from?: string }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  let ok = 0;
  const statuses: Record<string, number> = {};
  const one = (n: number) =>
    new Promise<void>((resolve) => {
      const { url, body, from } = make(n);
      const headers: Record<string, string | number> = from ? { 'x-forwarded-for': from } : {};
      if (body)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      request(url, { agent, method: body ? 'POST' : 'GET', headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) ok++;
          else statuses[status] = (statuses[status] ?? 0) + 1;
          resolve();
        });
      })
        .on('error', (error: NodeJS.ErrnoException) => {
          statuses[error.code ?? 'error'] = (statuses[error.code ?? 'error'] ?? 0) + 1;
          resolve();
        })
        .end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let n = next++; n < count; n = next++) await one(n);
    }),
  );
  agent.destroy();
  return { ok, statuses };
}

/**
 * Reads of the list and of one call-out, then guest submissions to it from
 * 50 guests, each at its own address (TRUST_PROXY), as the per-address limit
 * would answer one address's hundreds with 429s.
 */
async function load(url: string, calloutId: string) {
  const reads = await requests(loadRequests, (n) => ({
    url: n % 2 ? `${url}/api/1.0/callout` : `${url}/api/1.0/callout/${calloutId}`,
  }));
  const submissions = await requests(loadRequests, (n) => ({
    url: `${url}/api/1.0/callout/${calloutId}/responses`,
    from: `10.0.0.${n % 50}`,
    body: JSON.stringify({
      answers: benchAnswers[n % benchAnswers.length],
      guest: { firstname: 'Bench', lastname: `Guest ${n % 50}`, email: `bench.guest.${n % 50}@example.net` },
    }),
  }));
  const failed = { ...reads.statuses, ...submissions.statuses };
  return `${reads.ok} reads, ${submissions.ok} submissions${Object.keys(failed).length ? ` (failed: ${JSON.stringify(failed)})` : ''}`;
}

/** Keep-alive GETs of health from 16 loops for 5 s; answers per second. */
async function healthPerSecond(url: string) {
  const seconds = 5;
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const one = () =>
    new Promise<void>((resolve) => {
      request(`${url}/api/1.0/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done++;
          resolve();
        });
      })
        .on('error', () => resolve())
        .end();
    });
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  agent.destroy();
  return Math.round(done / seconds);
}

interface Figures {
  fresh: number;
  existing: number;
  idle: number | null;
  peak: number | null;
  load: string;
  health?: number;
}

/**
 * Starts `entry` on a new database (migrations, demo seed) and stops it;
 * adds a guest call-out; starts it again on that database, reads its memory
 * when idle, loads it, reads its peak.
 */
async function measure(entry: Entry, env: Record<string, string>, database: DatabaseOptions, withHealth: boolean) {
  const first = await start(entry, env);
  await first.stop();
  const opened = await createDatabase(database);
  const calloutId = await createBenchCallout(opened.db, `bench-startup-${Date.now()}`).finally(() => opened.close());
  const server = await start(entry, env);
  try {
    await new Promise((r) => setTimeout(r, idleMs));
    const idle = memory(server.pid)?.rss ?? null;
    const loaded = await load(server.url, calloutId);
    const figures: Figures = {
      fresh: first.ms,
      existing: server.ms,
      idle,
      peak: memory(server.pid)?.peak ?? null,
      load: loaded,
    };
    if (withHealth) figures.health = await healthPerSecond(server.url);
    return figures;
  } finally {
    await server.stop();
  }
}

const mb = (n: number | null) => (n === null ? '   n/a' : `${n.toFixed(0).padStart(4)} MB`);
const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(5)} s`;

function print(label: string, f: Figures) {
  console.log(`  ${label.padEnd(46)} ${s(f.fresh)}  ${s(f.existing)}   ${mb(f.idle)}  ${mb(f.peak)}   ${f.load}`);
  if (f.health !== undefined)
    console.log(`  ${''.padEnd(46)} GET /api/1.0/health, 16 connections, 5 s: ${f.health} requests/s`);
}

export async function benchStartup(): Promise<void> {
  const compiledEntry = await ensureServerBuild({ quiet: true });
  // The compiled entry `npm start` imports, spawned directly: `npm start` would
  // rebuild the app first whenever others changed its sources meanwhile. What
  // it adds before that import is timed here.
  const checked = performance.now();
  isBuildCurrent(root);
  isServerBuildCurrent(root);
  const checks = performance.now() - checked;
  const entries: Entry[] = [
    { label: 'compiled (dist/server)', args: [compiledEntry] },
    { label: 'tsx (server.ts)', args: ['--import', 'tsx', join(root, 'packages/server/src/server.ts')] },
  ];
  console.log(
    `\nStart-up and memory: spawn → healthy on a new database (migrations, demo seed) and on that database again;` +
      `\nRSS ${idleMs / 1000} s after start, and its peak over the start and ${loadRequests} public reads + ${loadRequests} guest submissions (${connections} at a time)`,
  );
  console.log(`  (npm start's source checks before it runs the compiled server: ${checks.toFixed(0)} ms)`);
  console.log(`  ${''.padEnd(46)}   new  existing   idle RSS  peak RSS   load answered`);

  for (const [index, entry] of entries.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'masthead-bench-'));
    try {
      const figures = await measure(entry, { DATA_DIR: dataDir, DATABASE_URL: '' }, { dataDir }, index === 0);
      print(`PGlite, ${entry.label}`, figures);
    } finally {
      removeDataDir(dataDir);
    }
  }

  const postgres = await findPostgres();
  if ('skipped' in postgres) {
    console.log(`  PostgreSQL: skipped, ${postgres.skipped}`);
    return;
  }
  for (const entry of entries) {
    const bench = await createBenchDatabase(postgres.url);
    const uploads = mkdtempSync(join(tmpdir(), 'masthead-bench-'));
    try {
      const figures = await measure(
        entry,
        { DATA_DIR: uploads, DATABASE_URL: bench.url },
        { databaseUrl: bench.url },
        false,
      );
      print(`PostgreSQL, ${entry.label}`, figures);
    } finally {
      await bench.drop();
      removeDataDir(uploads);
    }
  }
}
