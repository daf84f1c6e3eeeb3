export { AmountChoice, type AmountChoiceProps } from './amount-choice.tsx';
export { AmountField, amountText, type AmountFieldProps } from './amount-field.tsx';
export { ChoiceFieldset, type ChoiceFieldsetProps } from './choice-fieldset.tsx';
export {
  contributionBody,
  currentOf,
  parseAmount,
  reviewChoice,
  type ChoiceReview,
  type ContributionDraft,
} from './contribution-choice.ts';
export { isPaymentMethod, methodLabels, perPeriod, periodLabels } from './contribution-texts.ts';
export { ChargeLine, FeeChoice } from './fee-choice.tsx';
export { MethodChoice, type MethodChoiceProps } from './method-choice.tsx';
export { ChoiceOption, SegmentedChoice, type SegmentedChoiceProps } from './segmented-choice.tsx';
export { CurrencyContext, formatMoney, useFormatMoney, type Currency, type MoneyLocale } from './format-money.ts';
export { useContributionDraft, type ContributionDraftState, type DraftPreset } from './use-contribution-draft.ts';
