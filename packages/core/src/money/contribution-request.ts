import type { FieldError } from '../errors.ts';
import { fromCents, toCents, type Cents } from './cents.ts';
import { minimumAmount } from './contribution-amount.ts';
import { coverFee } from './contribution-fee.ts';
import { ContributionPeriod, type ContributionSettings, type PaymentMethod } from './contribution-types.ts';

/**
 * A contribution as a member asks for it (docs/product/api.md, Calls), the amount in major units as the API
 * carries it.
 */
export interface ContributionRequest {
  amount: number;
  period: ContributionPeriod;
  payFee: boolean;
  prorate: boolean;
  /** Left out when an update keeps the current method. */
  paymentMethod?: PaymentMethod;
}

/** The same request, checked, with the amount in cents. */
export interface ContributionChoice extends Omit<ContributionRequest, 'amount'> {
  amount: Cents;
}

export type ContributionRequestResult =
  { ok: true; choice: ContributionChoice } | { ok: false; code: 'validation'; errors: FieldError[] };

/** Field rules beyond the generic ones (`currency`, `min`, `required`, `option`). */
export const contributionRules = {
  /** payFee on an annual contribution: fees are for monthly ones only (docs/product/rules.md). */
  monthlyOnly: 'monthly-only',
  /** prorate on a monthly contribution: proration is for annual ones only (docs/product/rules.md). */
  annualOnly: 'annual-only',
  /** payFee where the newsroom does not ask members to cover fees. */
  notOffered: 'not-offered',
} as const;

function amountError(amount: Cents | null, minimum: Cents): FieldError | null {
  if (amount === null) return { field: 'amount', rule: 'currency' };
  if (amount < minimum) return { field: 'amount', rule: 'min', params: { min: fromCents(minimum) } };
  return null;
}

function payFeeError(request: ContributionRequest, amount: Cents | null, showAbsorbFee: boolean): FieldError | null {
  if (request.period !== ContributionPeriod.Monthly) {
    return request.payFee ? { field: 'payFee', rule: contributionRules.monthlyOnly } : null;
  }
  if (amount === null) return null; // the amount's own error says enough
  const rule = coverFee(amount, request.period, showAbsorbFee);
  if (request.payFee && rule === 'never') return { field: 'payFee', rule: contributionRules.notOffered };
  if (!request.payFee && rule === 'required') return { field: 'payFee', rule: 'required' };
  return null;
}

/**
 * Checks a contribution request against the join settings: a whole number
 * of cents at least the minimum for its period, the fee covered only where
 * allowed (and where required), proration only for annual contributions,
 * and a payment method the newsroom offers. All problems come back at once,
 * as a 422's field errors.
 * @example checkContributionRequest({amount: 1, period: 'monthly', payFee: false, prorate: false}, settings)
 * // {ok: false, code: 'validation', errors: [{field: 'payFee', rule: 'required'}]}
 */
export function checkContributionRequest(
  request: ContributionRequest,
  settings: ContributionSettings,
): ContributionRequestResult {
  const amount = toCents(request.amount);
  const errors = [
    amountError(amount, minimumAmount(settings, request.period)),
    payFeeError(request, amount, settings.showAbsorbFee),
    request.prorate && request.period !== ContributionPeriod.Annually
      ? { field: 'prorate', rule: contributionRules.annualOnly }
      : null,
    request.paymentMethod !== undefined && !settings.paymentMethods.includes(request.paymentMethod)
      ? { field: 'paymentMethod', rule: 'option' }
      : null,
  ].filter((error): error is FieldError => error !== null);
  if (errors.length > 0 || amount === null) return { ok: false, code: 'validation', errors };
  return { ok: true, choice: { ...request, amount } };
}
