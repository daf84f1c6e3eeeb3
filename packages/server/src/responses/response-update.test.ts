import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ago } from '../callouts/callout-test-kit.ts';
import { answersFor, responseKit, type ResponseKit } from './response-test-kit.ts';

const patchOne = (kit: ResponseKit, who: Parameters<ResponseKit['call']>[0], id: string, payload: unknown) =>
  kit.call(who, { method: 'PATCH', url: `/api/1.0/callout-responses/${id}`, payload: payload as object });

test('reviewers and admins move, tag and assign a response; others may not', async (t) => {
  const kit = await responseKit(t);
  const tag = await kit.createTag(kit.callout.id, 'Follow up');
  const [id] = (await kit.insertResponses(kit.callout.id, [
    { answers: answersFor('Mine'), contactId: kit.contacts.member.id },
  ])) as [string];
  const change = { bucket: 'verified', tags: [tag], assigneeId: kit.contacts.reviewer.id };
  assert.equal((await patchOne(kit, 'guest', id, change)).statusCode, 401);
  assert.equal((await patchOne(kit, 'member', id, change)).statusCode, 403, 'the respondent may change answers only');
  assert.equal((await patchOne(kit, 'otherMember', id, change)).statusCode, 404);
  assert.equal((await patchOne(kit, 'outsider', id, change)).statusCode, 404);
  for (const who of ['reviewer', 'editor', 'admin', 'apiKey'] as const) {
    const res = await patchOne(kit, who, id, change);
    assert.equal(res.statusCode, 200, who);
    const body = res.json();
    assert.equal(body.bucket, 'verified');
    assert.deepEqual(
      body.tags.map((t: { name: string }) => t.name),
      ['Follow up'],
    );
    assert.equal(body.assignee.id, kit.contacts.reviewer.id);
  }
  const cleared = (await patchOne(kit, 'reviewer', id, { bucket: '', tags: [], assigneeId: null })).json();
  assert.deepEqual([cleared.bucket, cleared.tags, cleared.assignee], ['', [], null]);
});

test('refuses tags of another call-out and assignees who do not review it with 422', async (t) => {
  const kit = await responseKit(t);
  const foreign = await kit.createTag(kit.other.id, 'Elsewhere');
  const [id] = (await kit.insertResponses(kit.callout.id, [{ answers: answersFor('x') }])) as [string];
  const tags = await patchOne(kit, 'admin', id, { tags: [foreign] });
  assert.equal(tags.statusCode, 422);
  assert.deepEqual(tags.json().errors, [{ field: 'tags.0', rule: 'tag' }]);
  const assignee = await patchOne(kit, 'admin', id, { assigneeId: kit.contacts.outsider.id });
  assert.equal(assignee.statusCode, 422);
  assert.deepEqual(assignee.json().errors, [{ field: 'assigneeId', rule: 'reviewer' }]);
  assert.equal((await patchOne(kit, 'admin', id, { assigneeId: kit.contacts.admin.id })).statusCode, 200);
  assert.equal((await patchOne(kit, 'admin', id, { bucket: 'archive' })).statusCode, 422);
  assert.equal((await patchOne(kit, 'admin', id, {})).statusCode, 422);
});

