/**
 * `npm run migrate`: applies the migrations the database the server would use
 * (DATABASE_URL, or PGlite in DATA_DIR) lacks, then exits. With several app
 * servers on one PostgreSQL, run it once per release and start the servers
 * with MIGRATE_ON_START=false. Exit codes: 0 done (or nothing to do), 1 failed.
 */
import { loadConfig } from './config.ts';
import { databaseName, pgliteInUse, runCli } from './backup/cli-context.ts';
import { createDatabase } from './kernel/db/create-database.ts';
import { runMigrations } from './kernel/db/run-migrations.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const inUse = pgliteInUse(config);
  if (inUse && !process.argv.includes('--ignore-pid-file')) {
    console.error(inUse);
    return 1;
  }
  const database = await createDatabase(config);
  try {
    const applied = await runMigrations(database.db);
    console.log(
      applied.length === 0
        ? `${databaseName(config)} is up to date.`
        : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${databaseName(config)}: ${applied.join(', ')}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, 'migrate failed:');
