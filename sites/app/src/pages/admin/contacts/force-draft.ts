import {
  contributionForceSchema,
  fromCents,
  toCents,
  type ContributionForce,
  type ContributionInfo,
  type ContributionPeriod,
  type FieldError,
} from '@masthead/core';
// The pure rules only: node tests import this file, and the components' styles need a build.
import { parseAmount } from '@masthead/forms/contribution-choice';

/** The "Set a manual contribution" form as the admin filled it in; `amount` as typed. */
export interface ForceDraft {
  type: 'Manual' | 'None';
  amount: string;
  period: ContributionPeriod | null;
  source: string;
  reference: string;
}

export type ForceCheck = { ok: true; body: ContributionForce } | { ok: false; errors: FieldError[] };

const { properties: limits } = contributionForceSchema;
/** The largest amount the contract takes, in major units. */
export const forceMaximum = limits.amount.maximum;
/** The longest source or reference the contract takes. */
export const forceTextLimit = limits.source.maxLength;

/** A manual contribution is edited as it is; anything else starts an empty manual one, monthly. */
export function initialForceDraft(info: ContributionInfo): ForceDraft {
  const manual = info.type === 'Manual';
  const amount = manual ? info.amount : null;
  return {
    type: 'Manual',
    // As the amount field writes it: "5", "5.50".
    amount: amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2),
    period: (manual && info.period) || 'monthly',
    source: (manual && info.paymentSource?.source) || '',
    reference: (manual && info.paymentSource?.reference) || '',
  };
}

function amountError(text: string): FieldError | null {
  if (text.trim() === '') return { field: 'amount', rule: 'required' };
  const typed = parseAmount(text);
  const cents = typed === null ? null : toCents(typed);
  if (cents === null) return { field: 'amount', rule: 'currency' };
  if (cents === 0) return { field: 'amount', rule: 'exclusiveMinimum', params: { limit: 0 } };
  if (fromCents(cents) > forceMaximum) return { field: 'amount', rule: 'maximum', params: { limit: forceMaximum } };
  return null;
}

const textError = (field: 'source' | 'reference', text: string): FieldError | null =>
  text.trim().length > forceTextLimit ? { field, rule: 'maxLength', params: { limit: forceTextLimit } } : null;

/**
 * Checks the draft by the rules the server holds it to (core's contract
 * schema and `toCents`): a manual contribution needs an amount in whole
 * cents above zero and up to the maximum, and a period; source and
 * reference are optional and short. Errors are named as a 422 names them.
 * @example checkForceDraft({type: 'Manual', amount: '5.555', period: 'monthly', source: '', reference: ''})
 * // {ok: false, errors: [{field: 'amount', rule: 'currency'}]}
 */
export function checkForceDraft(draft: ForceDraft): ForceCheck {
  if (draft.type === 'None') return { ok: true, body: { type: 'None' } };
  const errors = [
    amountError(draft.amount),
    draft.period ? null : { field: 'period', rule: 'required' },
    textError('source', draft.source),
    textError('reference', draft.reference),
  ].filter((error): error is FieldError => error !== null);
  if (errors.length > 0 || !draft.period) return { ok: false, errors };
  return {
    ok: true,
    body: {
      type: 'Manual',
      amount: parseAmount(draft.amount)!,
      period: draft.period,
      source: draft.source.trim(),
      reference: draft.reference.trim(),
    },
  };
}
