import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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

/** The arguments both commands take: one FILE, `--force`, `--ignore-pid-file`. */
export interface CliArguments {
  /** FILE, resolved against the directory the command was run in. */
  file: string;
  force: boolean;
  ignorePidFile: boolean;
}

/** The command line read, or null after printing the problem and `usage` (exit code 2). */
export function readArguments(usage: string, args: string[] = process.argv.slice(2)): CliArguments | null {
  try {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, 'ignore-pid-file': { type: 'boolean' } },
    });
    const [file] = positionals;
    if (file && positionals.length === 1)
      return {
        file: callerPath(file),
        force: values.force ?? false,
        ignorePidFile: values['ignore-pid-file'] ?? false,
      };
    console.error(usage);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
  }
  return null;
}

/** Runs a command's `main` and exits with its code; an unexpected error is printed after `failure` (exit 1). */
export function runCli(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failure, error);
      process.exit(1);
    },
  );
}
