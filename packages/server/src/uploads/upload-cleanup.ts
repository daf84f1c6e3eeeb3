import type { FastifyBaseLogger } from 'fastify';
import { loginBackoff, type LoginBackoff } from '../rate-limits/login-backoff.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { UploadService } from './upload-service.ts';

/** Unattached uploads older than this are removed. */
const unattachedLifetimeMs = 24 * 60 * 60 * 1000;
/** How often each app server looks; the query is one indexed delete. */
const cleanupIntervalMs = 60 * 60 * 1000;

/**
 * Starts the hourly cleanup of unattached uploads, ended rate-limit
 * windows and forgotten login back-off; returns the function that stops it. Safe with several app
 * servers: each deleted row is returned to one of them only.
 * @example const stop = startUploadCleanup({uploads, limiter, now, log}); … stop()
 */
export function startUploadCleanup(deps: {
  uploads: UploadService;
  limiter: RateLimiter;
  backoff: LoginBackoff;
  now: () => Date;
  log: FastifyBaseLogger;
}): () => void {
  const { uploads, limiter, backoff, now, log } = deps;
  const run = async () => {
    const cutoff = new Date(now().getTime() - unattachedLifetimeMs);
    const removed = await uploads.removeUnattached(cutoff);
    await limiter.removeEnded(cutoff);
    await backoff.removeForgotten(new Date(now().getTime() - loginBackoff.forgetAfterSeconds * 1000));
    if (removed.length > 0) log.info({ count: removed.length }, 'Removed unattached uploads');
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => log.error({ err: error }, 'Upload cleanup failed'));
  }, cleanupIntervalMs);
  // The cleanup never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
