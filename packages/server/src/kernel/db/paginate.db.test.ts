import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../../test-helper.ts';
import { listPage, paginate } from './paginate.ts';

test('a page of an ordered query comes with the total of the whole query, past the end too', async (t) => {
  const { db } = await createTestDatabase(t);
  await db
    .insertInto('outbox')
    .values(
      ['c', 'a', 'e', 'b', 'd'].map((subject) => ({
        to_address: `${subject}@example.org`,
        from_address: 'news@example.org',
        subject,
        text: subject,
        html: '',
        template: 'test',
        locale: 'en',
      })),
    )
    .execute();
  const bySubject = db.selectFrom('outbox').select(['subject']).orderBy('subject');

  const first = await paginate(bySubject, { limit: 2, offset: 0 });
  assert.deepEqual(first, { rows: [{ subject: 'a' }, { subject: 'b' }], total: 5 });
  assert.deepEqual((await paginate(bySubject, { limit: 2, offset: 4 })).rows, [{ subject: 'e' }]);
  assert.deepEqual(await paginate(bySubject, { limit: 2, offset: 10 }), { rows: [], total: 5 });
  assert.deepEqual(await paginate(bySubject, { limit: 0, offset: 0 }), { rows: [], total: 5 });
  const none = db.selectFrom('outbox').select(['subject']).where('subject', '=', 'z');
  assert.deepEqual(await paginate(none, { limit: 2, offset: 0 }), { rows: [], total: 0 });

  assert.deepEqual(listPage(first.rows, first.total, 0), { items: first.rows, offset: 0, count: 2, total: 5 });
});
