import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** What a bulk change does to every matched contact: tags (known ids) on and off, fields set. */
export interface ContactBulkChanges {
  addTags: readonly string[];
  removeTags: readonly string[];
  newsletterStatus?: string;
  newsletterGroups?: readonly string[];
  deliveryOptIn?: boolean;
}

export interface ContactBulkRepository {
  /**
   * Applies `changes` to every contact `where` (compiled against
   * `contacts`) matches, never a loop per contact. Answers how many
   * contacts matched.
   */
  change(where: Expression<SqlBool>, changes: ContactBulkChanges): Promise<number>;
}

/** The `set` list of the contact columns a bulk change writes; null when it writes none. */
function columnsSet({ newsletterStatus, newsletterGroups, deliveryOptIn }: ContactBulkChanges) {
  const parts = [
    ...(newsletterStatus !== undefined ? [sql`newsletter_status = ${newsletterStatus}`] : []),
    ...(newsletterGroups !== undefined ? [sql`newsletter_groups = ${JSON.stringify(newsletterGroups)}::jsonb`] : []),
    ...(deliveryOptIn !== undefined ? [sql`delivery_opt_in = ${deliveryOptIn}`] : []),
  ];
  return parts.length > 0 ? sql.join(parts) : null;
}

/**
 * Bulk changes of contacts (`PATCH contact`): one statement whatever it
 * changes, so it is all or nothing and every part sees the contacts matched
 * before any change (a rule on `tags` or `newsletterStatus` picks the same
 * contacts for every part, however the change affects that field).
 * @example await createContactBulkRepository({db}).change(where, {addTags: [id], removeTags: [], deliveryOptIn: true})
 */
export function createContactBulkRepository({ db }: { db: Kysely<Database> }): ContactBulkRepository {
  return {
    async change(where, changes) {
      const { addTags, removeTags } = changes;
      const ids = (list: readonly string[]) => sql.join(list.map((id) => sql`${id}::uuid`));
      const added =
        addTags.length > 0
          ? sql`, added as (insert into contact_tag_assignments (contact_id, tag_id)
              select m.id, t.id from matched m cross join contact_tags t where t.id in (${ids(addTags)})
              on conflict do nothing)`
          : sql``;
      const removed =
        removeTags.length > 0
          ? // A join with `matched`, not `in (select …)`: right after a bulk add the statistics still
            // see the tag on few contacts, and the planner would then compare every pair of rows.
            sql`, removed as (delete from contact_tag_assignments ta using matched m
              where ta.contact_id = m.id and ta.tag_id in (${ids(removeTags)}))`
          : sql``;
      const columns = columnsSet(changes);
      const updated = columns
        ? sql`, updated as (update contacts set ${columns} where id in (select id from matched))`
        : sql``;
      const { rows } = await sql<{ count: string | number }>`
        with matched as (select contacts.id from contacts where ${where})${added}${removed}${updated}
        select count(*) as count from matched`.execute(db);
      return Number(rows[0]?.count ?? 0);
    },
  };
}
