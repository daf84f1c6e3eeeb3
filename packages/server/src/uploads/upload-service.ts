import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';
import { detectUploadType, type UploadKind } from './detect-type.ts';
import type { FileStore } from './file-store.ts';
import { sanitiseFileName } from './file-name.ts';
import { createLocalFileStore } from './local-file-store.ts';
import {
  fullImageName,
  imageFileNames,
  OversizedImageError,
  storeImage,
  UndecodableImageError,
} from './store-image.ts';

export const documentFileName = 'document.pdf';

export interface NewUpload {
  kind: UploadKind;
  bytes: Buffer;
  /** The client's file name; kept sanitised in the row only. */
  filename: string | undefined;
  contactId: string | null;
  ip: string;
}

export interface StoredUpload {
  id: string;
  kind: UploadKind;
  mimeType: string;
  /** The file the answer points at: `full.webp` or `document.pdf`. */
  storedName: string;
  filename: string;
  hash: string;
  attachedAt: Date | null;
}

/** A file of an upload was refused for its type (the route answers 415). */
export class UnsupportedUploadError extends Error {}
/** An image with more pixels than `maxImagePixels`. */
export class OversizedUploadError extends Error {}

/**
 * Uploads as files under `<id>/` in a file store, with one row each in
 * `uploads`. `dir` is short for the local store of that folder.
 * @example const uploads = createUploadService({db, files: createFileStore(config), now: () => new Date()})
 */
export function createUploadService(
  deps: { db: Kysely<Database>; now: () => Date } & ({ files: FileStore } | { dir: string }),
) {
  const { db, now } = deps;
  const files = 'files' in deps ? deps.files : createLocalFileStore(deps.dir);
  return {
    /**
     * Checks the type from the bytes, writes the files, then the row; a
     * failure on the way removes what was written. Throws
     * UnsupportedUploadError for a type `kind` does not take.
     */
    async save(upload: NewUpload): Promise<StoredUpload> {
      const type = await detectUploadType(upload.bytes, upload.kind);
      if (!type) throw new UnsupportedUploadError('unsupported file type');
      const id = randomUUID();
      try {
        let storedName = documentFileName;
        if (upload.kind === 'image') {
          await storeImage(upload.bytes, (name, data) => files.put(`${id}/${name}`, data, 'image/webp'));
          storedName = fullImageName;
        } else {
          await files.put(`${id}/${documentFileName}`, upload.bytes, type.mime);
        }
        const row = await db
          .insertInto('uploads')
          .values({
            id,
            kind: upload.kind,
            mime_type: type.mime,
            stored_name: storedName,
            filename: sanitiseFileName(upload.filename),
            hash: createHash('sha256').update(upload.bytes).digest('hex'),
            size: upload.bytes.length,
            contact_id: upload.contactId,
            ip: upload.ip,
            created_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toStored(row);
      } catch (error) {
        // The first error is the one to report; files a failed removal leaves have no row and are never served.
        await files.removeAll(id).catch(() => undefined);
        if (error instanceof UndecodableImageError) throw new UnsupportedUploadError(error.message, { cause: error });
        if (error instanceof OversizedImageError) throw new OversizedUploadError(error.message, { cause: error });
        throw error;
      }
    },

    async find(id: string): Promise<StoredUpload | null> {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** The file store's key of one of an upload's files (`<id>/<name>`), or null for a name it does not have. */
    fileKey(upload: StoredUpload, name: string): string | null {
      const names = upload.kind === 'image' ? imageFileNames : [documentFileName];
      return names.includes(name) ? `${upload.id}/${name}` : null;
    },

    /** Which of `ids` are uploads that exist (ill-formed ids are not), with their kind: one query. */
    async existing(ids: readonly string[]): Promise<{ id: string; kind: UploadKind }[]> {
      const valid = ids.filter((id) => isUuid(id));
      if (valid.length === 0) return [];
      return db.selectFrom('uploads').select(['id', 'kind']).where('id', 'in', valid).execute();
    },

    /**
     * Marks uploads as used by a response or call-out, so the cleanup keeps
     * them. Unknown ids are skipped; the answer lists the ids that exist.
     * @example await uploads.attach(['0b6c…'])
     */
    async attach(ids: readonly string[]): Promise<string[]> {
      const valid = ids.filter((id) => isUuid(id));
      if (valid.length === 0) return [];
      await db
        .updateTable('uploads')
        .set({ attached_at: now() })
        .where('id', 'in', valid)
        .where('attached_at', 'is', null)
        .execute();
      const rows = await db.selectFrom('uploads').select('id').where('id', 'in', valid).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Deletes uploads nobody attached that were made before `olderThan`:
     * rows first (`delete … returning`, so with several app servers each
     * row goes to one of them), then their files.
     */
    async removeUnattached(olderThan: Date): Promise<string[]> {
      const rows = await db
        .deleteFrom('uploads')
        .where('attached_at', 'is', null)
        .where('created_at', '<', olderThan)
        .returning('id')
        .execute();
      // A file that cannot be removed (the store is down) is never served again
      // without its row; the others are still removed, then the cleanup logs the failure.
      const failures: unknown[] = [];
      for (const { id } of rows) await files.removeAll(id).catch((error: unknown) => failures.push(error));
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} uploads' files were not removed`);
      return rows.map((row) => row.id);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

function toStored(row: Selectable<UploadsTable>): StoredUpload {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    storedName: row.stored_name,
    filename: row.filename,
    hash: row.hash,
    attachedAt: row.attached_at,
  };
}
