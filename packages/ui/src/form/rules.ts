/**
 * Client-side checks of docs/product/rules.md (Validation), as plain functions returning the name
 * of the broken rule (or null). The texts live in validation-texts.ts, so
 * these stay testable in node without Lingui's macros. The server checks
 * everything again; these only spare the reader a round trip.
 */
import { isEmail, isValidPassword } from '@masthead/core';

export type RuleName = 'required' | 'email' | 'password' | 'passwordMismatch' | 'addressRequired' | 'code';

export type FieldErrors<K extends string> = Partial<Record<K, RuleName>>;

const blank = (value: string) => value.trim() === '';

export function checkRequired(value: string): RuleName | null {
  return blank(value) ? 'required' : null;
}

/**
 * docs/product/rules.md, Required fields: what a person typed, trimmed, passes core's one email check (the
 * server's own).
 */
export function checkEmail(value: string): RuleName | null {
  return checkRequired(value) ?? (isEmail(value.trim()) ? null : 'email');
}

/**
 * At least 8 characters, with a number, an uppercase and a lowercase letter:
 * the server's own rule from @masthead/core, so both judge alike.
 */
export function meetsPasswordRule(value: string): boolean {
  return isValidPassword(value);
}

/**
 * A new password and its confirmation. With `optional`, two empty fields are
 * fine (the account page keeps the old password then).
 */
export function checkNewPassword(
  password: string,
  confirmation: string,
  { optional = false } = {},
): FieldErrors<'password' | 'confirmation'> {
  if (optional && password === '' && confirmation === '') return {};
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  if (password === '') errors.password = 'required';
  else if (!meetsPasswordRule(password)) errors.password = 'password';
  if (confirmation !== password) errors.confirmation = confirmation === '' ? 'required' : 'passwordMismatch';
  return errors;
}

export interface AddressValue {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
}

export function isAddressEmpty(address: AddressValue): boolean {
  return blank(address.line1) && blank(address.line2) && blank(address.city) && blank(address.postcode);
}

/**
 * An address is optional, but once any part is given, line 1, city/town and
 * postcode are required (docs/product/rules.md, Required fields).
 */
export function checkAddress(address: AddressValue): FieldErrors<'line1' | 'city' | 'postcode'> {
  if (isAddressEmpty(address)) return {};
  const errors: FieldErrors<'line1' | 'city' | 'postcode'> = {};
  for (const key of ['line1', 'city', 'postcode'] as const) {
    if (blank(address[key])) errors[key] = 'addressRequired';
  }
  return errors;
}

/** Codes from an authenticator app: six digits (spaces allowed while typing). */
export const codeLength = 6;

export function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function checkCode(value: string): RuleName | null {
  const code = normaliseCode(value);
  if (code === '') return 'required';
  return new RegExp(`^\\d{${codeLength}}$`).test(code) ? null : 'code';
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