test('a member changes the answers of their own response while the call-out is open and allows updates', async (t) => {
  const kit = await responseKit(t);
  const [mine] = (await kit.insertResponses(kit.callout.id, [
    { answers: answersFor('Before', { title: 'Old' }), contactId: kit.contacts.member.id },
  ])) as [string];
  const before = (await kit.call('member', { method: 'GET', url: `/api/1.0/callout-responses/${mine}` })).json();
  const res = await patchOne(kit, 'member', mine, { answers: { s1: { story: 'After', title: '' } } });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json().answers, { s1: { story: 'After' } }, 'missing answers are pruned');
  assert.equal(res.json().tags, undefined);
  assert.ok(res.json().updatedAt > before.updatedAt);

  const bad = await patchOne(kit, 'member', mine, { answers: { s1: { title: 'No story' }, s9: {} } });
  assert.equal(bad.statusCode, 422);
  assert.deepEqual(
    bad
      .json()
      .errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`)
      .sort(),
    ['answers.s1.story:required', 'answers.s9:unknown'],
  );
  assert.equal(bad.json().errors.find((e: { rule: string }) => e.rule === 'required').params.label, 'What happened?');
  assert.equal((await patchOne(kit, 'otherMember', mine, { answers: answersFor('Hijack') })).statusCode, 404);
  assert.equal((await patchOne(kit, 'admin', mine, { answers: answersFor('Edit') })).statusCode, 403);
});

test('refuses answer changes when the call-out does not allow updates or has ended', async (t) => {
  const kit = await responseKit(t);
  const [noUpdates] = (await kit.insertResponses(kit.other.id, [
    { answers: answersFor('x'), contactId: kit.contacts.member.id },
  ])) as [string];
  const refused = await patchOne(kit, 'member', noUpdates, { answers: answersFor('y') });
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().code, 'forbidden');

  const [mine] = (await kit.insertResponses(kit.callout.id, [
    { answers: answersFor('x'), contactId: kit.contacts.member.id },
  ])) as [string];
  await kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${kit.callout.id}`, payload: { expires: ago(1) } });
  const ended = await patchOne(kit, 'member', mine, { answers: answersFor('y') });
  assert.equal(ended.statusCode, 403);
  assert.equal(ended.json().code, 'callout-closed');
});

test('bulk: moves, tags and untags every matched response in one request', async (t) => {
  const kit = await responseKit(t);
  const follow = await kit.createTag(kit.callout.id, 'Follow up');
  const urgent = await kit.createTag(kit.callout.id, 'Urgent');
  const many = Array.from({ length: 12 }, (_, i) => ({
    answers: answersFor(`Story ${i}`, { local: i < 10 ? 'yes' : 'no' }),
  }));
  await kit.insertResponses(kit.callout.id, many);
  await kit.insertResponses(kit.other.id, [{ answers: answersFor('Other') }]);
  const rules = {
    condition: 'AND',
    rules: [
      { field: 'calloutId', operator: 'equal', value: [kit.callout.id] },
      { field: 'answers.s1.local', operator: 'equal', value: ['yes'] },
    ],
  };
  const bulk = (who: Parameters<ResponseKit['call']>[0], payload: unknown) =>
    kit.call(who, { method: 'PATCH', url: '/api/1.0/callout-responses', payload: payload as object });

  const moved = await bulk('reviewer', {
    rules,
    updates: { bucket: 'verified', tags: [`+${follow}`, `+${urgent}`], assigneeId: kit.contacts.editor.id },
  });
  assert.equal(moved.statusCode, 200);
  assert.deepEqual(moved.json(), { affected: 10 });
  const list = async (query: object) =>
    (
      await kit.call('admin', {
        method: 'GET',
        url: `/api/1.0/callout/${kit.callout.id}/responses?rules=${encodeURIComponent(JSON.stringify({ condition: 'AND', rules: [query] }))}`,
      })
    ).json().total;
  assert.equal(await list({ field: 'bucket', operator: 'equal', value: ['verified'] }), 10);
  assert.equal(await list({ field: 'tags', operator: 'contains', value: [urgent] }), 10);
  assert.equal(await list({ field: 'assignee', operator: 'equal', value: [kit.contacts.editor.id] }), 10);

  // Adding a tag twice is no error; removing takes it off.
  const again = await bulk('admin', { rules, updates: { tags: [`+${follow}`, `-${urgent}`] } });
  assert.deepEqual(again.json(), { affected: 10 });
  assert.equal(await list({ field: 'tags', operator: 'contains', value: [urgent] }), 0);
  assert.equal(await list({ field: 'tags', operator: 'contains', value: [follow] }), 10);
});

