import { adminRoles, normalEmail, type FormAnswers } from '@masthead/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CalloutResponsesTable, Database } from '../kernel/db/database.ts';
import { isUniqueViolation } from '../kernel/db/unique-violation.ts';
import { createBatchWriter } from '../kernel/db/batch-writer.ts';
import { isUuid } from '../kernel/ids.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import { createNumberedWriter, insertOne } from './numbered-responses.ts';

export type ResponseRow = Selectable<CalloutResponsesTable>;

export interface NewResponse {
  calloutId: string;
  /** The respondent's contact (a member, or the contact a guest's new email made); null: anonymous or unlinked guest. */
  contactId: string | null;
  /**
   * With `contactId` null: the guest whose contact the insert makes in the
   * same statement (no password or roles) when no contact has that email
   * (ignoring case); a contact that exists is never joined.
   */
  guestContact?: { email: string; firstname: string; lastname: string } | null;
  guestName: string | null;
  guestEmail: string | null;
  /** Already checked and pruned against the form. */
  answers: FormAnswers;
  /**
   * The sign-up as the call-out offers it; with `optIn` the respondent's
   * contact is signed up (`signUpForNewsletter`) in the response's transaction.
   */
  newsletter: { optIn: boolean; groups: string[] } | null;
  /**
   * The widget's `Idempotency-Key`: a second submission with it returns the
   * first response. The caller looks it up first (`findByIdempotencyKey`);
   * `submit` does not look again but lets the unique key refuse a repeat.
   */
  idempotencyKey: string | null;
  /** False: `already-responded` when the contact (or guest email) has a response. */
  allowMultiple: boolean;
  /**
   * The work that must follow the response, as a job queued in its
   * transaction (`{responseId}`, once per response; kernel/jobs/README.md): its
   * emails, which then survive a crash right after the commit. Responses
   * inserted without it (seeds, fixtures) make no job.
   */
  followUp?: { kind: string; runAt: Date } | null;
}

export interface SubmittedResponse {
  id: string;
  number: number;
  /** The respondent's contact, as given or as `guestContact` made. */
  contactId: string | null;
  /** False when the idempotency key named an earlier response (nothing was inserted). */
  created: boolean;
}

/**
 * Submitting responses and the respondent's own changes. Review queries
 * (lists, buckets, tags, comments) live in the review side's own repository.
 */
export interface ResponseRepository {
  /**
   * Inserts a response with the call-out's next number under the call-out's
   * row lock: numbers are 1, 2, 3 … without gaps or duplicates, and the
   * idempotency and `allowMultiple` checks cannot race. Responses to one
   * call-out arriving together share one insert (`createNumberedWriter`).
   * A repeated idempotency key (a retry racing its first try) is refused by
   * the unique key and answered with the first response (`created: false`).
   * Throws `not-found` when the call-out is gone, `already-responded`.
   */
  submit(response: NewResponse): Promise<SubmittedResponse>;
  /** The response an idempotency key made for a call-out, or null. */
  findByIdempotencyKey(calloutId: string, key: string): Promise<{ id: string; answers: unknown } | null>;
  /**
   * Replaces the answers of a contact's own response (docs/product/api.md,
   * "Who may call what": a member may change only the answers of their own
   * response, while the call-out is open and allows updates — the caller checks the call-out and the answers).
   * Null when the response does not exist or is not the contact's.
   */
  updateOwnAnswers(responseId: string, contactId: string, answers: FormAnswers): Promise<ResponseRow | null>;
  /** Who hears of each new response: contacts with an active admin or superadmin role at `now`. */
  adminRecipients(now: Date): Promise<{ id: string; email: string; firstname: string; lastname: string }[]>;
  /**
   * What a response's emails say (responses/response-notifier.ts): its
   * call-out, number, and who gets the confirmation — a guest's email and
   * name as given, else the respondent's contact; null when the response
   * collected no email. Null when the response is gone (erased).
   */
  findForEmails(responseId: string): Promise<ResponseForEmails | null>;
}

export interface ResponseForEmails {
  id: string;
  callout: { id: string; slug: string };
  number: number;
  respondent: { email: string; name: string } | null;
}

/**
 * @example const {id} = await createResponseRepository({db}).submit({calloutId, contactId: null, …})
 */
