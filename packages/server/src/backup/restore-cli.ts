/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run
 * backup` into the database (DATABASE_URL, or PGlite in DATA_DIR) and the
 * uploads folder (UPLOADS_DIR). Both must be empty unless --force, which
 * replaces what they hold. Stop every Masthead server first. Exit codes:
 * 0 done, 1 refused or failed, 2 bad arguments.
 */
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { createFileStore } from '../uploads/index.ts';
import { callerPath, databaseName, pgliteInUse } from './cli-context.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';
import { TarFormatError } from './tar-read.ts';

const usage = 'Usage: npm run restore -- FILE [--force] [--ignore-pid-file]   (--force: replace a non-empty database)';

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file] = parsed.positionals;
  if (!file || parsed.positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const source = callerPath(file);
  if (!existsSync(source)) {
    console.error(`${source} does not exist.`);
    return 1;
  }
  const config = loadConfig();
  const inUse = parsed.values['ignore-pid-file'] ? null : pgliteInUse(config);
  if (inUse) {
    console.error(inUse);
    return 1;
  }
  const database = await createDatabase(config);
  const files = createFileStore({ uploadsDir: config.uploadsDir, s3: config.s3 });
  try {
    const summary = await restoreBackup({
      db: database.db,
      input: createReadStream(source),
      files,
      force: parsed.values.force ?? false,
    });
    const migrated = summary.migrated.length > 0 ? `, then applied ${summary.migrated.join(', ')}` : '';
    console.log(
      `Restored ${summary.rows} rows into ${databaseName(config)} and ${summary.files} files ` +
        `into ${files.where}${migrated}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof TarFormatError) {
      console.error(`${error.message}\nNothing was changed.`);
      return 1;
    }
    throw error;
  } finally {
    files.close();
    await database.close();
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, 'ignore-pid-file': { type: 'boolean' } },
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('restore failed (the database is as it was; the uploads folder too):', error);
    process.exit(1);
  },
);
