import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from '../db/database.ts';
import { detectUploadType, type UploadKind } from './detect-type.ts';
import { sanitiseFileName } from './file-name.ts';
import {
  fullImageName,
  imageFileNames,
  OversizedImageError,
  storeImage,
  UndecodableImageError,
} from './store-image.ts';

const documentFileName = 'document.pdf';

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Uploads on disk under `dir/<id>/` with one row each in `uploads`.
 * @example const uploads = createUploadService({db, dir: '/srv/masthead/uploads', now: () => new Date()})
 */
export function createUploadService({ db, dir, now }: { db: Kysely<Database>; dir: string; now: () => Date }) {
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
      const folder = join(dir, id);
      await mkdir(folder, { recursive: true });
      try {
        let storedName = documentFileName;
        if (upload.kind === 'image') {
          await storeImage(upload.bytes, folder);
          storedName = fullImageName;
        } else {
          await writeFile(join(folder, documentFileName), upload.bytes);
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
        await rm(folder, { recursive: true, force: true });
        if (error instanceof UndecodableImageError) throw new UnsupportedUploadError(error.message, { cause: error });
        if (error instanceof OversizedImageError) throw new OversizedUploadError(error.message, { cause: error });
        throw error;
      }
    },

    async find(id: string): Promise<StoredUpload | null> {
      if (!uuidPattern.test(id)) return null;
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** Where one of an upload's files is, or null for a name it does not have. */
    filePath(upload: StoredUpload, name: string): string | null {
      const names = upload.kind === 'image' ? imageFileNames : [documentFileName];
      return names.includes(name) ? join(dir, upload.id, name) : null;
    },

    /** Which of `ids` are uploads that exist (ill-formed ids are not). */
    async existing(ids: readonly string[]): Promise<string[]> {
      const valid = ids.filter((id) => uuidPattern.test(id));
      if (valid.length === 0) return [];
      const rows = await db.selectFrom('uploads').select('id').where('id', 'in', valid).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Marks uploads as used by a response or call-out, so the cleanup keeps
     * them. Unknown ids are skipped; the answer lists the ids that exist.
     * @example await uploads.attach(['0b6c…'])
     */
    async attach(ids: readonly string[]): Promise<string[]> {
      const valid = ids.filter((id) => uuidPattern.test(id));
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
     * row goes to one of them), then their folders.
     */
    async removeUnattached(olderThan: Date): Promise<string[]> {
      const rows = await db
        .deleteFrom('uploads')
        .where('attached_at', 'is', null)
        .where('created_at', '<', olderThan)
        .returning('id')
        .execute();
      for (const { id } of rows) await rm(join(dir, id), { recursive: true, force: true });
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
