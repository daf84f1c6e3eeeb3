import { addDays, assertDate, assertDays, later } from './days.ts';

/**
 * Days a membership runs past the end of the paid period, so that it does not
 * lapse while the renewal payment is on its way: card payments settle at
 * once, but Bacs and SEPA debits take a few working days, and a weekend or a
 * bank holiday can fall in between. A week covers them.
 */
export const defaultRenewalGraceDays = 7;

/**
 * The membership expiry after a payment succeeds: the end of the period it
 * paid for plus the grace, but never earlier than the expiry already stored.
 * Monotonic, so a late, out-of-order or repeated payment event cannot shorten
 * a membership.
 * @example nextMembershipExpiry(new Date('2026-06-08'), new Date('2026-07-01')) // 2026-07-08
 * @example nextMembershipExpiry(new Date('2026-08-08'), new Date('2026-07-01')) // 2026-08-08 (kept)
 */
export function nextMembershipExpiry(current: Date | null, paidUntil: Date, graceDays = defaultRenewalGraceDays): Date {
  assertDate(paidUntil, 'paidUntil');
  assertDays(graceDays, 'graceDays');
  if (current) assertDate(current, 'current');
  const extended = addDays(paidUntil, graceDays);
  return current ? later(current, extended) : extended;
}
