import { loginBackoff, type LoginBackoff } from '../kernel/rate-limits/login-backoff.ts';
import type { RateLimiter } from '../kernel/rate-limits/rate-limiter.ts';
import type { ScheduledTask } from '../kernel/scheduler/index.ts';
import type { UploadService } from './upload-service.ts';

/** Unattached uploads older than this are removed. */
const unattachedLifetimeMs = 24 * 60 * 60 * 1000;
/** How often the cleanup runs (on one of the app servers); the queries are indexed deletes. */
const cleanupIntervalMs = 60 * 60 * 1000;

/**
 * The hourly cleanup of unattached uploads, ended rate-limit windows and forgotten login back-off,
 * as a scheduler task (kernel/scheduler/README.md): one app server runs it each hour.
 * @example createScheduler({db, log, tasks: [uploadCleanupTask({uploads, limiter, backoff, now, log})]})
 */
export function uploadCleanupTask(deps: {
  uploads: UploadService;
  limiter: RateLimiter;
  backoff: LoginBackoff;
  now: () => Date;
  log: { info(object: object, message: string): void };
}): ScheduledTask {
  const { uploads, limiter, backoff, now, log } = deps;
  return {
    name: 'upload-cleanup',
    everyMs: cleanupIntervalMs,
    async run() {
      const cutoff = new Date(now().getTime() - unattachedLifetimeMs);
      const removed = await uploads.removeUnattached(cutoff);
      await limiter.removeEnded(cutoff);
      await backoff.removeForgotten(new Date(now().getTime() - loginBackoff.forgetAfterSeconds * 1000));
      if (removed.length > 0) log.info({ count: removed.length }, 'Removed unattached uploads');
    },
  };
}
