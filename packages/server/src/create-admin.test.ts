import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createPasswordHasher } from './accounts/password-hasher.ts';
import { createSuperadmin } from './accounts/create-superadmin.ts';
import { createDatabase } from './kernel/db/create-database.ts';
import { createContactRepository } from './contacts/contact-repository.ts';
import { createTestDatabase, createTestDatabaseUrl } from './test-helper.ts';

const script = fileURLToPath(new URL('./create-admin.ts', import.meta.url));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...inherited, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

async function storage(t: TestContext): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masthead-create-admin-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await createTestDatabaseUrl(t);
  return env;
}

test('create-admin makes a superadmin who can log in, and refuses the same email twice', async (t) => {
  const env = await storage(t);
  const first = await run(['--email', 'Chief@Example.org', '--password', 'Chief1password'], env);
  assert.equal(first.code, 0, first.output);
  assert.match(first.output, /Created superadmin Chief@Example.org/);
  const again = await run(['--email', 'chief@example.org', '--password', 'Chief1password'], env);
  assert.equal(again.code, 1);
  assert.match(again.output, /already exists/);

  const database = await createDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? null });
  t.after(() => database.close());
  const contacts = createContactRepository({ db: database.db });
  const chief = await contacts.findByEmail('chief@example.org');
  assert.ok(chief);
  assert.deepEqual(await contacts.activeRoles(chief.id, new Date()), ['superadmin']);
});

test('create-admin explains missing arguments, a bad email and a weak password', async () => {
  const env = { DATA_DIR: join(tmpdir(), 'masthead-never-created') };
  const missing = await run(['--email', 'a@example.org'], env);
  assert.equal(missing.code, 2);
  assert.match(missing.output, /Both --email and --password are needed/);
  assert.match(missing.output, /Usage: npm run create-admin/);
  const email = await run(['--email', 'not-an-email', '--password', 'Chief1password'], env);
  assert.equal(email.code, 2);
  assert.match(email.output, /is not an email address/);
  const weak = await run(['--email', 'a@example.org', '--password', 'short'], env);
  assert.equal(weak.code, 2);
  assert.match(weak.output, /The password needs at least 8 characters, a number, an uppercase letter\./);
});

test('createSuperadmin enforces the password rule', async (t) => {
  const database = await createTestDatabase(t);
  const result = await createSuperadmin(
    { db: database.db, hasher: createPasswordHasher() },
    'a@example.org',
    'alllowercase1',
  );
  assert.deepEqual(result, { ok: false, message: 'The password needs an uppercase letter.' });
});
