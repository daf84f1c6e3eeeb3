import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import type { FileStore } from '../uploads/index.ts';
import { loadMigrations, type Migration } from '../kernel/db/run-migrations.ts';
import { quoteIdentifier, restoreSequences, tablesInOrder, type AnyDb } from './database-tables.ts';
import {
  backupFormat,
  backupFormatVersion,
  manifestPath,
  tableOfPath,
  uploadsPrefix,
  type BackupManifest,
} from './manifest.ts';
import { readTar, type TarEntry } from './tar-read.ts';
import { tableCount, wipeSchema } from './schema-objects.ts';

export interface RestoreOptions {
  db: AnyDb;
  /** The gzip'd tar `createBackup` wrote. */
  input: Readable;
  /** Where the backup's uploads go (folder or bucket); null: they are not restored. */
  files: FileStore | null;
  /** Replace a database (and uploads folder) that is not empty. */
  force?: boolean;
  /** The migrations this Masthead knows; by default its own. */
  migrations?: Migration[];
}

export interface RestoreSummary {
  rows: number;
  files: number;
  /** Migrations newer than the backup, applied after its rows. */
  migrated: string[];
}

/** Why a restore was refused before anything changed; the CLI prints the message. */
export class RestoreRefused extends Error {}

/** Rows inserted by one statement. */
const insertRows = 1000;

/**
 * Restores a backup into the database and the uploads folder: in one
 * transaction, the schema as the backup had it (its migrations), then its
 * rows table by table with triggers off (the rows already hold what they
 * computed), then any newer migrations, then the sequences. The uploads are
 * written aside and moved in once the transaction has committed.
 * Refuses a non-empty database or uploads folder unless `force`, and a
 * backup from a newer Masthead (a migration it does not know).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const entries = readTar(options.input.pipe(createGunzip()));
  const manifest = await readManifest(await entries.next());
  const known = options.migrations ?? (await loadMigrations());
  checkMigrations(manifest, known);
  if (!options.force) await refuseNonEmpty(options);

  // The uploads wait in a temporary folder until the rows are in: a failed restore leaves the store as it was.
  const staging = options.files ? await mkdtemp(join(tmpdir(), 'masthead-restore-')) : null;
  const staged: string[] = [];
  const summary: RestoreSummary = { rows: 0, files: 0, migrated: [] };
  try {
    await options.db.transaction().execute(async (trx) => {
      if (options.force) await wipeSchema(trx);
      const inBackup = new Set(manifest.migrations.map((m) => m.version));
      await createMigrationsTable(trx);
      for (const migration of known.filter((m) => inBackup.has(m.version))) await sql.raw(migration.sql).execute(trx);
      for (const m of manifest.migrations) {
        await sql`insert into schema_migrations (version, name, applied_at) values (${m.version}, ${m.name}, ${m.appliedAt}::timestamptz)`.execute(
          trx,
        );
      }
      const tables = await tablesInOrder(trx);
      await setTriggers(trx, tables, 'disable');
      // Rows the migrations themselves put in (a settings row) are in the backup as it had them.
      for (const { name } of [...tables].reverse()) {
        if (name !== 'schema_migrations') await sql.raw(`delete from ${quoteIdentifier(name)}`).execute(trx);
      }
      for await (const entry of entries) {
        const table = tableOfPath(entry.path);
        if (table) summary.rows += await insertChunk(trx, manifest, table, entry);
        else if (entry.path.startsWith(uploadsPrefix) && staging) {
          const key = entry.path.slice(uploadsPrefix.length);
          await writeUpload(staging, key, entry);
          staged.push(key);
          summary.files += 1;
        }
      }
      await setTriggers(trx, tables, 'enable');
      for (const migration of known.filter((m) => !inBackup.has(m.version))) {
        await sql.raw(migration.sql).execute(trx);
        await sql`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`.execute(
          trx,
        );
        summary.migrated.push(migration.name);
      }
      await restoreSequences(trx, manifest.sequences);
    });
    if (options.files && staging) await moveIn(options.files, staging, staged);
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
  return summary;
}

async function readManifest(first: IteratorResult<TarEntry>): Promise<BackupManifest> {
  if (first.done || first.value.path !== manifestPath)
    throw new RestoreRefused('This is not a Masthead backup: it does not start with manifest.json.');
  const chunks: Buffer[] = [];
  for await (const chunk of first.value.body) chunks.push(chunk);
  const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  if (manifest.format !== backupFormat)
    throw new RestoreRefused('This is not a Masthead backup (its manifest says otherwise).');
  if (manifest.formatVersion > backupFormatVersion) {
    throw new RestoreRefused(
      `The backup's format ${manifest.formatVersion} is newer than this Masthead reads (${backupFormatVersion}): restore it with the Masthead that made it or a newer one.`,
    );
  }
  return manifest;
}

/** Every migration of the backup must be one this Masthead has, under the same name. */
export function checkMigrations(manifest: Pick<BackupManifest, 'migrations'>, known: readonly Migration[]): void {
  const byVersion = new Map(known.map((m) => [m.version, m]));
  const unknown = manifest.migrations.filter((m) => byVersion.get(m.version)?.name !== m.name);
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `The backup's database has migrations this Masthead does not know (${unknown.map((m) => m.name).join(', ')}): ` +
        'it was made by a newer Masthead. Restore it with that version or a newer one.',
    );
  }
}

