/**
 * `npm run create-admin -- --email you@example.org --password 'Secret123'`:
 * adds a superadmin to the database the server would use (DATABASE_URL, or
 * PGlite in DATA_DIR), migrating it first. Exit codes: 0 done, 1 refused
 * (email taken, database unreachable), 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { createPasswordHasher } from './accounts/password-hasher.ts';
import { checkSuperadminInput, createSuperadmin } from './accounts/create-superadmin.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './kernel/db/create-database.ts';
import { runMigrations } from './kernel/db/run-migrations.ts';

const usage = "Usage: npm run create-admin -- --email you@example.org --password 'Secret123'";

async function main(): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { email, password } = values;
  if (!email || !password) {
    console.error(`Both --email and --password are needed.\n${usage}`);
    return 2;
  }
  // Checked before the database is opened, so a typo answers at once.
  const problem = checkSuperadminInput(email, password);
  if (problem) {
    console.error(problem);
    return 2;
  }

  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await runMigrations(database.db);
    const result = await createSuperadmin({ db: database.db, hasher: createPasswordHasher() }, email, password);
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    const where = config.databaseUrl ? 'the DATABASE_URL database' : `PGlite in ${config.dataDir}`;
    console.log(`Created superadmin ${result.contact.email} in ${where}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('create-admin failed:', error);
    process.exit(1);
  },
);
