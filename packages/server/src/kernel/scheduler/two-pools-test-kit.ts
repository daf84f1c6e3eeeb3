/**
 * Test setup for several servers: two connections pools on one fresh database, as two app servers
 * have. PostgreSQL when DATABASE_URL is set; on PGlite (one connection, one server) both are the same.
 * @example const [one, two] = await twoPools(t)
 */
import type { TestContext } from 'node:test';
import { createDatabase, type MastheadDatabase } from '../db/create-database.ts';
import { runMigrations } from '../db/run-migrations.ts';
import { createTestDatabase, createTestDatabaseUrl, defer } from '../../test-helper.ts';

export async function twoPools(t: TestContext): Promise<[MastheadDatabase, MastheadDatabase]> {
  if (!process.env.DATABASE_URL) {
    const only = await createTestDatabase(t);
    return [only, only];
  }
  const databaseUrl = await createTestDatabaseUrl(t);
  const one = await createDatabase({ databaseUrl });
  defer(t, () => one.close());
  await runMigrations(one.db);
  const two = await createDatabase({ databaseUrl });
  defer(t, () => two.close());
  return [one, two];
}
