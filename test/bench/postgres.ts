import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../../packages/server/src/kernel/db/scratch-database.ts';

/** The server this machine kind runs (CONTRIBUTING.md, Toolchain), used when DATABASE_URL is not set. */
export const localPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server to bench on: DATABASE_URL, else the local server
 * when it answers. `skipped` says why there is none.
 */
export async function findPostgres(): Promise<{ url: string } | { skipped: string }> {
  const url = process.env.DATABASE_URL || localPostgresUrl;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url };
  } catch (error) {
    const which = process.env.DATABASE_URL ? 'DATABASE_URL' : `no DATABASE_URL, and ${localPostgresUrl}`;
    return { skipped: `${which} did not answer (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => {});
  }
}

export type BenchDatabase = ScratchDatabase;

/** A new empty database on the server (`template0`, as the tests make theirs); `drop` removes it. */
export const createBenchDatabase = (serverUrl: string): Promise<BenchDatabase> =>
  createScratchDatabase(serverUrl, 'masthead_bench');
