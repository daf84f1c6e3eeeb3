import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorCatalogue, noticeStatuses, type FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';
import type { NoticeField } from './notice-draft.ts';

type NoticeStatus = (typeof noticeStatuses)[number];

/** A notice's status as the admin screens name it (derived from its dates, like a call-out's). */
export const noticeStatusTexts: Record<NoticeStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  open: msg`Open`,
  ended: msg`Ended`,
};

const fields: readonly NoticeField[] = ['name', 'text', 'buttonText', 'url', 'starts', 'expires'];

function ruleText(i18n: I18n, { field, rule, params }: FieldError): string {
  switch (rule) {
    case 'required':
    case 'minLength':
      if (field === 'buttonText') return i18n._(msg`A button needs a text. Enter one, or leave the address empty.`);
      if (field === 'url') return i18n._(msg`A button needs an address. Enter one, or leave the button text empty.`);
      return i18n._(validationTexts.required);
    case 'maxLength':
      return i18n._(msg`Use at most ${String(params?.limit ?? '')} characters.`);
    case 'pattern':
      return field === 'url'
        ? i18n._(msg`Enter a web address starting with http:// or https://, or a page of this site starting with /.`)
        : i18n._(validationTexts.required);
    case 'format':
      return i18n._(msg`Enter a whole date and time.`);
    case 'after-start':
      return i18n._(msg`The end must come after the start.`);
    default:
      return i18n._(errorCatalogue.validation.text);
  }
}

/**
 * What each field says about the broken rules, whether the form found
 * them or a 422 named them; the first error of a field wins.
 */
export function noticeFieldTexts(i18n: I18n, errors: FieldError[]): Partial<Record<NoticeField, string>> {
  const texts: Partial<Record<NoticeField, string>> = {};
  for (const error of errors) {
    const field = fields.find((f) => f === error.field);
    if (field && texts[field] === undefined) texts[field] = ruleText(i18n, error);
  }
  return texts;
}
