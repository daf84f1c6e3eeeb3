import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SelectQueryNode, sql, ValueNode, type KyselyPlugin, type SqlBool } from 'kysely';
import type { ResponseSort } from '@masthead/core';
import { createResponseExportRepository } from './response-export-repository.ts';
import { createResponseReviewRepository } from './response-review-repository.ts';
import { answersFor, responseKit, type ResponseKit } from './response-test-kit.ts';

/** The offsets the top-level selects were sent with, as a query log would show them. */
function offsetSpy() {
  const offsets: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (SelectQueryNode.is(node) && node.offset && ValueNode.is(node.offset.offset))
        offsets.push(Number(node.offset.offset.value));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { offsets, plugin };
}

/** 60 responses in three buckets, their dates in ties of four and their changes in ties of three. */
async function tiedResponses(kit: ResponseKit) {
  const stories = Array.from({ length: 60 }, (_, i) => ({
    answers: answersFor(`Story ${i}`),
    bucket: (['', 'verified', '', 'trash'] as const)[i % 4],
  }));
  await kit.insertResponses(kit.callout.id, stories);
  await sql`update callout_responses
    set created_at = timestamptz '2026-01-01' + (number / 4) * interval '1 minute',
        updated_at = timestamptz '2026-02-01' - (number / 3) * interval '1.5 second'
    where callout_id = ${kit.callout.id}::uuid`.execute(kit.database.db);
}

const columns: Record<ResponseSort, string> = { number: 'number', createdAt: 'created_at', updatedAt: 'updated_at' };

test('a deep page read on from a kept position is the page its offset gives: every sort, ties, a filter, a write', async (t) => {
  const kit = await responseKit(t);
  await tiedResponses(kit);
  const { db } = kit.database;
  const responses = createResponseReviewRepository({ db });
  const calloutId = kit.callout.id;
  const filters = [sql<SqlBool>`true`, sql<SqlBool>`lower(callout_responses.bucket) = ''`];
  const offsets = [0, 7, 14, 21, 28, 8, 50, 3, 27, 56, 59, 70, 21];
  for (const sort of ['createdAt', 'updatedAt', 'number'] as const)
    for (const order of ['ASC', 'DESC'] as const)
      for (const filter of filters) {
        const where = sql<SqlBool>`(callout_responses.callout_id = ${calloutId}::uuid and ${filter})`;
        const expected = async (offset: number) => {
          const { rows } = await sql<{ id: string }>`select id from callout_responses where ${where}
            order by ${sql.ref(columns[sort])} ${sql.raw(order)}, id limit 7 offset ${offset}`.execute(db);
          return rows.map((row) => row.id);
        };
        for (const [step, offset] of offsets.entries()) {
          // Halfway, a write: every kept position is of an older list version.
          if (step === 7) await kit.insertResponses(calloutId, [{ answers: answersFor('Late') }]);
          const page = await responses.list({ where, sort, order, limit: 7, offset, calloutId });
          assert.deepEqual(
            page.rows.map((row) => row.id),
            await expected(offset),
            `${sort} ${order} where ${filter.compile(db).sql} at ${offset}`,
          );
        }
      }
});

test('a page after a kept one skips only the rows between, and a write makes it skip from the top again', async (t) => {
  const kit = await responseKit(t);
  await tiedResponses(kit);
  const spy = offsetSpy();
  const db = kit.database.db.withPlugin(spy.plugin);
  const responses = createResponseReviewRepository({ db });
  const calloutId = kit.callout.id;
  const where = sql<SqlBool>`callout_responses.callout_id = ${calloutId}::uuid`;
  const list = (offset: number) =>
    responses.list({ where, sort: 'createdAt', order: 'DESC', limit: 7, offset, calloutId });
  await list(14);
  spy.offsets.length = 0;
  const next = await list(21);
  assert.deepEqual(spy.offsets, [1], 'from the last row of the page before (offset 20)');
  assert.equal(next.rows.length, 7);
  spy.offsets.length = 0;
  await list(17);
  assert.deepEqual(spy.offsets, [3], 'from the first row of the page at 14');

  await kit.insertResponses(calloutId, [{ answers: answersFor('Late') }]);
  spy.offsets.length = 0;
  const after = await list(21);
  assert.deepEqual(spy.offsets, [0, 21], 'the kept position is of an older version: tried, then skipped from the top');
  assert.equal(after.rows[1]?.id, next.rows[0]?.id, 'the newest response came before them all');
  assert.equal(after.total, 61);
});

test('the map feed from a kept position is the page its offset gives, after a change too', async (t) => {
  const kit = await responseKit(t);
  await tiedResponses(kit);
  const { db } = kit.database;
  const exports = createResponseExportRepository({ db });
  const calloutId = kit.callout.id;
  const read = async (buckets: string[], limit: number, offset: number) => {
    const numbers: number[] = [];
    for await (const rows of exports.publishedPages(calloutId, buckets, { limit, offset }, 4))
      numbers.push(...rows.map((row) => row.number));
    return numbers;
  };
  const expected = async (buckets: string[], limit: number, offset: number) => {
    const { rows } = await sql<{ number: number }>`select number from callout_responses
      where callout_id = ${calloutId}::uuid and bucket in (${sql.join(buckets)})
      order by number desc limit ${limit} offset ${offset}`.execute(db);
    return rows.map((row) => row.number);
  };
  for (const buckets of [['verified'], ['verified', 'trash']])
    for (const [step, [limit, offset]] of [
      [10, 0],
      [10, 10],
      [3, 12],
      [10, 5],
      [6, 20],
      [10, 40],
      [5, 11],
      [10, 10],
      [7, 2],
    ].entries()) {
      if (step === 6)
        await db
          .updateTable('callout_responses')
          .set({ bucket: 'verified' })
          .where('callout_id', '=', calloutId)
          .where('number', 'in', [1, 2, 3, 58, 59])
          .execute();
      assert.deepEqual(
        await read(buckets, limit!, offset!),
        await expected(buckets, limit!, offset!),
        `${buckets.join(', ')}: ${limit} at ${offset}`,
      );
    }
});
