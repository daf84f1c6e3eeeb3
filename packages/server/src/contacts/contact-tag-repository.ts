import type { ContactTag } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { isUniqueViolation } from '../kernel/db/unique-violation.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { isUuid } from '../kernel/ids.ts';

export interface ContactTagRepository {
  /** Every contact tag, by name ascending (ignoring case), ties by id. */
  list(): Promise<ContactTag[]>;
  /** Throws `duplicate-tag-name` when a tag of that name (ignoring case) exists. */
  create(tag: { name: string; description: string }): Promise<ContactTag>;
  /** Null when there is no such tag; throws `duplicate-tag-name` on a clash. */
  update(id: string, changes: { name?: string; description?: string }): Promise<ContactTag | null>;
  /** False when there was no such tag; the tag comes off every contact. */
  delete(id: string): Promise<boolean>;
  /** The id of every contact tag (what a `tags` rule may name). */
  allIds(): Promise<string[]>;
  /** The ids among `ids` that are not contact tags (ids of any form). */
  unknown(ids: readonly string[]): Promise<string[]>;
  /** The tag ids of several contacts, by contact id, in the tags' name order. */
  idsOf(contactIds: readonly string[]): Promise<Map<string, string[]>>;
}

const columns = ['id', 'name', 'description'] as const;
/**
 * The tags admins put on contacts (`contact_tags`) and who carries them
 * (`contact_tag_assignments`).
 * @example await createContactTagRepository({db}).create({name: 'Donor', description: ''})
 */
export function createContactTagRepository({ db }: { db: Kysely<Database> }): ContactTagRepository {
  return {
    list() {
      return db
        .selectFrom('contact_tags')
        .select(columns)
        .orderBy((eb) => eb.fn('lower', ['name']))
        .orderBy('id')
        .execute();
    },

    create(tag) {
      return uniqueName(() => db.insertInto('contact_tags').values(tag).returning(columns).executeTakeFirstOrThrow());
    },

    async update(id, changes) {
      if (!isUuid(id)) return null;
      const row = await uniqueName(() =>
        db.updateTable('contact_tags').set(changes).where('id', '=', id).returning(columns).executeTakeFirst(),
      );
      return row ?? null;
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const result = await db.deleteFrom('contact_tags').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async allIds() {
      return (await db.selectFrom('contact_tags').select('id').execute()).map((row) => row.id);
    },

    async unknown(ids) {
      const wellFormed = ids.filter((id) => isUuid(id));
      const found =
        wellFormed.length === 0
          ? []
          : await db.selectFrom('contact_tags').select('id').where('id', 'in', wellFormed).execute();
      const known = new Set(found.map((row) => row.id.toLowerCase()));
      return ids.filter((id) => !known.has(id.toLowerCase()));
    },

    async idsOf(contactIds) {
      const byId = new Map<string, string[]>(contactIds.map((id) => [id, []]));
      if (contactIds.length === 0) return byId;
      const rows = await db
        .selectFrom('contact_tag_assignments as a')
        .innerJoin('contact_tags as t', 't.id', 'a.tag_id')
        .select(['a.contact_id', 'a.tag_id'])
        .where('a.contact_id', 'in', [...contactIds])
        .orderBy(sql`lower(t.name)`)
        .orderBy('t.id')
        .execute();
      for (const row of rows) byId.get(row.contact_id)?.push(row.tag_id);
      return byId;
    },
  };
}

/** Turns the unique-index violation on `lower(name)` into the catalogue's 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('duplicate-tag-name');
    throw error;
  }
}
