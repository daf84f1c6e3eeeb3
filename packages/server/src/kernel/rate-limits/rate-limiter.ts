import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { createBatchWriter } from '../db/batch-writer.ts';
import { addressBlock } from './address-block.ts';

/** A limit of `limit` hits per fixed window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;

/**
 * Every rate limit, by what it counts (docs/decisions/0037). Per IP they are
 * generous (a newsroom's office or a school shares one address); per email
 * they are tight (nobody needs ten reset links an hour).
 */
export const rateLimits = {
  uploadIp: { limit: 20, windowSeconds: minutes(10) },
  uploadContact: { limit: 50, windowSeconds: minutes(60) },
  resetIp: { limit: 20, windowSeconds: minutes(60) },
  resetEmail: { limit: 5, windowSeconds: minutes(60) },
  captchaIp: { limit: 120, windowSeconds: minutes(10) },
  /** Joining: a form of a few steps; per email as tight as reset links, each may send an email. */
  signupIp: { limit: 60, windowSeconds: minutes(60) },
  signupEmail: { limit: 5, windowSeconds: minutes(60) },
  responseIp: { limit: 120, windowSeconds: minutes(10) },
  /** A new email address is sent a confirmation link: a few changes an hour per contact. */
  emailChangeContact: { limit: 5, windowSeconds: minutes(60) },
  /** An admin's test emails to themselves (`POST email/{id}/test`): enough to check a few texts an hour. */
  testEmailContact: { limit: 10, windowSeconds: minutes(60) },
  /** Emails one address gets from Masthead (confirmations, links, notices); over it they are not sent. */
  emailRecipient: { limit: 20, windowSeconds: minutes(60) },
  /** Invitations of imported contacts, for the whole site: 10,000 leave over some 50 minutes, not at once. */
  importInvitationSite: { limit: 200, windowSeconds: minutes(1) },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof rateLimits;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; what `Retry-After` says when refused. */
  retryAfter: number;
}

/** One hit on a window: its key and the window's start (ms). */
interface Hit {
  key: string;
  start: number;
}

const windowOf = (hit: Hit) => `${hit.start} ${hit.key}`;

/**
 * Fixed-window counters in the database, so every app server counts the
 * same hits: one upsert per hit, which counts refused hits too (a client
 * hammering a full window does not get in earlier). Hits arriving while an
 * upsert is in flight share the next one (group commit, `createBatchWriter`):
 * under load a submission's limit costs a share of one statement, not a
 * round trip of its own, and each hit still sees its own count.
 * @example await limiter.enforce([['responseIp', request.ip]])
 */
export function createRateLimiter(options: {
  db: Kysely<Database>;
  now: () => Date;
  /** Limits that differ from `rateLimits`. */
  limits?: Partial<Record<RateLimitName, RateLimit>>;
}) {
  const { db, now } = options;
  const limits: Record<RateLimitName, RateLimit> = { ...rateLimits, ...options.limits };
  const count = createBatchWriter<Hit, number>({
    async write(_, hits) {
      const windows = new Map<string, Hit & { hits: number }>();
      for (const hit of hits) {
        const window = windows.get(windowOf(hit)) ?? { ...hit, hits: 0 };
        window.hits += 1;
        windows.set(windowOf(hit), window);
      }
      // One row per window, always in the same order: two servers' upserts lock rows alike, never in a cycle.
      const rows = [...windows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.start - b.start));
      const counted = await db
        .insertInto('rate_limits')
        .values(rows.map((row) => ({ key: row.key, window_start: new Date(row.start), count: row.hits })))
        .onConflict((conflict) =>
          conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }),
        )
        .returning(['key', 'window_start', 'count'])
        .execute();
      const totals = new Map(
        counted.map((row) => [windowOf({ key: row.key, start: row.window_start.getTime() }), row.count]),
      );
      // Each hit's count as if the batch's hits had come one by one, in the order they arrived.
      const before = new Map<string, number>();
      return hits.map((hit) => {
        const window = windowOf(hit);
        const total = totals.get(window);
        const hits = windows.get(window)?.hits;
        if (total === undefined || hits === undefined)
          return { ok: false, error: new Error('A rate limit was not counted') };
        const earlier = before.get(window) ?? 0;
        before.set(window, earlier + 1);
        return { ok: true, value: total - hits + earlier + 1 };
      });
    },
  });
  async function hit(key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitResult> {
    const time = now().getTime();
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(time / windowMs) * windowMs;
    const hits = await count('', { key, start });
    return { allowed: hits <= limit, retryAfter: Math.max(1, Math.ceil((start + windowMs - time) / 1000)) };
  }

  return {
    hit,

    /** Counts one hit of each named limit for its subject (`'upload-ip'`, `'203.0.113.9'`). */
    async allows(name: RateLimitName, subject: string): Promise<RateLimitResult> {
      // Per-IP limits count an IPv6 client by its /64 (`addressBlock`).
      return hit(`${name}:${name.endsWith('Ip') ? addressBlock(subject) : subject}`, limits[name]);
    },

    /**
     * Counts a hit on each limit and throws `TOO_MANY_REQUESTS` (429, with
     * the longest `Retry-After`) when any is over; subjects that are null
     * (no contact, no email) are skipped.
     */
    async enforce(hits: ReadonlyArray<readonly [RateLimitName, string | null | undefined]>): Promise<void> {
      const refused: number[] = [];
      for (const [name, subject] of hits) {
        if (!subject) continue;
        const result = await this.allows(name, subject);
        if (!result.allowed) refused.push(result.retryAfter);
      }
      if (refused.length > 0) throw new DomainError('TOO_MANY_REQUESTS', null, Math.max(...refused));
    },

    /** Drops windows that started before `before` (pass a time older than the longest window); returns how many. */
    async removeEnded(before: Date): Promise<number> {
      const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
