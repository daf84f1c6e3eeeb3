import { isPlainObject, answerProblem, type AnswerProblem } from './answer-problem.ts';
import { componentOptions, type AnswerableComponent } from './form-schema.ts';

/** checkbox: a boolean (whether `false` is enough is `required`'s business). */
export function validateCheckboxAnswer(value: unknown): AnswerProblem | null {
  return typeof value === 'boolean' ? null : answerProblem('checkbox');
}

/**
 * select and radio: one of the listed option values; selectboxes: an object
 * whose keys are listed option values and whose values are booleans
 * (`{red: true, blue: false}`). Keys are looked up as own properties only, so
 * `__proto__` or `constructor` are just unknown options.
 */
export function validateChoiceAnswer(component: AnswerableComponent, value: unknown): AnswerProblem | null {
  const values = new Set(componentOptions(component).map((option) => option.value));
  if (component.type !== 'selectboxes') {
    return typeof value === 'string' && values.has(value) ? null : answerProblem('option');
  }
  if (!isPlainObject(value)) return answerProblem('type');
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string' || !values.has(key) || typeof value[key] !== 'boolean') return answerProblem('option');
  }
  return null;
}

/** Whether an answer ticks nothing: an unticked checkbox or selectboxes with no box ticked. */
export function ticksNothing(value: unknown): boolean {
  if (value === false) return true;
  return isPlainObject(value) && !Object.values(value).includes(true);
}
