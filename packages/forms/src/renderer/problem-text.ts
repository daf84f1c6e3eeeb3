import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { AnswerProblem } from '@masthead/core';

type Kind = 'date' | 'other';

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
 * The text for a broken rule of core's validators, naming the field by its
 * label (the schema's, already in the reader's language) and its limits.
 * @example problemText(i18n, 'Your email', {rule: 'email'}) // 'Your email: please enter a valid email address'
 */
export function problemText(i18n: I18n, label: string, problem: AnswerProblem, kind: Kind = 'other'): string {
  const min = showLimit(i18n, problem.params?.min, kind);
  const max = showLimit(i18n, problem.params?.max, kind);
  switch (problem.rule) {
    case 'required':
      return i18n._(msg`${label}: this field is required`);
    case 'email':
      return i18n._(msg`${label}: please enter a valid email address, such as name@example.org`);
    case 'url':
      return i18n._(msg`${label}: please enter a web address starting with http:// or https://`);
    case 'number':
      return i18n._(msg`${label}: please enter a number`);
    case 'min':
      return kind === 'date'
        ? i18n._(msg`${label}: please choose a date on or after ${min}`)
        : i18n._(msg`${label}: please enter ${min} or more`);
    case 'max':
      return kind === 'date'
        ? i18n._(msg`${label}: please choose a date on or before ${max}`)
        : i18n._(msg`${label}: please enter ${max} or less`);
    case 'minLength':
      return i18n._(msg`${label}: please write at least ${min} characters`);
    case 'maxLength':
      return i18n._(msg`${label}: please write no more than ${max} characters`);
    case 'minWords':
      return i18n._(msg`${label}: please write at least ${min} words`);
    case 'maxWords':
      return i18n._(msg`${label}: please write no more than ${max} words`);
    case 'pattern':
      return i18n._(msg`${label}: the answer is not in the expected format`);
    case 'currency':
      return i18n._(msg`${label}: please enter an amount of zero or more, with at most two decimal places`);
    case 'phoneNumber':
      return i18n._(msg`${label}: please enter a phone number of 5 to 15 digits, optionally starting with +`);
    case 'option':
      return i18n._(msg`${label}: please choose one of the options`);
    case 'datetime':
      return i18n._(msg`${label}: please enter a valid date and time`);
    case 'coordinates':
      return i18n._(msg`${label}: latitude must be between -90 and 90 and longitude between -180 and 180`);
    case 'file':
      return i18n._(msg`${label}: please upload the file again`);
    case 'time':
      return i18n._(msg`${label}: please enter a time such as 14:30`);
    default:
      // `type` and `checkbox`: an answer of the wrong kind, which the fields never produce themselves.
      return i18n._(msg`${label}: please check this answer`);
  }
}
