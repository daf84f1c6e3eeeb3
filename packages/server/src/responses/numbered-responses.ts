import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createBatchWriter, type Settled } from '../kernel/db/batch-writer.ts';
import type { Database } from '../kernel/db/database.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { signUpForNewsletter } from '../content/newsletter-sign-up.ts';
import type { NewResponse } from './response-repository.ts';

export interface NumberedResponse {
  id: string;
  number: number;
  contactId: string | null;
}

/**
 * Takes the call-out's next numbers and inserts the responses in one
 * statement, in the order given: the call-out's row stays locked only from
 * that update to the commit, and a failed insert undoes the numbers with it,
 * so numbers are 1, 2, 3 … without gaps or duplicates. `created_at` is the
 * clock at each row, so rows of one statement keep their order in lists.
 * A guest's contact is made in the same statement (`guestContact`) when no
 * contact has that email; a guest never joins a contact that exists
 * (docs/product/api.md, "Rules the server enforces"; docs/decisions/0036:
 * anyone can type anyone's email), so such a response keeps only its guest
 * name and email, and its newsletter opt-in changes nobody's status.
 * A `followUp` job is queued by the same statement, and a newsletter opt-in
 * signs the response's contact up in the same transaction (one is opened
 * if `db` is not one already): all commit or none does. Throws `not-found`
 * when the call-out is gone.
 */
async function insertNumbered(
  db: Kysely<Database>,
  calloutId: string,
  responses: NewResponse[],
): Promise<NumberedResponse[]> {
  // One statement numbers, inserts and queues the follow-up jobs: atomic on its own, one round trip.
  // A newsletter opt-in's writes come after it, so those need a transaction around both.
  const needsTransaction = responses.some((response) => response.newsletter?.optIn);
  if (!db.isTransaction && needsTransaction) {
    return db.transaction().execute((trx) => insertNumbered(trx, calloutId, responses));
  }
  const rows = responses.map((response, index) => ({
    ord: index + 1,
    id: randomUUID(),
    contact_id: response.contactId,
    contact_email: response.contactId === null ? (response.guestContact?.email.trim() ?? null) : null,
    contact_firstname: response.guestContact?.firstname ?? '',
    contact_lastname: response.guestContact?.lastname ?? '',
    guest_name: response.guestName,
    guest_email: response.guestEmail,
    answers: response.answers,
    newsletter: response.newsletter,
    idempotency_key: response.idempotencyKey,
    follow_up_kind: response.followUp?.kind ?? null,
    follow_up_at: response.followUp?.runAt.toISOString() ?? null,
  }));
  // The jobs are inserted from the responses the statement inserted: none for a refused batch
  // (the call-out gone) and none for a response that is not there. Their rows as `enqueueWith` writes them.
  const { rows: inserted } = await sql<NumberedResponse>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        ord integer, id uuid, contact_id uuid, contact_email text, contact_firstname text, contact_lastname text,
        guest_name text, guest_email text, answers jsonb, newsletter jsonb, idempotency_key text,
        follow_up_kind text, follow_up_at timestamptz
      )
    ),
    next as (
      update callouts set last_response_number = last_response_number + ${rows.length}
      where id = ${calloutId}
      returning id, last_response_number - ${rows.length} as base
    ),
    made as (
      -- From \`next\`: the call-out's row is locked before any contact is, in every batch, so two
      -- batches (two servers') wait in turn, never for each other.
      insert into contacts (email, firstname, lastname)
      select distinct on (lower(contact_email)) contact_email, contact_firstname, contact_lastname
      from input cross join next where contact_email is not null
      order by lower(contact_email), ord
      on conflict ((lower(email))) do nothing
      returning id, lower(email) as email_key
    ),
    inserted as (
      insert into callout_responses
        (id, callout_id, number, contact_id, guest_name, guest_email, answers, newsletter, idempotency_key, created_at, updated_at)
      select i.id, next.id, next.base + i.ord,
        coalesce(i.contact_id, made.id),
        i.guest_name, i.guest_email, i.answers, i.newsletter, i.idempotency_key, clock_timestamp(), clock_timestamp()
      from next cross join input i left join made on made.email_key = lower(i.contact_email)
      order by i.ord
      returning id, number, contact_id
    ),
    queued as (
      insert into jobs (kind, payload, once_key, run_at)
      select i.follow_up_kind, jsonb_build_object('responseId', i.id), i.follow_up_kind || ':' || i.id, i.follow_up_at
      from inserted join input i on i.id = inserted.id
      where i.follow_up_kind is not null
      order by i.ord
      on conflict (once_key) do nothing
    )
    select id, number, contact_id as "contactId" from inserted`.execute(db);
  if (inserted.length !== rows.length) throw new DomainError('not-found');
  // In the order given: numbers are the call-out's base plus each row's `ord`.
  inserted.sort((a, b) => a.number - b.number);
  await signUpForNewsletter(
    db,
    inserted.flatMap(({ contactId }, index) => {
      const newsletter = responses[index]?.newsletter;
      return newsletter?.optIn && contactId ? [{ contactId, groups: newsletter.groups }] : [];
    }),
  );
  return inserted;
}

/** `insertNumbered` for one response. */
export async function insertOne(db: Kysely<Database>, calloutId: string, response: NewResponse) {
  const [inserted] = await insertNumbered(db, calloutId, [response]);
  if (!inserted) throw new DomainError('not-found');
  return inserted;
}

/**
 * `insertNumbered` for one response at a time, batched per call-out: while
 * one insert for a call-out waits for its commit, the next responses queue
 * and then share one statement and one commit (the call-out's row lock
 * would otherwise let only one commit through at a time). One batch at a
 * time: a second in flight, waiting at the row lock, measured slower
 * (smaller batches, more commits; test/bench/README.md, "Response
 * submission"). When a batch is refused (one retry's idempotency key, a
 * contact deleted meanwhile), each of its responses is inserted alone, so
 * only the faulty one fails.
 * @example const {id, number} = await createNumberedWriter(db)(calloutId, response)
 */
export function createNumberedWriter(
  db: Kysely<Database>,
): (calloutId: string, response: NewResponse) => Promise<NumberedResponse> {
  return createBatchWriter<NewResponse, NumberedResponse>({
    async write(calloutId, responses) {
      try {
        const inserted = await insertNumbered(db, calloutId, responses);
        return inserted.map((value): Settled<NumberedResponse> => ({ ok: true, value }));
      } catch (error) {
        if (responses.length === 1) return [{ ok: false, error }];
      }
      const settled: Settled<NumberedResponse>[] = [];
      for (const response of responses) {
        try {
          settled.push({ ok: true, value: await insertOne(db, calloutId, response) });
        } catch (error) {
          settled.push({ ok: false, error });
        }
      }
      return settled;
    },
  });
}
