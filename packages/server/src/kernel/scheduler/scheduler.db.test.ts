import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createScheduledRuns } from './scheduled-runs.ts';
import { createScheduler, periodStart, type ScheduledTask } from './scheduler.ts';
import { twoPools } from './two-pools-test-kit.ts';

const hour = 60 * 60 * 1000;
const quiet = { error: () => {}, warn: () => {} };

/** A clock both servers read, and a task that counts its runs per period. */
function setup() {
  let clock = new Date('2030-01-01T10:15:00Z');
  const ran: string[] = [];
  const task: ScheduledTask = {
    name: 'count',
    everyMs: hour,
    run: async (period) => {
      // Long enough for the other server's claim to arrive while this one runs.
      await new Promise((resolve) => setTimeout(resolve, 20));
      ran.push(period.toISOString());
    },
  };
  return {
    now: () => clock,
    ran,
    task,
    later(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

test('two servers ticking together run a task once per period', async (t) => {
  const pools = await twoPools(t);
  const { now, ran, task, later } = setup();
  const [one, two] = pools.map(({ db }) => createScheduler({ db, tasks: [task], log: quiet, now }));
  for (let round = 0; round < 3; round += 1) await Promise.all([one!.tick(), two!.tick(), one!.tick()]);
  assert.deepEqual(ran, ['2030-01-01T10:00:00.000Z']);
  later(30 * 60 * 1000);
  await Promise.all([one!.tick(), two!.tick()]);
  assert.equal(ran.length, 1, 'still the same period');
  later(hour);
  const names = await Promise.all([two!.tick(), one!.tick()]);
  assert.deepEqual(ran, ['2030-01-01T10:00:00.000Z', '2030-01-01T11:00:00.000Z']);
  assert.deepEqual(names.flat(), ['count']);
});

test('a run whose server died is taken over once its lease ran out, in the same period', async (t) => {
  const [{ db }] = await twoPools(t);
  const { now, ran, task, later } = setup();
  // The server that died claimed the period and never finished it.
  const died = await createScheduledRuns({ db }).claim('count', periodStart(now(), hour), now(), 60_000);
  assert.ok(died);
  const other = createScheduler({ db, tasks: [task], log: quiet, now, leaseMs: 60_000 });
  assert.deepEqual(await other.tick(), [], 'not while the lease holds');
  later(61_000);
  assert.deepEqual(await other.tick(), ['count']);
  assert.deepEqual(ran, ['2030-01-01T10:00:00.000Z']);
  const row = await createScheduledRuns({ db }).get('count');
  assert.equal(row?.finished_at?.getTime(), now().getTime());
  assert.equal(await createScheduledRuns({ db }).renew(died, now(), 60_000), false, 'the dead claim is gone');
});

test('a task that throws is logged and kept as failed, not run again in its period', async (t) => {
  const [{ db }] = await twoPools(t);
  const { now, later } = setup();
  const errors: string[] = [];
  const log = { warn: () => {}, error: (object: object) => errors.push((object as { task: string }).task) };
  let attempts = 0;
  const failing = {
    name: 'broken',
    everyMs: hour,
    run: async () => {
      attempts += 1;
      throw new Error('provider down');
    },
  };
  const scheduler = createScheduler({ db, tasks: [failing], log, now });
  assert.deepEqual(await scheduler.tick(), ['broken']);
  assert.deepEqual(await createScheduler({ db, tasks: [failing], log, now }).tick(), []);
  assert.equal(attempts, 1);
  assert.deepEqual(errors, ['broken']);
  assert.equal((await createScheduledRuns({ db }).get('broken'))?.last_error, 'provider down');
  later(hour);
  assert.deepEqual(await scheduler.tick(), ['broken'], 'the next period tries again');
});

test('a server whose clock lags does not run a period that is over', async (t) => {
  const [{ db }] = await twoPools(t);
  const { now, ran, task } = setup();
  const ahead = createScheduler({ db, tasks: [task], log: quiet, now: () => new Date(now().getTime() + hour) });
  assert.deepEqual(await ahead.tick(), ['count']);
  assert.deepEqual(await createScheduler({ db, tasks: [task], log: quiet, now }).tick(), []);
  assert.deepEqual(ran, ['2030-01-01T11:00:00.000Z']);
});

test('periods start on the hour and on UTC midnight', () => {
  for (const [at, everyMs, start] of [
    ['2030-01-01T10:15:00Z', hour, '2030-01-01T10:00:00.000Z'],
    ['2030-01-01T23:59:59Z', 24 * hour, '2030-01-01T00:00:00.000Z'],
    ['2030-01-02T00:00:00Z', 24 * hour, '2030-01-02T00:00:00.000Z'],
  ] as const)
    assert.equal(periodStart(new Date(at), everyMs).toISOString(), start);
});

test('start ticks on its own and stop waits for the run in hand', async (t) => {
  const [{ db }] = await twoPools(t);
  const { now, ran, task } = setup();
  const scheduler = createScheduler({ db, tasks: [task], log: quiet, now, tickMs: 10 });
  scheduler.start();
  for (let waited = 0; ran.length === 0 && waited < 5000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await scheduler.stop();
  assert.deepEqual(ran, ['2030-01-01T10:00:00.000Z']);
});
