import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { migratedTemplate } from './scratch-database.ts';
import type { Migration } from './run-migrations.ts';

const serverUrl = process.env.DATABASE_URL;
const needsServer = serverUrl ? false : 'needs a PostgreSQL server (DATABASE_URL)';

/** One migration whose text makes its own hash, so each `n` is another set of migrations. */
const migrationsNumbered = (n: number): Migration[] => [
  { version: 1, name: '0001-one-table.sql', sql: `create table kept_${n} (id int)` },
];

async function databasesLike(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 || '\\_%' order by oid",
      [prefix.replaceAll('_', '\\_')],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

async function dropAll(names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

test(
  "a new template keeps the three newest of other migrations (another checkout's tests may be copying one) and drops older ones",
  { skip: needsServer },
  async (t) => {
    const prefix = `masthead_tmpltest_${process.pid}`;
    t.after(async () => dropAll(await databasesLike(prefix)));
    const made: string[] = [];
    for (const n of [1, 2, 3, 4, 5])
      made.push(await migratedTemplate(serverUrl!, { migrations: migrationsNumbered(n), prefix }));
    assert.deepEqual(await databasesLike(prefix), made.slice(1), 'the oldest went, the three before the newest stayed');
    assert.equal(await migratedTemplate(serverUrl!, { migrations: migrationsNumbered(3), prefix }), made[2]);
    assert.deepEqual(
      await databasesLike(prefix),
      made.slice(1),
      'an existing template is used as it is, nothing dropped',
    );
  },
);
