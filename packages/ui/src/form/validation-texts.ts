import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RuleName } from './rules.ts';

/** What each broken rule says to the reader (the texts of docs/product/rules.md, Validation, where it gives them). */
export const validationTexts: Record<RuleName, MessageDescriptor> = {
  required: msg`This field is required`,
  email: msg`Please enter a valid email address`,
  password: msg`Use at least 8 characters, with a number, an uppercase and a lowercase letter`,
  passwordMismatch: msg`The passwords don't match`,
  addressRequired: msg`This field is required if you want to add an address`,
  code: msg`Enter the 6-digit code from your authenticator app`,
};

/**
 * The texts for a set of broken rules, ready to pass to fields' `error`.
 * @example textsFor({ email: checkEmail(value) }) // { email: msg`Please enter a valid email address` }
 */
export function textsFor<K extends string>(
  errors: Partial<Record<K, RuleName | null | undefined>>,
): Partial<Record<K, MessageDescriptor>> {
  const texts: Partial<Record<K, MessageDescriptor>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const rule = errors[key];
    if (rule) texts[key] = validationTexts[rule];
  }
  return texts;
}
