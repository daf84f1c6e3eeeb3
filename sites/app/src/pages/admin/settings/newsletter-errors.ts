import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError } from '@masthead/core';
import { settingsErrorText } from './settings-errors.ts';

/** The newsletter tab's own rules (the server's checks with Mailchimp) and patterns. */
const texts: Record<string, MessageDescriptor> = {
  'apiKey:rejected': msg`Mailchimp did not accept this API key.`,
  'apiKey:pattern': msg`An API key is letters and digits, followed by its server, such as …-us21.`,
  'audienceId:notFound': msg`Mailchimp has no audience with this id for this key.`,
  'audienceId:pattern': msg`An audience id is letters and digits, such as a1b2c3d4e5.`,
  'serverPrefix:unreachable': msg`Mailchimp could not be reached. Check the server prefix, or try again later.`,
  'serverPrefix:matchesKey': msg`The server prefix must be the end of the API key, after its dash.`,
  'serverPrefix:pattern': msg`A server prefix is letters and digits, such as us21.`,
};

/** The text for one of the tab's errors, else the settings' usual one. */
export function newsletterErrorText(i18n: I18n, error: FieldError): string {
  const text = texts[`${error.field}:${error.rule}`];
  return text ? i18n._(text) : settingsErrorText(i18n, error);
}
