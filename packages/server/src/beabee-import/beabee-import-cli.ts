/**
 * `npm run import:beabee -- --url https://members.example.org --key KEY`:
 * brings a beabee v0.32 instance's data into the database the server would
 * use (DATABASE_URL, or PGlite in DATA_DIR), migrating it first, and prints
 * what it brought and what it skipped and why. The key may come from
 * BEABEE_API_KEY instead (kept out of the shell history and the process
 * list). Running it again brings only what is new. Exit codes: 0 done,
 * 1 failed (the instance refused or broke off; what was written stays and
 * the next run goes on), 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../kernel/db/create-database.ts';
import { runMigrations } from '../kernel/db/run-migrations.ts';
import { BeabeeSourceError } from './beabee-client.ts';
import { reportLines } from './import-report.ts';
import { BeabeeImportRefused, runBeabeeImport } from './run-beabee-import.ts';
import { checkSourceUrl } from './source-url.ts';

const usage = 'Usage: npm run import:beabee -- --url https://members.example.org --key KEY (or BEABEE_API_KEY=KEY)';

async function main(): Promise<number> {
  let values: { url?: string; key?: string };
  try {
    ({ values } = parseArgs({ options: { url: { type: 'string' }, key: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const key = values.key ?? process.env.BEABEE_API_KEY ?? '';
  if (!values.url || !key) {
    console.error(`Both --url and --key (or BEABEE_API_KEY) are needed.\n${usage}`);
    return 2;
  }
  const checked = checkSourceUrl(values.url, { allowHttpLoopback: true });
  if (!checked.ok) {
    console.error(`--url: ${checked.reason}\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await runMigrations(database.db);
    console.log(`Importing from ${checked.apiBase}`);
    const report = await runBeabeeImport({
      db: database.db,
      url: values.url,
      key,
      allowHttpLoopback: true,
      log: (line) => console.log(`… ${line}`),
    });
    for (const line of reportLines(report)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof BeabeeImportRefused || error instanceof BeabeeSourceError) {
      console.error(`import:beabee stopped: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('import:beabee failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
