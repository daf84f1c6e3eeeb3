import { useState } from 'react';
import {
  minimumAmount,
  suggestedAmounts,
  toCents,
  type ContributionInfo,
  type ContributionPeriod,
} from '@masthead/core';
import { amountText } from './amount-field.tsx';
import { parseAmount, reviewChoice, type ContributionDraft } from './contribution-choice.ts';
import { isPaymentMethod } from './contribution-texts.ts';
import { joinMoneySettings as settings } from './join-money-settings.ts';

/** Starting: the middle suggestion a month; changing: the contribution as it is. */
function initialDraft(current: ContributionInfo | null): ContributionDraft {
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
  const suggestions = suggestedAmounts(settings, 'monthly');
  const suggested = suggestions[Math.floor((suggestions.length - 1) / 2)];
  const only = settings.paymentMethods.length === 1 ? settings.paymentMethods[0]! : null;
  return {
    amount: suggested ? amountText(suggested) : '',
    period: 'monthly',
    method: only,
    payFee: false,
    prorate: false,
  };
}

/**
 * The contribution form's state: the draft, its review by core's rules,
 * and the suggestions and minimum for the chosen period. Switching the
 * period keeps a suggested amount's place (the second monthly suggestion
 * becomes the second annual one).
 */
export function useContributionDraft(current: ContributionInfo | null) {
  const [draft, setDraft] = useState<ContributionDraft>(() => initialDraft(current));
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
