import type { ContactImportField, ContactImportRefusal, CsvDelimiter, CsvEncoding } from '@masthead/core';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import type { ImportChoices } from './import-plan.ts';
import type { RowContext } from './import-row.ts';

export const importStates = {
  dryRun: 'dry-run',
  pending: 'pending',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;
export type ImportState = (typeof importStates)[keyof typeof importStates];

export type ImportCounts = {
  new: number;
  updated: number;
  unchanged: number;
  left: number;
  refused: number;
};
export const noCounts = (): ImportCounts => ({ new: 0, updated: 0, unchanged: 0, left: 0, refused: 0 });

/** How the file is read and what is done with it: fixed when the import is made. */
export interface ImportSetup {
  /** The file's header, trimmed. */
  header: string[];
  /** The field of each header column, in order. */
  fields: ContactImportField[];
  context: RowContext;
  choices: ImportChoices;
}

/** What the file was found to be, for the report. */
export interface ImportSummary {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  columns: string[];
  preview: { line: number; values: Record<string, string> }[];
  newTags: string[];
  /** The uploaded file's name (multipart), or null; absent in imports made before it was kept. */
  fileName?: string | null;
  /** Invitations put in the outbox so far (`import-invitations.ts`). */
  invited?: number;
}

/** `contact_imports` and `contact_import_refusals` (0043-contact-imports.sql), kept beside the code that owns them. */
type ImportTables = {
  contact_imports: {
    id: Generated<string>;
    created_by: string | null;
    created_at: Generated<Date>;
    file: Uint8Array;
    options: ColumnType<ImportSetup, string, string>;
    state: ImportState;
    summary: ColumnType<ImportSummary, string, string>;
    total: number;
    done: Generated<number>;
    counts: ColumnType<ImportCounts, string | undefined, string>;
    job_id: string | null;
    error: string | null;
    finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  contact_import_refusals: {
    import_id: string;
    line: number;
    code: ContactImportRefusal;
    field: string | null;
    cells: ColumnType<string[], string, string>;
  };
};
export type ImportDatabase = Database & ImportTables;
export const withImports = (db: Kysely<Database>): Kysely<ImportDatabase> => db.withTables<ImportTables>();

export interface ImportRecord {
  id: string;
  created_by: string | null;
  created_at: Date;
  options: ImportSetup;
  state: ImportState;
  summary: ImportSummary;
  total: number;
  done: number;
  counts: ImportCounts;
  job_id: string | null;
  error: string | null;
  finished_at: Date | null;
}

export interface Refusal {
  line: number;
  code: ContactImportRefusal;
  field: string | null;
  cells: string[];
}

const recordColumns = [
  'id',
  'created_by',
  'created_at',
  'options',
  'state',
  'summary',
  'total',
  'done',
  'counts',
  'job_id',
  'error',
  'finished_at',
] as const;

/**
 * Imports as the database keeps them: the file and choices, how far the
 * job got (`done` rows, `counts`), and the refused rows. A batch's progress
 * is saved in the transaction of its writes (`saveBatch`), so a job taken
 * over after a crash goes on exactly where the last commit left it.
 * @example const id = await createImportRepository({db}).create({file, setup, summary, total, state: 'pending', createdBy: null})
 */
export function createImportRepository({ db: plain }: { db: Kysely<Database> }) {
  const db = withImports(plain);
  return {
    async create(values: {
      file: Uint8Array;
      setup: ImportSetup;
      summary: ImportSummary;
      total: number;
      state: ImportState;
      createdBy: string | null;
    }): Promise<string> {
      const row = await db
        .insertInto('contact_imports')
        .values({
          file: values.file,
          options: JSON.stringify(values.setup),
          summary: JSON.stringify(values.summary),
          total: values.total,
          state: values.state,
          created_by: values.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    get(id: string): Promise<ImportRecord | undefined> {
      return db.selectFrom('contact_imports').select(recordColumns).where('id', '=', id).executeTakeFirst();
    },

    async file(id: string): Promise<Uint8Array> {
      const row = await db.selectFrom('contact_imports').select('file').where('id', '=', id).executeTakeFirstOrThrow();
      return row.file;
    },

    /** A batch done: its refused rows and the progress, in the transaction `trx` of its writes. */
    async saveBatch(trx: Kysely<Database>, id: string, done: number, counts: ImportCounts, refused: Refusal[]) {
      const tx = withImports(trx);
      if (refused.length > 0) {
        await tx
          .insertInto('contact_import_refusals')
          .values(refused.map((r) => ({ import_id: id, ...r, cells: JSON.stringify(r.cells) })))
          .onConflict((oc) => oc.columns(['import_id', 'line']).doNothing())
          .execute();
      }
      await tx
        .updateTable('contact_imports')
        .set({ done, counts: JSON.stringify(counts) })
        .where('id', '=', id)
        .execute();
    },

    async setState(id: string, state: ImportState, more: { jobId?: string; error?: string; newTags?: string[] } = {}) {
      const finished = state === 'done' || state === 'failed' || state === 'dry-run';
      await db
        .updateTable('contact_imports')
        .set({
          state,
          ...(more.jobId ? { job_id: more.jobId } : {}),
          ...(more.error !== undefined ? { error: more.error.slice(0, 1000) } : {}),
          ...(finished ? { finished_at: new Date() } : {}),
          ...(more.newTags
            ? { summary: sql<string>`jsonb_set(summary, '{newTags}', ${JSON.stringify(more.newTags)}::jsonb)` }
            : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Imports newest first (`limit` from `offset`), with how many there are. */
    async list(limit: number, offset: number): Promise<{ items: ImportRecord[]; total: number }> {
      const [items, counted] = await Promise.all([
        db
          .selectFrom('contact_imports')
          .select(recordColumns)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('contact_imports')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(counted.n) };
    },

    /** The names of the contacts who ran imports, by id (contacts deleted since are missing). */
    async creators(ids: readonly string[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .selectFrom('contacts')
        .select(['id', 'firstname', 'lastname', 'email'])
        .where('id', 'in', wanted)
        .execute();
      return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`.trim() || row.email]));
    },

    /** `n` more invitations of the import in the outbox (its report's `invited`). */
    async addInvited(id: string, n: number) {
      if (n === 0) return;
      await db
        .updateTable('contact_imports')
        .set({
          summary: sql<string>`jsonb_set(summary, '{invited}', to_jsonb(coalesce((summary->>'invited')::int, 0) + ${n}::int))`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Refused rows by line, `limit` from after line `after`, with how many there are in all. */
    async refusals(id: string, { after = 0, limit }: { after?: number; limit: number }) {
      return db
        .selectFrom('contact_import_refusals')
        .select(['line', 'code', 'field', 'cells'])
        .where('import_id', '=', id)
        .where('line', '>', after)
        .orderBy('line')
        .limit(limit)
        .execute() as Promise<Refusal[]>;
    },

    async refusalCount(id: string): Promise<number> {
      const row = await db
        .selectFrom('contact_import_refusals')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('import_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Removes imports (their files and refused rows) made before `before`. */
    async prune(before: Date): Promise<number> {
      const result = await db.deleteFrom('contact_imports').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
