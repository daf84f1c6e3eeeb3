/**
 * What the answer validators report: a rule code and its parameters, never a
 * text. The interfaces turn codes into catalogue texts; the server sends them
 * in a 422's `errors`.
 */
export const answerRules = [
  'required',
  'type',
  'email',
  'url',
  'number',
  'min',
  'max',
  'minLength',
  'maxLength',
  'minWords',
  'maxWords',
  'pattern',
  'currency',
  'phoneNumber',
  'checkbox',
  'option',
  'datetime',
  'coordinates',
  'file',
  'time',
] as const;
export type AnswerRule = (typeof answerRules)[number];

export interface AnswerProblem {
  rule: AnswerRule;
  /** `{min}` or `{max}` for the limits (a number, or an ISO date for datetime). */
  params?: Record<string, string | number>;
}

export interface AnswerContext {
  /** The moment relative date limits (`now-7d`) count from. */
  now: Date;
}

/** The longest text any answer may be (a signature image excepted): a guard, not a form setting. */
export const maxAnswerLength = 100_000;

export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A validate setting that is a usable number; form.io writes `''` for unset ones. */
export function numberSetting(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export const answerProblem = (rule: AnswerRule, params?: AnswerProblem['params']): AnswerProblem =>
  params ? { rule, params } : { rule };
