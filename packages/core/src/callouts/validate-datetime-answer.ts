import { answerProblem, type AnswerProblem } from './answer-problem.ts';
import type { ComponentValidate } from './form-schema.ts';
import { parseIsoDate, resolveDate } from './relative-date.ts';

/**
 * datetime: an ISO date or date-time within the optional min and max, which
 * may be relative to `now` (`now-7d`, `$now(d:-7)`). Limits are reported as
 * ISO strings so the interface can show the resolved date.
 */
export function validateDatetimeAnswer(
  value: unknown,
  validate: ComponentValidate | undefined,
  now: Date,
): AnswerProblem | null {
  const date = parseIsoDate(value);
  if (!date) return answerProblem('datetime');
  const min = validate?.min === undefined || validate.min === '' ? null : resolveDate(validate.min, now);
  const max = validate?.max === undefined || validate.max === '' ? null : resolveDate(validate.max, now);
  if (min && date < min) return answerProblem('min', { min: min.toISOString() });
  if (max && date > max) return answerProblem('max', { max: max.toISOString() });
  return null;
}
