import { nextFreeSlug, slugify, type CalloutSort } from '@masthead/core';
import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { createRecentCache } from '../kernel/db/recent-cache.ts';
import type { CalloutsTable, CalloutVariantsTable, Database } from '../kernel/db/database.ts';
import { isUniqueViolation } from '../kernel/db/unique-violation.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { isUuid } from '../kernel/ids.ts';
import { paginate } from '../kernel/db/paginate.ts';

export type CalloutRow = Selectable<CalloutsTable>;
export type CalloutVariantRow = Selectable<CalloutVariantsTable>;
export type CalloutValues = Omit<Insertable<CalloutsTable>, 'slug'>;
export type CalloutChanges = Updateable<CalloutsTable>;
/** One locale's texts, without the call-out id. */
export type VariantValues = Omit<Insertable<CalloutVariantsTable>, 'callout_id' | 'name'>;

export interface NewCallout {
  values: CalloutValues;
  /** A slug someone typed (a clash is `duplicate-slug`), or null to make one from the default title. */
  slug: string | null;
  variants: Record<string, VariantValues>;
}

export interface CalloutListOptions {
  /** Filter and visibility, compiled against `callouts` and its default variant `dv`. */
  where: Expression<SqlBool>;
  sort: CalloutSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface CalloutRepository {
  /** By uuid, else by slug. */
  find(idOrSlug: string): Promise<CalloutRow | null>;
  /**
   * `find` as of at most a second ago (this repository's own writes are
   * seen at once): for the submission path, which reads the same call-out
   * on every response. Not for read-modify-write.
   */
  findRecent(idOrSlug: string): Promise<CalloutRow | null>;
  /** Variants of several call-outs at once, by call-out id. */
  variants(ids: readonly string[]): Promise<Map<string, CalloutVariantRow[]>>;
  list(options: CalloutListOptions): Promise<{ rows: CalloutRow[]; total: number }>;
  /**
   * Something built from call-outs as everyone sees them (a guest's list
   * page), remembered under `key` for a second and forgotten at once when
   * this repository writes: the public list costs what a single read does.
   */
  rememberPublic<T>(key: string, build: () => Promise<T>): Promise<T>;
  create(callout: NewCallout): Promise<CalloutRow>;
  /** Writes settings and variants (`null` removes a locale) in one transaction; null when gone. */
  update(
    id: string,
    changes: CalloutChanges,
    variants: Record<string, VariantValues | null>,
  ): Promise<CalloutRow | null>;
  delete(id: string): Promise<boolean>;
  /** Responses per call-out (every bucket, trash included); call-outs without any are left out. */
  responseCounts(ids: readonly string[]): Promise<Map<string, number>>;
  /** The call-outs among `ids` that the contact has answered. */
  answeredBy(contactId: string, ids: readonly string[]): Promise<Set<string>>;
}

const sortColumns: Record<CalloutSort, string> = {
  title: 'dv.title',
  slug: 'callouts.slug',
  starts: 'callouts.starts',
  expires: 'callouts.expires',
  createdAt: 'callouts.created_at',
  updatedAt: 'callouts.updated_at',
};
/** How old a `findRecent` answer may be. */
const recentMs = 1000;
/** Tries for an auto slug when another call-out takes the same one at the same moment. */
const slugAttempts = 5;

const isSlugClash = (error: unknown) => isUniqueViolation(error, 'callouts_slug_key');

/**
 * Call-outs with their texts per locale (`callout_variants`).
 * @example const row = await createCalloutRepository({db}).find('climate-survey')
 */
export function createCalloutRepository({ db }: { db: Kysely<Database> }): CalloutRepository {
  const withDefaultVariant = () =>
    db
      .selectFrom('callouts')
      .innerJoin('callout_variants as dv', (join) =>
        join.onRef('dv.callout_id', '=', 'callouts.id').on('dv.name', '=', 'default'),
      );

  const freeSlug = async (title: string): Promise<string> => {
    const base = slugify(title);
    const rows = await db
      .selectFrom('callouts')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return nextFreeSlug(
      base,
      rows.map((row) => row.slug),
    );
  };

  const recent = createRecentCache<CalloutRow | null>(recentMs);
  const publicViews = createRecentCache<unknown>(recentMs);
  /** After any write: the next read of a row or a public view is fresh. */
  const forget = () => {
    recent.clear();
    publicViews.clear();
  };
  const insert = (callout: NewCallout, slug: string) =>
    db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('callouts')
          .values({ ...callout.values, slug })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('callout_variants')
          .values(Object.entries(callout.variants).map(([name, texts]) => ({ ...texts, name, callout_id: row.id })))
          .execute();
        return row;
      })
      // A slug looked up before it existed must not stay 'not found'.
      .finally(forget);

  const repository: CalloutRepository = {
    async find(idOrSlug) {
      if (isUuid(idOrSlug)) {
        const byId = await db.selectFrom('callouts').selectAll().where('id', '=', idOrSlug).executeTakeFirst();
        if (byId) return byId;
      }
      return (await db.selectFrom('callouts').selectAll().where('slug', '=', idOrSlug).executeTakeFirst()) ?? null;
    },

    findRecent(idOrSlug) {
      return recent.get(idOrSlug, () => repository.find(idOrSlug));
    },

    async variants(ids) {
      const byCallout = new Map<string, CalloutVariantRow[]>();
      if (ids.length === 0) return byCallout;
      const rows = await db.selectFrom('callout_variants').selectAll().where('callout_id', 'in', ids).execute();
      for (const row of rows) byCallout.set(row.callout_id, [...(byCallout.get(row.callout_id) ?? []), row]);
      return byCallout;
    },

    async list({ where, sort, order, limit, offset }) {
      const filtered = withDefaultVariant().where(where);
      const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
      const column = sql.ref(sortColumns[sort]);
      const key = sort === 'title' || sort === 'slug' ? sql`lower(${column})` : column;
      const ordered = filtered
        .selectAll('callouts')
        .orderBy(sql`${key} ${direction} nulls last`)
        .orderBy('callouts.id');
      return paginate(ordered, { limit, offset });
    },

    rememberPublic<T>(key: string, build: () => Promise<T>) {
      return publicViews.get(key, build) as Promise<T>;
    },

    async create(callout) {
      if (callout.slug !== null) {
        try {
          return await insert(callout, callout.slug);
        } catch (error) {
          if (isSlugClash(error)) throw new DomainError('duplicate-slug');
          throw error;
        }
      }
      const title = callout.variants.default?.title ?? '';
      for (let attempt = 1; ; attempt++) {
        try {
          return await insert(callout, await freeSlug(title));
        } catch (error) {
          if (!isSlugClash(error) || attempt === slugAttempts) throw error;
        }
      }
    },

    async update(id, changes, variants) {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('callouts')
            .set({ ...changes, updated_at: sql<Date>`now()` })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst();
          if (!row) return null;
          for (const [name, texts] of Object.entries(variants)) {
            if (texts === null) {
              await trx.deleteFrom('callout_variants').where('callout_id', '=', id).where('name', '=', name).execute();
              continue;
            }
            await trx
              .insertInto('callout_variants')
              .values({ ...texts, name, callout_id: id })
              .onConflict((oc) => oc.columns(['callout_id', 'name']).doUpdateSet(texts))
              .execute();
          }
          return row;
        });
      } catch (error) {
        if (isSlugClash(error)) throw new DomainError('duplicate-slug');
        throw error;
      } finally {
        forget();
      }
    },

    async delete(id) {
      const result = await db.deleteFrom('callouts').where('id', '=', id).executeTakeFirst();
      forget();
      return result.numDeletedRows > 0n;
    },

    async responseCounts(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('callout_responses')
        .select(['callout_id', (eb) => eb.fn.countAll<string>().as('count')])
        .where('callout_id', 'in', ids)
        .groupBy('callout_id')
        .execute();
      return new Map(rows.map((row) => [row.callout_id, Number(row.count)]));
    },

    async answeredBy(contactId, ids) {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('callout_responses')
        .select('callout_id')
        .distinct()
        .where('contact_id', '=', contactId)
        .where('callout_id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.callout_id));
    },
  };
  return repository;
}
