import { assertDate } from './days.ts';
import { ContributionType, MembershipStatus } from './contribution-types.ts';

/** The dates of ContributionInfo (docs/product/entities.md, Contribution) that decide what the member sees. */
export interface ContributionDates {
  type: ContributionType;
  cancellationDate: Date | null;
  renewalDate: Date | null;
  membershipExpiryDate: Date | null;
}

/** What the contribution screen shows: "will renew on", "will expire on", "expired on", or nothing. */
export interface MembershipState {
  status: MembershipStatus;
  date: Date | null;
}

const isPast = (date: Date, now: Date) => date.getTime() <= now.getTime();

/**
 * - expired: the membership expiry has passed (whatever the type);
 * - active ("will renew"): an automatic contribution, not cancelled, whose
 *   renewal is ahead (or unknown); the date is the renewal;
 * - expiring ("will expire"): anything else with an expiry ahead, such as a
 *   cancelled contribution, a gift, or a renewal that failed and is in its grace;
 * - a manual contribution with no end date is active with no date;
 *   no contribution and no expiry is none.
 * @example membershipStatus({type: 'Automatic', cancellationDate: null, renewalDate: jan1, membershipExpiryDate: jan8}, now) // {status: 'active', date: jan1}
 */
export function membershipStatus(info: ContributionDates, now: Date): MembershipState {
  assertDate(now, 'now');
  const expiry = info.membershipExpiryDate;
  const renewal = info.renewalDate;
  if (expiry && isPast(expiry, now)) return { status: MembershipStatus.Expired, date: expiry };
  const renews =
    info.type === ContributionType.Automatic && !info.cancellationDate && !(renewal && isPast(renewal, now));
  if (renews) return { status: MembershipStatus.Active, date: renewal ?? expiry };
  if (expiry) return { status: MembershipStatus.Expiring, date: expiry };
  if (info.type === ContributionType.None) return { status: MembershipStatus.None, date: null };
  return { status: MembershipStatus.Active, date: null };
}

/**
 * Cancelling (docs/product/entities.md, Contribution) keeps the membership to the end of the paid
 * cycle, the renewal date, and no further: the renewal grace only waits for
 * a next payment, and none will come. It never lengthens the membership, and
 * cancelling twice keeps the first cancellation.
 * @example cancelContribution({renewalDate: jan1, membershipExpiryDate: jan8, cancellationDate: null}, now) // {cancellationDate: now, membershipExpiryDate: jan1}
 */
export function cancelContribution(
  info: Pick<ContributionDates, 'cancellationDate' | 'renewalDate' | 'membershipExpiryDate'>,
  now: Date,
): { cancellationDate: Date; membershipExpiryDate: Date | null } {
  assertDate(now, 'now');
  const { cancellationDate, renewalDate, membershipExpiryDate } = info;
  if (cancellationDate) return { cancellationDate, membershipExpiryDate };
  if (!renewalDate) return { cancellationDate: now, membershipExpiryDate };
  const cycleEnd =
    membershipExpiryDate && membershipExpiryDate.getTime() < renewalDate.getTime() ? membershipExpiryDate : renewalDate;
  return { cancellationDate: now, membershipExpiryDate: cycleEnd };
}
