import { ContributionPeriod } from '@masthead/core';

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

/**
 * The same day one period later (or earlier, with `times` -1), clamped to the
 * end of a shorter month: 31 January plus a month is 28 or 29 February.
 */
export function addPeriod(date: Date, period: ContributionPeriod, times = 1): Date {
  const months = (period === ContributionPeriod.Monthly ? 1 : 12) * times;
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}
