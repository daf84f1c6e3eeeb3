import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFileStore } from './uploads/create-file-store.ts';
import type { S3Config } from './uploads/s3-config.ts';

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

/**
 * Checks where uploads go before the app opens: the uploads folder, or the
 * S3 bucket by writing and removing a probe object. A failure is a
 * StorageError naming the variable most likely wrong.
 * @example await checkUploadStore(loadConfig())
 */
export async function checkUploadStore(config: { uploadsDir: string; s3?: S3Config | null }): Promise<void> {
  if (!config.s3) return checkStorage([{ name: 'UPLOADS_DIR', dir: config.uploadsDir }]);
  const files = createFileStore(config);
  try {
    const error = await files.check();
    if (error) {
      const reason = s3Reason(error);
      throw new StorageError(`Uploads cannot be written to ${files.where} (${reason.code}): ${reason.fix}`, {
        cause: error,
      });
    }
  } finally {
    files.close();
  }
}

/** What an S3 error most likely means, by the SDK's error name or the socket's code. */
function s3Reason(error: Error & { code?: string; Code?: string }): { code: string; fix: string } {
  const code = error.name !== 'Error' ? error.name : (error.code ?? error.Code ?? error.message);
  const fixes: Record<string, string> = {
    NoSuchBucket: 'make the bucket, or set S3_BUCKET to one that exists.',
    InvalidAccessKeyId: 'set S3_ACCESS_KEY_ID to a key the store knows.',
    SignatureDoesNotMatch: 'set S3_SECRET_ACCESS_KEY to the secret of S3_ACCESS_KEY_ID.',
    AccessDenied: 'give the key of S3_ACCESS_KEY_ID the right to put, get, list and delete objects in S3_BUCKET.',
    AuthorizationHeaderMalformed: 'set S3_REGION to the region of the bucket.',
    PermanentRedirect: 'set S3_REGION to the region of the bucket.',
    ECONNREFUSED: 'nothing answers at S3_ENDPOINT; set it to the address of the store.',
    ENOTFOUND: 'the host of S3_ENDPOINT is unknown; set it to the address of the store.',
  };
  const socketCode = (error as { cause?: { code?: string } }).cause?.code ?? error.code;
  const fix = fixes[code] ?? (socketCode ? fixes[socketCode] : undefined);
  return {
    code: socketCode && !fixes[code] ? socketCode : code,
    fix: fix ?? 'check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
  };
}
