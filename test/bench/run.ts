// `npm run bench`: the figures the issues ask for, printed as a table.
// Sizes come from the last build; times are measured here and now.
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { freePort, removeDataDir, root, startServer } from '../e2e/harness.ts';

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

async function timeToHealthy(dataDir?: string) {
  const port = await freePort();
  const started = Date.now();
  const server = await startServer({ port, ...(dataDir ? { dataDir } : {}), env: { LOG_LEVEL: 'error' } });
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

const sizesFile = join(root, 'dist/sizes.json');
if (!existsSync(sizesFile)) {
  const { build } = await import('../../scripts/build.mjs');
  await build({ quiet: true });
}
const sizes = JSON.parse(readFileSync(sizesFile, 'utf8')) as {
  bundle: string;
  file: string;
  gzip: number;
  entry: boolean;
}[];
console.log('Bundle sizes (gzip, from the last build)');
for (const row of sizes)
  console.log(
    `  ${row.bundle.padEnd(8)} ${row.file.padEnd(44)} ${(row.gzip / 1024).toFixed(1).padStart(7)} KB${row.entry ? '  (entry)' : ''}`,
  );

const fresh = await timeToHealthy();
console.log(`\nnpm start → healthy, fresh data folder:    ${fresh.ms} ms`);
await fresh.server.stop();
const again = await timeToHealthy(fresh.server.dataDir);
console.log(`npm start → healthy, existing data folder: ${again.ms} ms`);

const load = await requestsPerSecond(`${again.server.url}/api/1.0/health`, 16, 5);
console.log(`GET /api/1.0/health, 16 connections, 5 s:  ${load.rps} requests/s (${load.failed} failed)`);
await again.server.stop();
removeDataDir(fresh.server.dataDir);
