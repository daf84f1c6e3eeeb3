// The responses table of a growing call-out: the real
// app in a child process on PostgreSQL, the list route asked as an admin
// (API key) at 10,000, 100,000 and then 1,000,000 responses, so the growth
// shows; each sort and filter the table offers, first and deep pages, and
// the public map feed of the published (verified) responses.
import { get } from 'node:http';
import pg from 'pg';
import { createBenchCallout } from './bench-data.ts';
import { type BenchServer } from './child-server.ts';
import { insertResponses } from './csv-export.ts';
import { printTableSizes } from './table-sizes.ts';
import { withBenchApp } from './bench-app.ts';

const sizes = [10_000, 100_000, 1_000_000];
const runs = 40;
const pageSize = 25;

const rulesOf = (...rules: { field: string; operator: string; value: unknown[] }[]) =>
  encodeURIComponent(JSON.stringify({ condition: 'AND', rules }));

/** One GET's status and time to the last byte. */
function timed(server: BenchServer, path: string, token: string) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    get(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The first (a new count) and the p95 of `runs` more, one after the other. */
async function measure(server: BenchServer, path: string, token: string) {
  const first = await timed(server, path, token);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { status, ms } = await timed(server, path, token);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { first: first.ms, p50: times[Math.floor(runs * 0.5)] ?? 0, p95: times[Math.ceil(runs * 0.95) - 1] ?? 0 };
}

export async function benchResponsesTable(serverUrl: string): Promise<void> {
  await withBenchApp(serverUrl, async ({ url, database, server, adminKey }) => {
    const calloutId = await createBenchCallout(database.db, 'bench-table');
    // The verified third published as a gallery and map, for the public feed.
    const responseView = {
      buckets: ['verified'],
      titleProp: 'answers.experience.headline',
      gallery: true,
      map: {
        style: '',
        center: [0, 51.5],
        bounds: [
          [-1, 51],
          [1, 52],
        ],
        minZoom: 8,
        maxZoom: 16,
        initialZoom: 12,
        addressProp: 'answers.experience.address',
        addressPattern: '',
        addressPatternProp: '',
      },
    };
    await database.db
      .updateTable('callouts')
      .set({ response_view_schema: JSON.stringify(responseView) })
      .where('id', '=', calloutId)
      .execute();
    const token = await adminKey('bench.table@example.org');
    const base = `/api/1.0/callout/${calloutId}/responses?limit=${pageSize}&with=contact&with=assignee&with=tags`;
    const inbox = { field: 'bucket', operator: 'equal', value: [''] };

    console.log(
      `\nResponses table (GET callout/:id/responses, ${pageSize} a page, admin API key; first ask, then p50 / p95 of ${runs})`,
    );
    let inserted = 0;
    for (const size of sizes) {
      await insertResponses(url, calloutId, inserted + 1, size);
      inserted = size;
      // As autovacuum does after a bulk load: statistics and the visibility map.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('vacuum analyze callout_responses');
      await printTableSizes(client, 'responses', ['callout_responses']);
      await client.end();
      const deep = size / 2;
      const verified = { field: 'bucket', operator: 'equal', value: ['verified'] };
      const cases: [string, string][] = [
        ['first page', base],
        ['inbox bucket, first page', `${base}&rules=${rulesOf(inbox)}`],
        [`page at offset ${deep.toLocaleString('en')}`, `${base}&offset=${deep}`],
        [`inbox at offset ${(size / 4).toLocaleString('en')}`, `${base}&offset=${size / 4}&rules=${rulesOf(inbox)}`],
        [
          'answers.experience.story contains …',
          `${base}&rules=${rulesOf(inbox, { field: 'answers.experience.story', operator: 'contains', value: ['rent'] })}`,
        ],
        ['verified bucket', `${base}&rules=${rulesOf(verified)}`],
        [
          `verified at offset ${Math.floor(size / 6).toLocaleString('en')}`,
          `${base}&offset=${Math.floor(size / 6)}&rules=${rulesOf(verified)}`,
        ],
        ...(['number', 'createdAt', 'updatedAt'] as const).flatMap((sort) =>
          (['ASC', 'DESC'] as const).flatMap((order): [string, string][] => [
            [`sort ${sort} ${order}`, `${base}&sort=${sort}&order=${order}`],
            [
              `sort ${sort} ${order} at ${deep.toLocaleString('en')}`,
              `${base}&sort=${sort}&order=${order}&offset=${deep}`,
            ],
          ]),
        ),
        ['map feed (public), first 100', `/api/1.0/callout/${calloutId}/responses/map?limit=100`],
        ['map feed, 1,000 at once', `/api/1.0/callout/${calloutId}/responses/map?limit=1000`],
        [
          `map feed at offset ${Math.floor(size / 6).toLocaleString('en')}`,
          `/api/1.0/callout/${calloutId}/responses/map?limit=100&offset=${Math.floor(size / 6)}`,
        ],
      ];
      console.log(`  ${size.toLocaleString('en')} responses`);
      for (const [name, path] of cases) {
        const { first, p50, p95 } = await measure(server, path, token);
        console.log(
          `    ${name.padEnd(36)} first ${first.toFixed(0).padStart(4)} ms   p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
        );
      }
    }
  });
}
