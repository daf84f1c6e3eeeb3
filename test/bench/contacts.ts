// Contacts for admins at scale: the real app
// in a child process on PostgreSQL, 100,000 and then 1,000,000 contacts
// (with 60,000, then 100,000 contributions, member roles and tags) inserted
// set-based, `GET contact` asked as an admin (API key) for the first page, a
// deep page, a three-rule search and each sort; `GET segments` with twenty
// segments counted; a bulk tag of a tenth of the contacts; then the CSV
// export of all of them while the server's RSS is sampled. Each figure is
// printed after the data's size on disk. A list's first call (`first`)
// counts its total; the next ones use the count kept while nothing changes
// (contacts/contact-count-cache.ts), and a deep page goes on from where the
// last call's page stood.
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { createApiKeyRepository } from '../../packages/server/src/api-keys/api-key-repository.ts';
import { createContactRepository } from '../../packages/server/src/contacts/contact-repository.ts';
import { startBenchServer, type BenchServer } from './child-server.ts';
import { createSegments, measureBulkTag, measureSegments, percentiles } from './contacts-segments.ts';
import { createBenchDatabase } from './postgres.ts';
import { printTableSizes } from './table-sizes.ts';

/**
 * The sizes measured, each with the share of its new contacts that give: 60,000 contributions at 100,000
 * contacts, then 40,000 more among the next 900,000 (100,000 active contributions at 1,000,000).
 */
const sizes = [
  { size: 100_000, contributionsPerMille: 600 },
  { size: 1_000_000, contributionsPerMille: 44 },
];
const runs = 40;
/** Each bulk change writes a tenth of the contacts: fewer runs (fewer still at 1,000,000). */
const writeRuns = (size: number) => (size > 100_000 ? 5 : 10);
const batchSize = 25_000;
const tagCount = 10;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const figures = ({ p50, p95, first }: { p50: number; p95: number; first?: number }) =>
  `p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms` +
  (first === undefined ? '' : `   first ${first.toFixed(1).padStart(7)} ms`);

/**
 * Contacts `first`…`last` with, by a hash of each one's email: a
 * contribution for `contributionsPerMille` of them (a quarter annual), the
 * member role for 70 % (a fifth never expiring), one of the tags each and a
 * second for one in seven. One statement a batch writes the contacts and
 * their rows together, the contacts with the sort keys 0024's triggers copy
 * (the same formulas): the triggers then find nothing to change, where
 * rewriting every contact (and its twenty index entries) took minutes at
 * 1,000,000.
 */
export async function insertContacts(
  client: pg.Client,
  first: number,
  last: number,
  tagIds: string[],
  contributionsPerMille: number,
) {
  for (let from = first; from <= last; from += batchSize) {
    await client.query(
      `with numbered as (
         select n, 'bench' || n || '@example.org' as email, now() - make_interval(mins => n) as joined,
                abs(hashtext('bench' || n || '@example.org')) % 100 as h,
                abs(hashtext('bench' || n || '@example.org/c')) % 1000 < $3 as gives
         from generate_series($1::int, $2::int) n
       ), made as (
         insert into contacts (email, firstname, lastname, joined, last_seen, newsletter_status, delivery_address,
                               membership_starts, membership_expires, contribution_monthly_cents)
         select email, (array['Ann','Bob','Cat','Dan','Eve','Fay','','Gus'])[1 + n % 8],
                'Example' || (n % 997), joined,
                case when n % 3 = 0 then null else now() - make_interval(hours => n % 500) end,
                (array['subscribed','none','unsubscribed'])[1 + n % 3],
                case when n % 2 = 0 then jsonb_build_object('line1', n || ' Main St', 'city', 'Leeds', 'postcode', 'LS1') end,
                case when h % 10 < 7 then joined end,
                case when h % 10 < 7 and h % 5 <> 0 then joined + make_interval(years => 1 + h % 3) end,
                case when not gives then null when h % 4 = 0 then (100 * (1 + h % 20)) / 12.0
                     else (100 * (1 + h % 20))::numeric end
         from numbered
         returning id, joined, abs(hashtext(email)) % 100 as h, abs(hashtext(email || '/c')) % 1000 < $3 as gives
       ), given as (
         insert into contributions (contact_id, type, amount_cents, period, method)
         select id, case when h % 3 = 0 then 'Automatic' else 'Manual' end, 100 * (1 + h % 20),
                case when h % 4 = 0 then 'annually' else 'monthly' end, 'card'
         from made where gives
       ), members as (
         insert into contact_roles (contact_id, role, date_added, date_expires)
         select id, 'member', joined, case when h % 5 = 0 then null else joined + make_interval(years => 1 + h % 3) end
         from made where h % 10 < 7
       ), tagged as (
         insert into contact_tag_assignments (contact_id, tag_id)
         select id, ($4::uuid[])[1 + h % $5] from made
         union all select id, ($4::uuid[])[1 + (h + 1) % $5] from made where h % 7 = 0
       )
       select count(*) from made`,
      [from, Math.min(from + batchSize - 1, last), contributionsPerMille, tagIds, tagCount],
    );
  }
  await client.query('vacuum analyze contacts, contributions, contact_roles, contact_tag_assignments');
  const { rows } = await client.query<{ count: string }>(
    'select count(*)::text as count from contributions where cancelled_at is null',
  );
  console.log(`  active contributions: ${Number(rows[0]?.count).toLocaleString('en')}`);
  await printTableSizes(client, 'contacts', ['contacts', 'contributions', 'contact_roles', 'contact_tag_assignments']);
}

