/** Stripe's Unix seconds as a Date. */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** A Date as Stripe's Unix seconds (rounded up, so "not before" holds). */
export function toUnixSeconds(date: Date): number {
  return Math.ceil(date.getTime() / 1000);
}

/**
 * A GoCardless calendar date (`2026-05-01`) as a Date at midnight UTC.
 * @example fromDateOnly('2026-05-01').toISOString() // '2026-05-01T00:00:00.000Z'
 */
export function fromDateOnly(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** A Date as a GoCardless calendar date, by its UTC day. */
export function toDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The same day one period later: core's, so the dates the member is told are the providers'. */
export { addPeriod } from '@masthead/core';
