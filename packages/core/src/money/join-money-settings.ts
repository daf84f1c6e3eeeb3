import { FeeRegion, paymentMethods, type ContributionSettings } from './contribution-types.ts';

/**
 * The contribution part of content/join (docs/product/entities.md, Membership builder settings), with the fee
 * region (`stripeCountry`).
 */
export interface JoinMoneySettings extends ContributionSettings {
  stripeCountry: FeeRegion;
}

/**
 * content/join's contribution settings until the membership builder (issue
 * 15) edits them: a minimum of 1 a month, three suggested amounts per
 * period, members asked to cover fees, every method offered, fees of the
 * UK. The server checks every request against the stored settings merged
 * over these; the app shows the same.
 */
export const defaultJoinMoneySettings: JoinMoneySettings = {
  minMonthlyAmount: 1,
  periods: [
    { name: 'monthly', presetAmounts: [5, 10, 15] },
    { name: 'annually', presetAmounts: [60, 120, 180] },
  ],
  showAbsorbFee: true,
  paymentMethods: [...paymentMethods],
  stripeCountry: FeeRegion.Gb,
};
