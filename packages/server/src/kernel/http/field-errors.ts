import type { FieldError } from '@masthead/core';

/** The parts of an ajv error that a field error is made from. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * Turns ajv's errors into the `errors` of a 422: one entry per broken rule,
 * the field as a dotted path (`theme.colors.primary`, `footerLinks.0.url`).
 * For `required` and `additionalProperties` ajv points at the parent object,
 * so the property it names is appended: the client wants the field itself.
 * @example fieldErrors([{keyword: 'maxLength', instancePath: '/organisationName', params: {limit: 200}}])
 * // [{field: 'organisationName', rule: 'maxLength', params: {limit: 200}}]
 */
export function fieldErrors(errors: readonly SchemaError[]): FieldError[] {
  return errors.map((error) => {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
    const named = error.params.missingProperty ?? error.params.additionalProperty;
    if (typeof named === 'string') path.push(named);
    return { field: path.join('.'), rule: error.keyword, params: { ...error.params } };
  });
}
