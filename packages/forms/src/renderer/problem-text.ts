import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { AnswerProblem } from '@masthead/core';

/** How a question is answered, where the texts differ: a date, a choice, a box to tick, a file, an address. */
export type ProblemKind = 'date' | 'choice' | 'tick' | 'file' | 'address' | 'other';
type Kind = ProblemKind;

/** The kind of a component type (`datetime`, `radio`, …) for `problemText`. */
export function problemKind(type: string): ProblemKind {
  if (type === 'datetime') return 'date';
  if (type === 'radio' || type === 'select' || type === 'selectboxes') return 'choice';
  if (type === 'checkbox') return 'tick';
  if (type === 'address') return 'address';
  return type === 'file' ? 'file' : 'other';
}

/** Datetime limits come as ISO strings; show them as the reader's locale writes dates. */
function showLimit(i18n: I18n, value: string | number | undefined, kind: Kind): string {
  if (value === undefined) return '';
  if (kind === 'date' && typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
  }
  return typeof value === 'number' ? i18n.number(value) : String(value);
}

/**
 * The text for a broken rule of core's validators, written as a person would
 * say it: what to do, naming the question by its label (the schema's, already
 * in the reader's language, in the locale's quotation marks) and its limits.
 * Each locale's translation places the label where its grammar wants it.
 * @example problemText(i18n, 'Your email', {rule: 'email'}) // 'Please enter an email address for “Your email”, such as name@example.org.'
 */
export function problemText(i18n: I18n, label: string, problem: AnswerProblem, kind: Kind = 'other'): string {
  const min = showLimit(i18n, problem.params?.min, kind);
  const max = showLimit(i18n, problem.params?.max, kind);
  switch (problem.rule) {
    case 'required':
      if (kind === 'choice') return i18n._(msg`Please choose an answer for “${label}”`);
      if (kind === 'tick') return i18n._(msg`Please tick “${label}” to go on.`);
      if (kind === 'file') return i18n._(msg`Please add a file for “${label}”`);
      return i18n._(msg`Please answer “${label}”`);
    case 'email':
      return i18n._(msg`Please enter an email address for “${label}”, such as name@example.org.`);
    case 'url':
      return i18n._(msg`Please enter a web address for “${label}” that starts with http:// or https://.`);
    case 'number':
      return i18n._(msg`Please enter a number for “${label}”`);
    case 'min':
      return kind === 'date'
        ? i18n._(msg`Please choose a date for “${label}” on or after ${min}.`)
        : i18n._(msg`Please enter ${min} or more for “${label}”`);
    case 'max':
      return kind === 'date'
        ? i18n._(msg`Please choose a date for “${label}” on or before ${max}.`)
        : i18n._(msg`Please enter ${max} or less for “${label}”`);
    case 'minLength':
      return i18n._(msg`Please write at least ${min} characters for “${label}”`);
    case 'maxLength':
      return i18n._(msg`Please keep “${label}” to ${max} characters or fewer.`);
    case 'minWords':
      return i18n._(msg`Please write at least ${min} words for “${label}”`);
    case 'maxWords':
      return i18n._(msg`Please keep “${label}” to ${max} words or fewer.`);
    case 'pattern':
      return i18n._(msg`Your answer to “${label}” is not written the way we need it. Please check it.`);
    case 'currency':
      return i18n._(msg`Please enter an amount for “${label}”, such as 12 or 12.50 (zero or more).`);
    case 'phoneNumber':
      return i18n._(msg`Please enter a phone number for “${label}”: 5 to 15 digits, with a + in front if you like.`);
    case 'option':
      return i18n._(msg`Please choose one of the options for “${label}”`);
    case 'datetime':
      return i18n._(msg`Please enter a date and time for “${label}”`);
    case 'coordinates':
      return i18n._(msg`The place marked on the map for “${label}” does not exist. Please mark it again.`);
    case 'file':
      return i18n._(msg`Please upload the file for “${label}” again.`);
    case 'time':
      return i18n._(msg`Please enter a time for “${label}”, such as 14:30.`);
    default:
      // An address answer whose text is empty: a place marked on the map alone.
      if (kind === 'address' && problem.rule === 'type')
        return i18n._(msg`Please also type the address for “${label}”`);
      // `type` and `checkbox`: an answer of the wrong kind, which the fields never produce themselves.
      return i18n._(msg`Please check your answer to “${label}”`);
  }
}

/**
 * The name of one box of a list: the field's label and its position, "Tags (2)".
 * @example itemLabel(i18n, 'Tags', 1) // 'Tags (2)'
 */
export function itemLabel(i18n: I18n, label: string, index: number): string {
  const position = index + 1;
  return i18n._(msg`${label} (${position})`);
}
