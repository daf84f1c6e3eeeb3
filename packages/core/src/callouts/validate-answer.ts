import { answerProblem, type AnswerContext, type AnswerProblem } from './answer-problem.ts';
import type { AnswerableComponent } from './form-schema.ts';
import { ticksNothing, validateCheckboxAnswer, validateChoiceAnswer } from './validate-choice-answer.ts';
import { validateDatetimeAnswer } from './validate-datetime-answer.ts';
import { validateCurrencyAnswer, validateNumberAnswer } from './validate-number-answer.ts';
import { validateAddressAnswer, validateFileAnswer } from './validate-object-answer.ts';
import { validateTextAnswer } from './validate-text-answer.ts';
import { isBlankItem, isMissingAnswer, maxAnswerItems } from './missing-answer.ts';

// Which answers hold nothing: a module of their own, since conditions (`is-visible.ts`) need them
// where the validators are not loaded (the embed's call-out form loads these later).
export { compactAnswer, isMissingAnswer, maxAnswerItems } from './missing-answer.ts';

function validateOne(component: AnswerableComponent, value: unknown, context: AnswerContext): AnswerProblem | null {
  const { validate } = component;
  switch (component.type) {
    case 'textfield':
    case 'textarea':
    case 'email':
    case 'url':
    case 'phoneNumber':
    case 'time':
    case 'signature':
      return validateTextAnswer(component.type, value, validate);
    case 'number':
      return validateNumberAnswer(value, validate);
    case 'currency':
      return validateCurrencyAnswer(value, validate);
    case 'datetime':
      return validateDatetimeAnswer(value, validate, context.now);
    case 'checkbox':
      return validateCheckboxAnswer(value);
    case 'select':
    case 'radio':
    case 'selectboxes':
      return validateChoiceAnswer(component, value);
    case 'address':
      return validateAddressAnswer(value);
    case 'file':
      return validateFileAnswer(value);
    default:
      return answerProblem('type');
  }
}

/**
 * Judges each item of a list answer (a "multiple values" or file component)
 * on its own, as `validateAnswer` does: the problem of every item, or null
 * for an acceptable or blank one. The widget shows each next to its box.
 * @example validateAnswerItems({type: 'email', key: 'e', multiple: true}, ['a@b.org', 'x'], {now}) // [null, {rule: 'email'}]
 */
export function validateAnswerItems(
  component: AnswerableComponent,
  items: readonly unknown[],
  context: AnswerContext,
): (AnswerProblem | null)[] {
  return items.map((item) => (isBlankItem(item) ? null : validateOne(component, item, context)));
}

/**
 * Judges one answer against its component, the same in the widget and on
 * the server (docs/product/rules.md, Form field validators). Returns the first rule
 * the answer breaks, or null when it is acceptable. A missing answer breaks
 * only `required`; an unticked checkbox or selectboxes with no box ticked
 * count as missing for `required`. Arrays are accepted only for components
 * with `multiple: true` and for file components (form.io keeps files in a
 * list); each item is judged on its own, blank items are skipped (a list of
 * only blanks is missing), and a problem names its item's position in
 * `params.index` (from 0).
 * @example validateAnswer({type: 'email', key: 'e'}, 'a b@c.d', {now}) // {rule: 'email'}
 */
export function validateAnswer(
  component: AnswerableComponent,
  value: unknown,
  context: AnswerContext,
): AnswerProblem | null {
  const required = component.validate?.required === true;
  if (isMissingAnswer(value)) return required ? answerProblem('required') : null;
  if (Array.isArray(value)) {
    if (component.multiple !== true && component.type !== 'file') return answerProblem('type');
    if (value.length > maxAnswerItems) return answerProblem('type');
    const items = validateAnswerItems(component, value, context);
    const index = items.findIndex((found) => found !== null);
    const found = items[index];
    return found ? answerProblem(found.rule, { ...found.params, index }) : null;
  }
  if (component.multiple === true) return answerProblem('type');
  const found = validateOne(component, value, context);
  if (found) return found;
  const tickable = component.type === 'checkbox' || component.type === 'selectboxes';
  return required && tickable && ticksNothing(value) ? answerProblem('required') : null;
}
