import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '@masthead/client';
import { errorCatalogue, type FieldError } from '@masthead/core';
import { validationTexts } from '@masthead/ui';

/** The builder's tabs (docs/product/screens.md, "Call-out builder tabs"). */
export const editTabs = ['content', 'settings', 'title', 'end', 'translations', 'gallery'] as const;
export type EditTab = (typeof editTabs)[number];

/** The fields that can carry an error, and the tab each sits on. */
export const fieldTabs = {
  formSchema: 'content',
  intro: 'content',
  newsletter: 'settings',
  expires: 'settings',
  starts: 'settings',
  title: 'title',
  excerpt: 'title',
  slug: 'title',
  image: 'title',
  shareTitle: 'title',
  shareDescription: 'title',
  thanksTitle: 'end',
  thanksRedirect: 'end',
  translations: 'translations',
  responseView: 'gallery',
} as const satisfies Record<string, EditTab>;
export type EditField = keyof typeof fieldTabs;

export type FieldErrors = Partial<Record<EditField, string>>;

const variantFields: Record<string, EditField> = {
  title: 'title',
  excerpt: 'excerpt',
  intro: 'intro',
  thanksTitle: 'thanksTitle',
  thanksText: 'thanksTitle',
  thanksRedirect: 'thanksRedirect',
  shareTitle: 'shareTitle',
  shareDescription: 'shareDescription',
};

/** Which field a server's dotted field names (`variants.default.title`, `formSchema.slides.0…`). */
function editFieldOf(field: string): EditField | null {
  const [head, second, third] = field.split('.');
  if (head === 'variants') return second === 'default' ? (variantFields[third ?? ''] ?? 'title') : 'translations';
  if (head === 'formSchema') return 'formSchema';
  if (head === 'newsletterSchema') return 'newsletter';
  if (head === 'responseViewSchema') return 'responseView';
  return head && head in fieldTabs ? (head as EditField) : null;
}

function ruleText(i18n: I18n, error: FieldError): string {
  const limit = error.params?.limit;
  switch (error.rule) {
    case 'required':
    case 'minLength':
      return i18n._(validationTexts.required);
    case 'maxLength':
      return i18n._(msg`Use at most ${String(limit)} characters.`);
    case 'pattern':
      return error.field === 'slug'
        ? i18n._(msg`Use lowercase letters (a-z), digits and single dashes.`)
        : i18n._(msg`Enter a web address starting with http:// or https://.`);
    case 'locked':
      return i18n._(msg`The slug cannot change once the call-out has been published.`);
    case 'expires-in-past':
    case 'starts-in-past':
      return i18n._(msg`Choose a date in the future.`);
    case 'expires-before-starts':
      return i18n._(msg`The end must come after the start.`);
    case 'join-survey':
      return i18n._(msg`This call-out is the required join survey: it cannot be ended, unpublished or scheduled.`);
    default:
      return error.field.startsWith('formSchema')
        ? i18n._(msg`The form has a problem the server refused: check the components marked “Needs attention”.`)
        : i18n._(errorCatalogue.validation.text);
  }
}

/**
 * What a failed save says at each field: a 422's field errors and a 409 on
 * the slug. Whatever names no field here is for the form-level alert.
 */
export function serverErrors(i18n: I18n, error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  if (error.code === 'duplicate-slug') found.slug = i18n._(errorCatalogue['duplicate-slug'].text);
  if (error.httpCode === 422 && Array.isArray(error.errors)) {
    for (const fieldError of error.errors) {
      const field = editFieldOf(fieldError.field);
      if (field && !found[field]) found[field] = ruleText(i18n, fieldError);
    }
  }
  return found;
}

/** The id of a field's control, for focusing the first error. */
export const fieldId = (field: EditField) => `callout-${field}`;
