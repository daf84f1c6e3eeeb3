import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = new URL('./migrations/', import.meta.url);

// Any fixed 64-bit number will do, as long as nothing else in the database
// uses it: it names the advisory lock that one starting server holds while
// the others wait.
const migrationLockKey = 7_072_016_001;

const fileNamePattern = /^(\d{4})-[a-z0-9-]+\.sql$/;

/** The migration files in order; file names are `NNNN-words.sql`. */
export async function loadMigrations(dir: URL = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations = await Promise.all(
    files.map(async (file) => {
      const match = fileNamePattern.exec(file);
      if (!match) throw new Error(`Migration file names look like 0001-content.sql, got ${file}`);
      return { version: Number(match[1]), name: file, sql: await readFile(new URL(file, dir), 'utf8') };
    }),
  );
  // Two branches landing the same number would otherwise skip one silently.
  const seen = new Set<number>();
  for (const { version, name } of migrations) {
    if (seen.has(version)) throw new Error(`Two migrations share the number of ${name}`);
    seen.add(version);
  }
  return migrations;
}

/** A short hash of the migrations, to key caches of migrated databases. */
export function migrationsHash(migrations: Migration[]): string {
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(`${m.name}\0${m.sql}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies the migrations that `schema_migrations` does not list yet, in
 * order, each in its own transaction. A session-level advisory lock makes a
 * second server starting at the same time wait, then find nothing to do.
 * @returns the file names applied by this call (empty when up to date)
 */
export async function runMigrations(db: Kysely<Database>, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  // One pinned connection: the advisory lock belongs to a session.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(conn);
    try {
      await sql`
        create table if not exists schema_migrations (
          version integer primary key,
          name text not null,
          applied_at timestamptz not null default now()
        )`.execute(conn);
      const done = new Set(
        (await conn.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
      );
      const applied: string[] = [];
      for (const migration of all.filter((m) => !done.has(m.version))) {
        await conn.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await trx
            .insertInto('schema_migrations')
            .values({ version: migration.version, name: migration.name })
            .execute();
        });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(conn);
    }
  });
}

/**
 * The migrations the database lacks, by file name, without applying any: what a server started
 * with MIGRATE_ON_START=false checks before it serves (`npm run migrate` applies them).
 * @example await pendingMigrations(database.db) // ['0032-email-queue.sql']
 */
export async function pendingMigrations(db: Kysely<Database>, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const table = await sql<{ found: string | null }>`select to_regclass('schema_migrations')::text as found`.execute(db);
  if (!table.rows[0]?.found) return all.map((m) => m.name);
  const done = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
  );
  return all.filter((m) => !done.has(m.version)).map((m) => m.name);
}
