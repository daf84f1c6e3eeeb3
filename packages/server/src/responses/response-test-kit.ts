/**
 * Test setup for the review side of responses: the callers of the call-out
 * kit (guest, member, reviewer, editor, admin, API key) plus an outsider
 * who reviews another call-out, a call-out with a form of several answer
 * types, and responses inserted straight into the table (numbers 1, 2, 3 …),
 * so these tests do not depend on the submission route.
 * @example const kit = await responseKit(t); const [r] = await kit.insertResponses(kit.callout.id, [{answers: kit.answers('Hi')}])
 */
import type { TestContext } from 'node:test';
import { sql } from 'kysely';
import { createCalloutReviewerRepository } from '../callouts/callout-reviewer-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import type { BuildOptions } from '../test-helper.ts';
import { ago, calloutKit } from '../callouts/callout-test-kit.ts';

/** One slide with text, select boxes, a radio, an address and a number. */
export const reviewFormSchema = {
  slides: [
    {
      id: 's1',
      title: 'Your story',
      components: [
        { type: 'textfield', key: 'title', label: 'Title', input: true },
        { type: 'textarea', key: 'story', label: 'What happened?', input: true, validate: { required: true } },
        {
          type: 'selectboxes',
          key: 'topics',
          label: 'Topics',
          input: true,
          values: [
            { label: 'Housing', value: 'housing' },
            { label: 'Transport', value: 'transport' },
            { label: 'Schools', value: 'schools' },
          ],
        },
        {
          type: 'radio',
          key: 'local',
          label: 'Do you live here?',
          input: true,
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        { type: 'address', key: 'place', label: 'Where?', input: true },
        { type: 'number', key: 'age', label: 'Age', input: true },
      ],
    },
  ],
};

export interface TestResponse {
  answers: Record<string, Record<string, unknown>>;
  contactId?: string | null;
  bucket?: '' | 'verified' | 'trash';
  guestName?: string | null;
  guestEmail?: string | null;
}

/** Answers to `reviewFormSchema`. */
export function answersFor(
  story: string,
  more: { title?: string; topics?: string[]; local?: string; place?: string; age?: number } = {},
) {
  const s1: Record<string, unknown> = { story };
  if (more.title !== undefined) s1.title = more.title;
  if (more.topics)
    s1.topics = {
      housing: false,
      transport: false,
      schools: false,
      ...Object.fromEntries(more.topics.map((t) => [t, true])),
    };
  if (more.local !== undefined) s1.local = more.local;
  if (more.place !== undefined)
    s1.place = { formatted_address: more.place, geometry: { location: { lat: 52.5, lng: 13.4 } } };
  if (more.age !== undefined) s1.age = more.age;
  return { s1 };
}

export async function responseKit(t: TestContext, options: BuildOptions = {}) {
  const kit = await calloutKit(t, options);
  const { database, app } = kit;
  const db = database.db;
  const outsider = await createTestContact(database, { firstname: 'Otto' });
  const otherMember = await createTestContact(database, { firstname: 'Olga' });
  const extraCookies = {
    outsider: (await loginAs(app, outsider)).cookie,
    otherMember: (await loginAs(app, otherMember)).cookie,
  };
  const callout = await kit.createCallout({
    slug: 'street-stories',
    starts: ago(60_000),
    formSchema: reviewFormSchema,
    allowUpdate: true,
  });
  const other = await kit.createCallout({ slug: 'other-callout', starts: ago(60_000), formSchema: reviewFormSchema });
  // The outsider reviews another call-out only.
  const unrelated = await kit.createCallout({ slug: 'unrelated', starts: ago(60_000) });
  const reviewers = createCalloutReviewerRepository({ db });
  await reviewers.add(unrelated.id, outsider.id, true);

  type Who = Parameters<typeof kit.call>[0] | 'outsider' | 'otherMember';
  const call = (who: Who, request: Parameters<typeof kit.call>[1]) =>
    who === 'outsider' || who === 'otherMember' ? app.inject(as(extraCookies[who], request)) : kit.call(who, request);

  /** Inserts responses with one statement and returns their ids in order. */
  const insertResponses = async (calloutId: string, responses: TestResponse[]) => {
    const counter = await db
      .updateTable('callouts')
      .set({ last_response_number: sql`last_response_number + ${responses.length}` })
      .where('id', '=', calloutId)
      .returning('last_response_number')
      .executeTakeFirstOrThrow();
    const first = counter.last_response_number - responses.length + 1;
    const rows = await db
      .insertInto('callout_responses')
      .values(
        responses.map((response, index) => ({
          callout_id: calloutId,
          number: first + index,
          contact_id: response.contactId ?? null,
          guest_name: response.guestName ?? null,
          guest_email: response.guestEmail ?? null,
          answers: JSON.stringify(response.answers),
          bucket: response.bucket ?? '',
          // Distinct times, so that "newest first" is well defined.
          created_at: new Date(Date.now() - (responses.length - index) * 1000),
        })),
      )
      .returning(['id', 'number'])
      .execute();
    return rows.sort((a, b) => a.number - b.number).map((row) => row.id);
  };

  const createTag = async (calloutId: string, name: string) => {
    const res = await kit.call('admin', {
      method: 'POST',
      url: `/api/1.0/callout/${calloutId}/tags`,
      payload: { name },
    });
    return (res.json() as { id: string }).id;
  };

  return {
    ...kit,
    contacts: { ...kit.contacts, outsider, otherMember },
    call,
    callout,
    other,
    unrelated,
    insertResponses,
    createTag,
  };
}

export type ResponseKit = Awaited<ReturnType<typeof responseKit>>;
