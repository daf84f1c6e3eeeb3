import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../kernel/db/create-database.ts';
import { createTestDatabaseUrl } from '../test-helper.ts';
import { sourceInstance } from './beabee-import-test-kit.ts';

const cli = fileURLToPath(new URL('./beabee-import-cli.ts', import.meta.url));

const run = (args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> => {
  const { DATABASE_URL: _ignored, BEABEE_API_KEY: _none, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...inherited, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
};

/** The database the CLI writes to: PGlite in a new folder, or a new PostgreSQL database with DATABASE_URL. */
async function storage(t: TestContext): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masthead-beabee-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await createTestDatabaseUrl(t);
  return env;
}

test('npm run import:beabee brings an instance, prints it, and a second run brings nothing new', async (t) => {
  const source = await sourceInstance(t);
  const env = await storage(t);

  const first = await run(['--url', source.url, '--key', source.key], env);
  assert.equal(first.code, 0, first.output);
  assert.match(first.output, /^contact: 4 brought, 0 already here$/m);
  assert.match(first.output, /^response: 3 brought, 0 already here$/m);
  assert.match(first.output, /^skipped: 2$/m);
  assert.match(first.output, new RegExp(`^  response ${source.ids.third}: its answers do not fit the form`, 'm'));
  assert.match(first.output, /^note: .*contribution-adoption/m);

  // The key from the environment, out of the process list; never printed.
  const second = await run(['--url', source.url], { ...env, BEABEE_API_KEY: source.key });
  assert.equal(second.code, 0, second.output);
  assert.match(second.output, /^contact: 0 brought, 4 already here$/m);
  assert.match(second.output, /^response: 0 brought, 3 already here$/m);
  assert.ok(!first.output.includes(source.key) && !second.output.includes(source.key), 'the key is never printed');

  const database = await createDatabase(loadConfig(env));
  try {
    const { rows } = await sql<{ contacts: number; responses: number }>`
      select (select count(*)::int from contacts) as contacts,
        (select count(*)::int from callout_responses) as responses`.execute(database.db);
    assert.deepEqual(rows[0], { contacts: 4, responses: 3 });
  } finally {
    await database.close();
  }
});

test('import:beabee refuses bad arguments with exit 2, and a refused key with exit 1', async (t) => {
  const source = await sourceInstance(t);
  const env = await storage(t);
  const missing = await run(['--url', source.url], env);
  assert.equal(missing.code, 2);
  assert.match(missing.output, /Both --url and --key/);
  const plain = await run(['--url', 'http://members.example.org', '--key', 'k'], env);
  assert.equal(plain.code, 2);
  assert.match(plain.output, /only allowed for this machine/);
  const refused = await run(['--url', source.url, '--key', 'wrong-key'], env);
  assert.equal(refused.code, 1, refused.output);
  assert.match(refused.output, /import:beabee stopped: .*refused the API key/);
  assert.ok(!refused.output.includes('wrong-key'));
});
