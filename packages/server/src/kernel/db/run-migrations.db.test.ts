import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase, createTestDatabaseUrl, defer } from '../../test-helper.ts';
import { createDatabase, type MastheadDatabase } from './create-database.ts';
import { loadMigrations, runMigrations } from './run-migrations.ts';

/** Two handles on one new, unmigrated database: two app servers on PostgreSQL, one PGlite otherwise. */
async function unmigrated(t: TestContext): Promise<[MastheadDatabase, MastheadDatabase]> {
  const databaseUrl = process.env.DATABASE_URL ? await createTestDatabaseUrl(t) : null;
  const first = await createDatabase({ databaseUrl });
  const second = databaseUrl ? await createDatabase({ databaseUrl }) : first;
  defer(t, () => Promise.all([first.close(), second.close()]));
  return [first, second];
}

test('migrations apply in order once, and a second run applies nothing', async (t) => {
  const [database] = await unmigrated(t);
  const names = (await loadMigrations()).map((m) => m.name);
  assert.deepEqual(await runMigrations(database.db), names);
  assert.deepEqual(await runMigrations(database.db), []);
  const recorded = await database.db
    .selectFrom('schema_migrations')
    .select(['version', 'name'])
    .orderBy('version')
    .execute();
  assert.deepEqual(
    recorded.map((row) => row.name),
    names,
  );
  const count = await database.db
    .selectFrom('content')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(count.n), 0);
});

test('two servers migrating at once apply each migration exactly once', async (t) => {
  const [first, second] = await unmigrated(t);
  const results = await Promise.all([runMigrations(first.db), runMigrations(second.db)]);
  const names = (await loadMigrations()).map((m) => m.name);
  assert.deepEqual(results.flat().sort(), names);
});

test('a failing migration is rolled back, not recorded, and releases the lock', async (t) => {
  const database = await createTestDatabase(t);
  const broken = {
    version: 9999,
    name: '9999-broken.sql',
    sql: 'create table broken (id integer);\nselect no_such_column from broken;',
  };
  await assert.rejects(runMigrations(database.db, [...(await loadMigrations()), broken]), /no_such_column/);
  const table = await sql<{ name: string | null }>`select to_regclass('broken')::text as name`.execute(database.db);
  assert.equal(table.rows[0]?.name, null);
  const recorded = await database.db
    .selectFrom('schema_migrations')
    .select('version')
    .where('version', '=', 9999)
    .execute();
  assert.deepEqual(recorded, []);
  assert.deepEqual(await runMigrations(database.db), []);
});
