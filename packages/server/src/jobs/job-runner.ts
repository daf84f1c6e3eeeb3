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
      for (const job of jobs) await runOne(job);
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

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
    runDue,
  };
}
