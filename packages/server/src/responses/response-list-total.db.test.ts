import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type SqlBool } from 'kysely';
import { createResponseReviewRepository } from './response-review-repository.ts';
import { answersFor, responseKit, type ResponseKit } from './response-test-kit.ts';

const rules = (group: unknown) => encodeURIComponent(JSON.stringify(group));
const inbox = rules({ condition: 'AND', rules: [{ field: 'bucket', operator: 'equal', value: [''] }] });

async function page(kit: ResponseKit, query: string) {
  const res = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${kit.callout.id}/responses?${query}` });
  assert.equal(res.statusCode, 200);
  return res.json() as { items: { id: string; number: number }[]; offset: number; count: number; total: number };
}

const stories = (n: number) => Array.from({ length: n }, (_, i) => ({ answers: answersFor(`Story ${i}`) }));

test('the total of a page follows every write: added, moved, tagged, deleted', async (t) => {
  const kit = await responseKit(t);
  await kit.insertResponses(kit.callout.id, stories(5));
  await kit.insertResponses(kit.other.id, stories(2));
  assert.equal((await page(kit, 'limit=2')).total, 5);
  const second = await page(kit, 'limit=2&offset=2');
  assert.deepEqual([second.total, second.count, second.offset], [5, 2, 2]);

  const [added] = (await kit.insertResponses(kit.callout.id, stories(1))) as [string];
  assert.equal((await page(kit, 'limit=2&offset=2')).total, 6, 'a new response');
  assert.equal((await page(kit, `limit=2&rules=${inbox}`)).total, 6);

  const moved = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout-responses/${added}`,
    payload: { bucket: 'trash' },
  });
  assert.equal(moved.statusCode, 200);
  assert.equal((await page(kit, `limit=2&rules=${inbox}`)).total, 5, 'moved out of the inbox');
  assert.equal((await page(kit, 'limit=2')).total, 6);

  const tag = await kit.createTag(kit.callout.id, 'Follow up');
  const tagged = rules({ condition: 'AND', rules: [{ field: 'tags', operator: 'contains', value: [tag] }] });
  assert.equal((await page(kit, `rules=${tagged}`)).total, 0);
  await kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout-responses/${added}`, payload: { tags: [tag] } });
  assert.equal((await page(kit, `rules=${tagged}`)).total, 1, 'tagged');
  await kit.database.db.deleteFrom('callout_response_tags').execute();
  assert.equal((await page(kit, `rules=${tagged}`)).total, 0, 'untagged');

  await kit.database.db.deleteFrom('callout_responses').where('id', '=', added).execute();
  assert.equal((await page(kit, 'limit=2')).total, 5, 'deleted');
  // A page past the end still says how many there are.
  const past = await page(kit, 'limit=2&offset=10');
  assert.deepEqual([past.count, past.total], [0, 5]);
});

test('two app servers on one database never give an old total', async (t) => {
  const kit = await responseKit(t);
  await kit.insertResponses(kit.callout.id, stories(3));
  // Each repository keeps its own totals, as two processes would.
  const one = createResponseReviewRepository({ db: kit.database.db });
  const two = createResponseReviewRepository({ db: kit.database.db });
  const where = sql<SqlBool>`callout_responses.callout_id = ${kit.callout.id}::uuid`;
  const list = (repository: typeof one, offset = 0) =>
    repository.list({ where, sort: 'number', order: 'ASC', limit: 2, offset, calloutId: kit.callout.id });
  assert.equal((await list(one)).total, 3);
  assert.equal((await list(two)).total, 3);
  assert.equal((await list(two, 2)).total, 3);

  // A write through neither (another server) is seen by both.
  await kit.insertResponses(kit.callout.id, stories(2));
  assert.equal((await list(one)).total, 5);
  assert.equal((await list(two, 4)).total, 5);
  assert.deepEqual(
    (await list(two, 2)).rows.map((row) => row.number),
    [3, 4],
  );
  await kit.database.db
    .updateTable('callout_responses')
    .set({ callout_id: kit.other.id, number: sql<number>`number + 1000` })
    .where('number', '=', 5)
    .where('callout_id', '=', kit.callout.id)
    .execute();
  assert.equal((await list(one)).total, 4, 'a response moved to another call-out');
  assert.equal((await list(two)).total, 4);
});

test('a call-out with a list version can still be deleted, and deep pages keep their order', async (t) => {
  const kit = await responseKit(t);
  await kit.insertResponses(kit.callout.id, stories(30));
  const newest = await page(kit, 'limit=5&offset=20');
  assert.deepEqual(
    newest.items.map((item) => item.number),
    [10, 9, 8, 7, 6],
  );
  const byNumber = await page(kit, 'sort=number&order=DESC&limit=3&offset=27');
  assert.deepEqual(
    byNumber.items.map((item) => item.number),
    [3, 2, 1],
  );
  await kit.database.db.deleteFrom('callouts').where('id', '=', kit.callout.id).execute();
  const left = await kit.database.db.selectFrom('callout_response_versions').select('callout_id').execute();
  assert.ok(left.every((row) => row.callout_id !== kit.callout.id));
});
