import {
  calloutStatus,
  defaultLocale,
  fallbackChain,
  translateForm,
  type Callout,
  type CalloutVariant,
  type CalloutWith,
} from '@masthead/core';
import type { CalloutRow, CalloutVariantRow } from './callout-repository.ts';

export interface CalloutViewOptions {
  variants: readonly CalloutVariantRow[];
  /** `?variant=`: a locale; unknown ones get the default texts. */
  variant?: string | undefined;
  with: readonly CalloutWith[];
  now: Date;
  /** Set for admins and the call-out's reviewers. */
  responseCount?: number;
  /** Set for a logged-in contact who asked for `with=hasAnswered`. */
  hasAnswered?: boolean;
  /** Set when the caller asked for `with=rights`: what they may do with this call-out. */
  rights?: { canReview: boolean; canEdit: boolean };
}

/** A variant row in the API's shape. */
export function serialiseVariant(row: CalloutVariantRow): Required<CalloutVariant> {
  return {
    title: row.title,
    excerpt: row.excerpt,
    intro: row.intro,
    thanksTitle: row.thanks_title,
    thanksText: row.thanks_text,
    thanksRedirect: row.thanks_redirect,
    shareTitle: row.share_title,
    shareDescription: row.share_description,
    componentText: row.component_text ?? {},
    slideNavigation: row.slide_navigation ?? {},
  };
}

/**
 * The texts for `locale`: the default texts, overlaid with each locale of
 * the fallback chain from the least to the most specific, field by field,
 * so a translation that leaves a text empty shows the default one.
 * @example pickTexts(variants, 'de@easy') // de@easy, else de@informal, else de, else default
 */
function pickTexts(variants: readonly CalloutVariantRow[], locale: string | undefined): Required<CalloutVariant> {
  const byName = new Map(variants.map((row) => [row.name, serialiseVariant(row)]));
  const texts: Required<CalloutVariant> = byName.get('default') ?? {
    title: '',
    excerpt: '',
    intro: '',
    thanksTitle: '',
    thanksText: '',
    thanksRedirect: null,
    shareTitle: null,
    shareDescription: null,
    componentText: {},
    slideNavigation: {},
  };
  // The chain ends in English; for other locales the default texts stand in for it.
  const chain = locale ? fallbackChain(locale).filter((code) => code === locale || code !== defaultLocale) : [];
  for (const code of chain.reverse()) {
    const variant = byName.get(code);
    if (!variant) continue;
    const { componentText, slideNavigation, ...plain } = variant;
    for (const [field, value] of Object.entries(plain) as [keyof CalloutVariant, string | null][]) {
      if (value !== null && value !== '') Object.assign(texts, { [field]: value });
    }
    // Form texts overlay one by one, so a text this locale leaves out comes from the next one down.
    texts.componentText = { ...texts.componentText, ...nonEmpty(componentText) };
    const navigation = { ...texts.slideNavigation };
    for (const [slideId, buttons] of Object.entries(slideNavigation)) {
      navigation[slideId] = { ...navigation[slideId], ...nonEmpty(buttons) };
    }
    texts.slideNavigation = navigation;
  }
  return texts;
}

const nonEmpty = <T extends object>(texts: T): T =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as T;

/** Who may answer a call-out and how, as the API names them. */
export function serialiseSettings(row: CalloutRow) {
  return {
    access: row.access,
    captcha: row.captcha,
    allowUpdate: row.allow_update,
    allowMultiple: row.allow_multiple,
    hidden: row.hidden,
    showOnDashboard: row.show_on_dashboard,
  };
}

/**
 * The API's Call-out (docs/product/api.md, "Shapes worth knowing") from a row and its variants, with the parts
 * `with` asks for.
 */
export function serialiseCallout(row: CalloutRow, options: CalloutViewOptions): Callout {
  const texts = pickTexts(options.variants, options.variant);
  const callout: Callout = {
    id: row.id,
    slug: row.slug,
    title: texts.title,
    excerpt: texts.excerpt,
    image: row.image,
    starts: row.starts?.toISOString() ?? null,
    expires: row.expires?.toISOString() ?? null,
    status: calloutStatus({ starts: row.starts, expires: row.expires }, options.now),
    ...serialiseSettings(row),
  };
  if (options.responseCount !== undefined) callout.responseCount = options.responseCount;
  if (options.hasAnswered !== undefined) callout.hasAnswered = options.hasAnswered;
  if (options.rights) Object.assign(callout, options.rights);
  const wanted = new Set(options.with);
  if (wanted.has('form')) {
    Object.assign(callout, {
      intro: texts.intro,
      thanksTitle: texts.thanksTitle,
      thanksText: texts.thanksText,
      thanksRedirect: texts.thanksRedirect,
      shareTitle: texts.shareTitle,
      shareDescription: texts.shareDescription,
      formSchema: translateForm(row.form_schema, texts.componentText, texts.slideNavigation),
      newsletterSchema: row.newsletter_schema,
    });
  }
  if (wanted.has('responseViewSchema')) callout.responseViewSchema = row.response_view_schema;
  if (wanted.has('variants')) {
    callout.variants = Object.fromEntries(options.variants.map((variant) => [variant.name, serialiseVariant(variant)]));
  }
  return callout;
}
