import { DomainError } from '../kernel/domain-error.ts';
import { addressBlock } from '../kernel/rate-limits/address-block.ts';
import type { RateLimit, RateLimiter } from '../kernel/rate-limits/index.ts';

/**
 * Reports per client a minute: a page in an error loop sends one report a
 * minute per message (the reporter dedupes), so ten is room for several
 * errors and never for a flood. Per IP (its /64) and, logged in, per session.
 */
export const clientErrorLimit: RateLimit = { limit: 10, windowSeconds: 60 };

/** Counts a report against the caller's limits; over either: `TOO_MANY_REQUESTS` (429), nothing stored. */
export async function enforceClientErrorLimits(
  limiter: RateLimiter,
  client: { ip: string; session: string | null },
  limit: RateLimit = clientErrorLimit,
): Promise<void> {
  const keys = [`clientErrorIp:${addressBlock(client.ip)}`];
  if (client.session) keys.push(`clientErrorSession:${client.session}`);
  const refused: number[] = [];
  for (const key of keys) {
    const result = await limiter.hit(key, limit);
    if (!result.allowed) refused.push(result.retryAfter);
  }
  if (refused.length > 0) throw new DomainError('TOO_MANY_REQUESTS', null, Math.max(...refused));
}
