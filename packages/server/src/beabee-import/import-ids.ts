import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** What a source row was imported as: a table of `beabee_import_ids` (migration 0045). */
export type ImportKind =
  | 'contact'
  | 'contact-tag'
  | 'payment'
  | 'segment'
  | 'notice'
  | 'callout'
  | 'callout-tag'
  | 'callout-reviewer'
  | 'response'
  | 'comment';

/** Which table holds each kind's local rows: a row deleted here since it was imported is not brought again. */
const tableOf: Record<ImportKind, string> = {
  contact: 'contacts',
  'contact-tag': 'contact_tags',
  payment: 'payments',
  segment: 'segments',
  notice: 'notices',
  callout: 'callouts',
  'callout-tag': 'callout_tags',
  'callout-reviewer': 'callout_reviewers',
  response: 'callout_responses',
  comment: 'callout_response_comments',
};

/** What `find` answers for a row imported once and deleted here since. */
export const deleted = Symbol('deleted here');

/** The reason a row deleted here is skipped. */
export const deletedReason = 'deleted here since an earlier import, so not brought again';

export interface ImportIds {
  /**
   * The local id of a source row imported before; `deleted` when that row
   * was deleted here since (an erased contact, a removed response: not
   * brought back); undefined when it was never imported.
   */
  find(kind: ImportKind, sourceId: string): Promise<string | typeof deleted | undefined>;
  /** `find` for a page of source rows in one query, by source id (those never imported are absent). */
  findMany(kind: ImportKind, sourceIds: readonly string[]): Promise<Map<string, string | typeof deleted>>;
  remember(kind: ImportKind, sourceId: string, localId: string): Promise<void>;
}

/**
 * Source id → local id, per kind (`beabee_import_ids`).
 * @example await createImportIds(db).remember('contact', source.id, local.id)
 */
export function createImportIds(db: Kysely<Database>): ImportIds {
  const findMany: ImportIds['findMany'] = async (kind, sourceIds) => {
    if (sourceIds.length === 0) return new Map();
    const { rows } = await sql<{ source_id: string; local_id: string; here: boolean }>`
      select m.source_id, m.local_id,
        exists (select 1 from ${sql.table(tableOf[kind])} t where t.id = m.local_id) as here
      from beabee_import_ids m
      where m.kind = ${kind}
        and m.source_id in (select jsonb_array_elements_text(${JSON.stringify(sourceIds)}::jsonb))`.execute(db);
    return new Map(rows.map((row) => [row.source_id, row.here ? row.local_id : deleted]));
  };
  return {
    async find(kind, sourceId) {
      return (await findMany(kind, [sourceId])).get(sourceId);
    },
    findMany,
    async remember(kind, sourceId, localId) {
      await sql`
        insert into beabee_import_ids (kind, source_id, local_id) values (${kind}, ${sourceId}, ${localId})
        on conflict (kind, source_id) do update set local_id = excluded.local_id, imported_at = now()`.execute(db);
    },
  };
}
