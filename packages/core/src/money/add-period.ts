import { ContributionPeriod } from './contribution-types.ts';
import { assertDate } from './days.ts';

/**
 * The same day and time one period later (or earlier, with `times` -1),
 * clamped to the end of a shorter month: 31 January plus a month is 28 or
 * 29 February. What providers do with a billing anchor, so the date a
 * screen announces is the one the provider charges on.
 * @example addPeriod(new Date('2026-01-31T00:00:00Z'), 'monthly') // 2026-02-28T00:00:00Z
 */
export function addPeriod(date: Date, period: ContributionPeriod, times = 1): Date {
  assertDate(date, 'date');
  const months = (period === ContributionPeriod.Monthly ? 1 : 12) * times;
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}
