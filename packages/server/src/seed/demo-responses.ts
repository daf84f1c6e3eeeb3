import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { demoResponses, demoTags, type DemoResponse } from './demo-answers.ts';

const reviewerEmail = 'reviewer@example.org';

export interface SeedDemoResponsesOptions {
  db: Kysely<Database>;
  /** File answers point at the demo logo on this site. */
  siteUrl: string;
  now: Date;
}

/**
 * Adds the demo responses (with tags and comments) to the demo call-outs,
 * found by slug. One transaction of a few multi-row statements, so a first
 * start stays fast. The call-outs' rows are locked and numbers continue
 * from `last_response_number`, which is moved on in the same transaction:
 * a response submitted to the same call-out meanwhile (a second server is
 * already up) waits and takes the next number, so numbers stay gapless.
 * Responses from demo logins that do not exist are left out.
 * @returns how many responses were added
 */
export async function seedDemoResponses({ db, siteUrl, now }: SeedDemoResponsesOptions): Promise<number> {
  const plan = demoResponses(siteUrl);
  const slugs = [...new Set(plan.map((response) => response.slug))];
  const memberEmails = plan.flatMap(({ respondent }) =>
    respondent && 'member' in respondent ? [respondent.member] : [],
  );

  return db.transaction().execute(async (trx) => {
    const callouts = await trx
      .selectFrom('callouts')
      .select(['id', 'slug', 'starts', 'expires', 'last_response_number'])
      .where('slug', 'in', slugs)
      .orderBy('id')
      .forUpdate()
      .execute();
    const contacts = await trx
      .selectFrom('contacts')
      .select(['id', 'email'])
      .where('email', 'in', [...memberEmails, reviewerEmail])
      .execute();
    const contactId = new Map(contacts.map((contact) => [contact.email, contact.id]));
    const calloutBySlug = new Map(callouts.map((callout) => [callout.slug, callout]));
    const kept = plan.filter(
      ({ slug, respondent }) =>
        calloutBySlug.has(slug) && !(respondent && 'member' in respondent && !contactId.has(respondent.member)),
    );
    if (kept.length === 0) return 0;

    const next = new Map(callouts.map((callout) => [callout.id, callout.last_response_number]));
    const rows = kept.map((response) => {
      const callout = calloutBySlug.get(response.slug)!;
      const number = next.get(callout.id)! + 1;
      next.set(callout.id, number);
      const { respondent } = response;
      const created = arrivedAt(callout, response, now);
      return {
        callout_id: callout.id,
        number,
        contact_id: respondent && 'member' in respondent ? contactId.get(respondent.member)! : null,
        guest_name: respondent && 'guest' in respondent ? respondent.guest.name : null,
        guest_email: respondent && 'guest' in respondent ? respondent.guest.email : null,
        answers: JSON.stringify(response.answers),
        bucket: response.bucket,
        created_at: created,
        updated_at: created,
      };
    });
    const inserted = await trx
      .insertInto('callout_responses')
      .values(rows)
      .returning(['id', 'callout_id', 'number'])
      .execute();
    await trx
      .updateTable('callouts')
      .set({
        last_response_number: sql`greatest(last_response_number, (select coalesce(max(number), 0) from callout_responses r where r.callout_id = callouts.id))`,
      })
      .where(
        'id',
        'in',
        callouts.map((callout) => callout.id),
      )
      .execute();

    const responseId = new Map(inserted.map((row) => [`${row.callout_id}:${row.number}`, row.id]));
    const idOf = (index: number) => responseId.get(`${rows[index]!.callout_id}:${rows[index]!.number}`)!;
    await addTags(trx, callouts, kept, idOf);
    // Comments are the demo reviewer's; without that login they are anonymous.
    const reviewer = contactId.get(reviewerEmail) ?? null;
    const comments = kept.flatMap((response, index) =>
      response.comment ? [{ response_id: idOf(index), contact_id: reviewer, text: response.comment }] : [],
    );
    if (comments.length > 0) await trx.insertInto('callout_response_comments').values(comments).execute();
    return inserted.length;
  });
}

/** A moment within the call-out's open time: between `starts` and `expires` (or now). */
function arrivedAt(callout: { starts: Date | null; expires: Date | null }, response: DemoResponse, now: Date): Date {
  const from = (callout.starts ?? now).getTime();
  const to = Math.min(callout.expires?.getTime() ?? now.getTime(), now.getTime());
  return new Date(from + Math.max(0, to - from) * response.at);
}

async function addTags(
  trx: Kysely<Database>,
  callouts: { id: string; slug: string }[],
  kept: DemoResponse[],
  idOf: (index: number) => string,
): Promise<void> {
  const tagRows = callouts.flatMap((callout) =>
    (demoTags[callout.slug] ?? []).map((tag) => ({ callout_id: callout.id, ...tag })),
  );
  if (tagRows.length === 0) return;
  const tags = await trx
    .insertInto('callout_tags')
    .values(tagRows)
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'callout_id', 'name'])
    .execute();
  const slugOf = new Map(callouts.map((callout) => [callout.id, callout.slug]));
  const tagId = new Map(tags.map((tag) => [`${slugOf.get(tag.callout_id)}:${tag.name}`, tag.id]));
  const links = kept.flatMap((response, index) =>
    response.tags.flatMap((name) => {
      const id = tagId.get(`${response.slug}:${name}`);
      return id ? [{ response_id: idOf(index), tag_id: id }] : [];
    }),
  );
  if (links.length > 0) await trx.insertInto('callout_response_tags').values(links).execute();
}
