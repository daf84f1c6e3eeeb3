import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countingStatements, createTestDatabase, defer } from '../../test-helper.ts';
import { createJobQueue, defaultBackoff, withJobs, type Job, type JobQueue } from './job-queue.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

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

test('a kick runs due jobs in the background; a job queued as its pass ends runs too; none after stop', async (t) => {
  const database = await createTestDatabase(t);
  const real = createJobQueue({ db: database.db });
  const ran: unknown[] = [];
  let late = true;
  const queue: JobQueue = {
    ...real,
    async claim(kinds, limit) {
      const jobs = await real.claim(kinds, limit);
      // A job committed just after the pass looked for the last time, and kicked (as a submission does).
      if (jobs.length === 0 && late) {
        late = false;
        await real.enqueue({ kind: 'note', payload: { n: 'late' } });
        runner.kick();
      }
      return jobs;
    },
  };
  const runner: JobRunner = createJobRunner({
    queue,
    handlers: { note: { run: async (job) => void ran.push(job.payload.n) } },
    log: quiet,
  });
  await real.enqueue({ kind: 'note', payload: { n: 'first' } });
  runner.kick();
  runner.kick();
  assert.deepEqual(ran, [], 'a kick does not wait for the jobs');
  await runner.idle();
  assert.deepEqual(ran, ['first', 'late']);

  await runner.stop();
  await real.enqueue({ kind: 'note', payload: { n: 'after stop' } });
  runner.kick();
  await runner.idle();
  assert.deepEqual(ran, ['first', 'late']);
});

test('jobs of a concurrent kind claimed together run at the same time; others one after another', async (t) => {
  const database = await createTestDatabase(t);
  const queue = createJobQueue({ db: database.db });
  const most = { together: 0, inTurn: 0 };
  const now = { together: 0, inTurn: 0 };
  const counting = (kind: keyof typeof most) => async (_job: Job) => {
    now[kind] += 1;
    most[kind] = Math.max(most[kind], now[kind]);
    await new Promise((resolve) => setImmediate(resolve));
    now[kind] -= 1;
  };
  for (let n = 0; n < 3; n += 1) {
    await queue.enqueue({ kind: 'together' });
    await queue.enqueue({ kind: 'inTurn' });
  }
  const runner = createJobRunner({
    queue,
    handlers: { together: { run: counting('together'), concurrent: true }, inTurn: { run: counting('inTurn') } },
    log: quiet,
  });
  assert.equal(await runner.runDue(), 6);
  assert.deepEqual(most, { together: 3, inTurn: 1 });
});

test("each kind's job is leased for its kind's time; kinds without one take the queue's", async (t) => {
  const database = await createTestDatabase(t);
  let clock = new Date('2030-01-01T00:00:00Z');
  const queue = createJobQueue({ db: database.db, now: () => clock, leaseMs: 10 * 60_000 });
  for (const kind of ['short', 'long']) await queue.enqueue({ kind });
  const claimed = await queue.claim(['short', 'long'], 5, { leases: { short: 60_000 } });
  assert.deepEqual(
    Object.fromEntries(claimed.map((job) => [job.kind, (job.locked_until?.getTime() ?? 0) - clock.getTime()])),
    { short: 60_000, long: 10 * 60_000 },
  );
  // The short one's server died: another takes it over after a minute; the long one is still its server's.
  clock = new Date(clock.getTime() + 61_000);
  assert.deepEqual(
    (await queue.claim(['short', 'long'], 5, { leases: { short: 60_000 } })).map((job) => [job.kind, job.attempts]),
    [['short', 2]],
  );
});

test("one runner claims with each handler's lease", async (t) => {
  const database = await createTestDatabase(t);
  const clock = new Date('2030-01-01T00:00:00Z');
  const queue = createJobQueue({ db: database.db, now: () => clock });
  const leased: Record<string, number> = {};
  const note = async (job: Job) => void (leased[job.kind] = (job.locked_until?.getTime() ?? 0) - clock.getTime());
  for (const kind of ['email', 'sync', 'push']) await queue.enqueue({ kind });
  const runner = createJobRunner({
    queue,
    handlers: {
      email: { run: note, concurrent: true, leaseMs: 60_000 },
      sync: { run: note, leaseMs: 30 * 60_000 },
      push: { run: note },
    },
    log: quiet,
  });
  assert.equal(await runner.runDue(), 3);
  assert.deepEqual(leased, { email: 60_000, sync: 30 * 60_000, push: 10 * 60_000 });
});

test('a concurrent kind never waits behind a long in-turn job, kicked or polled; stop waits for the job in hand', async (t) => {
  const database = await createTestDatabase(t);
  const queue = createJobQueue({ db: database.db });
  const events: string[] = [];
  let finishSync = () => {};
  const syncRuns = new Promise<void>((resolve) => (finishSync = resolve));
  const runner = createJobRunner({
    queue,
    handlers: {
      // A newsletter sync that runs for minutes: here, until the test lets it end.
      sync: {
        run: async () => {
          events.push('sync started');
          await syncRuns;
          events.push('sync done');
        },
      },
      email: { run: async (job) => void events.push(`email ${String(job.payload.n)}`), concurrent: true },
    },
    log: quiet,
    pollMs: 10,
  });
  defer(t, () => runner.stop());
  await queue.enqueue({ kind: 'sync' });
  runner.kick();
  const until = async (event: string) => {
    const started = Date.now();
    while (!events.includes(event)) {
      if (Date.now() - started > 2000) assert.fail(`no ${event} within 2 s: ${events.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  await until('sync started');

  // Queued while the sync runs, and kicked (as after a commit): it runs at once.
  await queue.enqueue({ kind: 'email', payload: { n: 1 } });
  runner.kick();
  await until('email 1');
  // Queued without a kick: the poll finds it.
  runner.start();
  await queue.enqueue({ kind: 'email', payload: { n: 2 } });
  await until('email 2');
  assert.deepEqual(events, ['sync started', 'email 1', 'email 2']);

  // `stop` waits for the job in hand.
  const stopped = runner.stop().then(() => events.push('stopped'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(events.includes('stopped'), false);
  finishSync();
  await stopped;
  assert.deepEqual(events.slice(-2), ['sync done', 'stopped']);
});

test('jobs done together are removed by one statement', async (t) => {
  const database = await createTestDatabase(t);
  const { db, statements } = countingStatements(database.db);
  const queue = createJobQueue({ db });
  for (let n = 0; n < 12; n += 1) await queue.enqueue({ kind: 'quick', payload: { n } });
  const runner = createJobRunner({
    queue,
    handlers: { quick: { run: () => Promise.resolve(), concurrent: true } },
    log: quiet,
    batch: 12,
  });
  assert.equal(await runner.runDue(), 12);
  // The first done job is removed at once, the eleven done meanwhile by the next statement.
  assert.equal(statements('DeleteQueryNode'), 2);
  const left = await withJobs(database.db).selectFrom('jobs').select('id').execute();
  assert.deepEqual(left, []);
});
