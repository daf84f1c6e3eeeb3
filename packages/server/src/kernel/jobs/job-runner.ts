import type { Job, JobQueue } from './job-queue.ts';

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
   * Jobs of this kind claimed together run at the same time (small,
   * independent database work: a response's emails); by default one after
   * another (calls to a provider that limits them).
   */
  concurrent?: boolean;
}

export interface JobRunnerOptions {
  queue: JobQueue;
  handlers: Readonly<Record<string, JobHandlerEntry>>;
  log: { error(object: object, message: string): void };
  /** How often the queue is looked at for due jobs. */
  pollMs?: number;
  /** Jobs claimed at once (and run one after another). */
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
 * Runs the queue's jobs on this server: claims a batch of due jobs of the
 * kinds it has handlers for, runs each, completes or fails it.
 * @example const runner = createJobRunner({queue, handlers: {'newsletter-push': {run: push}}, log}); runner.start()
 */
export function createJobRunner({ queue, handlers, log, pollMs = 5000, batch = 20 }: JobRunnerOptions): JobRunner {
  const kinds = Object.keys(handlers);
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
    }
  }

  async function drain() {
    let ran = 0;
    for (;;) {
      const jobs = await queue.claim(kinds, batch);
      if (jobs.length === 0) return ran;
      const together = jobs.filter((job) => handlers[job.kind]?.concurrent);
      const inTurn = jobs.filter((job) => !handlers[job.kind]?.concurrent);
      await Promise.all([
        ...together.map(runOne),
        (async () => {
          for (const job of inTurn) await runOne(job);
        })(),
      ]);
      ran += jobs.length;
    }
  }

  // One drain at a time on this server; a second call waits for the first and drains what is left.
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
  };
}
