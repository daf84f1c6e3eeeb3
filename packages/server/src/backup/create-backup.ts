import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { FileStore } from '../uploads/index.ts';
import { quoteIdentifier, sequenceStates, tablesInOrder, type AnyDb, type TableShape } from './database-tables.ts';
import {
  backupFormat,
  backupFormatVersion,
  manifestPath,
  tableChunkPath,
  uploadsPrefix,
  type BackupManifest,
} from './manifest.ts';
import { tarEnd, tarHeader, tarPadding } from './tar-write.ts';

export interface BackupOptions {
  db: AnyDb;
  kind: BackupManifest['database'];
  /** The uploaded files (folder or bucket), which go into the archive under `uploads/`; null: none. */
  files: FileStore | null;
  /** Where the gzip'd tar goes (a file stream). */
  out: Writable;
  now?: () => Date;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
}

/** Rows fetched from a cursor at a time, and the most one chunk file holds (memory stays flat). */
const fetchRows = 500;
const chunkBytes = 8 * 1024 * 1024;

/**
 * Writes a backup of the database and the uploads folder to `out` as a
 * gzip'd tar: `manifest.json`, then each table's rows in dependency order
 * (JSON lines, in chunks), then the uploads. The rows come from one
 * read-only repeatable-read transaction, so they are one consistent
 * snapshot even while the server writes.
 * @example await createBackup({db, kind: 'postgres', uploadsDir, out: createWriteStream('backup.tar.gz')})
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  const now = options.now ?? (() => new Date());
  await options.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const manifest = await readManifest(trx, options.kind, now());
      summary.tables = manifest.tables.length;
      async function* archive() {
        const mtime = new Date(manifest.created);
        yield* entry(manifestPath, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), mtime);
        for (const table of manifest.tables) {
          let chunk = 0;
          for await (const lines of tableChunks(trx, table)) {
            summary.rows += lines.count;
            chunk += 1;
            yield* entry(tableChunkPath(table.name, chunk), lines.bytes, mtime);
          }
        }
        if (options.files) {
          for (const key of await options.files.list('')) {
            // A file the hourly cleanup removed since the listing is simply not in the backup.
            const info = await options.files.head(key);
            if (!info || key.split('/').some((part) => part.startsWith('.'))) continue;
            summary.files += 1;
            yield tarHeader(`${uploadsPrefix}${key}`, info.size, mtime);
            yield* fileBytes(options.files, key, info.size);
            yield tarPadding(info.size);
          }
        }
        yield tarEnd;
      }
      await pipeline(Readable.from(archive()), createGzip(), options.out);
    });
  return summary;
}

async function readManifest(trx: AnyDb, kind: BackupManifest['database'], created: Date): Promise<BackupManifest> {
  const migrations = await sql<{ version: number; name: string; applied_at: string }>`
    select version, name, to_json(applied_at) #>> '{}' as applied_at from schema_migrations order by version`.execute(
    trx,
  );
  const tables = (await tablesInOrder(trx)).filter((table) => table.name !== 'schema_migrations');
  return {
    format: backupFormat,
    formatVersion: backupFormatVersion,
    created: created.toISOString(),
    database: kind,
    migrations: migrations.rows.map((row) => ({
      version: Number(row.version),
      name: row.name,
      appliedAt: row.applied_at,
    })),
    tables,
    sequences: await sequenceStates(trx),
  };
}

function* entry(path: string, bytes: Buffer, mtime: Date) {
  yield tarHeader(path, bytes.length, mtime);
  yield bytes;
  yield tarPadding(bytes.length);
}

/** A table's rows as JSON lines, a chunk of at most `chunkBytes` at a time, read through a cursor. */
async function* tableChunks(trx: AnyDb, table: TableShape) {
  const name = quoteIdentifier(table.name);
  await sql
    .raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${name} t`)
    .execute(trx);
  let parts: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { rows } = await sql.raw<{ line: string }>(`fetch forward ${fetchRows} from backup_rows`).execute(trx);
    for (const row of rows) {
      const line = Buffer.from(`${row.line}\n`);
      parts.push(line);
      size += line.length;
    }
    if (size >= chunkBytes || (rows.length < fetchRows && parts.length > 0)) {
      yield { bytes: Buffer.concat(parts), count: parts.length };
      parts = [];
      size = 0;
    }
    if (rows.length < fetchRows) break;
  }
  await sql.raw('close backup_rows').execute(trx);
}

/** Exactly `size` bytes of the file: one that changed length since it was listed fails the backup. */
async function* fileBytes(files: FileStore, key: string, size: number) {
  const stream = await files.read(key);
  if (!stream) throw new Error(`${key} was removed while it was being backed up`);
  let read = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    read += chunk.length;
    if (read > size) break;
    yield chunk;
  }
  if (read !== size) {
    stream.destroy();
    throw new Error(`${key} changed while it was being backed up`);
  }
}
