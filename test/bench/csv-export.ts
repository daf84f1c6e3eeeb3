// CSV export of 100,000 responses: the real app in a child process (so its
// memory is its own), the rows inserted straight into the database, the
// export read to its end as an admin (API key) while the server's RSS is
// sampled from /proc.
import { get } from 'node:http';
import pg from 'pg';
import { benchAnswers, createBenchCallout } from './bench-data.ts';
import { type BenchServer } from './child-server.ts';
import { printTableSizes } from './table-sizes.ts';
import { withBenchApp } from './bench-app.ts';

const responseCount = 100_000;
const batchSize = 25_000;
const sampleEveryMs = 20;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The review side's export route, `GET …/callout/:id/responses.csv` or whatever it is named; null while missing. */
export function exportRoute(routes: string[]): string | null {
  const found = routes.find((route) => /^GET \S*\/callout\/:id\/\S*(csv|export)/i.test(route));
  return found ? found.slice('GET '.length) : null;
}

/** Inserts responses `first`…`last` in a few set-based statements, answers taken from the demo's. */
export async function insertResponses(url: string, calloutId: string, first = 1, last = responseCount): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let from = first; from <= last; from += batchSize) {
      await client.query(
        `insert into callout_responses (callout_id, number, guest_name, guest_email, answers, bucket, created_at, updated_at)
         select $1::uuid, n, 'Guest ' || n, 'guest' || n || '@example.net', ($2::jsonb) -> (n % $3),
                case when n % 3 = 0 then 'verified' else '' end,
                now() - make_interval(secs => $5 - n), now() - make_interval(secs => $5 - n)
         from generate_series($4::int, $5::int) n`,
        [calloutId, JSON.stringify(benchAnswers), benchAnswers.length, from, Math.min(from + batchSize - 1, last)],
      );
    }
    await client.query('update callouts set last_response_number = $2 where id = $1', [calloutId, last]);
  } finally {
    await client.end();
  }
}

/** Reads the export to its end: bytes, CSV records outside quotes (header included), status, time. */
function download(server: BenchServer, path: string, token: string, encoding?: string) {
  return new Promise<{ status: number; bytes: number; records: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const headers = { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) };
    get(`${server.url}${path}`, { headers }, (res) => {
      let bytes = 0;
      let records = 0;
      let quoted = false;
      let last = 10;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) {
          if (byte === 34) quoted = !quoted;
          else if (byte === 10 && !quoted) records++;
        }
        last = chunk.at(-1) ?? last;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          records: records + (bytes > 0 && last !== 10 ? 1 : 0),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function benchCsvExport(serverUrl: string): Promise<void> {
  await withBenchApp(serverUrl, async ({ url, database, server, adminKey }) => {
    const route = exportRoute(server.routes);
    if (!route) {
      console.log('\nCSV export: not built yet (no GET callout/:id/… csv or export route)');
      return;
    }
    const calloutId = await createBenchCallout(database.db, 'bench-export');
    const started = performance.now();
    await insertResponses(url, calloutId);
    const insertMs = performance.now() - started;
    const token = await adminKey('bench.admin@example.org');

    const path = route.replace(/^\/api\/1\.0/, '').replace(':id', calloutId);
    const running = server;
    /** Downloads the export while sampling the server's RSS: before, and the peak during. */
    const sampled = async (encoding?: string) => {
      const before = running.rss() ?? 0;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, running.rss() ?? 0)), sampleEveryMs);
      const result = await download(running, `/api/1.0${path}`, token, encoding).finally(() => clearInterval(sampler));
      return { ...result, before, peak: Math.max(peak, running.rss() ?? 0) };
    };
    const rss = ({ before, peak }: { before: number; peak: number }) =>
      `server RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`;
    const result = await sampled();

    console.log(`\nCSV export of ${responseCount.toLocaleString('en')} responses (GET ${route}, admin API key)`);
    console.log(
      `  inserted in ${(insertMs / 1000).toFixed(1)} s (${responseCount / batchSize} generate_series batches)`,
    );
    console.log(
      `  status ${result.status}, ${(result.ms / 1000).toFixed(2)} s, ${Math.max(0, result.records - 1).toLocaleString('en')} rows + header, ${mb(result.bytes)}`,
    );
    console.log(`  ${rss(result)} (child process, /proc VmRSS every ${sampleEveryMs} ms)`);
    const gzipped = await sampled('gzip');
    console.log(
      `  with Accept-Encoding: gzip: status ${gzipped.status}, ${(gzipped.ms / 1000).toFixed(2)} s, ${mb(gzipped.bytes)} on the wire, ${rss(gzipped)}`,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await printTableSizes(client, 'responses', ['callout_responses']).finally(() => client.end());
  });
}