async function refuseNonEmpty(options: RestoreOptions): Promise<void> {
  const tables = await tableCount(options.db);
  if (tables > 0) {
    throw new RestoreRefused(
      `The database already has ${tables} tables. Restore into an empty database, or pass --force to replace everything in it.`,
    );
  }
  if (options.files && (await uploadKeys(options.files)).length > 0) {
    throw new RestoreRefused(
      `The uploads in ${options.files.where} are not empty. Restore into an empty store, or pass --force to replace its files.`,
    );
  }
}

/** As `runMigrations` makes it, so a restored database migrates on as any other. */
async function createMigrationsTable(trx: AnyDb): Promise<void> {
  await sql`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
}

/** User triggers only (the foreign keys stay checked): the restored rows carry what triggers would write. */
async function setTriggers(trx: AnyDb, tables: { name: string }[], action: 'enable' | 'disable') {
  for (const { name } of tables)
    await sql.raw(`alter table ${quoteIdentifier(name)} ${action} trigger user`).execute(trx);
}

async function insertChunk(trx: AnyDb, manifest: BackupManifest, table: string, entry: TarEntry): Promise<number> {
  const shape = manifest.tables.find((t) => t.name === table);
  if (!shape) throw new RestoreRefused(`The backup has rows of ${table}, which its manifest does not list.`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  const name = quoteIdentifier(table);
  const columns = shape.columns.map(quoteIdentifier).join(', ');
  for (let start = 0; start < lines.length; start += insertRows) {
    const json = `[${lines.slice(start, start + insertRows).join(',')}]`;
    await sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) overriding system value
      select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(name)}, ${json}::json)`.execute(trx);
  }
  return lines.length;
}

async function writeUpload(staging: string, name: string, entry: TarEntry): Promise<void> {
  const path = normalize(join(staging, name));
  // A path that climbs out of the folder (`../`) is no upload of ours.
  if (!path.startsWith(staging + sep))
    throw new RestoreRefused(`The backup names a file outside the uploads folder: ${name}`);
  await mkdir(dirname(path), { recursive: true });
  await pipeline(Readable.from(entry.body), createWriteStream(path));
}

/** The store's keys, without hidden files (a probe left by a check). */
async function uploadKeys(files: FileStore): Promise<string[]> {
  return (await files.list('')).filter((key) => !key.split('/').some((part) => part.startsWith('.')));
}

const contentTypes: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' };

/** Replaces the store's files by the staged ones: upload folders the backup lacks go, its files are written. */
async function moveIn(files: FileStore, staging: string, keys: readonly string[]): Promise<void> {
  const folders = new Set(keys.map((key) => key.split('/')[0]));
  const gone = new Set((await uploadKeys(files)).map((key) => key.split('/')[0] as string));
  for (const folder of gone) if (!folders.has(folder)) await files.removeAll(folder);
  for (const key of keys) {
    const type = contentTypes[extname(key)] ?? 'application/octet-stream';
    await files.put(key, await readFile(join(staging, key)), type);
  }
}
