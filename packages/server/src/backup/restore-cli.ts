/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run
 * backup` into the database (DATABASE_URL, or PGlite in DATA_DIR) and the
 * uploads folder (UPLOADS_DIR). Both must be empty unless --force, which
 * replaces what they hold. Stop every Masthead server first. Exit codes:
 * 0 done, 1 refused or failed, 2 bad arguments.
 */
import { createReadStream, existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../kernel/db/create-database.ts';
import { createFileStore } from '../uploads/index.ts';
import { databaseName, pgliteInUse, readArguments, runCli } from './cli-context.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';
import { TarFormatError } from './tar-read.ts';

const usage = 'Usage: npm run restore -- FILE [--force] [--ignore-pid-file]   (--force: replace a non-empty database)';

async function main(): Promise<number> {
  const parsed = readArguments(usage);
  if (!parsed) return 2;
  const source = parsed.file;
  if (!existsSync(source)) {
    console.error(`${source} does not exist.`);
    return 1;
  }
  const config = loadConfig();
  const inUse = parsed.ignorePidFile ? null : pgliteInUse(config);
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
      force: parsed.force,
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

runCli(main, 'restore failed (the database is as it was; the uploads folder too):');
