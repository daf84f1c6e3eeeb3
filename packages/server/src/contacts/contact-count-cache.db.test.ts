import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactSortValues, type RuleGroup } from '@masthead/core';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createTestDatabase } from '../test-helper.ts';
import {
  contactCountFreshMs,
  countKeyOf,
  createContactCountCache,
  type ContactCountCache,
} from './contact-count-cache.ts';
import { createContactListRepository } from './contact-list-repository.ts';

/** 40 contacts with tied and empty names, unseen ones, members and contributions (the copied keys by 0024's triggers). */
async function someContacts(db: Kysely<Database>) {
  await sql`
    insert into contacts (email, firstname, lastname, joined, last_seen)
    select 'count' || n || '@example.org', (array['Ann', '', 'bob', 'Bob'])[1 + n % 4], (array['Lee', '', 'lee', 'Ng', 'Ames'])[1 + n % 5],
           timestamptz '2024-01-01' + make_interval(days => n % 9),
           case when n % 3 = 0 then null else timestamptz '2024-06-01' + make_interval(hours => n % 4) end
    from generate_series(1, 40) n`.execute(db);
  await sql`
    insert into contact_roles (contact_id, role, date_added, date_expires)
    select id, 'member', joined, case when joined > '2024-01-05' then joined + interval '1 year' end
    from contacts where email like 'count%' and length(email) % 2 = 0`.execute(db);
  await sql`
    insert into contributions (contact_id, type, amount_cents, period)
    select id, 'Manual', 100 * (1 + length(firstname)), case when lastname = 'Ng' then 'annually' else 'monthly' end
    from contacts where email like 'count%' and lastname <> ''`.execute(db);
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

test('pages read on from a kept anchor are the pages skipped to from the top, in every sort and order', async (t) => {
  const { db } = await createTestDatabase(t);
  await someContacts(db);
  const cache = createContactCountCache({ db, now: () => new Date() });
  let anchored = 0;
  const counting: ContactCountCache = {
    ...cache,
    anchorBefore(...args) {
      const anchor = cache.anchorBefore(...args);
      if (anchor) anchored++;
      return anchor;
    },
  };
  const kept = createContactListRepository({ db, counts: counting });
  const plain = createContactListRepository({ db });
  const where = sql<SqlBool>`contacts.email like 'count%'`;
  // On, back, on again, past the end, and a jump back before the first anchor.
  const offsets = [0, 7, 14, 21, 28, 35, 30, 10, 3, 36, 40, 1];
  for (const sort of contactSortValues) {
    for (const order of ['ASC', 'DESC'] as const) {
      for (const offset of offsets) {
        const options = { where, sort, order, limit: 7, offset };
        const expected = await plain.list(options);
        const got = await kept.list({ ...options, countKey: 'count test' });
        assert.deepEqual(ids(got.rows), ids(expected.rows), `${sort} ${order} from ${offset}`);
        assert.equal(got.total, 40);
      }
    }
  }
  assert.ok(anchored > contactSortValues.length * 2 * 6, `anchors used ${anchored} times`);

  // A change moves every anchor out of use: the pages still match.
  await db.deleteFrom('contacts').where('email', 'in', ['count8@example.org', 'count9@example.org']).execute();
  await db.updateTable('contacts').set({ lastname: 'Aaa' }).where('email', '=', 'count20@example.org').execute();
  for (const offset of [7, 14, 35]) {
    const options = { where, sort: 'lastname' as const, order: 'ASC' as const, limit: 7, offset };
    const got = await kept.list({ ...options, countKey: 'count test' });
    assert.deepEqual(ids(got.rows), ids((await plain.list(options)).rows), `after the change, from ${offset}`);
    assert.equal(got.total, 38);
  }
});

test('a count is kept until something a search reads changes or it is 30 s old; lastSeen searches are never kept', async (t) => {
  const { db } = await createTestDatabase(t);
  await someContacts(db);
  let clock = new Date('2026-01-01T00:00:00Z').getTime();
  const cache = createContactCountCache({ db, now: () => new Date(clock) });
  let counted = 0;
  const count = async () => {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from contacts`.execute(db);
    counted++;
    return [Number(rows[0]?.n)];
  };
  const countOnce = async () => (await cache.counts([{ key: 'all' }], count))[0];
  const id = (await db.selectFrom('contacts').select('id').limit(1).executeTakeFirstOrThrow()).id;
  const tag = await db.insertInto('contact_tags').values({ name: 'Counted' }).returning('id').executeTakeFirstOrThrow();

  assert.equal(await countOnce(), 40);
  assert.equal(await countOnce(), 40);
  assert.equal(counted, 1, 'kept');
  const changes: [string, () => Promise<unknown>][] = [
    ['a contact added', () => db.insertInto('contacts').values({ email: 'new@example.org' }).execute()],
    ['a name changed', () => db.updateTable('contacts').set({ firstname: 'Zed' }).where('id', '=', id).execute()],
    [
      'a tag put on',
      () => db.insertInto('contact_tag_assignments').values({ contact_id: id, tag_id: tag.id }).execute(),
    ],
    ['a tag deleted', () => db.deleteFrom('contact_tags').where('id', '=', tag.id).execute()],
    ['a role given', () => db.insertInto('contact_roles').values({ contact_id: id, role: 'admin' }).execute()],
    ['a contribution changed', () => db.updateTable('contributions').set({ amount_cents: 999 }).execute()],
    ['a contact deleted', () => db.deleteFrom('contacts').where('email', '=', 'new@example.org').execute()],
  ];
  for (const [name, change] of changes) {
    const before: number = counted;
    await change();
    await countOnce();
    assert.equal(counted, before + 1, `counted again after ${name}`);
    await countOnce();
    assert.equal(counted, before + 1, `kept again after ${name}`);
  }
  // A login's lastSeen moves no count (and no lastSeen search is kept).
  await db.updateTable('contacts').set({ last_seen: new Date() }).where('id', '=', id).execute();
  await countOnce();
  const afterLogin = counted;
  assert.equal(countKeyOf('contacts', [lastSeenGroup]), null);
  await cache.counts([{ key: countKeyOf('contacts', [lastSeenGroup]) }], count);
  await cache.counts([{ key: countKeyOf('contacts', [lastSeenGroup]) }], count);
  assert.equal(counted, afterLogin + 2, 'a lastSeen search is counted every time');

  clock += contactCountFreshMs - 1;
  await countOnce();
  assert.equal(counted, afterLogin + 2, 'still fresh');
  clock += 1;
  await countOnce();
  assert.equal(counted, afterLogin + 3, 'too old: counted again');
  clock -= 60_000;
  await countOnce();
  assert.equal(counted, afterLogin + 4, 'a clock set back counts again');
});

const lastSeenGroup: RuleGroup = {
  condition: 'AND',
  rules: [{ condition: 'OR', rules: [{ field: 'lastSeen', operator: 'is_empty', value: [] }] }],
};

test('the counts of several searches: kept ones reused, the missing counted together, in order', async (t) => {
  const { db } = await createTestDatabase(t);
  const cache = createContactCountCache({ db, now: () => new Date() });
  const asked: string[][] = [];
  const countAll = async (missing: { key: string | null; n: number }[]) => {
    asked.push(missing.map((entry) => String(entry.key)));
    return missing.map((entry) => entry.n);
  };
  assert.deepEqual(
    await cache.counts(
      [
        { key: 'a', n: 1 },
        { key: null, n: 2 },
      ],
      countAll,
    ),
    [1, 2],
  );
  assert.deepEqual(
    await cache.counts(
      [
        { key: null, n: 5 },
        { key: 'a', n: 9 },
        { key: 'b', n: 3 },
      ],
      countAll,
    ),
    [5, 1, 3],
  );
  assert.deepEqual(asked, [
    ['a', 'null'],
    ['null', 'b'],
  ]);
});
