/**
 * How many reports are stored, whoever sends them. The per-client rate limit
 * (client-error-limits.ts) stops one client; these stop many: a hundred
 * addresses at ten a minute each would otherwise write 1,000 full reports a
 * minute. A report over a cap is still answered 204 and still counted, on
 * its message's newest stored report; only its text is not kept.
 */
export interface ClientErrorCaps {
  /** Reports of one message stored in full within an hour; more only add to the newest one's count. */
  perMessagePerHour: number;
  /**
   * Reports stored in full within an hour across all messages. A report is at most ~12,000
   * characters (core's `clientErrorLimits`, the address, the operation): 200 are ~2.4 MB of
   * plain text, ~9.6 MB if every character takes UTF-8's four bytes.
   */
  perHour: number;
  /** Reports kept at most; beyond, the least recently seen go: 2,000 are ~24 MB (~96 MB at four bytes a character). */
  total: number;
}

export const clientErrorCaps: ClientErrorCaps = { perMessagePerHour: 5, perHour: 200, total: 2000 };

/** What becomes of a report: a row of its own, one more on its message's newest row, or only a count of the hour. */
export type ReportPlace = 'store' | 'repeat' | 'overflow';

/** What is stored already, as the cap needs it. */
export interface StoredSoFar {
  /** Whether a report of the same message is stored (at any time). */
  known: boolean;
  /** Reports of the same message stored within the last hour. */
  ofMessageThisHour: number;
  /** Reports of any message stored within the last hour. */
  thisHour: number;
}

/**
 * Where a new report goes. A message already stored is never lost: over a
 * cap it is counted on its newest row. A message never seen before, once the
 * hour's ceiling is reached, is only counted in the hour's overflow until the
 * hour has room again.
 * @example placeReport({known: true, ofMessageThisHour: 5, thisHour: 9}, clientErrorCaps) // 'repeat'
 */
export function placeReport(stored: StoredSoFar, caps: ClientErrorCaps): ReportPlace {
  if (stored.known && stored.ofMessageThisHour >= caps.perMessagePerHour) return 'repeat';
  if (stored.thisHour < caps.perHour) return 'store';
  return stored.known ? 'repeat' : 'overflow';
}
