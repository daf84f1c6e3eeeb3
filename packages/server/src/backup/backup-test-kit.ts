/**
 * Test setup for backups: a database's every table as sorted JSON lines
 * (in UTC, so PGlite and PostgreSQL write them alike), the uploads folder
 * as file hashes, and a fresh empty database of either kind.
 * @example assert.deepEqual(await tableContents(restored.db), await tableContents(original.db))
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { TestContext } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, type MastheadDatabase } from '../kernel/db/create-database.ts';
import { createTestDatabaseUrl, defer } from '../test-helper.ts';
import { sequenceStates, tablesInOrder, type AnyDb } from './database-tables.ts';

/** `{table: [row JSON, …]}` sorted, plus the sequences. */
export async function tableContents(db: AnyDb) {
  return db.transaction().execute(async (trx) => {
    await sql`set local time zone 'UTC'`.execute(trx);
    const tables: Record<string, string[]> = {};
    for (const { name } of await tablesInOrder(trx)) {
      const { rows } = await sql<{
        line: string;
      }>`select row_to_json(t)::text as line from ${sql.table(name)} t`.execute(trx);
      tables[name] = rows.map((row) => row.line).sort();
    }
    return { tables, sequences: await sequenceStates(trx) };
  });
}

/** `{relative path: sha256}` of every file under `dir`. */
export async function folderContents(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

/** A new, empty database: a scratch one on the DATABASE_URL server, or an in-memory PGlite. */
export async function emptyDatabase(t: TestContext, kind: 'postgres' | 'pglite'): Promise<MastheadDatabase> {
  const database = await createDatabase(kind === 'postgres' ? { databaseUrl: await createTestDatabaseUrl(t) } : {});
  defer(t, () => database.close());
  return database;
}
