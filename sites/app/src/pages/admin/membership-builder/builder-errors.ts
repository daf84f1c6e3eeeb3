import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError } from '@masthead/client';
import { errorCatalogue, type FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';
import { amountRule, groupIdTaken } from './builder-rules.ts';

/** Errors by the builder's own field keys (`title`, `presets.monthly.1`, `newsletterGroups.0.id`). */
export type FieldErrors = Record<string, string>;

const listRules: Record<string, MessageDescriptor> = {
  periods: msg`Offer at least one of monthly and annual contributions.`,
  paymentMethods: msg`Choose at least one payment method.`,
};

const ruleTexts: Record<string, MessageDescriptor> = {
  [amountRule]: msg`Enter an amount such as 5 or 5.50.`,
  currency: msg`Use whole cents, such as 5 or 5.50.`,
  callout: msg`Choose a call-out that exists.`,
  'open-callout': msg`A required survey must be an open call-out: open it first, or make the survey optional.`,
  unique: msg`Each period can be offered only once.`,
  [groupIdTaken]: msg`Another group has this id: each group needs its own.`,
  uniqueItems: msg`Each payment method can be chosen only once.`,
  enum: errorCatalogue.validation.text,
};

/**
 * The text of one field error of a 422 (or of the browser's own check, which
 * names its errors the same way), in the reader's language.
 * @example ruleText(i18n, {field: 'initialAmount', rule: 'min', params: {min: 5}}) // 'Enter at least 5.'
 */
export function ruleText(i18n: I18n, error: FieldError): string {
  const limit = String(error.params?.limit ?? error.params?.min ?? '');
  switch (error.rule) {
    case 'required':
    case 'minLength':
      return i18n._(validationTexts.required);
    case 'min':
    case 'minimum':
      return i18n._(msg`Enter at least ${limit}.`);
    case 'maximum':
      return i18n._(msg`Enter at most ${limit}.`);
    case 'maxLength':
      return i18n._(msg`Use at most ${limit} characters.`);
    case 'maxItems':
      return i18n._(msg`Add at most ${limit}.`);
    case 'minItems':
      return i18n._(listRules[error.field] ?? errorCatalogue.validation.text);
    case 'pattern':
      return error.field === 'backgroundImage'
        ? i18n._(msg`Enter a web address starting with http:// or https://, or a path starting with /.`)
        : i18n._(msg`Use lowercase letters (a-z), digits and dashes.`);
    default:
      return i18n._(ruleTexts[error.rule] ?? errorCatalogue.validation.text);
  }
}

/**
 * A refused save's errors at the builder's fields: each 422 field error the
 * form shows (`fieldOf` names its key, or null) with its text (`text`,
 * the builder's `ruleText` unless a form has its own); the first
 * error of a field wins. Empty for anything but a 422 naming known fields.
 */
export function serverErrors(
  i18n: I18n,
  error: unknown,
  fieldOf: (field: string) => string | null,
  text: (i18n: I18n, error: FieldError) => string = ruleText,
): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError) || error.httpCode !== 422 || !Array.isArray(error.errors)) return found;
  for (const fieldError of error.errors) {
    const key = fieldOf(fieldError.field);
    if (key && !found[key]) found[key] = text(i18n, fieldError);
  }
  return found;
}

/** The id of a field's control, from its key: `presets.monthly.1` → `mb-presets-monthly-1`. */
export const fieldId = (key: string) => `mb-${key.replace(/\./g, '-')}`;
