/**
 * Calendar days in UTC. Dates here are instants; a "day" is a UTC calendar
 * day, which always has 86 400 000 ms (no daylight saving in UTC), so adding
 * days is exact and does not depend on the server's time zone.
 */

const msPerDay = 86_400_000;

const isValidDate = (date: Date) => date instanceof Date && !Number.isNaN(date.getTime());

/** Throws on an invalid date: the rules here must not guess with one. */
export function assertDate(date: Date, name: string): void {
  if (!isValidDate(date)) throw new RangeError(`${name} is not a valid date`);
}

/** Throws unless `days` is a whole number of days, zero or more. */
export function assertDays(days: number, name: string): void {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`${name} must be a whole number of days >= 0`);
}

/** The instant `days` whole days later. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * msPerDay);
}

/** The UTC calendar day of an instant, counted from 1970-01-01 (day 0). */
export function utcDay(date: Date): number {
  return Math.floor(date.getTime() / msPerDay);
}

/**
 * The same UTC day and time one calendar year earlier. 29 February goes to
 * 28 February, not 1 March, so the year before 2028-02-29 is 366 days long.
 */
export function oneYearBefore(date: Date): Date {
  const earlier = new Date(date.getTime());
  earlier.setUTCFullYear(date.getUTCFullYear() - 1);
  if (earlier.getUTCDate() !== date.getUTCDate()) earlier.setUTCDate(0); // overflowed into March: last day of February
  return earlier;
}

/** The later of two instants. */
export function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}
