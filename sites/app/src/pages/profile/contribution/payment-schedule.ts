import {
  addPeriod,
  firstPaymentDate,
  PaymentMethod,
  type Cents,
  type ContributionInfo,
  type ContributionPeriod,
} from '@masthead/core';
import type { ChoiceReview, ContributionDraft } from '@masthead/forms/contribution-choice';

/** What is charged today: nothing (and why), a first payment, or the one-off of a prorated rise. */
export type ChargedToday =
  | { kind: 'nothing'; reason: 'paid-until'; paidUntil: Date }
  | { kind: 'nothing'; reason: 'at-renewal' }
  | { kind: 'payment'; amount: Cents }
  /** `exact`: the provider charges core's `prorationAmount`; else it works out its own, close to it. */
  | { kind: 'proration'; amount: Cents; exact: boolean };

/**
 * What a money screen says before the member confirms: what is charged
 * today, what on which date next, and for which period (each payment's
 * amount per `period`). `next.date` is null where no date is known.
 */
export interface PaymentSchedule {
  today: ChargedToday;
  next: { date: Date | null; amount: Cents; period: ContributionPeriod };
}

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * Whether a prorated rise charges core's figure to the cent: GoCardless and
 * the demo provider take `prorationAmount`; Stripe prorates by the second
 * on its own, so a card or a Stripe debit is told the difference, about so much.
 */
export const exactProration = (method: PaymentMethod | null) => method === PaymentMethod.DirectDebit;

/**
 * The schedule of a reviewed draft: starting (`current` null; `before` is
 * the member's contribution as it is, a cancelled one for a restart) by
 * core's `firstPaymentDate`, as the server starts it; changing by the
 * review's `change`. Null while the draft cannot be sent.
 * @example paymentSchedule(review, draft, null, cancelledToJan1, dec1)
 * // {today: {kind: 'nothing', reason: 'paid-until', paidUntil: jan1}, next: {date: jan1, amount: 1543, period: 'monthly'}}
 */
export function paymentSchedule(
  review: ChoiceReview,
  draft: ContributionDraft,
  current: ContributionInfo | null,
  before: ContributionInfo | null,
  now: Date,
): PaymentSchedule | null {
  if (review.charge === null || review.errors.length > 0) return null;
  const period = draft.period;
  const each = { amount: review.charge, period };
  if (!current) {
    const paidUntil = before ? firstPaymentDate(paidMembershipOf(before), now) : null;
    if (paidUntil)
      return { today: { kind: 'nothing', reason: 'paid-until', paidUntil }, next: { date: paidUntil, ...each } };
    return { today: { kind: 'payment', amount: review.charge }, next: { date: addPeriod(now, period), ...each } };
  }
  const change = review.change;
  if (!change?.ok) return null;
  const renewal = dateOf(current.renewalDate);
  const next = { date: renewal && renewal.getTime() > now.getTime() ? renewal : null, ...each };
  if (change.applies === 'now' && change.oneOffPayment > 0) {
    const exact = exactProration(draft.method);
    return { today: { kind: 'proration', amount: change.oneOffPayment, exact }, next };
  }
  return { today: { kind: 'nothing', reason: 'at-renewal' }, next };
}

function paidMembershipOf(info: ContributionInfo) {
  return {
    type: info.type,
    cancellationDate: dateOf(info.cancellationDate),
    membershipExpiryDate: dateOf(info.membershipExpiryDate),
    paymentFailing: dateOf(info.paymentFailing),
  };
}