export function createResponseRepository({ db }: { db: Kysely<Database> }): ResponseRepository {
  const numbered = createNumberedWriter(db);
  // Responses whose emails go out at the same moment (under load, many) are read by one select.
  const forEmails = createBatchWriter<string, ResponseForEmails | null>({
    async write(_, ids) {
      const rows = await db
        .selectFrom('callout_responses as r')
        .innerJoin('callouts as c', 'c.id', 'r.callout_id')
        .leftJoin('contacts as k', 'k.id', 'r.contact_id')
        .select(['r.id', 'r.number', 'r.guest_name', 'r.guest_email', 'c.id as calloutId', 'c.slug'])
        .select(['k.email', 'k.firstname', 'k.lastname'])
        .where('r.id', 'in', ids)
        .execute();
      const found = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => {
        const row = found.get(id);
        if (!row) return { ok: true, value: null };
        // As the submission had it: a guest's details (whose new email also made a contact), else the caller's contact.
        const respondent =
          row.guest_email !== null
            ? { email: row.guest_email, name: row.guest_name ?? '' }
            : row.email !== null
              ? { email: row.email, name: displayName(row.firstname ?? '', row.lastname ?? '', '') }
              : null;
        return {
          ok: true,
          value: { id: row.id, callout: { id: row.calloutId, slug: row.slug }, number: row.number, respondent },
        };
      });
    },
  });
  return {
    async submit(response) {
      const once = !response.allowMultiple && (response.contactId !== null || response.guestEmail !== null);
      try {
        return once
          ? await submitOnce(db, response)
          : { ...(await numbered(response.calloutId, response)), created: true };
      } catch (error) {
        // A retry racing its first try (or sent without looking first): the
        // unique key refused the second insert, and the whole statement
        // (number included) was undone.
        if (response.idempotencyKey === null || !isUniqueViolation(error)) throw error;
        const first = await findFirst(db, response.calloutId, response.idempotencyKey);
        if (!first) throw error;
        return { id: first.id, number: first.number, contactId: first.contactId, created: false };
      }
    },

    async findByIdempotencyKey(calloutId, key) {
      return (await findFirst(db, calloutId, key)) ?? null;
    },

    async updateOwnAnswers(responseId, contactId, answers) {
      const row = await db
        .updateTable('callout_responses')
        .set({ answers: JSON.stringify(answers), updated_at: sql<Date>`now()` })
        .where('id', '=', responseId)
        .where('contact_id', '=', contactId)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async adminRecipients(now) {
      return db
        .selectFrom('contacts')
        .select(['id', 'email', 'firstname', 'lastname'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('contact_roles')
              .select('contact_roles.role')
              .whereRef('contact_roles.contact_id', '=', 'contacts.id')
              .where('contact_roles.role', 'in', adminRoles)
              .where('contact_roles.date_added', '<=', now)
              .where((inner) =>
                inner.or([
                  inner('contact_roles.date_expires', 'is', null),
                  inner('contact_roles.date_expires', '>', now),
                ]),
              ),
          ),
        )
        .orderBy('email')
        .execute();
    },

    async findForEmails(responseId) {
      // A malformed id would make PostgreSQL refuse the batch's select, every response in it.
      return isUuid(responseId) ? forEmails('', responseId) : null;
    },
  };
}

const findFirst = (db: Kysely<Database>, calloutId: string, key: string) =>
  db
    .selectFrom('callout_responses')
    .select(['id', 'number', 'contact_id as contactId', 'answers'])
    .where('callout_id', '=', calloutId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/**
 * For call-outs a contact answers once: the check for an earlier response
 * and the insert run under the call-out's row lock, so two tabs sending at
 * the same moment cannot both get in. The same query finds a retry's first
 * response (same idempotency key), which answers instead of a refusal.
 */
function submitOnce(db: Kysely<Database>, response: NewResponse): Promise<SubmittedResponse> {
  return db.transaction().execute(async (trx) => {
    const callout = await trx
      .selectFrom('callouts')
      .select('id')
      .where('id', '=', response.calloutId)
      .forUpdate()
      .executeTakeFirst();
    if (!callout) throw new DomainError('not-found');
    const { idempotencyKey } = response;
    const earlier = await trx
      .selectFrom('callout_responses')
      .select(['id', 'number', 'contact_id as contactId'])
      .select(sql<boolean>`coalesce(idempotency_key = ${idempotencyKey}, false)`.as('repeat'))
      .where('callout_id', '=', response.calloutId)
      .where((eb) => {
        const same = [];
        if (idempotencyKey !== null) same.push(eb('idempotency_key', '=', idempotencyKey));
        if (response.contactId !== null) same.push(eb('contact_id', '=', response.contactId));
        if (response.guestEmail !== null) {
          // One answer per email: a guest's earlier ones, and the responses of the contact with that email.
          const email = normalEmail(response.guestEmail);
          same.push(eb(sql`lower(guest_email)`, '=', email));
          same.push(
            eb(
              'contact_id',
              'in',
              eb
                .selectFrom('contacts')
                .select('id')
                .where(sql`lower(email)`, '=', email),
            ),
          );
        }
        return eb.or(same);
      })
      .orderBy('repeat', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (earlier?.repeat) {
      return { id: earlier.id, number: earlier.number, contactId: earlier.contactId, created: false };
    }
    if (earlier) throw new DomainError('already-responded');
    return { ...(await insertOne(trx, response.calloutId, response)), created: true };
  });
}
