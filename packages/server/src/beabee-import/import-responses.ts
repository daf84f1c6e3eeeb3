import { pruneAnswers, validateAnswers } from '@masthead/core';
import { sql } from 'kysely';
import type { ImportContext } from './import-context.ts';
import { createImportIds, deleted, deletedReason } from './import-ids.ts';
import type { ImportedCallout } from './import-callouts.ts';
import { countBrought, countKnown, skip } from './import-report.ts';
import { dateOf, type SourceComment, type SourceResponse } from './source-shapes.ts';

const buckets = new Set(['', 'verified', 'trash']);

/**
 * A call-out's responses (`GET callout/{id}/responses?with=answers&with=tags
 * &with=assignee&with=contact`, by number), their answers judged against
 * the form as a new response's are: one that fails is skipped with the
 * component and rule. Each keeps its number, date, bucket, tags and
 * assignee; the call-out's counter moves past the highest number imported,
 * so responses made here go on after them (decision 19). A number already
 * taken here (a response made here before the source's came) gets the next
 * free one, and the report says so.
 */
export async function importResponses(
  context: ImportContext,
  callout: ImportedCallout,
  contactIds: Map<string, string>,
): Promise<Map<string, string>> {
  const { source, report, ids } = context;
  const responseIds = new Map<string, string>();
  const oddBuckets = new Set<string>();
  let withoutContact = 0;
  for await (const page of source.pages<SourceResponse>(`callout/${encodeURIComponent(callout.sourceId)}/responses`, {
    with: ['answers', 'tags', 'assignee', 'contact'],
    sort: 'number',
    order: 'ASC',
  })) {
    const imported = await ids.findMany(
      'response',
      page.map(({ id }) => id),
    );
    for (const response of page) {
      const known = imported.get(response.id);
      if (known === deleted) {
        skip(report, 'response', response.id, deletedReason);
        continue;
      }
      if (known) {
        responseIds.set(response.id, known);
        countKnown(report, 'response');
        continue;
      }
      const createdAt = dateOf(response.createdAt) ?? context.now();
      const problems = validateAnswers(callout.schema, response.answers ?? {}, { now: createdAt });
      if (problems.length > 0) {
        const shown = problems
          .slice(0, 3)
          .map(({ slideId, key, rule }) => `${[slideId, key].filter(Boolean).join('.') || 'answers'}: ${rule}`);
        skip(report, 'response', response.id, `its answers do not fit the form (${shown.join(', ')})`);
        continue;
      }
      const contactId = response.contact?.id ? (contactIds.get(response.contact.id) ?? null) : null;
      if (response.contact?.id && !contactId) withoutContact += 1;
      const bucket = response.bucket ?? '';
      if (!buckets.has(bucket)) oddBuckets.add(bucket);
      const localId = await insertResponse(context, callout, response, {
        answers: pruneAnswers(callout.schema, response.answers ?? {}),
        createdAt,
        bucket: buckets.has(bucket) ? bucket : '',
        contactId,
        assigneeId: response.assignee?.id ? (contactIds.get(response.assignee.id) ?? null) : null,
        tagIds: (response.tags ?? []).flatMap((tag) => {
          const id = callout.tagIds.get(tag.id);
          return id ? [id] : [];
        }),
      });
      responseIds.set(response.id, localId);
      countBrought(report, 'response');
    }
  }
  if (withoutContact > 0) {
    report.notes.push(
      `call-out ${callout.sourceId}: ${withoutContact} response(s) came without their contact, who was not imported (see the skipped contacts)`,
    );
  }
  if (oddBuckets.size > 0) {
    report.notes.push(
      `call-out ${callout.sourceId}: responses in the buckets ${[...oddBuckets].map((b) => JSON.stringify(b)).join(', ')} ` +
        'are in the inbox here (Masthead has the inbox, verified and trash)',
    );
  }
  return responseIds;
}

interface ResponseValues {
  answers: unknown;
  createdAt: Date;
  bucket: string;
  contactId: string | null;
  assigneeId: string | null;
  tagIds: string[];
}

