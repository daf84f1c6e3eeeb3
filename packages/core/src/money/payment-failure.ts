import { addDays, assertDate, assertDays, later } from './days.ts';
import { PaymentStatus } from './contribution-types.ts';

/** Days a member keeps access after a payment first fails, while it is retried or they fix it. */
export const defaultFailedPaymentGraceDays = 14;

/** What this rule reads of a payment (docs/product/entities.md, Payment). */
export interface PaymentOutcome {
  status: PaymentStatus;
  chargeDate: Date;
}

export type PaymentFailure = { failing: false } | { failing: true; since: Date; accessUntil: Date };

const settled: readonly PaymentStatus[] = [PaymentStatus.Successful, PaymentStatus.Failed];

/**
 * Whether a contact's payments are failing: their latest settled payment
 * (successful or failed; drafts, pending and cancelled ones say nothing yet)
 * failed. `since` is the charge date of the first failure after the last
 * success. Access lasts until the grace after that first failure, or the
 * membership expiry if that is later. Counting from the first failure means
 * retries that fail again do not stretch the grace.
 * The server may store `accessUntil` through `nextMembershipExpiry`, so
 * `membershipStatus` shows the same end.
 * @example paymentFailure([{status: 'failed', chargeDate: jun1}], jun8) // {failing: true, since: jun1, accessUntil: jun15}
 */
export function paymentFailure(
  payments: readonly PaymentOutcome[],
  membershipExpiryDate: Date | null,
  graceDays = defaultFailedPaymentGraceDays,
): PaymentFailure {
  assertDays(graceDays, 'graceDays');
  for (const payment of payments) assertDate(payment.chargeDate, 'chargeDate');
  // Oldest first; payments charged the same day keep the order given.
  const outcomes = payments
    .filter((payment) => settled.includes(payment.status))
    .sort((a, b) => a.chargeDate.getTime() - b.chargeDate.getTime());
  const lastSuccess = outcomes.findLastIndex((payment) => payment.status === PaymentStatus.Successful);
  const firstFailure = outcomes[lastSuccess + 1];
  if (!firstFailure) return { failing: false };
  const graceEnd = addDays(firstFailure.chargeDate, graceDays);
  const accessUntil = membershipExpiryDate ? later(membershipExpiryDate, graceEnd) : graceEnd;
  return { failing: true, since: firstFailure.chargeDate, accessUntil };
}
