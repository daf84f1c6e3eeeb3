import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createRecentCache } from '../kernel/db/recent-cache.ts';
import { mergeSettings } from './merge-settings.ts';

export type ContentDocument = Record<string, unknown>;

/** The sections of `content`, by the name they are stored under (`content/{id}` of the API). */
export const contentSections = {
  general: 'general',
  /** The join form (`content/join`): amounts, periods, methods, texts. */
  join: 'join',
  /** Names the join survey, among the join form's setup. */
  joinSetup: 'join/setup',
  /** Social sharing (`content/share`): title, description, image, handle. */
  share: 'share',
  /** The member home's texts (`content/profile`). */
  profile: 'profile',
  /** v0.32's `content/contacts`: its manual payment sources (its tags are the contact tags). */
  contacts: 'contacts',
  /** v0.32's `content/telegram`: the Telegram welcome, kept and answered only. */
  telegram: 'telegram',
} as const;

export interface ContentRepository {
  /** The section merged over `defaults`; `defaults` alone when nothing was stored. */
  get<T extends object>(name: string, defaults: T): Promise<T>;
  /**
   * `get` as of at most a second ago (this repository's own writes are seen
   * at once): for hot paths like every response's emails. Not for rules.
   */
  getRecent<T extends object>(name: string, defaults: T): Promise<T>;
  /** Merges `partial` into the stored section (creating it) and returns what is now stored. */
  patch(name: string, partial: object): Promise<ContentDocument>;
  /** Stores `data` unless the section exists; true when it was stored. */
  insertIfMissing(name: string, data: object): Promise<boolean>;
}

/**
 * Settings sections (`general`, `join`, …) as jsonb documents. A document
 * holds only what was set, so a default that changes in a later release
 * reaches every newsroom that never overrode it.
 * @example await createContentRepository({db}).get('general', defaultGeneralSettings)
 */
export function createContentRepository({ db }: { db: Kysely<Database> }): ContentRepository {
  const stored = async (name: string) => {
    const row = await db.selectFrom('content').select('data').where('name', '=', name).executeTakeFirst();
    return row?.data ?? null;
  };
  // This repository's own writes clear it; other app servers' reach it within a second.
  const recent = createRecentCache<ContentDocument | null>(1000);

  return {
    async get(name, defaults) {
      const data = await stored(name);
      return data ? mergeSettings(defaults, data) : defaults;
    },

    async getRecent(name, defaults) {
      const data = await recent.get(name, () => stored(name));
      return data ? mergeSettings(defaults, data) : defaults;
    },

    async patch(name, partial) {
      // Read, merge and write under a row lock, so that two admins saving
      // different fields at once both keep their change.
      return db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('content')
            .values({ name, data: '{}' })
            .onConflict((oc) => oc.column('name').doNothing())
            .execute();
          const row = await trx
            .selectFrom('content')
            .select('data')
            .where('name', '=', name)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const merged = mergeSettings(row.data, partial);
          await trx
            .updateTable('content')
            .set({ data: JSON.stringify(merged), updated_at: sql<Date>`now()` })
            .where('name', '=', name)
            .execute();
          return merged;
        })
        .finally(() => recent.clear());
    },

    async insertIfMissing(name, data) {
      const result = await db
        .insertInto('content')
        .values({ name, data: JSON.stringify(data) })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      recent.clear();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}
