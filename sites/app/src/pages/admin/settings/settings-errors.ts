import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';
import { ruleText } from '../membership-builder/builder-errors.ts';

const webLink = msg`Enter a web address starting with http:// or https://.`;
const link = msg`Enter a web address starting with http:// or https://, or a mailto: address.`;
const image = msg`Enter a web address starting with http:// or https://, or a path starting with /.`;

/** What a broken `pattern` means, by the field's last name. */
const patternTexts: Record<string, MessageDescriptor> = {
  siteUrl: webLink,
  oldDashboardUrl: webLink,
  privacyLink: link,
  termsLink: link,
  impressumLink: link,
  url: link,
  logoUrl: image,
  backgroundUrl: image,
  image,
  supportEmail: validationTexts.email,
  emailFromAddress: validationTexts.email,
  emailFromName: msg`Use one line.`,
  handle: msg`A handle has no spaces, such as @dailyexample.`,
  currencyCode: msg`Use three capital letters, such as EUR.`,
};

/**
 * The text of one error of a settings form, from the browser's own check or
 * a 422; the membership builder's texts for rules these fields share.
 * @example settingsErrorText(i18n, {field: 'footerLinks.1.url', rule: 'pattern'}) // 'Enter a web address …'
 */
export function settingsErrorText(i18n: I18n, error: FieldError): string {
  const name = error.field.split('.').at(-1) ?? '';
  if (error.rule === 'pattern') {
    if (error.field.startsWith('theme.colors')) return i18n._(msg`Enter a colour such as #1d4e89.`);
    const text = patternTexts[name];
    if (text) return i18n._(text);
  }
  if (error.rule === 'number') return i18n._(msg`Enter a number such as 19 or 7.5.`);
  return ruleText(i18n, error);
}
