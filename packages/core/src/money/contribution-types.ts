/**
 * The words of contributions and payments (docs/product/entities.md, docs/product/api.md).
 * Status values are const objects with a derived union type (CONTRIBUTING.md, Conventions).
 */

export const ContributionPeriod = { Monthly: 'monthly', Annually: 'annually' } as const;
export type ContributionPeriod = (typeof ContributionPeriod)[keyof typeof ContributionPeriod];

export const ContributionType = { Automatic: 'Automatic', Gift: 'Gift', Manual: 'Manual', None: 'None' } as const;
export type ContributionType = (typeof ContributionType)[keyof typeof ContributionType];

/** docs/product/entities.md, Payment methods: Stripe's five and the direct-debit provider's (GoCardless). */
export const PaymentMethod = {
  StripeCard: 's_card',
  StripeSepa: 's_sepa',
  StripeBacs: 's_bacs',
  StripePayPal: 's_paypal',
  StripeIdeal: 's_ideal',
  DirectDebit: 'gc_direct-debit',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethods: readonly PaymentMethod[] = Object.values(PaymentMethod);

export const PaymentStatus = {
  Draft: 'draft',
  Pending: 'pending',
  Successful: 'successful',
  Failed: 'failed',
  Cancelled: 'cancelled',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/**
 * ContributionInfo's `membershipStatus` (docs/product/api.md). The screens say
 * active = "will renew", expiring = "will expire", expired = "expired".
 */
export const MembershipStatus = { Active: 'active', Expiring: 'expiring', Expired: 'expired', None: 'none' } as const;
export type MembershipStatus = (typeof MembershipStatus)[keyof typeof MembershipStatus];

/** The regions of the fee table (docs/product/limits.md, Fees); content/join's `stripeCountry` names one. */
export const FeeRegion = { Gb: 'gb', Eu: 'eu', Ca: 'ca' } as const;
export type FeeRegion = (typeof FeeRegion)[keyof typeof FeeRegion];

/**
 * The amount part of the join settings (docs/product/entities.md, Membership
 * builder settings; `content/join`), amounts in major units as the API carries
 * them. Settings are validated when saved; the rules only read them.
 */
export interface ContributionSettings {
  minMonthlyAmount: number;
  periods: { name: ContributionPeriod; presetAmounts: number[] }[];
  /** The "ask to absorb fee" toggle: off, members are never asked and the newsroom bears every fee. */
  showAbsorbFee: boolean;
  /** The methods the newsroom offers. */
  paymentMethods: PaymentMethod[];
}
