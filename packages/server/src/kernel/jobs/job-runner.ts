import type { Job, JobQueue, JobState } from './job-queue.ts';

/** Thrown by a handler when trying again cannot help (the provider refused the data): failed at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobContext {
  /** Saves what the job has done so far (`GET newsletter/sync` reads it). */
  report(progress: Record<string, unknown>): Promise<void>;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export interface JobHandlerEntry {
  run: JobHandler;
  /** Keep the row as `done` once it succeeded (to report on it); by default it is removed. */
  keep?: boolean;
  /**
   * Jobs of this kind are short, independent work (a response's emails, an
   * email to send): the runner claims them apart from the in-turn kinds, so
   * they never wait behind a long job (a newsletter sync), and runs those
   * claimed together at the same time. By default a kind runs in turn, one
   * job after another (calls to a provider that limits them).
   */
  concurrent?: boolean;
  /**
   * How long a claimed job of this kind is its server's before another may
   * take it over: a little longer than the job can take, so a killed
   * server's job is taken over soon. By default the queue's (10 min).
   */
  leaseMs?: number;
  /**
   * Told after a run that threw how the queue took it (`pending` again
   * after the back-off, or `failed`), with the job as it was claimed, to
   * keep a record of the kind's in step (an email's outbox row).
   */
  failed?(job: Job, error: unknown, state: JobState): Promise<void>;
}

export interface JobRunnerOptions {
  queue: JobQueue;
  handlers: Readonly<Record<string, JobHandlerEntry>>;
  log: { error(object: object, message: string): void };
  /** How often the queue is looked at for due jobs. */
  pollMs?: number;
  /** Jobs claimed at once (in turn: run one after another; concurrent: at the same time). */
  batch?: number;
}

export interface JobRunner {
  /** Looks for due jobs every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Runs due jobs until none is left; how many ran. Tests call it instead of waiting for the poll. */
  runDue(): Promise<number>;
  /**
   * Runs due jobs now, in the background, without waiting for the poll:
   * after a commit that queued a job (a response's emails). Kicks while a
   * pass runs make one more pass after it; nothing once stopped.
   */
  kick(): void;
  /** Resolves once no pass runs or is due from a kick (tests wait for a kicked job with it). */
  idle(): Promise<void>;
}

/**
 * Runs the queue's jobs on this server, every kind it has a handler for:
 * claims a batch of due jobs, runs each, completes or fails it. The
 * concurrent kinds and the in-turn kinds are two independent lanes (each
 * its own claims, passes and poll), so a response's emails never wait
 * behind a newsletter sync; the runner starts, stops, kicks and waits for
 * both as one.
 * @example const runner = createJobRunner({queue, handlers: {...newsletter.handlers, ...mailer.handlers}, log}); runner.start()
 */
export function createJobRunner({ handlers, ...options }: JobRunnerOptions): JobRunner {
  const kindsOf = (concurrent: boolean) =>
    Object.keys(handlers).filter((kind) => (handlers[kind]?.concurrent ?? false) === concurrent);
  const lanes = [
    { kinds: kindsOf(true), concurrent: true },
    { kinds: kindsOf(false), concurrent: false },
  ]
    .filter((lane) => lane.kinds.length > 0)
    .map((lane) => createLane({ ...options, ...lane, handlers }));
  return {
    start: () => lanes.forEach((lane) => lane.start()),
    stop: () => Promise.all(lanes.map((lane) => lane.stop())).then(() => {}),
    runDue: async () => (await Promise.all(lanes.map((lane) => lane.runDue()))).reduce((a, b) => a + b, 0),
    kick: () => lanes.forEach((lane) => lane.kick()),
    async idle() {
      // A job of one lane may kick the other (a newsletter webhook's email): idle once both are at once.
      do {
        await Promise.all(lanes.map((lane) => lane.idle()));
      } while (lanes.some((lane) => lane.busy()));
    },
  };
}

interface LaneOptions extends JobRunnerOptions {
  kinds: readonly string[];
  /** Runs a batch's jobs at the same time, else one after another. */
  concurrent: boolean;
}

/** One lane of the runner: its kinds' claims, one pass at a time, its own poll and kicks. */
function createLane({
  queue,
  handlers,
  log,
  kinds,
  concurrent,
  pollMs = 5000,
  batch = 20,
}: LaneOptions): JobRunner & { busy(): boolean } {
  const leases = Object.fromEntries(
    kinds.flatMap((kind) => {
      const leaseMs = handlers[kind]?.leaseMs;
      return leaseMs === undefined ? [] : [[kind, leaseMs]];
    }),
  );
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  // Kicks: one background pass at a time, and one more if kicked meanwhile.
  let kicked: Promise<void> | null = null;
  let kickedAgain = false;
  let closed = false;

  async function runOne(job: Job) {
    const handler = handlers[job.kind];
    if (!handler) return;
    try {
      await handler.run(job, { report: (progress) => queue.report(job.id, progress) });
      await queue.complete(job.id, { keep: handler.keep ?? false });
    } catch (error) {
      const state = await queue.fail(job, error, { permanent: error instanceof PermanentJobError });
      if (state === 'failed')
        log.error({ err: error, job: job.id, kind: job.kind }, 'job failed after its last attempt');
      // The job's own record is right whatever this does; a failure here leaves the kind's a step behind.
      await handler
        .failed?.(job, error, state)
        .catch((hookError: unknown) =>
          log.error({ err: hookError, job: job.id, kind: job.kind }, 'job failure not recorded'),
        );
    }
  }

  async function drain() {
    let ran = 0;
    for (;;) {
      const jobs = await queue.claim(kinds, batch, { leases });
      if (jobs.length === 0) return ran;
      if (concurrent) await Promise.all(jobs.map(runOne));
      else for (const job of jobs) await runOne(job);
      ran += jobs.length;
    }
  }
  // One drain at a time in this lane on this server; a second call waits for the first and drains what is left.
  async function runDue(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = drain();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((error: unknown) => log.error({ err: error }, 'running jobs failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  function kick() {
    if (closed) return;
    if (kicked) {
      kickedAgain = true;
      return;
    }
    kicked = kickedPasses();
  }

  async function kickedPasses() {
    try {
      do {
        kickedAgain = false;
        await runDue();
      } while (kickedAgain && !closed);
    } catch (error) {
      log.error({ err: error }, 'running jobs failed');
    } finally {
      // In the same turn as the last look at `kickedAgain`: a kick after it starts a new pass.
      kicked = null;
    }
  }

  async function idle() {
    while (kicked || running) {
      await kicked;
      await running?.catch(() => 0);
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      closed = false;
      schedule();
    },
    async stop() {
      stopped = true;
      closed = true;
      if (timer) clearTimeout(timer);
      await idle();
    },
    runDue,
    kick,
    idle,
    busy: () => kicked !== null || running !== null,
  };
}
