import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ago, calloutKit, everyStatus, type Caller } from './callout-test-kit.ts';

test('the list pages and sorts with ties broken by id', async (t) => {
  const kit = await calloutKit(t);
  for (const title of ['Bravo', 'alpha', 'Charlie']) {
    await kit.createCallout({ starts: ago(1000), variants: { default: { title } } });
  }
  const page = (await kit.call('guest', { method: 'GET', url: '/api/1.0/callout?sort=title&limit=2' })).json();
  assert.deepEqual(
    page.items.map((item: { title: string }) => item.title),
    ['alpha', 'Bravo'],
  );
  assert.deepEqual([page.offset, page.count, page.total], [0, 2, 3]);
  const next = (await kit.call('guest', { method: 'GET', url: '/api/1.0/callout?sort=title&limit=2&offset=2' })).json();
  assert.deepEqual(
    next.items.map((item: { title: string }) => item.title),
    ['Charlie'],
  );
  const desc = (await kit.call('guest', { method: 'GET', url: '/api/1.0/callout?sort=title&order=DESC' })).json();
  assert.equal(desc.items[0].title, 'Charlie');
  const newest = (await kit.call('guest', { method: 'GET', url: '/api/1.0/callout' })).json();
  assert.equal(newest.items[0].title, 'Charlie', 'without sort: newest first');
  const bad = await kit.call('guest', { method: 'GET', url: '/api/1.0/callout?sort=password' });
  assert.equal(bad.statusCode, 422);
});

const withRules = (rules: unknown) =>
  `/api/1.0/callout?sort=slug&limit=100&rules=${encodeURIComponent(JSON.stringify(rules))}`;
const slugsOf = (res: { json(): { items: { slug: string }[] } }) => res.json().items.map((item) => item.slug);

test('rules filter the list, on top of what the caller may see', async (t) => {
  const kit = await calloutKit(t);
  await everyStatus(kit);
  const and = (...rules: unknown[]) => ({ condition: 'AND', rules });
  const rows: [Caller, unknown, string[]][] = [
    ['admin', and({ field: 'status', operator: 'equal', value: ['draft'] }), ['draft-one', 'nobody-reviews']],
    ['admin', and({ field: 'status', operator: 'equal', value: ['scheduled'] }), ['scheduled-one']],
    ['admin', and({ field: 'status', operator: 'equal', value: ['ended'] }), ['ended-one']],
    ['admin', and({ field: 'status', operator: 'equal', value: ['open'] }), ['hidden-one', 'open-one']],
    ['guest', and({ field: 'status', operator: 'equal', value: ['draft'] }), []],
    ['admin', and({ field: 'title', operator: 'contains', value: ['UNREVIEWED'] }), ['nobody-reviews']],
    ['admin', and({ field: 'slug', operator: 'begins_with', value: ['open'] }), ['open-one']],
    ['admin', and({ field: 'slug', operator: 'not_ends_with', value: ['-one'] }), ['nobody-reviews']],
    ['admin', and({ field: 'slug', operator: 'contains', value: ['%'] }), []],
    ['admin', and({ field: 'hidden', operator: 'equal', value: [true] }), ['hidden-one']],
    ['admin', and({ field: 'expires', operator: 'is_not_empty', value: [] }), ['ended-one']],
    ['admin', and({ field: 'starts', operator: 'greater', value: ['$now'] }), ['scheduled-one']],
    [
      'admin',
      and({ field: 'starts', operator: 'between', value: ['$now(d:-1)', '$now(d:3)'] }),
      ['ended-one', 'hidden-one', 'open-one', 'scheduled-one'],
    ],
    [
      'admin',
      and({ field: 'expires', operator: 'not_equal', value: ['2020-01-01T00:00:00Z'] }),
      ['draft-one', 'ended-one', 'hidden-one', 'nobody-reviews', 'open-one', 'scheduled-one'],
    ],
    ['member', and({ field: 'canReview', operator: 'equal', value: [true] }), []],
    ['reviewer', and({ field: 'canReview', operator: 'equal', value: [false] }), []],
    ['admin', and({ field: 'canReview', operator: 'equal', value: [false] }), []],
    ['reviewer', and({ field: 'status', operator: 'equal', value: ['draft'] }), ['draft-one']],
    ['member', and({ field: 'answeredBy', operator: 'equal', value: ['me'] }), []],
    [
      'admin',
      {
        condition: 'OR',
        rules: [
          { field: 'slug', operator: 'equal', value: ['Draft-One'] },
          and(
            { field: 'status', operator: 'equal', value: ['ended'] },
            { field: 'hidden', operator: 'equal', value: [false] },
          ),
        ],
      },
      ['draft-one', 'ended-one'],
    ],
    ['guest', and(), ['ended-one', 'open-one']],
  ];
  for (const [who, rules, expected] of rows) {
    const res = await kit.call(who, { method: 'GET', url: withRules(rules) });
    assert.equal(res.statusCode, 200, `${who} ${JSON.stringify(rules)}: ${res.body}`);
    assert.deepEqual(slugsOf(res), expected, `${who} ${JSON.stringify(rules)}`);
  }
  const reviewable = await kit.call('reviewer', {
    method: 'GET',
    url: withRules(and({ field: 'canReview', operator: 'equal', value: [true] })),
  });
  assert.equal(reviewable.json().total, 5);
});

