import { shareOf, type Cents } from './cents.ts';
import { ContributionPeriod, type FeeRegion, type PaymentMethod } from './contribution-types.ts';

/**
 * A provider's fee for one payment: `fixed` cents plus `basisPoints`
 * hundredths of a percent of the amount, the percentage part optionally
 * clamped to `[min, max]` cents.
 */
export interface FeeRule {
  fixed: Cents;
  basisPoints: number;
  min?: Cents;
  max?: Cents;
}

const none: FeeRule = { fixed: 0, basisPoints: 0 };
const directDebit: FeeRule = { fixed: 20, basisPoints: 100 };
const payPal: FeeRule = { fixed: 10, basisPoints: 200 };

/** docs/product/limits.md, Fees, cell by cell. */
export const feeTable: Readonly<Record<FeeRegion, Readonly<Record<PaymentMethod, FeeRule>>>> = {
  gb: {
    s_card: { fixed: 20, basisPoints: 150 },
    s_sepa: { fixed: 30, basisPoints: 0 },
    s_bacs: { fixed: 0, basisPoints: 100, min: 20, max: 200 },
    s_paypal: payPal,
    s_ideal: { fixed: 30, basisPoints: 0 },
    'gc_direct-debit': directDebit,
  },
  eu: {
    s_card: { fixed: 25, basisPoints: 150 },
    s_sepa: { fixed: 35, basisPoints: 0 },
    s_bacs: none,
    s_paypal: payPal,
    s_ideal: { fixed: 35, basisPoints: 0 },
    'gc_direct-debit': directDebit,
  },
  ca: {
    s_card: { fixed: 30, basisPoints: 290 },
    s_sepa: none,
    s_bacs: none,
    s_paypal: none,
    s_ideal: none,
    'gc_direct-debit': directDebit,
  },
};

/**
 * The fee for one payment of `amount` cents, in cents: the percentage is
 * rounded half up to the cent, then clamped, then the fixed part added.
 * Annual contributions have no fee (docs/product/limits.md, Fees).
 * @example contributionFee(300, 'monthly', 's_card', 'gb') // 25 (0.20 + 1.5% of 3.00 = 0.245, rounded up)
 */
export function contributionFee(
  amount: Cents,
  period: ContributionPeriod,
  method: PaymentMethod,
  region: FeeRegion,
): Cents {
  if (period === ContributionPeriod.Annually) return 0;
  const rule = feeTable[region][method];
  const share = shareOf(amount, rule.basisPoints, 10_000);
  const clamped = Math.min(rule.max ?? Infinity, Math.max(rule.min ?? 0, share));
  return rule.fixed + clamped;
}

/**
 * What one payment charges: the amount, plus the fee when the member covers it.
 * @example chargeAmount({amount: 500, period: 'monthly', payFee: true, method: 's_card', region: 'gb'}) // 528
 */
export function chargeAmount(choice: {
  amount: Cents;
  period: ContributionPeriod;
  payFee: boolean;
  method: PaymentMethod;
  region: FeeRegion;
}): Cents {
  const { amount, period, payFee, method, region } = choice;
  return payFee ? amount + contributionFee(amount, period, method, region) : amount;
}

/** Whether the member is asked to cover the fee, and whether they may decline. */
export type CoverFee = 'never' | 'optional' | 'required';

/** At this monthly amount (1.00) and below, the fee would eat most of it: the member must cover it. */
export const coverFeeRequiredUpTo: Cents = 100;

/**
 * Covering the fee is for monthly contributions only, and only when the
 * newsroom asks (`showAbsorbFee`); at a monthly 1.00 it is required.
 * @example coverFee(100, 'monthly', true) // 'required'
 */
export function coverFee(amount: Cents, period: ContributionPeriod, showAbsorbFee: boolean): CoverFee {
  if (period !== ContributionPeriod.Monthly || !showAbsorbFee) return 'never';
  return amount <= coverFeeRequiredUpTo ? 'required' : 'optional';
}
