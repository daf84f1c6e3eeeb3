import { ContributionType } from './contribution-types.ts';
import { assertDate, utcDay } from './days.ts';

/** What of ContributionInfo (docs/product/api.md) says whether a membership is paid for ahead. */
export interface PaidMembership {
  type: ContributionType;
  cancellationDate: Date | null;
  membershipExpiryDate: Date | null;
  /** Since when renewals fail: a failed renewal paid for nothing. */
  paymentFailing: Date | null;
}

/**
 * When a new contribution (a start or a restart) first charges: null for
 * now, or the end of a membership already paid for, so that a member who
 * restarts inside the period she paid is not charged for it twice. Paid for
 * ahead: a cancelled automatic contribution whose last payment went
 * through, a gift, a manual contribution, while their membership expiry is
 * on a later UTC day than today. The expiry day itself starts the next
 * period (as with proration, the renewal day belongs to the next year), so
 * on it and after it the first payment is taken now. A running automatic
 * contribution is not restarted, only changed.
 * @example firstPaymentDate({type: 'Automatic', cancellationDate: nov20, membershipExpiryDate: jan1, paymentFailing: null}, dec1) // jan1
 */
export function firstPaymentDate(current: PaidMembership, now: Date): Date | null {
  assertDate(now, 'now');
  const expiry = current.membershipExpiryDate;
  if (!expiry || current.paymentFailing) return null;
  assertDate(expiry, 'membershipExpiryDate');
  const paidAhead =
    current.type === ContributionType.Gift ||
    current.type === ContributionType.Manual ||
    (current.type === ContributionType.Automatic && current.cancellationDate !== null);
  return paidAhead && utcDay(expiry) > utcDay(now) ? expiry : null;
}
