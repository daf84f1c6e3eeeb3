import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError } from '@masthead/core';
import { ruleText } from '../membership-builder/builder-errors.ts';

/** Why a security email's text would not keep its secret link as Masthead makes it (`secureLinkErrors`). */
const linkRuleTexts: Record<string, MessageDescriptor> = {
  'link-required': msg`Put the link back: this email needs *|URL|* once in the body, as [Link text](*|URL|*) on its own line or on its own between spaces.`,
  'link-once': msg`Use *|URL|* only once in this email.`,
  'link-alone': msg`Keep *|URL|* on its own: as [Link text](*|URL|*) alone in a paragraph, or with a space or a line break on each side. Nothing may be written onto the link.`,
  'link-body-only': msg`The link belongs in the body: take *|URL|* out of the subject.`,
};

/** An email field's error text: an unknown merge field named, a broken secret link, else the builder's texts. */
export function emailErrorText(i18n: I18n, error: FieldError): string {
  const link = linkRuleTexts[error.rule];
  if (link) return i18n._(link);
  if (error.rule !== 'merge-field') return ruleText(i18n, error);
  const field = `*|${String(error.params?.mergeField ?? '')}|*`;
  return i18n._(msg`${field} is not a merge field of this email: use one from the list.`);
}
