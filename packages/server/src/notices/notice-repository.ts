import type { NoticeSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, NoticesTable } from '../kernel/db/database.ts';
import { paginate } from '../kernel/db/paginate.ts';
import { isUuid } from '../kernel/ids.ts';

export type NoticeRow = Selectable<NoticesTable>;

/** A notice's columns as written; dates as Date or null. */
export interface NoticeInput {
  name: string;
  text: string;
  button_text: string;
  url: string;
  starts: Date | null;
  expires: Date | null;
}

export interface NoticeListOptions {
  /** Filter and visibility, compiled against `notices`. */
  where: Expression<SqlBool>;
  sort: NoticeSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface NoticeRepository {
  list(options: NoticeListOptions): Promise<{ rows: NoticeRow[]; total: number }>;
  /** The notice if `where` (when given) lets it through; null for an unknown or ill-formed id. */
  find(id: string, where?: Expression<SqlBool>): Promise<NoticeRow | null>;
  create(notice: NoticeInput): Promise<NoticeRow>;
  update(id: string, changes: Partial<NoticeInput>): Promise<NoticeRow | null>;
  delete(id: string): Promise<boolean>;
}

const sortColumns: Record<NoticeSort, string> = {
  name: 'notices.name',
  starts: 'notices.starts',
  expires: 'notices.expires',
  createdAt: 'notices.created_at',
  updatedAt: 'notices.updated_at',
};
/**
 * Notices for members (`notices`).
 * @example await createNoticeRepository({db}).create({name: 'AGM', text: '<p>Come</p>', button_text: '', url: '', starts: null, expires: null})
 */
export function createNoticeRepository({ db }: { db: Kysely<Database> }): NoticeRepository {
  return {
    list({ where, sort, order, limit, offset }) {
      const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
      const column = sql.ref(sortColumns[sort]);
      const key = sort === 'name' ? sql`lower(${column})` : column;
      const query = db
        .selectFrom('notices')
        .selectAll('notices')
        .where(where)
        .orderBy(sql`${key} ${direction} nulls last`)
        .orderBy('notices.id');
      return paginate(query, { limit, offset });
    },

    async find(id, where) {
      if (!isUuid(id)) return null;
      const query = db.selectFrom('notices').selectAll().where('id', '=', id);
      const row = await (where ? query.where(where) : query).executeTakeFirst();
      return row ?? null;
    },

    create(notice) {
      return db.insertInto('notices').values(notice).returningAll().executeTakeFirstOrThrow();
    },

    async update(id, changes) {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('notices')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const result = await db.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
