import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answersFor, responseKit, type ResponseKit } from './response-test-kit.ts';

type Who = Parameters<ResponseKit['call']>[0];
const comment = (kit: ResponseKit, who: Who, responseId: string, text: string) =>
  kit.call(who, { method: 'POST', url: '/api/1.0/callout-response-comments', payload: { responseId, text } });

async function setup(t: Parameters<typeof responseKit>[0]) {
  const kit = await responseKit(t);
  const [id] = (await kit.insertResponses(kit.callout.id, [
    { answers: answersFor('Mine'), contactId: kit.contacts.member.id },
  ])) as [string];
  return { kit, id };
}

test('admins and the call-out reviewers comment; respondents, outsiders and guests may not', async (t) => {
  const { kit, id } = await setup(t);
  assert.equal((await comment(kit, 'guest', id, 'Hi')).statusCode, 401);
  assert.equal(
    (await comment(kit, 'member', id, 'Hi')).statusCode,
    403,
    'their own response: visible, not theirs to note',
  );
  assert.equal((await comment(kit, 'otherMember', id, 'Hi')).statusCode, 404);
  assert.equal((await comment(kit, 'outsider', id, 'Hi')).statusCode, 404);
  for (const who of ['reviewer', 'editor', 'admin', 'apiKey'] as const) {
    const res = await comment(kit, who, id, `From ${who}`);
    assert.equal(res.statusCode, 200, who);
    assert.equal(res.json().responseId, id);
    assert.equal(res.json().text, `From ${who}`);
  }
  const byReviewer = (
    await kit.call('admin', { method: 'GET', url: `/api/1.0/callout-response-comments?responseId=${id}` })
  ).json();
  assert.equal(byReviewer.total, 4);
  assert.equal(byReviewer.items[0].contact.id, kit.contacts.reviewer.id);
  assert.equal(byReviewer.items[3].contact, null, 'an API key acting as nobody has no author');
});

test('lists comments for admins and reviewers only, filtered by responseId or rules', async (t) => {
  const { kit, id } = await setup(t);
  const [otherId] = (await kit.insertResponses(kit.other.id, [{ answers: answersFor('x') }])) as [string];
  await comment(kit, 'reviewer', id, 'First <b>note</b>');
  await comment(kit, 'admin', otherId, 'Elsewhere');
  const url = '/api/1.0/callout-response-comments';
  assert.equal((await kit.call('guest', { method: 'GET', url })).statusCode, 401);
  assert.equal((await kit.call('member', { method: 'GET', url })).statusCode, 403);
  assert.equal((await kit.call('outsider', { method: 'GET', url })).json().total, 0);
  assert.equal((await kit.call('reviewer', { method: 'GET', url })).json().total, 2);
  assert.equal((await kit.call('apiKey', { method: 'GET', url: `${url}?responseId=${otherId}` })).json().total, 1);
  const rules = encodeURIComponent(
    JSON.stringify({ condition: 'AND', rules: [{ field: 'text', operator: 'contains', value: ['<B>'] }] }),
  );
  const found = (await kit.call('editor', { method: 'GET', url: `${url}?rules=${rules}` })).json();
  assert.equal(found.items[0].text, 'First <b>note</b>', 'stored as given; the app shows it as text');
  const bad = encodeURIComponent(
    JSON.stringify({ condition: 'AND', rules: [{ field: 'bucket', operator: 'equal', value: ['x'] }] }),
  );
  assert.equal((await kit.call('admin', { method: 'GET', url: `${url}?rules=${bad}` })).statusCode, 400);
});

test('authors edit and delete their own comments, admins any, other reviewers none', async (t) => {
  const { kit, id } = await setup(t);
  const created = (await comment(kit, 'reviewer', id, 'Draft')).json();
  const url = `/api/1.0/callout-response-comments/${created.id}`;
  const patch = (who: Who) => kit.call(who, { method: 'PATCH', url, payload: { text: `Edited by ${who}` } });
  assert.equal((await patch('guest')).statusCode, 401);
  assert.equal((await patch('member')).statusCode, 404);
  assert.equal((await patch('outsider')).statusCode, 404);
  assert.equal((await patch('editor')).statusCode, 403);
  const own = await patch('reviewer');
  assert.equal(own.statusCode, 200);
  assert.equal(own.json().text, 'Edited by reviewer');
  assert.ok(own.json().updatedAt >= created.updatedAt);
  assert.equal((await patch('admin')).statusCode, 200);
  assert.equal((await kit.call('reviewer', { method: 'PATCH', url, payload: { text: '' } })).statusCode, 422);
  assert.equal(
    (await kit.call('reviewer', { method: 'PATCH', url, payload: { text: 'x'.repeat(10_001) } })).statusCode,
    422,
  );

  assert.equal((await kit.call('editor', { method: 'DELETE', url })).statusCode, 403);
  assert.equal((await kit.call('reviewer', { method: 'DELETE', url })).statusCode, 204);
  assert.equal((await kit.call('reviewer', { method: 'DELETE', url })).statusCode, 404);
  const byAdmin = (await comment(kit, 'editor', id, 'Another')).json();
  assert.equal(
    (await kit.call('apiKey', { method: 'DELETE', url: `/api/1.0/callout-response-comments/${byAdmin.id}` }))
      .statusCode,
    204,
  );
});

test('latestComment shows the newest comment to reviewers', async (t) => {
  const { kit, id } = await setup(t);
  await comment(kit, 'reviewer', id, 'Older');
  await new Promise((resolve) => setTimeout(resolve, 5));
  await comment(kit, 'editor', id, 'Newer');
  const url = `/api/1.0/callout/${kit.callout.id}/responses?with=latestComment`;
  const item = (await kit.call('reviewer', { method: 'GET', url })).json().items[0];
  assert.equal(item.latestComment.text, 'Newer');
  assert.equal(item.latestComment.contact.id, kit.contacts.editor.id);
  const own = (await kit.call('member', { method: 'GET', url })).json().items[0];
  assert.equal(own.latestComment, undefined);
});
