// A migrated scratch database on the local PostgreSQL and the real app
// serving it in a child process (child-server.ts): what the table, export
// and import benches share. Dropped and stopped when the work ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKeyRepository } from '../../packages/server/src/api-keys/api-key-repository.ts';
import { createContactRepository } from '../../packages/server/src/contacts/contact-repository.ts';
import { createDatabase, type MastheadDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { startBenchServer, type BenchServer } from './child-server.ts';
import { createBenchDatabase } from './postgres.ts';

export interface BenchApp {
  /** The scratch database's URL. */
  url: string;
  database: MastheadDatabase;
  server: BenchServer;
  /** An API key of a new admin with this email: how the benches call admin routes. */
  adminKey(email: string): Promise<string>;
}

/**
 * Runs `work` against a new migrated database and the app serving it.
 * @example await withBenchApp(serverUrl, async ({server, adminKey}) => get(server, '/api/1.0/contact', await adminKey('a@example.org')))
 */
export async function withBenchApp<T>(serverUrl: string, work: (app: BenchApp) => Promise<T>): Promise<T> {
  const bench = await createBenchDatabase(serverUrl);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'masthead-bench-uploads-'));
  const database = await createDatabase({ databaseUrl: bench.url });
  let server: BenchServer | null = null;
  try {
    await runMigrations(database.db);
    server = await startBenchServer('app', { DATABASE_URL: bench.url, BENCH_UPLOADS_DIR: uploadsDir });
    const adminKey = async (email: string) => {
      const admin = await createContactRepository({ db: database.db }).create({
        email,
        firstname: 'Bench',
        lastname: 'Admin',
        roles: ['admin'],
      });
      return createApiKeyRepository({ db: database.db }).create('bench', null, admin.id, new Date());
    };
    return await work({ url: bench.url, database, server, adminKey });
  } finally {
    await server?.stop();
    await database.close();
    await bench.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}
