import {
  collectsContact,
  responseFieldsFor,
  validateFormSchema,
  validateRuleGroup,
  type FormSchema,
  type CalloutAccess,
  type CalloutCreate,
  type CalloutPatch,
  type CalloutVariantInput,
  type SlideNavigationTexts,
} from '@masthead/core';
import { apiError } from '../kernel/http/http-error.ts';
import type {
  CalloutChanges,
  CalloutRow,
  CalloutVariantRow,
  VariantValues,
} from './callout-repository.ts';
import { serialiseSettings, serialiseVariant } from './callout-serialiser.ts';
import { sanitizeFormSchema, sanitizeRichText } from '../kernel/rich-text/sanitize-rich-text.ts';

const json = (value: object | null | undefined) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The settings of a create or patch body as column values; dates and slug are decided elsewhere. */
export function settingsChanges(body: CalloutCreate | CalloutPatch): CalloutChanges {
  return {
    ...(body.image !== undefined ? { image: body.image } : {}),
    ...(body.access !== undefined ? { access: body.access } : {}),
    ...(body.captcha !== undefined ? { captcha: body.captcha } : {}),
    ...(body.allowUpdate !== undefined ? { allow_update: body.allowUpdate } : {}),
    ...(body.allowMultiple !== undefined ? { allow_multiple: body.allowMultiple } : {}),
    ...(body.hidden !== undefined ? { hidden: body.hidden } : {}),
    ...(body.showOnDashboard !== undefined ? { show_on_dashboard: body.showOnDashboard } : {}),
    ...(body.formSchema !== undefined ? { form_schema: JSON.stringify(sanitizeFormSchema(body.formSchema)) } : {}),
    ...(body.newsletterSchema !== undefined ? { newsletter_schema: json(body.newsletterSchema) } : {}),
    ...(body.responseViewSchema !== undefined ? { response_view_schema: json(body.responseViewSchema) } : {}),
  };
}

/** One locale's texts with every column set, so that saving a variant replaces it whole; rich text sanitised. */
export function variantValues(input: CalloutVariantInput): VariantValues {
  return {
    title: input.title,
    excerpt: input.excerpt ?? '',
    intro: sanitizeRichText(input.intro ?? ''),
    thanks_title: input.thanksTitle ?? '',
    thanks_text: sanitizeRichText(input.thanksText ?? ''),
    thanks_redirect: input.thanksRedirect ?? null,
    share_title: input.shareTitle ?? null,
    share_description: input.shareDescription ?? null,
    component_text: JSON.stringify(input.componentText ?? {}),
    slide_navigation: JSON.stringify(slideNavigationOf(input.slideNavigation)),
  };
}

/** A variant's button texts as kept: v0.32's `nextSlideId` is ignored (the form decides where a slide leads). */
function slideNavigationOf(sent: CalloutVariantInput['slideNavigation']): Record<string, SlideNavigationTexts> {
  return Object.fromEntries(
    Object.entries(sent ?? {}).map(([slideId, { nextSlideId: _ignored, ...texts }]) => [slideId, texts]),
  );
}

/**
 * A response view's `imageFilter` is a rule group over the call-out's
 * responses (docs/product/api.md, "Filter rules"): checked against the
 * fields of the form it will have, and 400 `invalid-rule` under
 * `responseViewSchema.imageFilter.<path>` when it does not hold.
 */
export function checkImageFilter(view: CalloutCreate['responseViewSchema'], form: unknown): void {
  if (!view?.imageFilter) return;
  const checked = validateRuleGroup(view.imageFilter, responseFieldsFor(form as FormSchema));
  if (checked.ok) return;
  throw apiError(
    'invalid-rule',
    checked.problems.map(({ path, problem, params }) => ({
      field: ['responseViewSchema.imageFilter', path].filter(Boolean).join('.'),
      rule: problem,
      ...(params ? { params } : {}),
    })),
  );
}

/** 422 with every problem `validateFormSchema` finds, under `formSchema.<path>`. */
export function checkFormSchema(formSchema: unknown): void {
  if (formSchema === undefined) return;
  const problems = validateFormSchema(formSchema);
  if (problems.length === 0) return;
  throw apiError(
    'validation',
    problems.map(({ path, problem, params }) => ({
      field: path ? `formSchema.${path}` : 'formSchema',
      rule: problem,
      ...(params ? { params } : {}),
    })),
  );
}

/**
 * The create body that copies a call-out: its settings, schemas and every
 * variant, as a draft (no dates) without a slug, so that one is made from
 * the title (`-1`, `-2` … after the original's).
 */
export function replicaBody(row: CalloutRow, variants: readonly CalloutVariantRow[]): CalloutCreate {
  return {
    image: row.image,
    ...serialiseSettings(row),
    formSchema: row.form_schema as CalloutCreate['formSchema'] & object,
    newsletterSchema: row.newsletter_schema,
    responseViewSchema: row.response_view_schema as CalloutCreate['responseViewSchema'],
    variants: Object.fromEntries(
      variants.map((variant) => [variant.name, serialiseVariant(variant)]),
    ) as CalloutCreate['variants'],
  };
}

/** A newsletter sign-up only where the call-out collects contact details (core's `collectsContact`). */
export function checkNewsletter(access: CalloutAccess, newsletterSchema: unknown): void {
  if (newsletterSchema === null || newsletterSchema === undefined || collectsContact(access)) return;
  throw apiError('validation', [{ field: 'newsletterSchema', rule: 'contact-collection' }]);
}
