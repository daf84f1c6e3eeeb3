import { apiBasePath } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createJobRunner, type JobHandlerEntry, type JobRunner } from './jobs/job-runner.ts';
import { createScheduler, type ScheduledTask } from './scheduler/index.ts';

/**
 * What one feature adds to the app (a folder of src/: contacts, call-outs,
 * payments …). `buildApp` makes each feature from the pieces it needs and
 * hands the list to `registerFeatures`; the feature's other fields are the
 * services later features use (payments' `providerFor` for joining).
 */
export interface Feature {
  /** Registers its routes under /api/1.0. */
  api?: (api: FastifyInstance) => void;
  /** Registers its routes outside /api/1.0 (files, oEmbed, provider webhooks, the site), in list order. */
  root?: (app: FastifyInstance) => void;
  /** Its periodic work, run once per period on one of the app servers (kernel/scheduler/README.md). */
  tasks?: readonly ScheduledTask[];
  /** Its kinds of job on the job queue (kernel/jobs/README.md). */
  jobs?: Readonly<Record<string, JobHandlerEntry>>;
}

export interface RegisterOptions {
  db: Kysely<Database>;
  now: () => Date;
  jobs: FeatureJobs;
}

/** The job queue the features share, and a kick for the runner `registerFeatures` makes for all their kinds. */
export interface FeatureJobs {
  queue: JobQueue;
  /** Whether this app runs jobs: tests that run them themselves turn it off. */
  runs: boolean;
  /** Runs due jobs now, in the background (after a commit that queued one); nothing when this app runs none. */
  kick(): void;
  /** Called once by `registerFeatures` with the runner it made. */
  use(runner: JobRunner): void;
}

/** @example const jobs = featureJobs(createJobQueue({db}), true); submission({jobs}); registerFeatures(app, features, {db, now, jobs}) */
export function featureJobs(queue: JobQueue, runs: boolean): FeatureJobs {
  let runner: JobRunner | null = null;
  return {
    queue,
    runs,
    kick: () => {
      if (runs) runner?.kick();
    },
    use: (made) => {
      runner = made;
    },
  };
}

/**
 * Registers every feature's routes (the API's under its prefix, then the
 * others in list order: the site's static files come last) and runs their
 * periodic tasks with one scheduler and their jobs with one runner, both
 * started when the app is ready and stopped, the work in hand finished,
 * before it closes.
 * @example registerFeatures(app, [contacts, callouts, site], {db, now, jobs})
 */
export function registerFeatures(
  app: FastifyInstance,
  features: readonly Feature[],
  { db, now, jobs }: RegisterOptions,
) {
  app.register(
    async (api) => {
      for (const feature of features) feature.api?.(api);
    },
    { prefix: apiBasePath },
  );
  for (const feature of features) feature.root?.(app);
  const scheduler = createScheduler({ db, log: app.log, now, tasks: features.flatMap((f) => f.tasks ?? []) });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());
  const handlers = Object.assign({}, ...features.map((f) => f.jobs ?? {})) as Record<string, JobHandlerEntry>;
  const runner = createJobRunner({ queue: jobs.queue, handlers, log: app.log });
  jobs.use(runner);
  app.addHook('onReady', async () => {
    if (jobs.runs) runner.start();
  });
  // Closing finishes the jobs in hand (a response's emails kicked a moment ago) before the mailer closes (onClose).
  app.addHook('preClose', () => runner.stop());
}

/** A day, the period of most periodic work (pruning, reconciling). */
export const dayMs = 24 * 60 * 60 * 1000;

/**
 * A task that removes, once a day, what is older than `keepMs`.
 * @example pruneTask('sent-email-prune', 30 * dayMs, now, (before) => outbox.removeSentBefore(before))
 */
export function pruneTask(
  name: string,
  keepMs: number,
  now: () => Date,
  remove: (before: Date) => Promise<unknown>,
): ScheduledTask {
  return { name, everyMs: dayMs, run: () => remove(new Date(now().getTime() - keepMs)) };
}

/** A feature with the services it offers later ones: `return {...} satisfies WithServices`. */
export type WithServices = Feature & Record<string, unknown>;
