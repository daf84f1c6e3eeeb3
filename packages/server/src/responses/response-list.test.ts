import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answersFor, responseKit, type ResponseKit } from './response-test-kit.ts';

/** Three responses to the kit's call-out (member's, other member's, a guest's) and one to the other call-out. */
async function withResponses(kit: ResponseKit) {
  const { member, otherMember } = kit.contacts;
  const ids = await kit.insertResponses(kit.callout.id, [
    {
      answers: answersFor('The bus never comes', { title: 'Bus', topics: ['transport'], local: 'yes', age: 34 }),
      contactId: member.id,
    },
    {
      answers: answersFor('Rents went up again', {
        title: 'Rent',
        topics: ['housing', 'schools'],
        local: 'no',
        age: 51,
      }),
      contactId: otherMember.id,
    },
    {
      answers: answersFor('A 100% true story_', { topics: [] }),
      guestName: 'Gus Guest',
      guestEmail: 'gus@example.org',
      bucket: 'verified',
    },
  ]);
  const [otherId] = await kit.insertResponses(kit.other.id, [
    { answers: answersFor('Elsewhere'), contactId: member.id },
  ]);
  return { ids, otherId: otherId as string };
}

const numbers = (res: { json(): unknown }) =>
  (res.json() as { items: { number: number }[] }).items.map((i) => i.number);
const rules = (group: unknown) => encodeURIComponent(JSON.stringify(group));
const one = (field: string, operator: string, value: unknown[]) =>
  rules({ condition: 'AND', rules: [{ field, operator, value }] });

test("a call-out's responses: guests 401, members only their own, reviewers and admins all", async (t) => {
  const kit = await responseKit(t);
  await withResponses(kit);
  const url = `/api/1.0/callout/${kit.callout.id}/responses?sort=number`;
  assert.equal((await kit.call('guest', { method: 'GET', url })).statusCode, 401);
  assert.deepEqual(numbers(await kit.call('member', { method: 'GET', url })), [1]);
  assert.deepEqual(numbers(await kit.call('otherMember', { method: 'GET', url })), [2]);
  assert.deepEqual(numbers(await kit.call('outsider', { method: 'GET', url })), []);
  for (const who of ['reviewer', 'editor', 'admin', 'apiKey'] as const) {
    const res = await kit.call(who, { method: 'GET', url });
    assert.equal(res.statusCode, 200, who);
    assert.deepEqual(numbers(res), [1, 2, 3], who);
    assert.deepEqual(
      { ...(res.json() as object), items: undefined },
      { items: undefined, offset: 0, count: 3, total: 3 },
    );
  }
});

test('callout-responses lists across call-outs within the same visibility', async (t) => {
  const kit = await responseKit(t);
  await withResponses(kit);
  const url = '/api/1.0/callout-responses?sort=createdAt&order=ASC';
  assert.equal((await kit.call('guest', { method: 'GET', url })).statusCode, 401);
  assert.equal((await kit.call('member', { method: 'GET', url })).json().total, 2);
  assert.equal((await kit.call('outsider', { method: 'GET', url })).json().total, 0);
  assert.equal((await kit.call('reviewer', { method: 'GET', url })).json().total, 4);
  assert.equal((await kit.call('apiKey', { method: 'GET', url })).json().total, 4);
  const byQuery = await kit.call('admin', { method: 'GET', url: `${url}&calloutId=${kit.other.id}` });
  assert.deepEqual(numbers(byQuery), [1]);
});

test('pages and sorts responses, newest first by default', async (t) => {
  const kit = await responseKit(t);
  await withResponses(kit);
  const base = `/api/1.0/callout/${kit.callout.id}/responses`;
  assert.deepEqual(numbers(await kit.call('admin', { method: 'GET', url: base })), [3, 2, 1]);
  const page = await kit.call('admin', { method: 'GET', url: `${base}?sort=number&limit=2&offset=1` });
  assert.deepEqual(page.json().count, 2);
  assert.deepEqual(numbers(page), [2, 3]);
  assert.equal((await kit.call('admin', { method: 'GET', url: `${base}?limit=1000` })).statusCode, 200);
  assert.equal((await kit.call('admin', { method: 'GET', url: `${base}?limit=1001` })).statusCode, 422);
  assert.equal((await kit.call('admin', { method: 'GET', url: `${base}?sort=answers` })).statusCode, 422);
});

