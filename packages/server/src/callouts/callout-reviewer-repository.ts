import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import type { ContactRow } from '../contacts/contact-repository.ts';

export interface CalloutReviewerRow {
  id: string;
  canEdit: boolean;
  contact: ContactRow;
}

export interface CalloutReviewerRepository {
  /** The reviewers of a call-out with their contacts, by name. */
  list(calloutId: string): Promise<CalloutReviewerRow[]>;
  /** Adds the contact, or changes `canEdit` when they already review it. */
  add(calloutId: string, contactId: string, canEdit: boolean): Promise<CalloutReviewerRow>;
  /** Null when the contact does not review the call-out. */
  setCanEdit(calloutId: string, contactId: string, canEdit: boolean): Promise<CalloutReviewerRow | null>;
  remove(calloutId: string, contactId: string): Promise<boolean>;
  /** The contact's rights on one call-out, or null when they do not review it. */
  rightsOf(calloutId: string, contactId: string): Promise<{ canEdit: boolean } | null>;
  /** Every call-out the contact reviews. */
  calloutIdsOf(contactId: string): Promise<Set<string>>;
  /** Every call-out the contact reviews, with whether they may edit it, in one query. */
  rightsByCallout(contactId: string): Promise<Map<string, { canEdit: boolean }>>;
}

/**
 * Who reviews which call-out (`callout_reviewers`), and whether they may edit it.
 * @example await createCalloutReviewerRepository({db}).add(calloutId, contactId, false)
 */
export function createCalloutReviewerRepository({ db }: { db: Kysely<Database> }): CalloutReviewerRepository {
  const withContacts = (calloutId: string) =>
    db
      .selectFrom('callout_reviewers')
      .innerJoin('contacts', 'contacts.id', 'callout_reviewers.contact_id')
      .selectAll('contacts')
      .select(['callout_reviewers.id as reviewer_id', 'callout_reviewers.can_edit as reviewer_can_edit'])
      .where('callout_reviewers.callout_id', '=', calloutId);

  type Joined = Awaited<ReturnType<ReturnType<typeof withContacts>['execute']>>[number];
  const toReviewer = ({ reviewer_id, reviewer_can_edit, ...contact }: Joined): CalloutReviewerRow => ({
    id: reviewer_id,
    canEdit: reviewer_can_edit,
    contact,
  });
  const one = async (calloutId: string, contactId: string) => {
    const row = await withContacts(calloutId).where('contacts.id', '=', contactId).executeTakeFirst();
    return row ? toReviewer(row) : null;
  };

  return {
    async list(calloutId) {
      const rows = await withContacts(calloutId)
        .orderBy('contacts.firstname')
        .orderBy('contacts.lastname')
        .orderBy('contacts.id')
        .execute();
      return rows.map(toReviewer);
    },

    async add(calloutId, contactId, canEdit) {
      await db
        .insertInto('callout_reviewers')
        .values({ callout_id: calloutId, contact_id: contactId, can_edit: canEdit })
        .onConflict((oc) => oc.columns(['callout_id', 'contact_id']).doUpdateSet({ can_edit: canEdit }))
        .execute();
      return (await one(calloutId, contactId)) as CalloutReviewerRow;
    },

    async setCanEdit(calloutId, contactId, canEdit) {
      const result = await db
        .updateTable('callout_reviewers')
        .set({ can_edit: canEdit })
        .where('callout_id', '=', calloutId)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? one(calloutId, contactId) : null;
    },

    async remove(calloutId, contactId) {
      const result = await db
        .deleteFrom('callout_reviewers')
        .where('callout_id', '=', calloutId)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async rightsOf(calloutId, contactId) {
      const row = await db
        .selectFrom('callout_reviewers')
        .select('can_edit')
        .where('callout_id', '=', calloutId)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return row ? { canEdit: row.can_edit } : null;
    },

    async calloutIdsOf(contactId) {
      const rows = await db
        .selectFrom('callout_reviewers')
        .select('callout_id')
        .where('contact_id', '=', contactId)
        .execute();
      return new Set(rows.map((row) => row.callout_id));
    },

    async rightsByCallout(contactId) {
      const rows = await db
        .selectFrom('callout_reviewers')
        .select(['callout_id', 'can_edit'])
        .where('contact_id', '=', contactId)
        .execute();
      return new Map(rows.map((row) => [row.callout_id, { canEdit: row.can_edit }]));
    },
  };
}
