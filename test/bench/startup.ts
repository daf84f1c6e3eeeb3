// Start-up and health figures: `npm start` to a healthy server on a fresh
// and on an existing PGlite data folder, and keep-alive GETs of health.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuildCurrent } from '../../scripts/source-stamp.mjs';
import { freePort, removeDataDir, root, startServer, type RunningServer } from '../e2e/harness.ts';

async function waitHealthy(url: string, since: number): Promise<number> {
  for (;;) {
    const ok = await fetch(`${url}/api/1.0/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * `npm start` rebuilds the front ends first when their sources changed; the
 * bench must not build, so then it starts the server entry that `npm start`
 * imports (the figure leaves out the source-stamp check, a few ms).
 */
async function startEntry(port: number, dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function timeToHealthy(viaNpmStart: boolean, dataDir?: string) {
  const port = await freePort();
  const started = Date.now();
  const server = viaNpmStart
    ? await startServer({ port, ...(dataDir ? { dataDir } : {}), env: { LOG_LEVEL: 'error' } })
    : await startEntry(port, dataDir ?? mkdtempSync(join(tmpdir(), 'masthead-bench-')));
  const ms = await waitHealthy(server.url, started);
  return { server, ms };
}

/** Keep-alive GETs from `connections` loops for `seconds`; answers per second. */
async function requestsPerSecond(url: string, connections: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      request(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done++;
          else failed++;
          resolve();
        });
      })
        .on('error', () => {
          failed++;
          resolve();
        })
        .end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  agent.destroy();
  return { rps: Math.round(done / ((Date.now() - started) / 1000)), failed };
}

export async function benchStartup(): Promise<void> {
  const viaNpmStart = isBuildCurrent(root);
  const how = viaNpmStart ? 'npm start' : 'server.ts';
  if (!viaNpmStart) console.log('\n(dist is older than the sources: timing the server entry, without a rebuild)');
  const fresh = await timeToHealthy(viaNpmStart);
  try {
    console.log(`\n${how} → healthy, fresh data folder:    ${fresh.ms} ms`);
    await fresh.server.stop();
    const again = await timeToHealthy(viaNpmStart, fresh.server.dataDir);
    try {
      console.log(`${how} → healthy, existing data folder: ${again.ms} ms`);
      const load = await requestsPerSecond(`${again.server.url}/api/1.0/health`, 16, 5);
      console.log(`GET /api/1.0/health, 16 connections, 5 s:  ${load.rps} requests/s (${load.failed} failed)`);
    } finally {
      await again.server.stop();
    }
  } finally {
    await fresh.server.stop();
    removeDataDir(fresh.server.dataDir);
  }
}