test('filters on answers: text equal and contains, select boxes, numbers, radio', async (t) => {
  const kit = await responseKit(t);
  await withResponses(kit);
  const base = `/api/1.0/callout/${kit.callout.id}/responses?sort=number&rules=`;
  const get = async (query: string) => numbers(await kit.call('reviewer', { method: 'GET', url: base + query }));
  assert.deepEqual(await get(one('answers.s1.title', 'equal', ['bus'])), [1]);
  assert.deepEqual(await get(one('answers.s1.story', 'contains', ['AGAIN'])), [2]);
  // LIKE wildcards in a value match only themselves.
  assert.deepEqual(await get(one('answers.s1.story', 'contains', ['100%'])), [3]);
  assert.deepEqual(await get(one('answers.s1.story', 'ends_with', ['y_'])), [3]);
  assert.deepEqual(await get(one('answers.s1.topics', 'contains', ['housing'])), [2]);
  assert.deepEqual(await get(one('answers.s1.topics', 'not_contains', ['transport'])), [2, 3]);
  assert.deepEqual(await get(one('answers.s1.topics', 'is_empty', [])), [3]);
  assert.deepEqual(await get(one('answers.s1.age', 'greater', [40])), [2]);
  assert.deepEqual(await get(one('answers.s1.local', 'equal', ['yes'])), [1]);
  assert.deepEqual(await get(one('answers.s1.title', 'is_empty', [])), [3]);
  assert.deepEqual(await get(one('answers', 'contains', ['rents'])), [2]);
  assert.deepEqual(await get(one('bucket', 'equal', ['verified'])), [3]);
  const either = rules({
    condition: 'OR',
    rules: [
      { field: 'answers.s1.local', operator: 'equal', value: ['no'] },
      { condition: 'AND', rules: [{ field: 'bucket', operator: 'equal', value: ['verified'] }] },
    ],
  });
  assert.deepEqual(await get(either), [2, 3]);
});

test('refuses invalid rules with 400 invalid-rule', async (t) => {
  const kit = await responseKit(t);
  const base = `/api/1.0/callout/${kit.callout.id}/responses?rules=`;
  for (const query of [
    one('answers.s1.nope', 'equal', ['x']),
    one('answers.s1.topics', 'contains', ['not-an-option']),
    one('answers.s1.age', 'contains', ['4']),
    one('number', 'equal', [1]),
    encodeURIComponent('{not json'),
  ]) {
    const res = await kit.call('admin', { method: 'GET', url: base + query });
    assert.equal(res.statusCode, 400, decodeURIComponent(query));
    assert.equal(res.json().code, 'invalid-rule');
  }
  // Across call-outs there is no form, so no answer fields …
  const across = await kit.call('admin', {
    method: 'GET',
    url: `/api/1.0/callout-responses?rules=${one('answers.s1.title', 'equal', ['Bus'])}`,
  });
  assert.equal(across.statusCode, 400);
});

test('a top-level calloutId rule or query allows rules on that form across callout-responses', async (t) => {
  const kit = await responseKit(t);
  await withResponses(kit);
  const group = rules({
    condition: 'AND',
    rules: [
      { field: 'calloutId', operator: 'equal', value: [kit.callout.id] },
      { field: 'answers.s1.title', operator: 'equal', value: ['Rent'] },
    ],
  });
  const res = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout-responses?rules=${group}` });
  assert.deepEqual(numbers(res), [2]);
  const byQuery = await kit.call('admin', {
    method: 'GET',
    url: `/api/1.0/callout-responses?calloutId=${kit.callout.id}&rules=${one('answers.s1.title', 'equal', ['Bus'])}`,
  });
  assert.deepEqual(numbers(byQuery), [1]);
});

test("the newsroom's fields read as empty when a member filters their own responses", async (t) => {
  const kit = await responseKit(t);
  const tag = await kit.createTag(kit.callout.id, 'Follow up');
  const [id] = await kit.insertResponses(kit.callout.id, [
    { answers: answersFor('Mine'), contactId: kit.contacts.member.id, bucket: 'trash' },
  ]);
  await kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout-responses/${id}`, payload: { tags: [tag] } });
  const get = async (query: string) =>
    numbers(await kit.call('member', { method: 'GET', url: `/api/1.0/callout-responses?rules=${query}` }));
  assert.deepEqual(await get(one('bucket', 'equal', ['trash'])), []);
  assert.deepEqual(await get(one('tags', 'contains', [tag])), []);
  assert.deepEqual(await get(one('contact', 'equal', ['me'])), [1]);
});

