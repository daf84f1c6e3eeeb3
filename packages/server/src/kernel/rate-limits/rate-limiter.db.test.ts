import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { countingStatements, createTestDatabase } from '../../test-helper.ts';
import { createRateLimiter } from './rate-limiter.ts';

test('a key is refused after its limit until the window ends, other keys are not', async (t) => {
  const database = await createTestDatabase(t);
  let time = new Date('2026-03-01T10:00:00Z');
  const limiter = createRateLimiter({ db: database.db, now: () => time });
  const limit = { limit: 3, windowSeconds: 600 };
  time = new Date('2026-03-01T10:01:00Z');
  const first = await Promise.all([1, 2, 3].map(() => limiter.hit('ip:198.51.100.7', limit)));
  assert.deepEqual(
    first.map((result) => result.allowed),
    [true, true, true],
  );
  const fourth = await limiter.hit('ip:198.51.100.7', limit);
  assert.deepEqual(fourth, { allowed: false, retryAfter: 540 });
  assert.equal((await limiter.hit('ip:198.51.100.8', limit)).allowed, true);
  time = new Date('2026-03-01T10:10:00Z');
  assert.equal((await limiter.hit('ip:198.51.100.7', limit)).allowed, true);
});

test('ended windows are removed by the cleanup', async (t) => {
  const database = await createTestDatabase(t);
  let time = new Date('2026-03-01T10:00:00Z');
  const limiter = createRateLimiter({ db: database.db, now: () => time });
  await limiter.hit('contact:a', { limit: 5, windowSeconds: 3600 });
  time = new Date('2026-03-02T12:00:00Z');
  await limiter.hit('contact:a', { limit: 5, windowSeconds: 3600 });
  assert.equal(await limiter.removeEnded(new Date('2026-03-01T12:00:00Z')), 1);
  const left = await database.db.selectFrom('rate_limits').select('count').execute();
  assert.deepEqual(left, [{ count: 1 }]);
});

test('hits arriving together share one upsert, each counted in the order it came', async (t) => {
  const database = await createTestDatabase(t);
  const time = new Date('2026-03-01T10:01:00Z');
  const { db, statements } = countingStatements(database.db);
  const limiter = createRateLimiter({ db, now: () => time });
  const limit = { limit: 20, windowSeconds: 600 };
  const keys = [...Array.from({ length: 30 }, () => 'ip:a'), ...Array.from({ length: 10 }, () => 'ip:b')];
  const results = await Promise.all(keys.map((key) => limiter.hit(key, limit)));
  // The first is written at once; the 39 that came while it was in flight share the next statement.
  assert.equal(statements('InsertQueryNode'), 2);
  assert.deepEqual(
    results.map((result) => result.allowed),
    keys.map((key, index) => key === 'ip:b' || index < 20),
  );
  const rows = await database.db.selectFrom('rate_limits').select(['key', 'count']).orderBy('key').execute();
  assert.deepEqual(rows, [
    { key: 'ip:a', count: 30 },
    { key: 'ip:b', count: 10 },
  ]);
});

test('the counts are an unlogged table: a hit commits without waiting for the write-ahead log', async (t) => {
  const database = await createTestDatabase(t);
  const { rows } = await sql<{ persistence: string }>`
    select relpersistence as persistence from pg_class where oid = 'rate_limits'::regclass`.execute(database.db);
  assert.equal(rows[0]?.persistence, 'u');
});
