import type { SequenceState, TableShape } from './database-tables.ts';

/** The first entry of every backup archive, `manifest.json`. */
export interface BackupManifest {
  format: typeof backupFormat;
  /** Raised when the archive's layout changes; a restore refuses versions it does not know. */
  formatVersion: number;
  /** ISO 8601: when the snapshot was taken. */
  created: string;
  /** Where it was taken from; a backup restores into either. */
  database: 'postgres' | 'pglite';
  /** The rows of `schema_migrations`, in order: the schema the rows fit. */
  migrations: { version: number; name: string; appliedAt: string }[];
  /** Every table but `schema_migrations`, in the order its rows are in the archive and are restored. */
  tables: TableShape[];
  sequences: SequenceState[];
}

export const backupFormat = 'masthead-backup';
export const backupFormatVersion = 1;
export const manifestPath = 'manifest.json';

/** `tables/contacts/000001.jsonl`: one row a line, as PostgreSQL's `row_to_json` wrote it. */
export const tableChunkPath = (table: string, chunk: number) =>
  `tables/${table}/${String(chunk).padStart(6, '0')}.jsonl`;
export const uploadsPrefix = 'uploads/';

/** The table a chunk's path names, or null for another entry. */
export function tableOfPath(path: string): string | null {
  const match = /^tables\/([^/]+)\/\d+\.jsonl$/.exec(path);
  return match ? (match[1] as string) : null;
}
