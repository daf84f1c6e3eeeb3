import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from './rate-limiter.ts';
import type { UploadService } from './upload-service.ts';

/** Unattached uploads older than this are removed. */
export const unattachedLifetimeMs = 24 * 60 * 60 * 1000;
/** How often each app server looks; the query is one indexed delete. */
export const cleanupIntervalMs = 60 * 60 * 1000;

/**
 * Starts the hourly cleanup of unattached uploads and ended rate-limit
 * windows; returns the function that stops it. Safe with several app
 * servers: each deleted row is returned to one of them only.
 * @example const stop = startUploadCleanup({uploads, limiter, now, log}); … stop()
 */
export function startUploadCleanup(deps: {
  uploads: UploadService;
  limiter: RateLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
}): () => void {
  const { uploads, limiter, now, log } = deps;
  const run = async () => {
    const cutoff = new Date(now().getTime() - unattachedLifetimeMs);
    const removed = await uploads.removeUnattached(cutoff);
    await limiter.removeEnded(cutoff);
    if (removed.length > 0) log.info({ count: removed.length }, 'Removed unattached uploads');
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => log.error({ err: error }, 'Upload cleanup failed'));
  }, cleanupIntervalMs);
  // The cleanup never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
