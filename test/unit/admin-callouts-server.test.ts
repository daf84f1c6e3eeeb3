/**
 * The review screens' calls (the client's namespaces, with the queries and
 * rule groups the pages build) against the real API server on a real
 * database: what the pages send is what the server accepts, and means what
 * the pages think it means.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiClient, type ApiClient } from '@masthead/client';
import type { ResponseBucket, RuleGroup } from '@masthead/core';
import {
  ago,
  calloutKit,
  everyStatus,
  type CalloutKit,
  type Caller,
} from '../../packages/server/src/callouts/callout-test-kit.ts';
import { answersFor, responseKit } from '../../packages/server/src/responses/response-test-kit.ts';
import { calloutListQuery } from '../../sites/app/src/pages/admin/crowdnewsroom/callout-list-query.ts';
import {
  bucketCountQuery,
  bulkRules,
  listRules,
} from '../../sites/app/src/pages/admin/crowdnewsroom/view/response-rules.ts';

/** The client as one kind of caller: its requests go to the app in process (`inject`), with that caller's session. */
function clientAs(kit: Pick<CalloutKit, 'call'>, who: Caller): ApiClient {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = await request.text();
    const res = await kit.call(who, {
      method: request.method as 'GET',
      url: url.pathname + url.search,
      ...(body ? { payload: body, headers: { 'content-type': 'application/json' } } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  return createApiClient({ baseUrl: 'http://localhost/api/1.0', fetch });
}

/** How many responses sit in a bucket, as the overview asks: the `total` of a one-item page. */
const bucketCount = async (api: ApiClient, id: string, bucket: ResponseBucket) =>
  (await api.responses.listForCallout({ params: { id }, query: bucketCountQuery(bucket) })).total;

const slugs = (page: { items: { slug: string }[] }) => page.items.map((c) => c.slug).sort();

test('the call-out list: status and title rules, and canReview for reviewers', async (t) => {
  const kit = await calloutKit(t);
  await everyStatus(kit);
  const notMine = await kit.call('admin', {
    method: 'POST',
    url: '/api/1.0/callout',
    payload: { slug: 'not-mine', starts: ago(1000), variants: { default: { title: 'Open to all' } } },
  });
  assert.equal(notMine.statusCode, 200);
  const admin = clientAs(kit, 'admin');
  const reviewer = clientAs(kit, 'reviewer');

  const list = (api: ApiClient, filter?: Parameters<typeof calloutListQuery>[0]) =>
    api.callouts.list({ query: calloutListQuery(filter) });
  assert.deepEqual(slugs(await list(admin, { status: 'draft' })), ['draft-one', 'nobody-reviews']);
  assert.deepEqual(slugs(await list(admin, { status: 'ended' })), ['ended-one']);
  assert.deepEqual(slugs(await list(admin, { search: ' unreviewed ' })), ['nobody-reviews']);
  assert.deepEqual(slugs(await list(admin, { status: 'open', search: 'STREET' })), ['hidden-one', 'open-one']);
  const newest = await list(admin, { limit: 1 });
  assert.deepEqual([newest.items[0]?.slug, newest.total], ['not-mine', 7]);

  // Without canReview a reviewer also gets every open public call-out, which is not theirs to work.
  assert.ok(slugs(await list(reviewer)).includes('not-mine'));
  assert.deepEqual(slugs(await list(reviewer, { reviewableOnly: true })), [
    'draft-one',
    'ended-one',
    'hidden-one',
    'open-one',
    'scheduled-one',
  ]);
  assert.deepEqual(slugs(await list(reviewer, { reviewableOnly: true, status: 'scheduled' })), ['scheduled-one']);
});

test('responses: bucket counts, the filter, neighbours and both kinds of bulk change', async (t) => {
  const kit = await responseKit(t);
  const id = kit.callout.id;
  const [r1, r2, r3, r4] = await kit.insertResponses(id, [
    { answers: answersFor('One', { local: 'yes' }) },
    { answers: answersFor('Two', { local: 'no' }) },
    { answers: answersFor('Three', { local: 'yes' }) },
    { answers: answersFor('Four', { local: 'yes' }), bucket: 'verified' },
  ]);
  await kit.insertResponses(kit.other.id, [{ answers: answersFor('Elsewhere', { local: 'yes' }) }]);
  const reviewer = clientAs(kit, 'reviewer');

  const counts = await Promise.all((['', 'verified', 'trash'] as const).map((b) => bucketCount(reviewer, id, b)));
  assert.deepEqual(counts, [3, 1, 0]);

  const local: RuleGroup = {
    condition: 'AND',
    rules: [{ field: 'answers.s1.local', operator: 'equal', value: ['yes'] }],
  };
  const filtered = await reviewer.responses.listForCallout({
    params: { id },
    query: { rules: JSON.stringify(listRules('', local)), with: ['tags', 'assignee'] },
  });
  assert.deepEqual(
    filtered.items.map((r) => r.number),
    [3, 1],
  );
  assert.deepEqual(filtered.items[0]?.tags, []);

  const middle = (await reviewer.responses.get({ params: { id: r2! }, query: { with: ['answers'] } })).createdAt;
  const near = (operator: 'less' | 'greater', order: 'ASC' | 'DESC') =>
    reviewer.responses.listForCallout({
      params: { id },
      query: {
        rules: JSON.stringify({
          condition: 'AND',
          rules: [
            { field: 'bucket', operator: 'equal', value: [''] },
            { field: 'createdAt', operator, value: [middle] },
          ],
        } satisfies RuleGroup),
        sort: 'number',
        order,
        limit: 1,
      },
    });
  assert.deepEqual([(await near('less', 'DESC')).items[0]?.id, (await near('greater', 'ASC')).items[0]?.id], [r1, r3]);

  const selected = await reviewer.responses.bulkUpdate({
    body: { rules: bulkRules(id, { kind: 'selected', ids: [r1!, r2!] }), updates: { bucket: 'trash' } },
  });
  assert.equal(selected.affected, 2);
  assert.deepEqual(await bucketCount(reviewer, id, 'trash'), 2);

  const tag = await reviewer.callouts.addTag({ params: { id }, body: { name: 'Follow up' } });
  const matching = await reviewer.responses.bulkUpdate({
    body: {
      rules: bulkRules(id, { kind: 'matching', bucket: 'trash', filter: local }),
      updates: { tags: [`+${tag.id}`], assigneeId: kit.contacts.reviewer.id },
    },
  });
  assert.equal(matching.affected, 1, 'only r1 is in the trash and answered yes');
  const one = await reviewer.responses.get({ params: { id: r1! }, query: { with: ['tags', 'assignee'] } });
  assert.deepEqual([one.tags?.map((x) => x.name), one.assignee?.id], [['Follow up'], kit.contacts.reviewer.id]);
  assert.equal((await reviewer.responses.get({ params: { id: r4! }, query: { with: ['tags'] } })).tags?.length, 0);
  const elsewhere = await clientAs(kit, 'admin').responses.listForCallout({
    params: { id: kit.other.id },
    query: { with: ['tags'] },
  });
  assert.deepEqual(
    elsewhere.items.map((r) => r.bucket),
    [''],
    'the other call-out is untouched',
  );
});

test('one response: tags, assignee and bucket; comments; tags and reviewers of the call-out', async (t) => {
  const kit = await responseKit(t);
  const id = kit.callout.id;
  const [r1] = await kit.insertResponses(id, [{ answers: answersFor('One') }]);
  const reviewer = clientAs(kit, 'reviewer');
  const admin = clientAs(kit, 'admin');

  const addTag = (name: string) => reviewer.callouts.addTag({ params: { id }, body: { name } });
  const photo = await addTag('Photo');
  const renamed = await reviewer.callouts.updateTag({ params: { id, tagId: photo.id }, body: { name: 'Photos' } });
  assert.equal(renamed.name, 'Photos');
  await assert.rejects(addTag('photos'), { code: 'duplicate-tag-name' });
  const spare = await addTag('Spare');
  await reviewer.callouts.deleteTag({ params: { id, tagId: spare.id } });
  assert.deepEqual(
    (await reviewer.callouts.tags({ params: { id } })).map((x) => x.name),
    ['Photos'],
  );

  const updated = await reviewer.responses.update({
    params: { id: r1! },
    body: { tags: [photo.id], assigneeId: kit.contacts.reviewer.id, bucket: 'verified' },
  });
  assert.deepEqual(
    [updated.bucket, updated.tags?.map((x) => x.id), updated.assignee?.id],
    ['verified', [photo.id], kit.contacts.reviewer.id],
  );

  const comment = (api: ApiClient, text: string) => api.comments.create({ body: { responseId: r1!, text } });
  const edit = (commentId: string, text: string) =>
    reviewer.comments.update({ params: { id: commentId }, body: { text } });
  const mine = await comment(reviewer, 'Call her back');
  const theirs = await comment(admin, 'Checked');
  assert.equal((await edit(mine.id, 'Call her back on Monday')).text, 'Call her back on Monday');
  await assert.rejects(edit(theirs.id, 'Not mine'), { httpCode: 403 });
  await admin.comments.delete({ params: { id: mine.id } });
  assert.deepEqual(
    (await reviewer.comments.list({ query: { responseId: r1!, limit: 100 } })).items.map((c) => c.text),
    ['Checked'],
  );

  const contactId = kit.contacts.member.id;
  const added = await admin.callouts.addReviewer({ params: { id }, body: { contactId, canEdit: false } });
  assert.equal(added.canEdit, false);
  const canEdit = await admin.callouts.updateReviewer({ params: { id, contactId }, body: { canEdit: true } });
  assert.equal(canEdit.canEdit, true);
  await admin.callouts.removeReviewer({ params: { id, contactId } });
  assert.ok(!(await admin.callouts.reviewers({ params: { id } })).some((r) => r.contact.id === contactId));
  await assert.rejects(reviewer.callouts.reviewers({ params: { id } }), { httpCode: 403 });
});
