import {
  checkContributionChange,
  checkContributionRequest,
  contributionFee,
  coverFee,
  fromCents,
  toCents,
  type Cents,
  type ContributionChange,
  type ContributionInfo,
  type ContributionPeriod,
  type CoverFee,
  type CurrentContribution,
  type FieldError,
  type JoinMoneySettings,
  type PaymentMethod,
} from '@masthead/core';

/** The form as the member filled it in; `amount` as typed. */
export interface ContributionDraft {
  amount: string;
  period: ContributionPeriod;
  /** Chosen when starting; when changing, the current contribution's. */
  method: PaymentMethod | null;
  payFee: boolean;
  prorate: boolean;
}

/** What the form shows and sends for a draft, by core's rules (the server's own). */
export interface ChoiceReview {
  amount: Cents | null;
  /** As a 422 would name them: `amount` `currency`|`min`, `payFee`, `paymentMethod` `required`|`option`. */
  errors: FieldError[];
  coverFee: CoverFee;
  /** What is sent: forced on where covering is required, off where it is not offered. */
  payFee: boolean;
  prorate: boolean;
  /** The provider's fee for one payment, when the method is known. */
  fee: Cents | null;
  /** What each payment charges. */
  charge: Cents | null;
  /** Changing only: when it applies, or why it cannot. */
  change: ContributionChange | null;
  /** Changing only: an annual rise inside the paid year may apply now against this one-off payment. */
  prorateOffer: { oneOff: Cents; renewal: Date } | null;
  /** Changing only: the draft is the contribution as it is. */
  unchanged: boolean;
}

/**
 * A typed amount in major units: digits with up to two decimals after a
 * point or a comma ("5", "5.50", "5,5"); null for anything else, so "1,000"
 * is not read as one.
 * @example parseAmount(' 7,5 ') // 7.5
 */
export function parseAmount(text: string): number | null {
  const clean = text.trim();
  if (!/^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  return Number(clean.replace(',', '.'));
}

/** The member's contribution as the change rules read it. */
export function currentOf(info: ContributionInfo): CurrentContribution {
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  return {
    period: info.period,
    amount: info.amount === null ? null : toCents(info.amount),
    renewalDate: date(info.renewalDate),
    membershipExpiryDate: date(info.membershipExpiryDate),
    hasPendingPayment: info.hasPendingPayment,
  };
}

function changeOf(current: ContributionInfo, amount: Cents, draft: ContributionDraft, payFee: boolean, now: Date) {
  const before = currentOf(current);
  const choice = { amount, period: draft.period, payFee, prorate: false };
  const withProrate = checkContributionChange(before, { ...choice, prorate: true }, now);
  const rise = before.period === 'annually' && draft.period === 'annually' && amount > (before.amount ?? 0);
  const prorateOffer =
    rise && withProrate.ok && withProrate.applies === 'now' && withProrate.oneOffPayment > 0
      ? { oneOff: withProrate.oneOffPayment, renewal: (before.renewalDate ?? before.membershipExpiryDate)! }
      : null;
  const prorate = prorateOffer !== null && draft.prorate;
  const change = prorate ? withProrate : checkContributionChange(before, choice, now);
  const unchanged = amount === before.amount && draft.period === before.period && payFee === current.payFee;
  return { change, prorateOffer, prorate, unchanged };
}

/**
 * Reviews a draft: starting when `current` is null, else changing it.
 * @example reviewChoice({amount: '5', period: 'monthly', method: 's_card', payFee: true, prorate: false}, settings, null, now)
 * // {amount: 500, fee: 28, charge: 528, coverFee: 'optional', errors: [], …}
 */
export function reviewChoice(
  draft: ContributionDraft,
  settings: JoinMoneySettings,
  current: ContributionInfo | null,
  now: Date,
): ChoiceReview {
  const typed = parseAmount(draft.amount);
  const amount = typed === null ? null : toCents(typed);
  const rule = amount === null ? 'never' : coverFee(amount, draft.period, settings.showAbsorbFee);
  const payFee = rule === 'required' || (rule === 'optional' && draft.payFee);
  const checked = checkContributionRequest(
    {
      amount: typed ?? Number.NaN,
      period: draft.period,
      payFee,
      prorate: false,
      ...(draft.method && !current ? { paymentMethod: draft.method } : {}),
    },
    settings,
  );
  const errors = checked.ok ? [] : [...checked.errors];
  if (!current && !draft.method) errors.push({ field: 'paymentMethod', rule: 'required' });
  const fee =
    amount !== null && draft.method
      ? contributionFee(amount, draft.period, draft.method, settings.stripeCountry)
      : null;
  const charge = amount === null ? null : amount + (payFee && fee !== null ? fee : 0);
  const changing = current && amount !== null ? changeOf(current, amount, draft, payFee, now) : null;
  return {
    amount,
    errors,
    coverFee: rule,
    payFee,
    prorate: changing?.prorate ?? false,
    fee,
    charge,
    change: changing?.change ?? null,
    prorateOffer: changing?.prorateOffer ?? null,
    unchanged: changing?.unchanged ?? false,
  };
}

/** The body of `POST`/`PATCH contact/me/contribution` for a reviewed draft (amounts in major units). */
export function contributionBody(review: ChoiceReview, draft: ContributionDraft) {
  return {
    amount: fromCents(review.amount ?? 0),
    period: draft.period,
    payFee: review.payFee,
    prorate: review.prorate,
  };
}