test('one response: the respondent and reviewers see it, another member gets 404', async (t) => {
  const kit = await responseKit(t);
  const { ids } = await withResponses(kit);
  const url = `/api/1.0/callout-responses/${ids[0]}?with=answers&with=contact&with=tags&with=assignee&with=latestComment&with=callout`;
  assert.equal((await kit.call('guest', { method: 'GET', url })).statusCode, 401);
  assert.equal((await kit.call('otherMember', { method: 'GET', url })).statusCode, 404);
  assert.equal((await kit.call('outsider', { method: 'GET', url })).statusCode, 404);
  assert.equal((await kit.call('member', { method: 'GET', url: '/api/1.0/callout-responses/nope' })).statusCode, 400);

  const own = (await kit.call('member', { method: 'GET', url })).json();
  assert.equal(own.number, 1);
  assert.equal(own.answers.s1.story, 'The bus never comes');
  assert.equal(own.callout.slug, 'street-stories');
  for (const hidden of ['contact', 'tags', 'assignee', 'latestComment']) assert.equal(own[hidden], undefined, hidden);

  const reviewed = (await kit.call('reviewer', { method: 'GET', url })).json();
  assert.equal(reviewed.contact, undefined, 'contact is for admins');
  assert.deepEqual(reviewed.tags, []);
  assert.equal(reviewed.assignee, null);
  assert.equal(reviewed.latestComment, null);

  const admin = (await kit.call('admin', { method: 'GET', url })).json();
  assert.equal(admin.contact.id, kit.contacts.member.id);
  const guest = (
    await kit.call('apiKey', { method: 'GET', url: `/api/1.0/callout-responses/${ids[2]}?with=contact` })
  ).json();
  assert.equal(guest.contact, null);
  assert.equal(guest.guestName, 'Gus Guest');
});

test('the contact rule is an admin’s: a reviewer cannot find one person’s responses, a member asks only for “me”', async (t) => {
  const kit = await responseKit(t);
  await withResponses(kit);
  const { member } = kit.contacts;
  const base = `/api/1.0/callout/${kit.callout.id}/responses?sort=number&rules=`;
  for (const who of ['reviewer', 'editor'] as const) {
    for (const query of [
      one('contact', 'equal', [member.id]),
      one('contact', 'not_equal', [member.id]),
      one('contact', 'is_not_empty', []),
    ]) {
      const res = await kit.call(who, { method: 'GET', url: base + query });
      assert.equal(res.statusCode, 400, `${who} ${decodeURIComponent(query)}`);
      assert.deepEqual(res.json().errors, [{ field: 'contact', rule: 'adminOnly' }]);
    }
  }
  assert.deepEqual(
    numbers(await kit.call('admin', { method: 'GET', url: base + one('contact', 'equal', [member.id]) })),
    [1],
  );
  assert.deepEqual(
    numbers(await kit.call('member', { method: 'GET', url: base + one('contact', 'equal', ['me']) })),
    [1],
  );
  assert.deepEqual(
    numbers(await kit.call('member', { method: 'GET', url: base + one('contact', 'equal', [member.id]) })),
    [1],
  );
  const other = await kit.call('otherMember', { method: 'GET', url: base + one('contact', 'equal', [member.id]) });
  assert.equal(other.statusCode, 400);
});

test("with=callout shows the call-out's texts in the asked variant, falling back as GET callout does", async (t) => {
  const kit = await responseKit(t);
  const { ids } = await withResponses(kit);
  const patched = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${kit.callout.id}`,
    payload: { variants: { de: { title: 'Erzählen Sie von Ihrer Straße' } } },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  const titles = async (query: string) => {
    const res = await kit.call('member', { method: 'GET', url: `/api/1.0/callout-responses?with=callout${query}` });
    assert.equal(res.statusCode, 200, res.body);
    const items = (res.json() as { items: { callout: { id: string; title: string } }[] }).items;
    return items.filter((item) => item.callout.id === kit.callout.id).map((item) => item.callout.title);
  };
  assert.deepEqual(await titles(''), ['Tell us about your street']);
  assert.deepEqual(await titles('&variant=de'), ['Erzählen Sie von Ihrer Straße']);
  assert.deepEqual(
    await titles('&variant=de%40informal'),
    ['Erzählen Sie von Ihrer Straße'],
    'de@informal falls back to de',
  );
  assert.deepEqual(
    await titles('&variant=fr'),
    ['Tell us about your street'],
    'a locale without texts gets the default',
  );
  const one = await kit.call('member', {
    method: 'GET',
    url: `/api/1.0/callout-responses/${ids[0]}?with=callout&variant=de`,
  });
  assert.equal((one.json() as { callout: { title: string } }).callout.title, 'Erzählen Sie von Ihrer Straße');
});
