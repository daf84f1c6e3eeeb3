import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether `dir` exists (made if missing) and takes a file: one is written
 * and removed again. Health asks it of the uploads folder; the start asks
 * it of DATA_DIR and the uploads folder.
 * @example await writableFolder('/var/lib/masthead/uploads') // null, or the error
 */
export async function writableFolder(dir: string): Promise<NodeJS.ErrnoException | null> {
  const probe = join(dir, `.masthead-check-${randomUUID()}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
}

/** Thrown at start when a folder Masthead keeps data in cannot be written: the message names it. */
export class StorageError extends Error {}

/**
 * Checks the folders the configuration names before anything opens them,
 * so a read-only volume or a DATA_DIR that is a file stops the start with
 * a sentence an operator can act on instead of a stack trace from PGlite
 * or the first upload.
 */
export async function checkStorage(folders: readonly { name: string; dir: string }[]): Promise<void> {
  for (const { name, dir } of folders) {
    const error = await writableFolder(dir);
    if (error) {
      throw new StorageError(
        `${name} ${dir} cannot be written (${error.code ?? error.message}). ` +
          `Make it a folder the user running Masthead may write to, or set ${name} to one.`,
        { cause: error },
      );
    }
  }
}