test('a rule the call-out fields do not allow is a 400 invalid-rule', async (t) => {
  const kit = await calloutKit(t);
  const rows: [string, unknown][] = [
    ['unknown field', { condition: 'AND', rules: [{ field: 'password', operator: 'equal', value: ['x'] }] }],
    [
      'status takes equal only',
      { condition: 'AND', rules: [{ field: 'status', operator: 'not_equal', value: ['open'] }] },
    ],
    ['unknown status', { condition: 'AND', rules: [{ field: 'status', operator: 'equal', value: ['live'] }] }],
    ['a date that is none', { condition: 'AND', rules: [{ field: 'starts', operator: 'less', value: ['soon'] }] }],
    ['no condition', { rules: [] }],
  ];
  for (const [why, rules] of rows) {
    const res = await kit.call('admin', { method: 'GET', url: withRules(rules) });
    assert.equal(res.statusCode, 400, why);
    assert.equal(res.json().code, 'invalid-rule', why);
    assert.ok(Array.isArray(res.json().errors) && res.json().errors.length > 0, why);
  }
  const notJson = await kit.call('guest', { method: 'GET', url: '/api/1.0/callout?rules=%7Bnope' });
  assert.equal(notJson.json().code, 'invalid-rule');
  const problem = (
    await kit.call('guest', {
      method: 'GET',
      url: withRules({ condition: 'AND', rules: [{ field: 'status', operator: 'not_equal', value: ['open'] }] }),
    })
  ).json().errors[0];
  assert.equal(problem.field, 'rules.0.operator');
});

test('the guest list is built once a second, and a change shows at once', async (t) => {
  const kit = await calloutKit(t);
  await kit.createCallout({ starts: ago(1000), variants: { default: { title: 'First' } } });
  const titles = async () =>
    (await kit.call('guest', { method: 'GET', url: '/api/1.0/callout?sort=title' }))
      .json()
      .items.map((item: { title: string }) => item.title);
  assert.deepEqual(await titles(), ['First']);
  // Written behind the repository's back: the guest sees the page built a moment ago.
  await kit.database.db.updateTable('callout_variants').set({ title: 'Renamed' }).execute();
  assert.deepEqual(await titles(), ['First'], 'served from the page built a moment ago');
  const admin = await kit.call('admin', { method: 'GET', url: '/api/1.0/callout?sort=title' });
  assert.deepEqual(
    admin.json().items.map((item: { title: string }) => item.title),
    ['Renamed'],
    'others read fresh',
  );
  await kit.createCallout({ starts: ago(1000), variants: { default: { title: 'Second' } } });
  assert.deepEqual(await titles(), ['Renamed', 'Second'], 'a write through the app forgets the page');
});
