import { adminRoles, type CalloutTag, type ResponseSort } from '@masthead/core';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { CalloutResponseCommentsTable, CalloutResponsesTable, Database } from '../kernel/db/database.ts';
import { DomainError } from '../kernel/domain-error.ts';
import type { ContactRoleRow, ContactRow } from '../contacts/contact-repository.ts';
import { paginate } from '../kernel/db/paginate.ts';
import { createResponsePageIds, orderedBy } from './response-page-ids.ts';

export type ResponseRow = Selectable<CalloutResponsesTable>;
export type ResponseCommentRow = Selectable<CalloutResponseCommentsTable>;

export interface ResponseListOptions {
  /** Filter and visibility, compiled against `callout_responses`. */
  where: Expression<SqlBool>;
  sort: ResponseSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /**
   * The call-out every listed response belongs to, when `where` limits the
   * list to one: then the total is counted once per list version of the
   * call-out (callout_response_versions) and filter, not on every page.
   */
  calloutId?: string;
}

/** What a reviewer changes on one response; `tags` replaces the whole list. */
export interface ResponseChanges {
  bucket?: string;
  assigneeId?: string | null;
  answers?: Record<string, Record<string, unknown>>;
  tags?: string[];
}

/** A bulk change: tags are added and removed, not replaced. */
export interface ResponseBulkChanges {
  bucket?: string;
  assigneeId?: string | null;
  addTags: string[];
  removeTags: string[];
}

export interface ContactWithRoles {
  row: ContactRow;
  roles: ContactRoleRow[];
}

export interface ResponseReviewRepository {
  list(options: ResponseListOptions): Promise<{ rows: ResponseRow[]; total: number }>;
  find(id: string): Promise<ResponseRow | null>;
  /** The first row that `where` lets through among the response `id`, or null. */
  findWhere(id: string, where: Expression<SqlBool>): Promise<ResponseRow | null>;
  /** Tags of several responses, by response id, sorted by name. */
  tagsOf(ids: readonly string[]): Promise<Map<string, CalloutTag[]>>;
  /** The newest comment of each response, by response id. */
  latestComments(ids: readonly string[]): Promise<Map<string, ResponseCommentRow>>;
  /** Contacts with their roles, by id (assignees, respondents, comment authors). */
  contactsById(ids: readonly string[]): Promise<Map<string, ContactWithRoles>>;
  /**
   * Whether the contact may be assigned responses of every call-out in
   * `calloutIds`: an admin (role in force at `now`) or a reviewer of each.
   */
  mayBeAssigned(contactId: string, calloutIds: readonly string[], now: Date): Promise<boolean>;
  /** The ids among `tagIds` that are not tags of the call-out. */
  foreignTags(calloutId: string, tagIds: readonly string[]): Promise<string[]>;
  /** Changes one response in one transaction; null when it is gone. */
  update(id: string, changes: ResponseChanges): Promise<ResponseRow | null>;
  /**
   * Applies one change to every response `where` matches, in one
   * transaction of set-based statements; `check` sees the call-outs of the
   * matched responses first and may throw to change nothing. Returns how
   * many responses matched.
   */
  bulkUpdate(
    where: Expression<SqlBool>,
    changes: ResponseBulkChanges,
    check: (calloutIds: string[]) => Promise<void>,
  ): Promise<number>;
}

/**
 * What reviewers do with call-out responses (`callout_responses`, their tags
 * and comments): list, filter, change one or many. Submitting is
 * response-repository.ts; the CSV export and the public feed are
 * response-export-repository.ts.
 * @example await createResponseReviewRepository({db}).list({where: sql`true`, sort: 'number', order: 'ASC', limit: 50, offset: 0})
 */
