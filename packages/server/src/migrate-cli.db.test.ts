import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './kernel/db/create-database.ts';
import { loadMigrations, pendingMigrations } from './kernel/db/run-migrations.ts';
import { createTestDatabaseUrl } from './test-helper.ts';

// Several servers on one PostgreSQL (README, "Running at scale"): `npm run migrate` once per
// release, the servers started with MIGRATE_ON_START=false, refusing a database that lacks one.

const run = (file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const script = fileURLToPath(new URL(file, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
};

async function storage(t: TestContext): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masthead-migrate-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED: 'false' };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await createTestDatabaseUrl(t);
  return env;
}

test('a server with MIGRATE_ON_START=false refuses a database without its migrations; npm run migrate applies them once', async (t) => {
  const env = await storage(t);
  const all = (await loadMigrations()).map((m) => m.name);

  const refused = await run('./server.ts', { ...env, MIGRATE_ON_START: 'false' });
  assert.equal(refused.code, 1, refused.output);
  assert.match(refused.output, new RegExp(`The database lacks ${all.length} migrations \\(0001-`));
  assert.match(refused.output, /run `npm run migrate` once against it/);

  const first = await run('./migrate-cli.ts', env);
  assert.equal(first.code, 0, first.output);
  assert.match(first.output, new RegExp(`Applied ${all.length} migrations to .*: 0001-`));
  const again = await run('./migrate-cli.ts', env);
  assert.equal(again.code, 0, again.output);
  assert.match(again.output, /is up to date\./);

  const database = await createDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? null });
  t.after(() => database.close());
  assert.deepEqual(await pendingMigrations(database.db), []);
  // One the code has and the database lacks is named.
  const later = { version: 9999, name: '9999-later.sql', sql: 'select 1' };
  assert.deepEqual(await pendingMigrations(database.db, [...(await loadMigrations()), later]), ['9999-later.sql']);
});
