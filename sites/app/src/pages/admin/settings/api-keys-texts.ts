import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorCatalogue, type FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';
import type { ApiKeyField, ExpiryChoice } from './api-keys-draft.ts';

/** The expiry choices as the create form offers them. */
export const expiryTexts: Record<ExpiryChoice, MessageDescriptor> = {
  '30': msg`In 30 days`,
  '90': msg`In 90 days`,
  '365': msg`In a year`,
  never: msg`Never`,
};

/** The form's fields a 422 may name; the server calls the expiry `expires`. */
const fieldOf: Record<string, ApiKeyField> = {
  description: 'description',
  expires: 'expiry',
  acceptNever: 'acceptNever',
};

function ruleText(i18n: I18n, { field, rule, params }: FieldError): string {
  switch (rule) {
    case 'required':
    case 'minLength':
      return field === 'acceptNever'
        ? i18n._(msg`Tick the box to create a key that never expires, or choose an expiry.`)
        : i18n._(validationTexts.required);
    case 'maxLength':
      return i18n._(msg`Use at most ${String(params?.limit ?? '')} characters.`);
    case 'future':
      return i18n._(msg`The expiry must be in the future.`);
    default:
      return i18n._(errorCatalogue.validation.text);
  }
}

/**
 * What each field says about the broken rules, whether the form found them
 * or a 422 named them; the first error of a field wins.
 */
export function apiKeyFieldTexts(i18n: I18n, errors: FieldError[]): Partial<Record<ApiKeyField, string>> {
  const texts: Partial<Record<ApiKeyField, string>> = {};
  for (const error of errors) {
    const field = fieldOf[error.field];
    if (field && texts[field] === undefined) texts[field] = ruleText(i18n, error);
  }
  return texts;
}
