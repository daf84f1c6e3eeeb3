import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** A limit of `limit` hits per fixed window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Uploads per IP address and per logged-in contact (README "Uploads"). */
export const uploadRateLimits = {
  ip: { limit: 20, windowSeconds: 10 * 60 },
  contact: { limit: 50, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; what `Retry-After` says when refused. */
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every app server counts the
 * same hits: one upsert per hit, which counts refused hits too (a client
 * hammering a full window does not get in earlier).
 * @example await limiter.hit('ip:203.0.113.9', uploadRateLimits.ip)
 */
export function createRateLimiter({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  return {
    async hit(key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitResult> {
      const time = now().getTime();
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(time / windowMs) * windowMs;
      const row = await db
        .insertInto('upload_rate_limits')
        .values({ key, window_start: new Date(start), count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql`upload_rate_limits.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return { allowed: row.count <= limit, retryAfter: Math.max(1, Math.ceil((start + windowMs - time) / 1000)) };
    },

    /** Drops windows that started before `before` (pass a time older than the longest window); returns how many. */
    async removeEnded(before: Date): Promise<number> {
      const result = await db.deleteFrom('upload_rate_limits').where('window_start', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
