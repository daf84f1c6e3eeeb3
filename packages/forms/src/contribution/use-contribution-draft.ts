import { useState } from 'react';
import {
  minimumAmount,
  suggestedAmounts,
  toCents,
  type ContributionInfo,
  type ContributionPeriod,
  type JoinMoneySettings,
  type PaymentMethod,
} from '@masthead/core';
import { amountText } from './amount-field.tsx';
import { parseAmount, reviewChoice, type ContributionDraft } from './contribution-choice.ts';
import { isPaymentMethod } from './contribution-texts.ts';

/** Where a new draft starts: the join form's presets (`<join-form amount="10" period="annually">`). */
export interface DraftPreset {
  amount?: number;
  period?: ContributionPeriod;
  /** The method chosen at first, where the settings offer it (the join form: the most used, so a reader need not choose). */
  method?: PaymentMethod;
}

/** The amount the form starts with for a period: the middle suggestion, else empty. */
function middleSuggestion(settings: JoinMoneySettings, period: ContributionPeriod): string {
  const suggestions = suggestedAmounts(settings, period);
  const suggested = suggestions[Math.floor((suggestions.length - 1) / 2)];
  return suggested ? amountText(suggested) : '';
}

/** Starting: the preset, else the middle suggestion a month; changing: the contribution as it is. */
function initialDraft(
  current: ContributionInfo | null,
  settings: JoinMoneySettings,
  preset: DraftPreset,
): ContributionDraft {
  if (current?.amount && current.period) {
    const method = current.paymentSource?.method;
    return {
      amount: amountText(toCents(current.amount) ?? 0),
      period: current.period,
      method: isPaymentMethod(method) ? method : null,
      payFee: current.payFee,
      prorate: false,
    };
  }
  const period = preset.period ?? 'monthly';
  const presetCents = preset.amount === undefined ? null : toCents(preset.amount);
  const only = settings.paymentMethods.length === 1 ? settings.paymentMethods[0]! : null;
  const method = preset.method && settings.paymentMethods.includes(preset.method) ? preset.method : only;
  return {
    amount: presetCents ? amountText(presetCents) : middleSuggestion(settings, period),
    period,
    method,
    payFee: false,
    prorate: false,
  };
}

/**
 * The contribution form's state: the draft, its review by core's rules
 * against `settings` (content/join, as the server checks it), and the
 * suggestions and minimum for the chosen period. Switching the period keeps
 * a suggested amount's place (the second monthly suggestion becomes the
 * second annual one). The draft starts once: settings that arrive later
 * judge it but do not reset it.
 * @example const state = useContributionDraft(null, joinSettings ?? defaultJoinMoneySettings, {period: 'annually'})
 */
export function useContributionDraft(
  current: ContributionInfo | null,
  settings: JoinMoneySettings,
  preset: DraftPreset = {},
) {
  const [draft, setDraft] = useState<ContributionDraft>(() => initialDraft(current, settings, preset));
  const review = reviewChoice(draft, settings, current, new Date());
  const update = (patch: Partial<ContributionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setPeriod = (period: ContributionPeriod) =>
    setDraft((d) => {
      const typed = parseAmount(d.amount);
      const place = typed === null ? -1 : suggestedAmounts(settings, d.period).indexOf(toCents(typed) ?? -1);
      const next = suggestedAmounts(settings, period)[place];
      return { ...d, period, amount: place >= 0 && next ? amountText(next) : d.amount };
    });
  return {
    draft,
    review,
    update,
    setPeriod,
    settings,
    suggestions: suggestedAmounts(settings, draft.period),
    minimum: minimumAmount(settings, draft.period),
  };
}

export type ContributionDraftState = ReturnType<typeof useContributionDraft>;
