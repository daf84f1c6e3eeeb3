import { numberSetting, answerProblem, type AnswerProblem } from './answer-problem.ts';
import type { ComponentValidate } from './form-schema.ts';

/**
 * The largest currency amount, one trillion: far above any contribution or
 * answer, and small enough that two decimals stay exact as a double and in
 * integer minor units (money is integer minor units on the server, CONTRIBUTING.md).
 */
const maxCurrencyAmount = 1_000_000_000_000;

/**
 * Non-negative, at most two decimal places. Judged on the shortest text that
 * reads back as the same number (what a person typed), so 0.29 passes and
 * 0.1 + 0.2 (0.30000000000000004) does not.
 */
function isCurrencyAmount(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > maxCurrencyAmount) return false;
  return /^\d+(?:\.\d{1,2})?$/.test(String(value));
}

function checkRange(value: number, validate: ComponentValidate | undefined): AnswerProblem | null {
  const min = numberSetting(validate?.min);
  const max = numberSetting(validate?.max);
  if (min !== null && value < min) return answerProblem('min', { min });
  if (max !== null && value > max) return answerProblem('max', { max });
  return null;
}

/** number: a JSON number (not a numeric string), within the optional min and max. */
export function validateNumberAnswer(value: unknown, validate: ComponentValidate | undefined): AnswerProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return answerProblem('number');
  return checkRange(value, validate);
}

/** currency: a number that is a valid amount, within the optional min and max. */
export function validateCurrencyAnswer(value: unknown, validate: ComponentValidate | undefined): AnswerProblem | null {
  if (typeof value !== 'number' || !isCurrencyAmount(value)) return answerProblem('currency');
  return checkRange(value, validate);
}
