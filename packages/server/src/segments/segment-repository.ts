import type { RuleGroup } from '@masthead/core';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, SegmentsTable } from '../kernel/db/database.ts';
import { isUuid } from '../kernel/ids.ts';

export type SegmentRow = Selectable<SegmentsTable>;

export interface SegmentInput {
  name: string;
  description: string;
  ruleGroup: RuleGroup;
  order: number;
}

export interface SegmentRepository {
  /** Every segment by `order`, then name (ignoring case), then id. */
  list(): Promise<SegmentRow[]>;
  /** Null for an unknown or ill-formed id. */
  find(id: string): Promise<SegmentRow | null>;
  create(segment: SegmentInput): Promise<SegmentRow>;
  /** Null when there is no such segment. */
  update(id: string, changes: Partial<SegmentInput>): Promise<SegmentRow | null>;
  delete(id: string): Promise<boolean>;
  /** How many contacts each condition (on `contacts`) matches, in one query. */
  countContacts(conditions: readonly Expression<SqlBool>[]): Promise<number[]>;
}

/** A segment's columns from the API's fields. */
function columnsOf(changes: Partial<SegmentInput>) {
  return {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.ruleGroup !== undefined ? { rule_group: JSON.stringify(changes.ruleGroup) } : {}),
    ...(changes.order !== undefined ? { sort_order: changes.order } : {}),
  };
}

/**
 * Saved contact searches (`segments`); their rule groups are stored as
 * validated, and compiled again whenever they are counted or listed.
 * @example await createSegmentRepository({db}).create({name: 'Donors', description: '', ruleGroup, order: 0})
 */
export function createSegmentRepository({ db }: { db: Kysely<Database> }): SegmentRepository {
  return {
    list() {
      return db
        .selectFrom('segments')
        .selectAll()
        .orderBy('sort_order')
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
    },

    async find(id) {
      if (!isUuid(id)) return null;
      return (await db.selectFrom('segments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    create(segment) {
      return db
        .insertInto('segments')
        .values({ ...columnsOf(segment), name: segment.name, rule_group: JSON.stringify(segment.ruleGroup) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id, changes) {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('segments')
        .set({ ...columnsOf(changes), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const result = await db.deleteFrom('segments').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async countContacts(conditions) {
      if (conditions.length === 0) return [];
      const counts = conditions.map(
        (condition, index) => sql`(select count(*) from contacts where ${condition}) as ${sql.ref(`c${index}`)}`,
      );
      const { rows } = await sql<Record<string, string | number>>`select ${sql.join(counts)}`.execute(db);
      const row = rows[0] ?? {};
      return conditions.map((_, index) => Number(row[`c${index}`] ?? 0));
    },
  };
}