/** One GET read to its end: status, bytes and time. */
function timed(server: BenchServer, path: string, token: string) {
  return new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    get(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** p50 and p95 of `runs` asks one after the other, after a first one (its time too). */
async function measure(server: BenchServer, path: string, token: string) {
  const { ms: first } = await timed(server, path, token);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { status, ms } = await timed(server, path, token);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    times.push(ms);
  }
  return { ...percentiles(times), first };
}

/** The export read to its end while the server's RSS is sampled every 20 ms. */
async function exportAll(server: BenchServer, token: string) {
  const before = server.rss() ?? 0;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss() ?? 0)), 20);
  const result = await timed(server, '/api/1.0/contact.csv', token).finally(() => clearInterval(sampler));
  return { ...result, before, peak: Math.max(peak, server.rss() ?? 0) };
}

export async function benchContacts(serverUrl: string): Promise<void> {
  const bench = await createBenchDatabase(serverUrl);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'masthead-bench-uploads-'));
  const database = await createDatabase({ databaseUrl: bench.url });
  const client = new pg.Client({ connectionString: bench.url });
  let server: BenchServer | null = null;
  try {
    await runMigrations(database.db);
    await client.connect();
    server = await startBenchServer('app', { DATABASE_URL: bench.url, BENCH_UPLOADS_DIR: uploadsDir });
    const admin = await createContactRepository({ db: database.db }).create({
      email: 'bench.contacts@example.org',
      firstname: 'Bench',
      lastname: 'Admin',
      roles: ['admin'],
    });
    const token = await createApiKeyRepository({ db: database.db }).create('bench', null, admin.id, new Date());
    const { rows: tags } = await client.query<{ id: string }>(
      `insert into contact_tags (name) select 'Tag ' || n from generate_series(1, ${tagCount}) n returning id`,
    );
    const tagIds = tags.map((tag) => tag.id);
    await createSegments(server, token, tagIds);
    const rules = encodeURIComponent(
      JSON.stringify({
        condition: 'AND',
        rules: [
          { field: 'tags', operator: 'contains', value: [tagIds[0]] },
          { field: 'contributionType', operator: 'equal', value: ['Manual'] },
          { field: 'activeMembership', operator: 'equal', value: [true] },
        ],
      }),
    );
    const base = '/api/1.0/contact?limit=25';
    console.log(
      `\nContacts (GET contact, 25 a page, admin API key; p50 / p95 of ${runs}; GET segments of 10, the bulk tag of ${writeRuns(0)} or ${writeRuns(Infinity)}) and GET contact.csv`,
    );
    let inserted = 0;
    for (const { size, contributionsPerMille } of sizes) {
      await insertContacts(client, inserted + 1, size, tagIds, contributionsPerMille);
      inserted = size;
      const cases: [string, string][] = [
        ['first page (newest first)', base],
        [`page at offset ${(size / 2).toLocaleString('en')}`, `${base}&offset=${size / 2}`],
        ['tag + Manual + member, by lastname', `${base}&sort=lastname&rules=${rules}`],
        ['sort contributionMonthlyAmount DESC', `${base}&sort=contributionMonthlyAmount&order=DESC`],
        ['sort membershipStarts', `${base}&sort=membershipStarts`],
        ['sort membershipExpires', `${base}&sort=membershipExpires`],
        ['membershipExpires at the middle', `${base}&sort=membershipExpires&offset=${size / 2}`],
        // The other directions and keys (0029's indexes).
        ['sort joined ASC (oldest first)', `${base}&sort=joined&order=ASC`],
        ['sort lastname DESC', `${base}&sort=lastname&order=DESC`],
        ['lastname DESC at the middle', `${base}&sort=lastname&order=DESC&offset=${size / 2}`],
        ['sort email', `${base}&sort=email`],
        ['sort lastSeen DESC', `${base}&sort=lastSeen&order=DESC`],
      ];
      console.log(`  ${size.toLocaleString('en')} contacts`);
      for (const [name, path] of cases) {
        console.log(`    ${name.padEnd(38)} ${figures(await measure(server, path, token))}`);
      }
      const segments = await measureSegments(server, token, client, 10);
      console.log(`    ${'GET segments (20, each counted)'.padEnd(38)} ${figures(segments)}`);
      console.log(`      counts: ${segments.counts.join(', ')}`);
      const bulk = await measureBulkTag(server, token, client, writeRuns(size), size / 10);
      console.log(
        `    ${`bulk tag +id of ${bulk.affected.toLocaleString('en')} contacts`.padEnd(38)} ${figures(bulk.add)}`,
      );
      console.log(`    ${'bulk tag -id just after +id, once'.padEnd(38)} ${bulk.removeMs.toFixed(1).padStart(6)} ms`);
      const csv = await exportAll(server, token);
      if (csv.status !== 200) throw new Error(`GET contact.csv answered ${csv.status}`);
      console.log(
        `    CSV export of all: ${(csv.ms / 1000).toFixed(2)} s, ${mb(csv.bytes)}; server RSS ${mb(csv.before)} before, peak ${mb(csv.peak)} (+${mb(csv.peak - csv.before)})`,
      );
    }
  } finally {
    await server?.stop();
    await client.end().catch(() => {});
    await database.close();
    await bench.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}
