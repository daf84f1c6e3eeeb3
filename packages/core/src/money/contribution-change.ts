import type { Cents } from './cents.ts';
import { assertDate } from './days.ts';
import { ContributionPeriod } from './contribution-types.ts';
import type { ContributionChoice } from './contribution-request.ts';
import { prorationAmount } from './proration.ts';

/**
 * Why a contribution or its payment method cannot change now. New codes for
 * the error catalogue (errors.ts), both 409: the request is fine, the
 * account's state is not.
 */
export const ContributionRefusal = {
  /** A payment is still being processed (docs/product/entities.md, Contribution). */
  PaymentPending: 'payment-pending',
  /** An annual contributor asked for monthly before their paid year ended. */
  AnnualToMonthly: 'annual-to-monthly',
} as const;
export type ContributionRefusal = (typeof ContributionRefusal)[keyof typeof ContributionRefusal];

/** What the change rules read of the member's contribution now (ContributionInfo, docs/product/api.md). */
export interface CurrentContribution {
  /** Null with `amount` when there is no contribution. */
  period: ContributionPeriod | null;
  /** Per period: the annual amount for an annual contribution. */
  amount: Cents | null;
  renewalDate: Date | null;
  membershipExpiryDate: Date | null;
  hasPendingPayment: boolean;
}

/**
 * When the change takes effect. `now`: at once (a new contribution, or an
 * annual one prorated, with a one-off payment of `oneOffPayment` cents);
 * `renewal`: from the next payment of the running cycle.
 */
export type ContributionChange =
  { ok: true; applies: 'now' | 'renewal'; oneOffPayment: Cents } | { ok: false; code: ContributionRefusal };

const refuse = (code: ContributionRefusal): ContributionChange => ({ ok: false, code });

/**
 * Whether a member may change their contribution to `choice` (already
 * checked by `checkContributionRequest`) and when it applies:
 * - a pending payment blocks any change;
 * - with no paid cycle running it applies now (a start or a restart);
 * - an annual contributor cannot go monthly before the paid year ends;
 * - annual to annual with `prorate` applies now against a one-off payment
 *   (`prorationAmount`), without it at renewal; every other change at renewal.
 * The cycle runs to the renewal date, or for a cancelled contribution to the membership expiry.
 * @example checkContributionChange({period: 'annually', amount: 6000, renewalDate, membershipExpiryDate, hasPendingPayment: false}, {amount: 12000, period: 'annually', payFee: false, prorate: true}, now)
 * // {ok: true, applies: 'now', oneOffPayment: 3008}
 */
export function checkContributionChange(
  current: CurrentContribution,
  choice: ContributionChoice,
  now: Date,
): ContributionChange {
  assertDate(now, 'now');
  if (current.hasPendingPayment) return refuse(ContributionRefusal.PaymentPending);
  const cycleEnd = current.renewalDate ?? current.membershipExpiryDate;
  if (current.period === null || current.amount === null || !cycleEnd || cycleEnd.getTime() <= now.getTime()) {
    return { ok: true, applies: 'now', oneOffPayment: 0 };
  }
  const wasAnnual = current.period === ContributionPeriod.Annually;
  if (wasAnnual && choice.period === ContributionPeriod.Monthly) return refuse(ContributionRefusal.AnnualToMonthly);
  if (wasAnnual && choice.prorate) {
    const change = { currentAmount: current.amount, newAmount: choice.amount, renewalDate: cycleEnd };
    return { ok: true, applies: 'now', oneOffPayment: prorationAmount(change, now) };
  }
  return { ok: true, applies: 'renewal', oneOffPayment: 0 };
}

/**
 * Whether the member may change their payment method (bank account, card):
 * not while a payment is pending (docs/product/entities.md, Contribution).
 */
export function checkPaymentMethodChange(
  current: Pick<CurrentContribution, 'hasPendingPayment'>,
): { ok: true } | { ok: false; code: ContributionRefusal } {
  return current.hasPendingPayment ? { ok: false, code: ContributionRefusal.PaymentPending } : { ok: true };
}
