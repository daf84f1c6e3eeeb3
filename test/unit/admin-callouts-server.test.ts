/**
 * The review screens' calls (`adminCallouts` of packages/client, and the
 * rule groups the pages build) against the real API server on a real
 * database: what the pages send is what the server accepts, and means what
 * the pages think it means.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminCallouts, createApiClient, type AdminCalloutsClient } from '@masthead/client';
import type { RuleGroup } from '@masthead/core';
import {
  ago,
  calloutKit,
  everyStatus,
  type CalloutKit,
  type Caller,
} from '../../packages/server/src/callouts/callout-test-kit.ts';
import { answersFor, responseKit } from '../../packages/server/src/responses/response-test-kit.ts';
import { bulkRules, listRules } from '../../sites/app/src/pages/admin/crowdnewsroom/view/response-rules.ts';

/** The client as one kind of caller: its requests go to the app in process (`inject`), with that caller's session. */
function clientAs(kit: Pick<CalloutKit, 'call'>, who: Caller): AdminCalloutsClient {
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
  return adminCallouts(createApiClient({ baseUrl: 'http://localhost/api/1.0', fetch }));
}

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

  assert.deepEqual(slugs(await admin.list({ status: 'draft' })), ['draft-one', 'nobody-reviews']);
  assert.deepEqual(slugs(await admin.list({ status: 'ended' })), ['ended-one']);
  assert.deepEqual(slugs(await admin.list({ search: ' unreviewed ' })), ['nobody-reviews']);
  assert.deepEqual(slugs(await admin.list({ status: 'open', search: 'STREET' })), ['hidden-one', 'open-one']);
  const newest = await admin.list({ limit: 1 });
  assert.deepEqual([newest.items[0]?.slug, newest.total], ['not-mine', 7]);

  // Without canReview a reviewer also gets every open public call-out, which is not theirs to work.
  assert.ok(slugs(await reviewer.list()).includes('not-mine'));
  assert.deepEqual(slugs(await reviewer.list({ reviewableOnly: true })), [
    'draft-one',
    'ended-one',
    'hidden-one',
    'open-one',
    'scheduled-one',
  ]);
  assert.deepEqual(slugs(await reviewer.list({ reviewableOnly: true, status: 'scheduled' })), ['scheduled-one']);
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

  const counts = await Promise.all((['', 'verified', 'trash'] as const).map((b) => reviewer.bucketCount(id, b)));
  assert.deepEqual(counts, [3, 1, 0]);

  const local: RuleGroup = {
    condition: 'AND',
    rules: [{ field: 'answers.s1.local', operator: 'equal', value: ['yes'] }],
  };
  const filtered = await reviewer.responses(id, { rules: listRules('', local), with: ['tags', 'assignee'] });
  assert.deepEqual(
    filtered.items.map((r) => r.number),
    [3, 1],
  );
  assert.deepEqual(filtered.items[0]?.tags, []);

  const middle = (await reviewer.response(r2!, ['answers'])).createdAt;
  const near = (operator: 'less' | 'greater', order: 'ASC' | 'DESC') =>
    reviewer.responses(id, {
      rules: {
        condition: 'AND',
        rules: [
          { field: 'bucket', operator: 'equal', value: [''] },
          { field: 'createdAt', operator, value: [middle] },
        ],
      },
      sort: 'number',
      order,
      limit: 1,
    });
  assert.deepEqual([(await near('less', 'DESC')).items[0]?.id, (await near('greater', 'ASC')).items[0]?.id], [r1, r3]);

  const selected = await reviewer.bulkUpdate(bulkRules(id, { kind: 'selected', ids: [r1!, r2!] }), {
    bucket: 'trash',
  });
  assert.equal(selected.affected, 2);
  assert.deepEqual(await reviewer.bucketCount(id, 'trash'), 2);

  const tag = await reviewer.addTag(id, 'Follow up');
  const matching = await reviewer.bulkUpdate(bulkRules(id, { kind: 'matching', bucket: 'trash', filter: local }), {
    tags: [`+${tag.id}`],
    assigneeId: kit.contacts.reviewer.id,
  });
  assert.equal(matching.affected, 1, 'only r1 is in the trash and answered yes');
  const one = await reviewer.response(r1!, ['tags', 'assignee']);
  assert.deepEqual([one.tags?.map((x) => x.name), one.assignee?.id], [['Follow up'], kit.contacts.reviewer.id]);
  assert.equal((await reviewer.response(r4!, ['tags'])).tags?.length, 0);
  const elsewhere = await clientAs(kit, 'admin').responses(kit.other.id, { with: ['tags'] });
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

  const photo = await reviewer.addTag(id, 'Photo');
  const renamed = await reviewer.renameTag(id, photo.id, 'Photos');
  assert.equal(renamed.name, 'Photos');
  await assert.rejects(reviewer.addTag(id, 'photos'), { code: 'duplicate-tag-name' });
  const spare = await reviewer.addTag(id, 'Spare');
  await reviewer.deleteTag(id, spare.id);
  assert.deepEqual(
    (await reviewer.tags(id)).map((x) => x.name),
    ['Photos'],
  );

  const updated = await reviewer.updateResponse(r1!, {
    tags: [photo.id],
    assigneeId: kit.contacts.reviewer.id,
    bucket: 'verified',
  });
  assert.deepEqual(
    [updated.bucket, updated.tags?.map((x) => x.id), updated.assignee?.id],
    ['verified', [photo.id], kit.contacts.reviewer.id],
  );

  const mine = await reviewer.addComment(r1!, 'Call her back');
  const theirs = await admin.addComment(r1!, 'Checked');
  assert.equal((await reviewer.editComment(mine.id, 'Call her back on Monday')).text, 'Call her back on Monday');
  await assert.rejects(reviewer.editComment(theirs.id, 'Not mine'), { httpCode: 403 });
  await admin.deleteComment(mine.id);
  assert.deepEqual(
    (await reviewer.comments(r1!)).items.map((c) => c.text),
    ['Checked'],
  );

  const added = await admin.addReviewer(id, kit.contacts.member.id);
  assert.equal(added.canEdit, false);
  assert.equal((await admin.setReviewerCanEdit(id, kit.contacts.member.id, true)).canEdit, true);
  await admin.removeReviewer(id, kit.contacts.member.id);
  assert.ok(!(await admin.reviewers(id)).some((r) => r.contact.id === kit.contacts.member.id));
  await assert.rejects(reviewer.reviewers(id), { httpCode: 403 });
});
