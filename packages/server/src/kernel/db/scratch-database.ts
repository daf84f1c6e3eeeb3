import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from './create-database.ts';
import { loadMigrations, migrationsHash, runMigrations, type Migration } from './run-migrations.ts';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on a PostgreSQL server, a copy of `template` (by default
 * `template0`, empty), for a test or a bench run; `drop` removes it, ending
 * any connections still open to it.
 * @example const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'masthead_test')
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template = 'template0',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Templates of other migrations kept when a new one is made: the newest, for other checkouts running tests. */
const keptOtherTemplates = 3;

// Names the advisory lock held while one test process makes the template the others wait for.
const templateLockKey = 7_072_016_002;

/**
 * The name of a database on the server with every migration applied, made
 * once per set of migrations (its hash is in the name) and kept: copying it
 * takes a tenth of a second where migrating a new database takes seconds.
 * When a new one is made, templates of other migrations are dropped but the
 * newest `keptOtherTemplates`.
 */
export async function migratedTemplate(
  serverUrl: string,
  { migrations, prefix = 'masthead_template' }: { migrations?: Migration[]; prefix?: string } = {},
): Promise<string> {
  const applied = migrations ?? (await loadMigrations());
  const name = `${prefix}_${migrationsHash(applied)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [templateLockKey]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Another checkout's tests (a branch, a worktree, a CI clone) may be copying theirs right now.
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like replace($1, '_', '\\_') || '\\_%' order by oid desc offset $2",
        [prefix, keptOtherTemplates],
      );
      for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
      // Migrated under a working name and renamed, so a failed migration leaves no template behind.
      const working = `${name}_making`;
      await client.query(`drop database if exists ${working} with (force)`);
      await client.query(`create database ${working} template template0`);
      const database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, working), poolSize: 1 });
      try {
        await runMigrations(database.db, applied);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${working} rename to ${name}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [templateLockKey]).catch(() => {});
    await client.end();
  }
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
