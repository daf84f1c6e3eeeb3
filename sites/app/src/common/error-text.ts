import { ApiError } from '@masthead/client';
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue, genericTexts, isErrorCode, type FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';

/** The code of an API error, or null for anything else. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * What a form says about a failed call: the catalogue text of its code.
 * Null for a 5xx or an unreachable server, which the app already reports
 * with the generic notification (docs/product/rules.md, "Handling of answers").
 */
export function errorText(error: unknown): MessageDescriptor | null {
  if (error instanceof ApiError) {
    if (error.isServerError) return null;
    return isErrorCode(error.code) ? errorCatalogue[error.code].text : genericTexts.oops;
  }
  return genericTexts.oops;
}

/** The field error `rule` on `field` of a 422, if the call failed with one. */
export function fieldError(error: unknown, field: string, rule: string): FieldError | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.errors)) return undefined;
  return error.errors.find((e) => e.field === field && e.rule === rule);
}

/** Unknown, expired and used links answer alike (`link-expired`); an unknown id may also be a 404. */
export function isExpiredLink(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'link-expired' || code === 'not-found';
}

/** What a page opened from an emailed link says of a failed call: `link-expired` for such a link, else `errorText`'s. */
export function linkErrorText(error: unknown): MessageDescriptor | null {
  return isExpiredLink(error) ? errorCatalogue['link-expired'].text : errorText(error);
}

const ruleTexts: Record<string, MessageDescriptor> = {
  required: validationTexts.required,
  format: validationTexts.email,
  email: validationTexts.email,
  password: validationTexts.password,
};

/**
 * The field errors of a 422 (`errors: [{field, rule}]`), keyed by the form's
 * own names. `fields` maps the server's dotted field to the form's key;
 * errors on other fields are left to the form-level message.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: Record<string, K>,
): Partial<Record<K, MessageDescriptor>> {
  const found: Partial<Record<K, MessageDescriptor>> = {};
  if (!(error instanceof ApiError) || !Array.isArray(error.errors)) return found;
  for (const { field, rule } of error.errors) {
    const key = fields[field];
    if (key && !found[key]) found[key] = ruleTexts[rule] ?? errorCatalogue.validation.text;
  }
  return found;
}
