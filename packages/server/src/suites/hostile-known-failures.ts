/**
 * Hostile inputs the server still mishandles, each with the bug it shows.
 * The suite runs them apart and asserts that each entry still fails in the
 * way written here; once a bug is fixed its entry fails the suite ("fixed?
 * remove it from knownFailures") and must go. A case is named
 * `<operation> as <caller>: <part>.<path>: <value>`.
 */

/**
 * How a case fails: a 5xx, a 2xx to input that must be refused, a 4xx
 * outside the error envelope, or a refusal that wrote something anyway.
 */
export type Failure = '5xx' | 'accepted' | 'not-envelope' | 'written';

export interface KnownFailure {
  /** The bug, with a minimal reproduction. */
  bug: string;
  /** How its cases fail (some fail one way or another, by the state earlier cases left). */
  failures: readonly Failure[];
  /** The cases it covers, by name. */
  cases: RegExp;
}

export const knownFailures: readonly KnownFailure[] = [];
