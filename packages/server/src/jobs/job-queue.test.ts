import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { createJobQueue, defaultBackoff } from './job-queue.ts';
import { createJobRunner } from './job-runner.ts';

const quiet = { error: () => {} };

test('two workers on one queue run each job exactly once', async (t) => {
  const database = await createTestDatabase(t);
  const queue = createJobQueue({ db: database.db });
  for (let n = 0; n < 30; n += 1) await queue.enqueue({ kind: 'count', payload: { n } });
  const ran: number[] = [];
  const handlers = {
    count: {
      run: async (job: { payload: Record<string, unknown> }) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        ran.push(job.payload.n as number);
      },
    },
  };
  const workers = [1, 2].map(() =>
    createJobRunner({ queue: createJobQueue({ db: database.db }), handlers, log: quiet, batch: 3 }),
  );
  await Promise.all(workers.map((worker) => worker.runDue()));
  assert.deepEqual(
    ran.sort((a, b) => a - b),
    Array.from({ length: 30 }, (_, n) => n),
  );
});

test('a failing job waits out its back-off, then fails after its last attempt', async (t) => {
  const database = await createTestDatabase(t);
  let clock = new Date('2030-01-01T00:00:00Z');
  const queue = createJobQueue({ db: database.db, now: () => clock });
  const id = await queue.enqueue({ kind: 'flaky', maxAttempts: 3 });
  const runner = createJobRunner({
    queue,
    handlers: { flaky: { run: async () => Promise.reject(new Error('down')) } },
    log: quiet,
  });
  assert.equal(await runner.runDue(), 1);
  assert.equal((await queue.get(id as string))?.state, 'pending');
  assert.equal(await runner.runDue(), 0, 'not due before its back-off');
  clock = new Date(clock.getTime() + defaultBackoff(1));
  assert.equal(await runner.runDue(), 1);
  clock = new Date(clock.getTime() + defaultBackoff(2));
  assert.equal(await runner.runDue(), 1);
  const failed = await queue.get(id as string);
  assert.deepEqual([failed?.state, failed?.attempts, failed?.last_error], ['failed', 3, 'down']);
  assert.equal(await queue.retry(id as string, 'flaky'), true);
  assert.deepEqual([(await queue.get(id as string))?.state, (await queue.get(id as string))?.attempts], ['pending', 0]);
});

test('back-off doubles from 30 seconds up to an hour', () => {
  for (const [attempts, ms] of [
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ] as const)
    assert.equal(defaultBackoff(attempts), ms);
});

test('a job whose server died is claimed again once its lease ran out', async (t) => {
  const database = await createTestDatabase(t);
  let clock = new Date('2030-01-01T00:00:00Z');
  const queue = createJobQueue({ db: database.db, now: () => clock, leaseMs: 60_000 });
  await queue.enqueue({ kind: 'long' });
  assert.equal((await queue.claim(['long'], 5)).length, 1);
  assert.equal((await queue.claim(['long'], 5)).length, 0);
  clock = new Date(clock.getTime() + 61_000);
  const [again] = await queue.claim(['long'], 5);
  assert.equal(again?.attempts, 2);
});

test('a once key makes one job however often it is queued', async (t) => {
  const database = await createTestDatabase(t);
  const queue = createJobQueue({ db: database.db });
  const first = await queue.enqueue({ kind: 'nightly', onceKey: 'nightly:2030-01-01' });
  assert.ok(first);
  assert.equal(await queue.enqueue({ kind: 'nightly', onceKey: 'nightly:2030-01-01' }), null);
  assert.equal(await queue.enqueue({ kind: 'x', dedupeKey: 'k' }), await queue.enqueue({ kind: 'x', dedupeKey: 'k' }));
});

test('a job that fails while a newer one with its key waits becomes that one, keeping what it knew first', async (t) => {
  const database = await createTestDatabase(t);
  const queue = createJobQueue({ db: database.db });
  const first = await queue.enqueue({
    kind: 'push',
    dedupeKey: 'push:x',
    payload: { id: 'x', previous: 'a@example.org' },
  });
  const [running] = await queue.claim(['push'], 1);
  assert.equal(running?.id, first);
  // Queued while the first runs: the first no longer waits, so it does not hold the key.
  const newer = await queue.enqueue({ kind: 'push', dedupeKey: 'push:x', payload: { id: 'x', erased: true } });
  assert.notEqual(newer, first);
  assert.equal(await queue.fail(running!, new Error('down')), 'pending');
  const rows = await database.db
    .selectFrom('jobs' as never)
    .selectAll()
    .execute();
  assert.deepEqual(
    (rows as { id: string; state: string; payload: unknown }[]).map(({ id, state, payload }) => ({
      id,
      state,
      payload,
    })),
    [{ id: newer, state: 'pending', payload: { id: 'x', erased: true, previous: 'a@example.org' } }],
  );
});
