import type { CalloutTag } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { isUniqueViolation } from '../kernel/db/unique-violation.ts';
import { DomainError } from '../kernel/domain-error.ts';

export interface CalloutTagRepository {
  /** A call-out's tags sorted by name (ignoring case). */
  list(calloutId: string): Promise<CalloutTag[]>;
  /** Throws `duplicate-tag-name` when the call-out has a tag of that name. */
  create(calloutId: string, tag: { name: string; description: string }): Promise<CalloutTag>;
  /** Null when the call-out has no such tag; throws `duplicate-tag-name` on a clash. */
  update(calloutId: string, id: string, changes: { name?: string; description?: string }): Promise<CalloutTag | null>;
  delete(calloutId: string, id: string): Promise<boolean>;
}

const columns = ['id', 'name', 'description'] as const;

/**
 * The tags reviewers put on one call-out's responses (`callout_tags`).
 * @example await createCalloutTagRepository({db}).create(calloutId, {name: 'Follow up', description: ''})
 */
export function createCalloutTagRepository({ db }: { db: Kysely<Database> }): CalloutTagRepository {
  return {
    list(calloutId) {
      return db
        .selectFrom('callout_tags')
        .select(columns)
        .where('callout_id', '=', calloutId)
        .orderBy((eb) => eb.fn('lower', ['name']))
        .orderBy('id')
        .execute();
    },

    create(calloutId, tag) {
      return uniqueName(() =>
        db
          .insertInto('callout_tags')
          .values({ callout_id: calloutId, ...tag })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      );
    },

    async update(calloutId, id, changes) {
      const row = await uniqueName(() =>
        db
          .updateTable('callout_tags')
          .set(changes)
          .where('callout_id', '=', calloutId)
          .where('id', '=', id)
          .returning(columns)
          .executeTakeFirst(),
      );
      return row ?? null;
    },

    async delete(calloutId, id) {
      const result = await db
        .deleteFrom('callout_tags')
        .where('callout_id', '=', calloutId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** Turns the unique-index violation on `(callout_id, lower(name))` into the catalogue's 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('duplicate-tag-name');
    throw error;
  }
}
