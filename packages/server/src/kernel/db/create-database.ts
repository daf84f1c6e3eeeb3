import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { pgliteDateParsers } from './pglite-dates.ts';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import type { Database } from './database.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite keeps its files in `${dataDir}/pglite`; without it, PGlite lives in memory. */
  dataDir?: string | null;
  /** A PGlite data folder dumped with `dump()`, to start from instead of an empty one. */
  snapshot?: Blob | null;
  /** PostgreSQL connections held at most (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
}

export interface MastheadDatabase {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** True when the database answers a trivial query within two seconds. */
  ping(): Promise<boolean>;
  /** Dumps a PGlite data folder (tests start from such a snapshot); null on PostgreSQL. */
  dump(): Promise<Blob | null>;
  /** Closes connections; safe to call more than once. */
  close(): Promise<void>;
}

const pingTimeoutMs = 2000;

/**
 * Opens the database named by the options: PostgreSQL through a `pg` pool
 * when `databaseUrl` is set, else PGlite (on disk under `dataDir`, or in
 * memory). It does not migrate; call `runMigrations(database.db)`.
 * @example const database = await createDatabase({dataDir: '/var/lib/masthead'})
 */
export async function createDatabase(options: DatabaseOptions): Promise<MastheadDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options);
  const db = new Kysely<Database>({ dialect: opened.dialect });
  let closing: Promise<void> | null = null;

  return {
    db,
    kind: opened.kind,
    async ping() {
      try {
        await withTimeout(sql`select 1`.execute(db), pingTimeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    dump: opened.dump,
    close() {
      // Kysely only destroys a driver it has used, so the client is closed
      // here as well: an unused PGlite would otherwise keep the process alive.
      closing ??= db.destroy().finally(opened.close);
      return closing;
    },
  };
}

interface Opened {
  kind: MastheadDatabase['kind'];
  dialect: Dialect;
  dump(): Promise<Blob | null>;
  close(): Promise<void>;
}

async function openPostgres(connectionString: string, max: number): Promise<Opened> {
  const { default: pg } = await import('pg');
  // JIT off: a contact rule under OR (an EXISTS the planner cannot join) is
  // costed per contact, so at 100,000 contacts a count passed jit_above_cost
  // and spent half a second compiling what then ran in 30 ms; the contacts
  // export's cursor spent 2 s of its 6.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  // An idle client losing its server (a restart, a failover) emits 'error' on
  // the pool; without a listener that would crash the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    dialect: new PostgresDialect({ pool }),
    dump: async () => null,
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * PGlite's buffer pool: an eighth of PostgreSQL's default. All of it is
 * resident from the first query; pages outside it come from the OS's file
 * cache (test/bench/README.md, "Start-up and memory").
 */
const pgliteSharedBuffers = '16MB';

/**
 * PostgreSQL's WebAssembly runs on V8's baseline compiler (Liftoff) only. By
 * default V8 also recompiles hot functions with its optimising compiler, on
 * background threads whose freed memory the C allocator keeps: about 60 MB
 * more resident for the life of the process, for queries 10–15 % faster when
 * they are CPU-bound and no faster when they are not (test/bench/README.md).
 * A flag of the process, read when a module is compiled: PGlite's is the
 * only WebAssembly the server runs.
 */
function useBaselineWasmCompiler() {
  setFlagsFromString('--liftoff-only');
}

async function openPglite(options: DatabaseOptions): Promise<Opened> {
  useBaselineWasmCompiler();
  // Imported here so that PostgreSQL deployments never load the WASM build.
  const [{ PGlite }, { createPgliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-dialect.ts'),
  ]);
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    parsers: pgliteDateParsers,
    // PostgreSQL's 128 MB of shared buffers are zeroed at start, all resident
    // (a bare PGlite on a reopened data folder idled at 318 MB; 32 MB: 195 MB).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    ...(dataDir ? { dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  return {
    kind: 'pglite',
    dialect: createPgliteDialect(client),
    // Uncompressed: a tarball loads ~40% faster, and tests load one per test.
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
