/**
 * Test setup for call-out routes: an app with the six kinds of caller of
 * docs/product/api.md, "Who may call what" (guest, member, reviewer,
 * reviewer with canEdit, admin, API key)
 * and a way to make call-outs through the real route.
 * @example const kit = await calloutKit(t); const res = await kit.call('member', {method: 'GET', url: '/api/1.0/callout'})
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createCalloutReviewerRepository } from './callout-reviewer-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build, type BuildOptions } from '../test-helper.ts';

export type Caller = 'guest' | 'member' | 'reviewer' | 'editor' | 'admin' | 'apiKey';
export const callers: readonly Caller[] = ['guest', 'member', 'reviewer', 'editor', 'admin', 'apiKey'];

/** A small valid form: one slide with a text field and a radio. */
export const sampleFormSchema = {
  slides: [
    {
      id: 'slide1',
      title: 'Your story',
      components: [
        { type: 'textarea', key: 'story', label: 'What happened?', input: true, validate: { required: true } },
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
      ],
    },
  ],
};

export async function calloutKit(t: TestContext, options: BuildOptions = {}) {
  const { app, database } = await build(t, options);
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada' });
  const member = await createTestContact(database, { firstname: 'Mo' });
  const reviewer = await createTestContact(database, { firstname: 'Rae' });
  const editor = await createTestContact(database, { firstname: 'Ed' });
  const token = await createApiKeyRepository({ db: database.db }).create('tests', null, admin.id, new Date());
  const cookies: Record<string, string> = {};
  for (const [name, contact] of Object.entries({ admin, member, reviewer, editor })) {
    cookies[name] = (await loginAs(app, contact)).cookie;
  }
  const reviewers = createCalloutReviewerRepository({ db: database.db });

  /** Calls a route as one kind of caller. */
  const call = (who: Caller, request: InjectOptions) => {
    if (who === 'guest') return app.inject(request);
    if (who === 'apiKey') {
      return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    }
    return app.inject(as(cookies[who] as string, request));
  };

  /** Creates a call-out as the admin; `reviewer` and `editor` (canEdit) review it. */
  const createCallout = async (body: Record<string, unknown> = {}) => {
    const res = await call('admin', {
      method: 'POST',
      url: '/api/1.0/callout',
      payload: { variants: { default: { title: 'Tell us about your street' } }, ...body },
    });
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    const callout = res.json() as { id: string; slug: string; status: string };
    await reviewers.add(callout.id, reviewer.id, false);
    await reviewers.add(callout.id, editor.id, true);
    return callout;
  };

  return { app, database, contacts: { admin, member, reviewer, editor }, call, createCallout };
}

/** An ISO date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An ISO date `ms` milliseconds ago. */
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export type CalloutKit = Awaited<ReturnType<typeof calloutKit>>;

/**
 * One call-out of each status (slugs `open-one`, `draft-one`, `scheduled-one`,
 * `ended-one`), a hidden open one (`hidden-one`), and a draft nobody reviews
 * (`nobody-reviews`).
 */
export async function everyStatus(kit: CalloutKit) {
  const open = await kit.createCallout({ slug: 'open-one', starts: ago(1000) });
  const hidden = await kit.createCallout({ slug: 'hidden-one', starts: ago(1000), hidden: true });
  const draft = await kit.createCallout({ slug: 'draft-one' });
  const scheduled = await kit.createCallout({ slug: 'scheduled-one', starts: daysFromNow(2) });
  const ended = await kit.createCallout({ slug: 'ended-one', starts: ago(1000) });
  const end = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${ended.id}`,
    payload: { expires: ago(1) },
  });
  assert.equal(end.json().status, 'ended');
  const unreviewed = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { slug: 'nobody-reviews', variants: { default: { title: 'Unreviewed draft' } } },
  });
  return { open, hidden, draft, scheduled, ended, unreviewed: unreviewed.json() as { id: string } };
}
