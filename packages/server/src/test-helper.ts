/**
 * Test setup: `const {app, database} = await build(t)` gives a fresh app on a
 * fresh, migrated database and closes both when the test ends. The database
 * is real: PostgreSQL when DATABASE_URL is set (one new database per call),
 * else PGlite in memory, started from a cached migrated snapshot because a
 * new PGlite takes seconds to initdb.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, type TestContext } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type AppOptions } from './app.ts';
import { createDatabase, type MastheadDatabase } from './kernel/db/create-database.ts';
import type { Database } from './kernel/db/database.ts';
import { createScratchDatabase, migratedTemplate } from './kernel/db/scratch-database.ts';
import { loadMigrations, migrationsHash, runMigrations } from './kernel/db/run-migrations.ts';
import { createCalloutRepository } from './callouts/callout-repository.ts';
import { createContentRepository } from './content/content-repository.ts';
import { seedDatabase } from './seed/seed-database.ts';

export interface BuildOptions {
  /** Where built front ends are; by default a folder that does not exist. */
  staticDir?: string;
  /** Seed the demo organisation, as a first start does. */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-Proto, to test what happens behind a TLS proxy. */
  trustProxy?: boolean | number | string[];
  /** EMBED_ORIGINS. */
  embedOrigins?: string[];
  /** The app's clock. */
  now?: () => Date;
  /** Where uploads go; by default a new temporary folder, removed after the test. */
  uploadsDir?: string;
  /** The captcha's work (altcha `maxnumber`); 1000 by default, so tests solve challenges in milliseconds. */
  captchaMaxNumber?: number;
  /** Payment providers by name (a local double's). */
  paymentProviders?: AppOptions['paymentProviders'];
}

const missingStaticDir = fileURLToPath(new URL('./__no-static-dir__', import.meta.url));
const cacheDir = new URL('../../../node_modules/.cache/masthead/', import.meta.url);

export async function build(t: TestContext, options: BuildOptions = {}) {
  const database = await createTestDatabase(t);
  const uploadsDir = options.uploadsDir ?? (await temporaryUploadsDir(t));
  const app = appOn(t, database, uploadsDir, options);
  if (options.seed) {
    await seedDatabase({
      content: createContentRepository({ db: database.db }),
      siteUrl: 'http://localhost:3000',
      callouts: createCalloutRepository({ db: database.db }),
    });
  }
  return { app, database, uploadsDir };
}

/**
 * A second app server over the database and uploads folder of `first`, as
 * two servers behind one load balancer: what they share is only what the
 * database holds.
 * @example const { app, database, uploadsDir } = await build(t); const other = secondServer(t, { database, uploadsDir })
 */
export function secondServer(
  t: TestContext,
  first: { database: MastheadDatabase; uploadsDir: string },
  options: BuildOptions = {},
): FastifyInstance {
  return appOn(t, first.database, first.uploadsDir, options);
}

function appOn(t: TestContext, database: MastheadDatabase, uploadsDir: string, options: BuildOptions) {
  const app: FastifyInstance = buildApp({
    config: {
      staticDir: options.staticDir ?? missingStaticDir,
      uploadsDir,
      embedOrigins: options.embedOrigins ?? null,
    },
    database,
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    ...(options.now ? { now: options.now } : {}),
    captchaMaxNumber: options.captchaMaxNumber ?? 1000,
    ...(options.paymentProviders ? { paymentProviders: options.paymentProviders } : {}),
  });
  defer(t, () => app.close());
  return app;
}

async function temporaryUploadsDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

const cleanups = new WeakMap<TestContext, (() => unknown)[]>();

/**
 * Runs `cleanup` when the test ends, last deferred first, so the app closes
 * before its database and the database before it is dropped. (Node runs
 * `t.after` hooks first registered first.)
 */
export function defer(t: TestContext, cleanup: () => unknown): void {
  let stack = cleanups.get(t);
  if (!stack) {
    const pending: (() => unknown)[] = [];
    cleanups.set(t, (stack = pending));
    t.after(async () => {
      for (let next = pending.pop(); next; next = pending.pop()) await next();
    });
  }
  stack.push(cleanup);
}

/**
 * A migrated database with no rows but those the migrations seed, for this
 * test alone. On PGlite a new one costs about half a second (it loads its
 * snapshot), so a test process (one runs many files: scripts/run-tests.mjs)
 * keeps the databases its tests are done with and empties them for the next
 * test: truncated, identities restarted, the migrations' own rows put back;
 * one a test closed itself or whose schema it changed is not reused. On PostgreSQL each test gets a new copy of the migrated
 * template, dropped after it.
 */
export async function createTestDatabase(t: TestContext): Promise<MastheadDatabase> {
  const database = idleDatabases.pop() ?? (await newTestDatabase());
  defer(t, async () => {
    // On PostgreSQL a connection a test left in a transaction could hold TRUNCATE forever.
    if (database.kind === 'pglite' && (await emptied(database))) idleDatabases.push(database);
    else await forget(database);
  });
  return database;
}

const idleDatabases: MastheadDatabase[] = [];
const dropOnExit = new Map<MastheadDatabase, () => Promise<void>>();

