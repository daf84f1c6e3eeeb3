import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';

/** `npm run` starts scripts in the repository root: a file named on the command line is the caller's. */
export const callerPath = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** Where the database is, for messages. */
export const databaseName = (config: Config) =>
  config.databaseUrl ? 'the DATABASE_URL database' : `PGlite in ${join(config.dataDir, 'pglite')}`;

/**
 * Why the PGlite database cannot be opened here now, or null. PGlite keeps
 * `postmaster.pid` in its folder while a process has it open and removes it
 * on a clean close; two processes on one folder would corrupt it.
 */
export function pgliteInUse(config: Config): string | null {
  if (config.databaseUrl) return null;
  const pidFile = join(config.dataDir, 'pglite', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  return (
    `The database in ${join(config.dataDir, 'pglite')} is open in another process (${pidFile} exists): ` +
    'stop the Masthead server first. If no server runs (it was killed), start and stop it once, ' +
    'or pass --ignore-pid-file.'
  );
}