test('bulk: who may, visibility AND-ed in, and tags that do not belong', async (t) => {
  const kit = await responseKit(t);
  const tag = await kit.createTag(kit.callout.id, 'Follow up');
  await kit.insertResponses(kit.callout.id, [{ answers: answersFor('a'), contactId: kit.contacts.member.id }]);
  await kit.insertResponses(kit.other.id, [{ answers: answersFor('b') }]);
  const all = { condition: 'AND', rules: [] };
  const bulk = (who: Parameters<ResponseKit['call']>[0], payload: unknown) =>
    kit.call(who, { method: 'PATCH', url: '/api/1.0/callout-responses', payload: payload as object });
  assert.equal((await bulk('guest', { rules: all, updates: { bucket: 'trash' } })).statusCode, 401);
  assert.equal((await bulk('member', { rules: all, updates: { bucket: 'trash' } })).statusCode, 403);
  // The outsider reviews a call-out without responses: nothing of these is theirs.
  assert.deepEqual((await bulk('outsider', { rules: all, updates: { bucket: 'trash' } })).json(), { affected: 0 });
  assert.deepEqual((await bulk('apiKey', { rules: all, updates: { bucket: 'trash' } })).json(), { affected: 2 });

  const spans = await bulk('admin', { rules: all, updates: { tags: [`+${tag}`] } });
  assert.equal(spans.statusCode, 422);
  assert.deepEqual(spans.json().errors, [{ field: 'updates.tags', rule: 'callout', params: { callouts: 2 } }]);
  const onOther = await bulk('admin', {
    rules: { condition: 'AND', rules: [{ field: 'calloutId', operator: 'equal', value: [kit.other.id] }] },
    updates: { tags: [`+${tag}`], bucket: '' },
  });
  assert.equal(onOther.statusCode, 422);
  assert.deepEqual(onOther.json().errors, [{ field: 'updates.tags.0', rule: 'tag' }]);
  const unchanged = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${kit.other.id}/responses` });
  assert.equal(unchanged.json().items[0].bucket, 'trash', 'a refused bulk change changes nothing');
  const nobody = { condition: 'AND', rules: [{ field: 'bucket', operator: 'equal', value: ['nothing-here'] }] };
  const malformed = await bulk('admin', { rules: nobody, updates: { assigneeId: 'not-a-uuid' } });
  assert.equal(malformed.statusCode, 422);
  assert.deepEqual((await bulk('admin', { rules: nobody, updates: { bucket: 'trash' } })).json(), { affected: 0 });
  const badRule = await bulk('admin', {
    rules: { condition: 'AND', rules: [{ field: 'nope', operator: 'equal', value: ['x'] }] },
    updates: { bucket: '' },
  });
  assert.equal(badRule.statusCode, 400);
});

test('a changed file answer must be one of this site’s uploads; one kept as stored passes', async (t) => {
  const kit = await responseKit(t);
  const formSchema = {
    slides: [{ id: 's1', title: 'Photo', components: [{ type: 'file', key: 'photo', label: 'Photo', input: true }] }],
  };
  const callout = await kit.createCallout({ slug: 'photos', starts: ago(60_000), formSchema, allowUpdate: true });
  const demo = { url: 'https://images.example/demo.jpg', path: 'demo.jpg' };
  const [mine] = (await kit.insertResponses(callout.id, [
    { answers: { s1: { photo: demo } }, contactId: kit.contacts.member.id },
  ])) as [string];
  const kept = await patchOne(kit, 'member', mine, { answers: { s1: { photo: { path: 'demo.jpg', url: demo.url } } } });
  assert.equal(kept.statusCode, 200, kept.body);

  const pixel = { url: 'https://tracker.example/pixel.gif', path: '/pixel.gif' };
  const changed = await patchOne(kit, 'member', mine, { answers: { s1: { photo: pixel } } });
  assert.equal(changed.statusCode, 422);
  assert.deepEqual(changed.json().errors, [
    { field: 'answers.s1.photo', rule: 'file', params: { slideId: 's1', key: 'photo', label: 'Photo' } },
  ]);
  const stored = await kit.database.db
    .selectFrom('callout_responses')
    .select('answers')
    .where('id', '=', mine)
    .executeTakeFirstOrThrow();
  assert.deepEqual(stored.answers, { s1: { photo: demo } }, 'the refused change changed nothing');
});
