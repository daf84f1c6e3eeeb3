import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { errorCatalogue, type FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';

export type ForceField = 'amount' | 'period' | 'source' | 'reference';
const forceFields: readonly string[] = ['amount', 'period', 'source', 'reference'] satisfies ForceField[];

/**
 * What each field of the force form says about its first error, for the
 * browser's own check and the server's 422 alike (both name `{field, rule}`);
 * a rule this form does not know gets the catalogue's validation text.
 * `money` writes the maximum as the page writes amounts.
 */
export function forceFieldTexts(
  i18n: I18n,
  errors: readonly FieldError[],
  money: (amount: number) => string,
): Partial<Record<ForceField, string>> {
  const texts: Partial<Record<ForceField, string>> = {};
  for (const { field, rule, params } of errors) {
    if (!forceFields.includes(field) || texts[field as ForceField]) continue;
    const limit = typeof params?.limit === 'number' ? params.limit : 0;
    const max = money(limit);
    let text;
    if (rule === 'required') text = i18n._(validationTexts.required);
    else if (rule === 'currency') text = i18n._(msg`Enter an amount such as 5 or 5.50.`);
    else if (rule === 'exclusiveMinimum' || rule === 'minimum') text = i18n._(msg`Enter an amount above zero.`);
    else if (rule === 'maximum') text = i18n._(msg`Enter an amount of at most ${max}.`);
    else if (rule === 'maxLength') text = i18n._(msg`Use at most ${limit} characters.`);
    else text = i18n._(errorCatalogue.validation.text);
    texts[field as ForceField] = text;
  }
  return texts;
}
