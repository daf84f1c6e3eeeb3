import {
  toCents,
  type ContributionPeriod,
  type FieldError,
  type JoinSettings,
  type JoinSettingsPatch,
} from '@masthead/core';
// The pure rules only: node tests import this file, and the components' styles need a build.
import { parseAmount } from '@masthead/forms/contribution-choice';
import { amountRule } from './builder-rules.ts';

/** The periods a join form may offer, in the order the builder shows them. */
export const builderPeriods: readonly ContributionPeriod[] = ['monthly', 'annually'];

/** The most suggested amounts a period may have (content/join's `maxItems`). */
export const maxPresets = 6;

type Stored = Omit<JoinSettings, 'stripePublicKey' | 'currency' | 'returnOrigins'>;

/** content/join as the join form tab edits it: amounts as typed, everything else as stored. */
export interface JoinDraft extends Omit<Stored, 'minMonthlyAmount' | 'initialAmount' | 'periods'> {
  minMonthlyAmount: string;
  initialAmount: string;
  periods: { name: ContributionPeriod; presetAmounts: string[] }[];
}

/** An amount as the amount field writes it: "5", "5.50". */
const typed = (amount: number) => {
  const cents = toCents(amount) ?? Math.round(amount * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
};

/** The draft of saved settings: amounts written as the amount field writes them (5, 5.50). */
export function joinDraftOf(saved: JoinSettings): JoinDraft {
  const { stripePublicKey: _key, currency: _currency, returnOrigins: _origins, ...stored } = saved;
  return {
    ...stored,
    minMonthlyAmount: typed(saved.minMonthlyAmount),
    initialAmount: typed(saved.initialAmount),
    periods: saved.periods.map((p) => ({ name: p.name, presetAmounts: p.presetAmounts.map(typed) })),
  };
}

/**
 * The builder's key of a server's field: `periods.0.presetAmounts.1` →
 * `presets.monthly.1`; the periods as a whole (none offered) → the monthly checkbox.
 */
export function joinFieldOf(field: string, draft: JoinDraft): string | null {
  const [head, index, part, item] = field.split('.');
  if (head === 'periods' && index === undefined) return 'offer.monthly';
  if (head !== 'periods') return head && head in draft ? head : null;
  const name = draft.periods[Number(index)]?.name;
  if (!name) return 'offer.monthly';
  if (part === 'presetAmounts') return item === undefined ? `presets.${name}` : `presets.${name}.${item}`;
  return `offer.${name}`;
}

/** The settings a draft stands for, as far as its amounts read as numbers (the rest are left out). */
function settingsOf(draft: JoinDraft, saved: JoinSettings) {
  const errors: FieldError[] = [];
  const amount = (field: string, text: string) => {
    const value = parseAmount(text);
    if (value === null) errors.push({ field, rule: amountRule });
    return value;
  };
  const periods = draft.periods.map((p, i) => ({
    name: p.name,
    presetAmounts: p.presetAmounts
      .map((text, j) => amount(`periods.${i}.presetAmounts.${j}`, text))
      .filter((value): value is number => value !== null),
  }));
  const settings: JoinSettings = {
    ...saved,
    ...draft,
    minMonthlyAmount: amount('minMonthlyAmount', draft.minMonthlyAmount) ?? saved.minMonthlyAmount,
    initialAmount: amount('initialAmount', draft.initialAmount) ?? saved.initialAmount,
    periods,
  };
  return { settings, errors };
}

/** What the live preview shows: the draft, with amounts that are not numbers yet left as saved (or out). */
export const previewOf = (draft: JoinDraft, saved: JoinSettings): JoinSettings => settingsOf(draft, saved).settings;

/**
 * `PATCH content/join`'s body: only the fields that differ from what is
 * saved; or, where an amount is not a number, the errors instead (nothing
 * is sent). The server judges the rest (minimums, whole cents, lengths).
 * @example joinPatch({...joinDraftOf(saved), title: 'Join'}, saved) // {patch: {title: 'Join'}, errors: []}
 */
export function joinPatch(draft: JoinDraft, saved: JoinSettings): { patch: JoinSettingsPatch; errors: FieldError[] } {
  const { settings, errors } = settingsOf(draft, saved);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof JoinDraft)[]) {
    if (JSON.stringify(settings[key]) !== JSON.stringify(saved[key])) patch[key] = settings[key];
  }
  return { patch: patch as JoinSettingsPatch, errors };
}