/** One response with its number, in a transaction that holds the call-out's row (as numbering does). */
async function insertResponse(
  context: ImportContext,
  callout: ImportedCallout,
  response: SourceResponse,
  values: ResponseValues,
): Promise<string> {
  return context.db.transaction().execute(async (trx) => {
    await sql`select 1 from callouts where id = ${callout.localId} for update`.execute(trx);
    const { rows: taken } = await sql<{ taken: boolean }>`
      select exists (select 1 from callout_responses where callout_id = ${callout.localId} and number = ${response.number})
        as taken`.execute(trx);
    const keep = Number.isInteger(response.number) && response.number > 0 && !taken[0]?.taken;
    // The counter never goes back: a kept number past it moves it on, any other takes the next one.
    const { rows: numbered } = keep
      ? await sql<{ number: number }>`
          update callouts set last_response_number = greatest(last_response_number, ${response.number}::integer)
          where id = ${callout.localId} returning ${response.number}::integer as number`.execute(trx)
      : await sql<{ number: number }>`
          update callouts set last_response_number = last_response_number + 1
          where id = ${callout.localId} returning last_response_number as number`.execute(trx);
    const number = numbered[0]?.number;
    if (number === undefined) throw new Error(`call-out ${callout.localId} disappeared during the import`);
    const { rows } = await sql<{ id: string; number: number }>`
      insert into callout_responses
        (callout_id, number, contact_id, guest_name, guest_email, answers, bucket, assignee_id, created_at, updated_at)
      values (${callout.localId}, ${number}, ${values.contactId}, ${response.guestName ?? null},
        ${response.guestEmail ?? null}, ${JSON.stringify(values.answers)}::jsonb, ${values.bucket}, ${values.assigneeId},
        ${values.createdAt.toISOString()}::timestamptz,
        ${(dateOf(response.updatedAt) ?? values.createdAt).toISOString()}::timestamptz)
      returning id, number`.execute(trx);
    const inserted = rows[0];
    if (!inserted) throw new Error(`response ${response.id} was not written`);
    if (!keep) {
      context.report.notes.push(
        `response ${response.id}: number ${response.number} was taken here, so it is number ${inserted.number}`,
      );
    }
    if (values.tagIds.length > 0) {
      await sql`
        insert into callout_response_tags (response_id, tag_id)
        select ${inserted.id}, t::uuid from jsonb_array_elements_text(${JSON.stringify(values.tagIds)}::jsonb) as t
        on conflict do nothing`.execute(trx);
    }
    // The mapping commits with the row it names.
    await createImportIds(trx).remember('response', response.id, inserted.id);
    return inserted.id;
  });
}

/**
 * Comments on the imported responses (`GET callout-response-comments`, an
 * admin reads every one), with their author when imported and their dates.
 */
export async function importComments(
  context: ImportContext,
  responseIds: Map<string, string>,
  contactIds: Map<string, string>,
): Promise<void> {
  const { source, report, ids, db } = context;
  for await (const page of source.pages<SourceComment>('callout-response-comments', {
    sort: 'createdAt',
    order: 'ASC',
  })) {
    const imported = await ids.findMany(
      'comment',
      page.map(({ id }) => id),
    );
    for (const comment of page) {
      const known = imported.get(comment.id);
      if (known === deleted) {
        skip(report, 'comment', comment.id, deletedReason);
        continue;
      }
      if (known) {
        countKnown(report, 'comment');
        continue;
      }
      const responseId = responseIds.get(comment.responseId);
      if (!responseId) {
        skip(report, 'comment', comment.id, 'its response was not imported');
        continue;
      }
      if (!comment.text) {
        skip(report, 'comment', comment.id, 'no text');
        continue;
      }
      const createdAt = dateOf(comment.createdAt) ?? context.now();
      const made = await db
        .insertInto('callout_response_comments')
        .values({
          response_id: responseId,
          contact_id: comment.contact?.id ? (contactIds.get(comment.contact.id) ?? null) : null,
          text: comment.text,
          created_at: createdAt,
          updated_at: dateOf(comment.updatedAt) ?? createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ids.remember('comment', comment.id, made.id);
      countBrought(report, 'comment');
    }
  }
}
