import type { FieldError } from '@masthead/core';

/** The string rules of a JSON schema property that the browser checks before sending. */
export interface StringRules {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
}

/**
 * The first rule `value` breaks, named as the server names it (`pattern`,
 * `maxLength`, …), so the browser and the server show the same text.
 * @example checkString('privacyLink', 'javascript:x', {pattern: linkPattern}) // {field: 'privacyLink', rule: 'pattern'}
 */
export function checkString(field: string, value: string, rules: StringRules): FieldError | null {
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return { field, rule: 'minLength', params: { limit: rules.minLength } };
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    return { field, rule: 'maxLength', params: { limit: rules.maxLength } };
  }
  if (rules.pattern !== undefined && !new RegExp(rules.pattern, 'u').test(value)) return { field, rule: 'pattern' };
  return null;
}

/**
 * The top-level fields of `draft` that differ from `saved`, as a PATCH body
 * (a list or an object is sent whole: PATCH replaces lists).
 */
export function changedFields<T extends object>(draft: T, saved: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(saved[key])) patch[key] = draft[key];
  }
  return patch;
}

/** Every string field of `draft` checked against its schema property's rules. */
export function checkStrings(
  draft: Record<string, unknown>,
  properties: Readonly<Record<string, unknown>>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(draft)) {
    if (typeof value !== 'string') continue;
    const found = checkString(field, value, (properties[field] ?? {}) as StringRules);
    if (found) errors.push(found);
  }
  return errors;
}
