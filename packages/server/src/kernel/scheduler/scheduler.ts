import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { createScheduledRuns } from './scheduled-runs.ts';

/** Work done once per period, by one of the app servers. */
export interface ScheduledTask {
  /** Unique among the tasks: the key of its row in `scheduled_runs`. */
  name: string;
  /** The period: runs are due once per `everyMs`, periods counted from 1970-01-01 UTC (a day is a UTC day). */
  everyMs: number;
  /** The work; `periodStart` is the start of the period it runs for. A throw is logged and kept with the row. */
  run(periodStart: Date): Promise<unknown>;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  tasks: readonly ScheduledTask[];
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  now?: () => Date;
  /** How often this server asks whether a period's run is due and free. */
  tickMs?: number;
  /** A run's claim lasts this long and is renewed every third of it while the run goes on. */
  leaseMs?: number;
}

export interface Scheduler {
  /** Ticks every `tickMs` until stopped; the first tick comes after `tickMs`, not at once. */
  start(): void;
  /** Stops ticking and waits for this server's runs in hand. */
  stop(): Promise<void>;
  /** Claims and runs what is due now; the names this server ran. Tests call it instead of waiting. */
  tick(): Promise<string[]>;
}

const minute = 60_000;

/** The start of the period `at` falls in. */
export const periodStart = (at: Date, everyMs: number) => new Date(Math.floor(at.getTime() / everyMs) * everyMs);

/**
 * Periodic tasks that run exactly once per period across any number of app servers: each server
 * only ticks, asking the database (`scheduled_runs`) whether this period's run is still free, and
 * the one that claims it does the work. A server that dies mid-run stops renewing its lease, and
 * another takes the run over once the lease has run out.
 * @example const scheduler = createScheduler({db, log, tasks: [{name: 'cleanup', everyMs: 3_600_000, run: cleanup}]}); scheduler.start()
 */
export function createScheduler({
  db,
  tasks,
  log,
  now = () => new Date(),
  tickMs = minute,
  leaseMs = 5 * minute,
}: SchedulerOptions): Scheduler {
  const runs = createScheduledRuns({ db });
  // Per task, the period this server last ran it for (no need to ask again) and its run in hand.
  const ranFor = new Map<string, number>();
  const inHand = new Map<string, Promise<boolean>>();
  let timer: NodeJS.Timeout | null = null;

  async function runOnce(task: ScheduledTask, period: Date): Promise<boolean> {
    const claim = await runs.claim(task.name, period, now(), leaseMs);
    if (!claim) return false;
    ranFor.set(task.name, period.getTime());
    const renewal = setInterval(() => {
      runs
        .renew(claim, now(), leaseMs)
        .then((held) => held || log.warn({ task: task.name }, 'a scheduled run outlived its lease'))
        .catch((error: unknown) => log.error({ err: error, task: task.name }, 'renewing a scheduled run failed'));
    }, leaseMs / 3);
    renewal.unref();
    let failure: string | null = null;
    try {
      await task.run(period);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      log.error({ err: error, task: task.name }, 'scheduled task failed');
    } finally {
      clearInterval(renewal);
    }
    await runs.finish(claim, now(), failure);
    return true;
  }

  function due(task: ScheduledTask): Promise<boolean> {
    const period = periodStart(now(), task.everyMs);
    if (ranFor.get(task.name) === period.getTime() || inHand.has(task.name)) return Promise.resolve(false);
    const run = runOnce(task, period).finally(() => inHand.delete(task.name));
    inHand.set(task.name, run);
    return run;
  }

  async function tick() {
    const ran = await Promise.all(
      tasks.map((task) =>
        due(task).catch((error: unknown) => {
          log.error({ err: error, task: task.name }, 'claiming a scheduled run failed');
          return false;
        }),
      ),
    );
    return tasks.filter((_, i) => ran[i]).map((task) => task.name);
  }

  return {
    start() {
      if (timer) return;
      // Runs are not awaited here: a long one does not hold up the others' ticks.
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inHand.values()]);
    },
    tick,
  };
}
