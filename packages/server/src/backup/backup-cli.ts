/**
 * `npm run backup -- FILE`: writes the database (DATABASE_URL, or PGlite in
 * DATA_DIR) and the uploads folder (UPLOADS_DIR) to FILE, a gzip'd tar
 * (README "Backups"). On PGlite the server must be stopped; on PostgreSQL
 * it may run (the rows are one snapshot). Exit codes: 0 done, 1 refused or
 * failed, 2 bad arguments.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../kernel/db/create-database.ts';
import { createFileStore } from '../uploads/index.ts';
import { databaseName, pgliteInUse, readArguments, runCli } from './cli-context.ts';
import { createBackup } from './create-backup.ts';

const usage = 'Usage: npm run backup -- FILE [--force] [--ignore-pid-file]   (--force: overwrite FILE)';

async function main(): Promise<number> {
  const parsed = readArguments(usage);
  if (!parsed) return 2;
  const target = parsed.file;
  if (existsSync(target) && !parsed.force) {
    console.error(`${target} exists already; pass --force to overwrite it.`);
    return 1;
  }
  const config = loadConfig();
  const inUse = parsed.ignorePidFile ? null : pgliteInUse(config);
  if (inUse) {
    console.error(inUse);
    return 1;
  }
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(`There is no database in ${join(config.dataDir, 'pglite')} to back up (is DATA_DIR right?).`);
    return 1;
  }
  const database = await createDatabase(config);
  const files = createFileStore({ uploadsDir: config.uploadsDir, s3: config.s3 });
  // Written aside and renamed when complete: a failed backup never looks like a good one.
  const partial = `${target}.partial`;
  try {
    const summary = await createBackup({
      db: database.db,
      kind: database.kind,
      files,
      out: createWriteStream(partial),
    });
    await rename(partial, target);
    console.log(
      `Backed up ${databaseName(config)} (${summary.tables} tables, ${summary.rows} rows) ` +
        `and ${summary.files} files of ${files.where} to ${target}.`,
    );
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    files.close();
    await database.close();
  }
}

runCli(main, 'backup failed:');
