import { shareOf, type Cents } from './cents.ts';
import { assertDate, oneYearBefore, utcDay } from './days.ts';

/** An annual contribution changing price in the middle of its paid year. */
export interface AnnualPriceChange {
  /** The annual amount paid for the current year. */
  currentAmount: Cents;
  /** The new annual amount. */
  newAmount: Cents;
  /** The end of the paid year: the next renewal. */
  renewalDate: Date;
}

/**
 * The one-off payment that moves an annual contribution to a new price now
 * rather than at renewal: the price difference for the part of the paid year
 * still to come, rounded half up to the cent. Never negative: lowering the
 * price refunds nothing (the lower price starts at renewal either way).
 *
 * Days are whole UTC calendar days. The year runs from the same date one
 * year before the renewal date to the renewal date (365 or 366 days). The
 * days remaining are from today (counted: the change applies today) up to
 * the renewal day (not counted: it starts the next year). So on the first
 * day of the year the whole difference is due, on renewal day nothing.
 * @example prorationAmount({currentAmount: 6000, newAmount: 12000, renewalDate: new Date('2027-01-01')}, new Date('2026-07-02')) // 3008 (183 of 365 days)
 */
export function prorationAmount(change: AnnualPriceChange, now: Date): Cents {
  assertDate(change.renewalDate, 'renewalDate');
  assertDate(now, 'now');
  const difference = change.newAmount - change.currentAmount;
  if (difference <= 0) return 0;
  const renewalDay = utcDay(change.renewalDate);
  const yearDays = renewalDay - utcDay(oneYearBefore(change.renewalDate));
  const remainingDays = Math.min(yearDays, Math.max(0, renewalDay - utcDay(now)));
  return shareOf(difference, remainingDays, yearDays);
}
