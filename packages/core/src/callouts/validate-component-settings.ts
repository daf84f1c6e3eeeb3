import { compilePattern } from '../text/pattern/index.ts';
import type { FormSchemaProblem } from './validate-form-schema.ts';
import { isRelativeDate, parseIsoDate } from './relative-date.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** form.io writes `''` (sometimes `null`) for a setting left empty; both mean "not set". */
const isUnset = (value: unknown) => value === undefined || value === null || value === '';

const lengthSettings = ['minLength', 'maxLength', 'minWords', 'maxWords'] as const;
const textSettings = ['label', 'description', 'placeholder', 'html', 'title'] as const;
const flagSettings = ['hidden', 'input', 'multiple'] as const;

/** Longer patterns are refused: they are a denial-of-service risk, not a need. */
const maxPatternLength = 500;
/** The most options a radio, select or selectboxes component may list. */
const maxOptions = 1000;

type Problem = FormSchemaProblem;

function limitValue(type: unknown, value: unknown): number | string | null {
  if (type === 'datetime') {
    if (typeof value !== 'string') return null;
    if (isRelativeDate(value)) return value;
    return parseIsoDate(value) ? value : null;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function checkMinMax(type: unknown, validate: Record<string, unknown>, path: string, problems: Problem[]) {
  const min = isUnset(validate.min) ? null : limitValue(type, validate.min);
  const max = isUnset(validate.max) ? null : limitValue(type, validate.max);
  if (!isUnset(validate.min) && min === null) problems.push({ path: `${path}.min`, problem: 'type' });
  if (!isUnset(validate.max) && max === null) problems.push({ path: `${path}.max`, problem: 'type' });
  if (min === null || max === null) return;
  // Relative limits move with time; only absolute ones can be compared here.
  const a = typeof min === 'string' ? (parseIsoDate(min)?.getTime() ?? null) : min;
  const b = typeof max === 'string' ? (parseIsoDate(max)?.getTime() ?? null) : max;
  if (a !== null && b !== null && a > b)
    problems.push({ path, problem: 'minAboveMax', params: { min: 'min', max: 'max' } });
}

function checkLengths(validate: Record<string, unknown>, path: string, problems: Problem[]) {
  for (const name of lengthSettings) {
    const value = validate[name];
    if (isUnset(value)) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      problems.push({ path: `${path}.${name}`, problem: 'type' });
    } else if (value < 0) problems.push({ path: `${path}.${name}`, problem: 'negative' });
  }
  for (const [min, max] of [
    ['minLength', 'maxLength'],
    ['minWords', 'maxWords'],
  ] as const) {
    const a = validate[min];
    const b = validate[max];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      problems.push({ path, problem: 'minAboveMax', params: { min, max } });
    }
  }
}

function checkPattern(pattern: unknown, path: string, problems: Problem[]) {
  if (isUnset(pattern)) return;
  if (typeof pattern !== 'string') return void problems.push({ path, problem: 'type' });
  if (pattern.length > maxPatternLength) return void problems.push({ path, problem: 'pattern' });
  // Only what runs in linear time is kept: no back-references or lookaround.
  if (!compilePattern(pattern).ok) problems.push({ path, problem: 'pattern' });
}

/** The `validate` object; settings form.io has but Masthead does not run (e.g. `custom` code) are ignored. */
function checkValidate(type: unknown, validate: unknown, path: string, problems: Problem[]) {
  if (validate === undefined) return;
  if (!isObject(validate)) return void problems.push({ path, problem: 'type' });
  if (!isUnset(validate.required) && typeof validate.required !== 'boolean') {
    problems.push({ path: `${path}.required`, problem: 'type' });
  }
  checkMinMax(type, validate, path, problems);
  checkLengths(validate, path, problems);
  checkPattern(validate.pattern, `${path}.pattern`, problems);
}

/** Only form.io's simple conditional; its empty default `{show: null, when: null, eq: ''}` means none. */
function checkConditional(conditional: unknown, path: string, problems: Problem[]) {
  if (conditional === undefined || conditional === null) return;
  if (!isObject(conditional)) return void problems.push({ path, problem: 'conditional' });
  const { show, when, eq, ...rest } = conditional;
  const extra = Object.entries(rest).filter(([, value]) => !isUnset(value));
  if (isUnset(show) && isUnset(when) && isUnset(eq) && extra.length === 0) return;
  if (typeof show !== 'boolean' || typeof when !== 'string' || when === '' || typeof eq !== 'string' || extra.length) {
    problems.push({ path, problem: 'conditional' });
  }
}

function checkOptions(options: unknown, path: string, problems: Problem[]) {
  if (!Array.isArray(options) || options.length === 0 || options.length > maxOptions) {
    return void problems.push({ path, problem: 'options' });
  }
  const seen = new Set<string>();
  options.forEach((option, index) => {
    const at = `${path}.${index}`;
    if (!isObject(option) || typeof option.label !== 'string')
      return void problems.push({ path: at, problem: 'options' });
    const { value } = option;
    // Option values become keys of selectboxes answers: the same safety as component keys.
    if (typeof value !== 'string' || value === '' || value.length > 200 || value === '__proto__') {
      return void problems.push({ path: `${at}.value`, problem: 'options' });
    }
    if (seen.has(value)) problems.push({ path: `${at}.value`, problem: 'duplicateOption', params: { value } });
    seen.add(value);
  });
}

/**
 * The settings of one component, apart from its key and children (which
 * `validateFormSchema` checks across the whole form).
 */
export function validateComponentSettings(component: Record<string, unknown>, path: string): Problem[] {
  const problems: Problem[] = [];
  for (const name of textSettings) {
    if (!isUnset(component[name]) && typeof component[name] !== 'string') {
      problems.push({ path: `${path}.${name}`, problem: 'type' });
    }
  }
  for (const name of flagSettings) {
    if (!isUnset(component[name]) && typeof component[name] !== 'boolean') {
      problems.push({ path: `${path}.${name}`, problem: 'type' });
    }
  }
  checkValidate(component.type, component.validate, `${path}.validate`, problems);
  checkConditional(component.conditional, `${path}.conditional`, problems);
  if (component.type === 'radio' || component.type === 'selectboxes') {
    checkOptions(component.values, `${path}.values`, problems);
  } else if (component.type === 'select') {
    const data = component.data;
    checkOptions(isObject(data) ? data.values : undefined, `${path}.data.values`, problems);
  }
  return problems;
}