async function newTestDatabase(): Promise<MastheadDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'masthead_test', await migratedTemplate(serverUrl));
    const database = await createDatabase({ databaseUrl: scratch.url });
    dropOnExit.set(database, scratch.drop);
    return database;
  }
  const database = await createDatabase({ snapshot: await migratedSnapshot() });
  // Read while no test has written to it: what `emptied` puts back.
  await baselineOf(database);
  return database;
}

async function forget(database: MastheadDatabase): Promise<void> {
  await database.close();
  await dropOnExit.get(database)?.();
  dropOnExit.delete(database);
}

// The last test of the process is done: the PGlite databases kept for reuse are closed.
after(async () => {
  await Promise.all(idleDatabases.splice(0).map(forget));
});

interface Baseline {
  /** Every table but `schema_migrations`, quoted. */
  tables: string;
  /** The rows migrations insert (`newsletter_settings`'s one row), by table, as JSON. */
  seeded: { table: string; rows: string }[];
  /** The schema's tables, columns, indexes, constraints, functions and triggers, as `schemaOf` reads them. */
  schema: string;
}

/**
 * What the migrations made, in one line: a test that changed it (a trigger
 * that refuses writes, a function of its own) leaves a database no other
 * test, in this file or the next, may get.
 */
async function schemaOf(database: MastheadDatabase): Promise<string> {
  const { rows } = await sql<{ schema: string }>`
    select concat_ws(' | ',
      (select string_agg(c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod), ',' order by 1)
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped),
      (select string_agg(indexname, ',' order by indexname) from pg_indexes where schemaname = 'public'),
      (select string_agg(conname, ',' order by conname) from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'),
      (select string_agg(proname, ',' order by proname) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
      (select string_agg(tgname, ',' order by tgname) from pg_trigger where not tgisinternal)
    ) as schema`.execute(database.db);
  return rows[0]?.schema ?? '';
}
let baseline: Promise<Baseline> | undefined;

/** What an emptied database holds, read from the first new one before a test gets it. */
function baselineOf(database: MastheadDatabase): Promise<Baseline> {
  baseline ??= (async () => {
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables
      where schemaname = 'public' and tablename <> 'schema_migrations' order by tablename`.execute(database.db);
    const seeded = [];
    for (const { name } of rows) {
      const found = await sql<{ rows: string | null }>`
        select json_agg(t)::text as rows from ${sql.table(name)} t`.execute(database.db);
      const json = found.rows[0]?.rows;
      if (json) seeded.push({ table: name, rows: json });
    }
    return { tables: rows.map(({ name }) => `"${name}"`).join(', '), seeded, schema: await schemaOf(database) };
  })();
  return baseline;
}

/** Empties a database a test is done with; false when it cannot be reused (the test closed it or changed its schema). */
async function emptied(database: MastheadDatabase): Promise<boolean> {
  try {
    const { tables, seeded, schema } = await baselineOf(database);
    if ((await schemaOf(database)) !== schema) return false;
    await database.db.transaction().execute(async (trx) => {
      await sql.raw(`truncate ${tables} restart identity cascade`).execute(trx);
      for (const { table, rows } of seeded) {
        await sql`insert into ${sql.table(table)}
          select * from json_populate_recordset(null::${sql.table(table)}, ${rows}::json)`.execute(trx);
      }
    });
    return true;
  } catch {
    return false;
  }
}

/** The URL of a new, empty database on the DATABASE_URL server, dropped when the test ends. */
export async function createTestDatabaseUrl(t: TestContext): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('createTestDatabaseUrl needs DATABASE_URL');
  const scratch = await createScratchDatabase(serverUrl, 'masthead_test');
  defer(t, () => scratch.drop());
  return scratch.url;
}

let snapshot: Promise<Blob> | undefined;

/**
 * A PGlite data folder with every migration applied, cached on disk by the
 * hash of the migrations and the PGlite version. Test files run in parallel
 * processes, so the file is written under a temporary name and renamed.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    // A PGlite upgrade may change the data format: the version is part of the key.
    const pglitePackage = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
    const pgliteVersion = (JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string }).version;
    const file = new URL(`pglite-${pgliteVersion}-${migrationsHash(await loadMigrations())}.tar`, cacheDir);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const database = await createDatabase({});
      await runMigrations(database.db);
      const dump = (await database.dump()) as Blob;
      await database.close();
      await mkdir(cacheDir, { recursive: true });
      const temporary = new URL(`${file.pathname}.${process.pid}.${randomUUID()}.tmp`, 'file:');
      await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
      await rename(temporary, file);
      return dump;
    }
  })();
  return snapshot;
}

/**
 * The database counting the statements sent through it, by kind
 * (`InsertQueryNode`, `SelectQueryNode`, `DeleteQueryNode`, `RawNode` …):
 * tests of code that shares one statement among many callers.
 * @example const {db, statements} = countingStatements(database.db); …; assert.equal(statements('DeleteQueryNode'), 1)
 */
export function countingStatements(db: Kysely<Database>) {
  const counts = new Map<string, number>();
  const counting = db.withPlugin({
    transformQuery: (args) => {
      counts.set(args.node.kind, (counts.get(args.node.kind) ?? 0) + 1);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  });
  return { db: counting, statements: (kind: string) => counts.get(kind) ?? 0 };
}