export function createResponseReviewRepository({ db }: { db: Kysely<Database> }): ResponseReviewRepository {
  const totals = new TotalCache(totalCacheSize);
  const pageIds = createResponsePageIds();
  const versionOf = (calloutId: string) =>
    sql<
      string | null
    >`(select v.version::text from callout_response_versions v where v.callout_id = ${calloutId}::uuid)`;

  return {
    async list({ where, sort, order, limit, offset, calloutId }) {
      const filtered = db.selectFrom('callout_responses').where(where);
      if (calloutId === undefined)
        return paginate(orderedBy(filtered.selectAll('callout_responses'), sort, order), { limit, offset });

      // The page's ids first, from an index alone (0041), with the list
      // version as of the same snapshot; then only their rows.
      const key = totalKey(filtered.select(sql`1`.as('one')).compile());
      const page = await pageIds(filtered, {
        sort,
        order,
        limit,
        offset,
        calloutId,
        listKey: `${key}\n${sort} ${order}`,
      });
      const ids = page.rows.map((row) => row.id);
      const found =
        ids.length === 0 ? [] : await db.selectFrom('callout_responses').selectAll().where('id', 'in', ids).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      // A response deleted between the two reads is left out of the page.
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      if (page.version !== null) {
        const cached = totals.get(key, page.version);
        if (cached !== undefined) return { rows, total: cached };
      }
      const counted = await db
        .selectFrom('callout_responses')
        .where(where)
        .select([sql<string>`count(*)`.as('total'), versionOf(calloutId).as('list_version')])
        .executeTakeFirstOrThrow();
      const total = Number(counted.total);
      totals.set(key, counted.list_version ?? '0', total);
      return { rows, total };
    },

    async find(id) {
      return (await db.selectFrom('callout_responses').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async findWhere(id, where) {
      const row = await db
        .selectFrom('callout_responses')
        .selectAll()
        .where('callout_responses.id', '=', id)
        .where(where)
        .executeTakeFirst();
      return row ?? null;
    },

    async tagsOf(ids) {
      const byResponse = new Map<string, CalloutTag[]>();
      if (ids.length === 0) return byResponse;
      const rows = await db
        .selectFrom('callout_response_tags as rt')
        .innerJoin('callout_tags as t', 't.id', 'rt.tag_id')
        .select(['rt.response_id', 't.id', 't.name', 't.description'])
        .where('rt.response_id', 'in', ids)
        .orderBy((eb) => eb.fn('lower', ['t.name']))
        .orderBy('t.id')
        .execute();
      for (const { response_id, ...tag } of rows)
        byResponse.set(response_id, [...(byResponse.get(response_id) ?? []), tag]);
      return byResponse;
    },

    async latestComments(ids) {
      const byResponse = new Map<string, ResponseCommentRow>();
      if (ids.length === 0) return byResponse;
      const rows = await db
        .selectFrom('callout_response_comments')
        .selectAll()
        .distinctOn('response_id')
        .where('response_id', 'in', ids)
        .orderBy('response_id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) byResponse.set(row.response_id, row);
      return byResponse;
    },

    async contactsById(ids) {
      const byId = new Map<string, ContactWithRoles>();
      const unique = [...new Set(ids)];
      if (unique.length === 0) return byId;
      const rows = await db.selectFrom('contacts').selectAll().where('id', 'in', unique).execute();
      const roles = await db.selectFrom('contact_roles').selectAll().where('contact_id', 'in', unique).execute();
      for (const row of rows) byId.set(row.id, { row, roles: roles.filter((role) => role.contact_id === row.id) });
      return byId;
    },

    async mayBeAssigned(contactId, calloutIds, now) {
      const admin = await db
        .selectFrom('contact_roles')
        .select('contact_id')
        .where('contact_id', '=', contactId)
        .where('role', 'in', adminRoles)
        .where('date_added', '<=', now)
        .where((eb) => eb.or([eb('date_expires', 'is', null), eb('date_expires', '>', now)]))
        .executeTakeFirst();
      if (admin) return true;
      if (calloutIds.length === 0) return false;
      const { count } = await db
        .selectFrom('callout_reviewers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('contact_id', '=', contactId)
        .where('callout_id', 'in', calloutIds)
        .executeTakeFirstOrThrow();
      return Number(count) === new Set(calloutIds).size;
    },

    async foreignTags(calloutId, tagIds) {
      if (tagIds.length === 0) return [];
      const rows = await db
        .selectFrom('callout_tags')
        .select('id')
        .where('callout_id', '=', calloutId)
        .where(sql<SqlBool>`id::text in (${sql.join(tagIds.map((id) => sql`${id}`))})`)
        .execute();
      const own = new Set(rows.map((row) => row.id));
      return tagIds.filter((id) => !own.has(id));
    },

    update(id, { bucket, assigneeId, answers, tags }) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('callout_responses')
          .set({
            ...(bucket !== undefined ? { bucket } : {}),
            ...(assigneeId !== undefined ? { assignee_id: assigneeId } : {}),
            ...(answers !== undefined ? { answers: JSON.stringify(answers) } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        if (tags !== undefined) {
          await trx.deleteFrom('callout_response_tags').where('response_id', '=', id).execute();
          if (tags.length > 0) {
            await trx
              .insertInto('callout_response_tags')
              .values(tags.map((tag_id) => ({ response_id: id, tag_id })))
              .execute();
          }
        }
        return row;
      });
    },

    async bulkUpdate(where, { bucket, assigneeId, addTags, removeTags }, check) {
      // The check runs before the transaction: on PGlite's one connection a
      // read from inside `check` would wait for the transaction forever. A
      // response arriving in between cannot get a foreign tag: the insert
      // below only pairs responses with tags of their own call-out.
      const callouts = await db.selectFrom('callout_responses').select('callout_id').distinct().where(where).execute();
      await check(callouts.map((row) => row.callout_id));
      return db.transaction().execute(async (trx) => {
        // One statement for the columns (also counting the matched rows),
        // one for added and one for removed tags: never a loop per response.
        const updated = await trx
          .updateTable('callout_responses')
          .set({
            ...(bucket !== undefined ? { bucket } : {}),
            ...(assigneeId !== undefined ? { assignee_id: assigneeId } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where(where)
          .executeTakeFirst();
        const matched = trx.selectFrom('callout_responses').select('callout_responses.id').where(where);
        if (addTags.length > 0) {
          await trx
            .insertInto('callout_response_tags')
            .columns(['response_id', 'tag_id'])
            .expression(
              trx
                .selectFrom('callout_responses')
                .innerJoin('callout_tags as t', 't.callout_id', 'callout_responses.callout_id')
                .select(['callout_responses.id', 't.id as tag_id'])
                .where(where)
                .where(sql<SqlBool>`t.id::text in (${sql.join(addTags.map((id) => sql`${id}`))})`),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        if (removeTags.length > 0) {
          await trx
            .deleteFrom('callout_response_tags')
            .where('response_id', 'in', matched)
            .where(sql<SqlBool>`tag_id::text in (${sql.join(removeTags.map((id) => sql`${id}`))})`)
            .execute();
        }
        return Number(updated.numUpdatedRows);
      });
    },
  };
}

/** Totals kept per process; each is good only for the list version it was counted at. */
const totalCacheSize = 500;

const totalKey = ({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }) =>
  JSON.stringify([text, parameters]);

/**
 * Totals by filter (its SQL and parameters) and the call-out's list version:
 * a total counted at another version is never given out, so a write seen by
 * any app server is a new count. Least recently used out first.
 */
export class TotalCache {
  private readonly entries = new Map<string, { version: string; total: number }>();

  constructor(private readonly size: number) {}

  get(key: string, version: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.total;
  }

  set(key: string, version: string, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** Refuses a bulk or single change with a 422 listing the fields at fault. */
export const refuse = (errors: { field: string; rule: string; params?: Record<string, unknown> }[]) =>
  new DomainError('validation', errors);
