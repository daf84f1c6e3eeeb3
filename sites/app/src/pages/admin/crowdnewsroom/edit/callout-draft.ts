import {
  calloutStatus,
  canChangeSlug,
  collectsContact,
  formTexts,
  navigationTexts,
  mapSettings,
  newsletterOptIn,
  slugify,
  type Callout,
  type CalloutAccess,
  type CalloutCaptcha,
  type CalloutCreate,
  type CalloutPatch,
  type CalloutVariantInput,
  type FormSchema,
  type ResponseViewSchema,
  type SlideNavigationTexts,
} from '@masthead/core';
import { toLocalInput } from '../../../../admin-kit/dates.ts';

/** One locale's texts as the form holds them: empty strings, never null. */
export interface VariantTexts {
  title: string;
  excerpt: string;
  intro: string;
  thanksTitle: string;
  thanksText: string;
  thanksRedirect: string;
  shareTitle: string;
  shareDescription: string;
}

/** One locale's form texts: translations by English text, and each slide's button texts by slide id. */
export interface FormTranslation {
  componentText: Record<string, string>;
  slideNavigation: Record<string, SlideNavigationTexts>;
}

export const emptyFormTranslation = (): FormTranslation => ({ componentText: {}, slideNavigation: {} });

export interface MapSettings {
  enabled: boolean;
  latitude: string;
  longitude: string;
  zoom: string;
  addressProp: string;
  /** A raster tile URL template (`https://…/{z}/{x}/{y}.png`); empty: the map element's default. */
  tileUrl: string;
  attribution: string;
}

/** Everything the builder edits, as its fields hold it. Saving turns it into an API body. */
export interface CalloutDraft {
  slug: string;
  /** The slug was typed; otherwise it follows the title until the call-out is first saved. */
  slugManual: boolean;
  image: string;
  access: CalloutAccess;
  captcha: CalloutCaptcha;
  allowUpdate: boolean;
  allowMultiple: boolean;
  hidden: boolean;
  showOnDashboard: boolean;
  /** `''` = never ends; else a `datetime-local` value in the editor's time zone. */
  expires: string;
  formSchema: FormSchema;
  newsletter: { enabled: boolean; label: string; text: string; groups: string };
  thanksMode: 'message' | 'redirect';
  buckets: string[];
  titleProp: string;
  imageProp: string;
  gallery: boolean;
  map: MapSettings;
  /** `default` and any locales with texts. */
  variants: Record<string, VariantTexts>;
  /** The form's texts per locale (`componentText` and `slideNavigation` of each variant). */
  formTranslations: Record<string, FormTranslation>;
  /** The loaded response view, so settings this page does not edit (links, map bounds …) survive a save. */
  responseViewBase: ResponseViewSchema | null;
  /** Locales whose texts were removed since loading. */
  removedVariants: string[];
}

export const descriptionMaxLength = 1000;
export const shareDescriptionMaxLength = 1000;

export const emptyTexts = (): VariantTexts => ({
  title: '',
  excerpt: '',
  intro: '',
  thanksTitle: '',
  thanksText: '',
  thanksRedirect: '',
  shareTitle: '',
  shareDescription: '',
});

export function newDraft(): CalloutDraft {
  return {
    slug: '',
    slugManual: false,
    image: '',
    access: 'guest',
    captcha: 'none',
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    showOnDashboard: true,
    expires: '',
    formSchema: { slides: [{ id: 'slide', title: '', components: [] }] },
    newsletter: { enabled: false, label: '', text: '', groups: '' },
    thanksMode: 'message',
    buckets: ['verified'],
    titleProp: '',
    imageProp: '',
    gallery: false,
    map: { enabled: false, latitude: '', longitude: '', zoom: '', addressProp: '', tileUrl: '', attribution: '' },
    variants: { default: emptyTexts() },
    formTranslations: {},
    removedVariants: [],
    responseViewBase: null,
  };
}

function textsOf(variant: Partial<Record<keyof VariantTexts, string | null>> | undefined): VariantTexts {
  const texts = emptyTexts();
  for (const name of Object.keys(texts) as (keyof VariantTexts)[]) texts[name] = variant?.[name] ?? '';
  return texts;
}

const num = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/** The draft of a call-out loaded with `with=form&with=responseViewSchema&with=variants`. */
export function draftFromCallout(callout: Callout): CalloutDraft {
  const variants: Record<string, VariantTexts> = {};
  const formTranslations: Record<string, FormTranslation> = {};
  for (const [name, variant] of Object.entries(callout.variants ?? {})) {
    variants[name] = textsOf(variant);
    if (name !== 'default') {
      formTranslations[name] = {
        componentText: { ...variant.componentText },
        slideNavigation: { ...variant.slideNavigation },
      };
    }
  }
  if (!variants.default) variants.default = textsOf(callout);
  const newsletter = newsletterOptIn(callout.newsletterSchema);
  const view = callout.responseViewSchema ?? null;
  const map = mapSettings(view?.map);
  return {
    ...newDraft(),
    slug: callout.slug,
    slugManual: true,
    image: callout.image,
    access: callout.access,
    captcha: callout.captcha,
    allowUpdate: callout.allowUpdate,
    allowMultiple: callout.allowMultiple,
    hidden: callout.hidden,
    showOnDashboard: callout.showOnDashboard,
    expires: toLocalInput(callout.expires),
    formSchema: callout.formSchema ?? newDraft().formSchema,
    newsletter: {
      enabled: !!newsletter,
      label: newsletter?.label ?? '',
      text: newsletter?.text ?? '',
      groups: newsletter?.groups.map((group) => group.id).join(', ') ?? '',
    },
    thanksMode: variants.default.thanksRedirect ? 'redirect' : 'message',
    buckets: view?.buckets ?? ['verified'],
    titleProp: view?.titleProp ?? '',
    imageProp: view?.imageProp ?? '',
    gallery: view?.gallery === true,
    map: {
      enabled: !!map,
      longitude: num(map?.center?.[0]),
      latitude: num(map?.center?.[1]),
      zoom: num(map?.initialZoom),
      addressProp: map?.addressProp ?? '',
      tileUrl: map?.tileUrl ?? '',
      attribution: map?.attribution ?? '',
    },
    variants,
    formTranslations,
    responseViewBase: view,
  };
}

/**
 * A locale's form texts as sent: only translations of texts the form still
 * has and that are not empty.
 */
function formTranslationBody(formSchema: FormSchema, translation: FormTranslation | undefined): FormTranslation {
  const componentText: Record<string, string> = {};
  for (const { text } of formTexts(formSchema)) {
    const translated = translation?.componentText[text]?.trim();
    if (translated) componentText[text] = translated;
  }
  const slideNavigation: Record<string, SlideNavigationTexts> = {};
  for (const { slideId, field } of navigationTexts(formSchema)) {
    const translated = translation?.slideNavigation[slideId]?.[field]?.trim();
    if (translated) slideNavigation[slideId] = { ...slideNavigation[slideId], [field]: translated };
  }
  return { componentText, slideNavigation };
}

const hasFormTexts = ({ componentText, slideNavigation }: FormTranslation) =>
  Object.keys(componentText).length > 0 || Object.keys(slideNavigation).length > 0;

function variantBody(texts: VariantTexts, redirect: boolean, fallbackTitle: string): CalloutVariantInput {
  const orNull = (text: string) => (text.trim() ? text : null);
  return {
    // A translation of the form alone still needs a title: the default one, as readers would see anyway.
    title: texts.title.trim() || fallbackTitle.trim(),
    excerpt: texts.excerpt,
    intro: texts.intro,
    thanksTitle: texts.thanksTitle,
    thanksText: texts.thanksText,
    thanksRedirect: redirect ? orNull(texts.thanksRedirect.trim()) : null,
    shareTitle: orNull(texts.shareTitle),
    shareDescription: orNull(texts.shareDescription),
  };
}

const hasTexts = (texts: VariantTexts) => Object.values(texts).some((text) => text.trim() !== '');
const numberOr = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

function responseViewSchema(draft: CalloutDraft) {
  const { map } = draft;
  const lng = numberOr(map.longitude);
  const lat = numberOr(map.latitude);
  const base = draft.responseViewBase;
  // Tiles and credits are this page's to set or clear; other map settings (bounds …) are kept.
  const { tileUrl: _tiles, attribution: _credits, ...baseMap } = base?.map ?? {};
  const tileUrl = map.tileUrl.trim();
  const attribution = map.attribution.trim();
  return {
    ...base,
    buckets: draft.buckets,
    titleProp: draft.titleProp,
    imageProp: draft.imageProp,
    links: base?.links ?? [],
    gallery: draft.gallery,
    map: map.enabled
      ? {
          ...baseMap,
          ...(lng !== null && lat !== null ? { center: [lng, lat] } : {}),
          ...(numberOr(map.zoom) !== null ? { initialZoom: numberOr(map.zoom) } : {}),
          addressProp: map.addressProp,
          ...(tileUrl ? { tileUrl } : {}),
          ...(attribution ? { attribution } : {}),
        }
      : null,
  };
}

/**
 * The settings and texts of a draft as a create or patch body (docs/product/api.md, "Shapes worth knowing"):
 * settings at the top level, texts in `variants` (`default` always, other
 * locales when they have texts, `null` for removed ones). Dates are the
 * status actions' business, not a plain save's; the slug is sent once typed.
 */
export function calloutBody(draft: CalloutDraft, { isNew }: { isNew: boolean }): CalloutCreate & CalloutPatch {
  const redirect = draft.thanksMode === 'redirect';
  const variants: Record<string, CalloutVariantInput | null> = {};
  const defaultTitle = draft.variants.default?.title ?? '';
  const locales = new Set([...Object.keys(draft.variants), ...Object.keys(draft.formTranslations)]);
  for (const name of locales) {
    const texts = draft.variants[name] ?? emptyTexts();
    if (name === 'default') {
      variants[name] = variantBody(texts, redirect, defaultTitle);
      continue;
    }
    const form = formTranslationBody(draft.formSchema, draft.formTranslations[name]);
    if (hasTexts(texts) || hasFormTexts(form))
      variants[name] = { ...variantBody(texts, redirect, defaultTitle), ...form };
  }
  if (!isNew) for (const name of draft.removedVariants) if (!variants[name]) variants[name] = null;
  const groups = draft.newsletter.groups
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean);
  return {
    ...(draft.slugManual && draft.slug ? { slug: draft.slug } : {}),
    image: draft.image,
    access: draft.access,
    captcha: draft.captcha,
    allowUpdate: draft.allowUpdate,
    allowMultiple: draft.allowMultiple,
    hidden: draft.hidden,
    showOnDashboard: draft.showOnDashboard,
    formSchema: draft.formSchema,
    newsletterSchema:
      draft.newsletter.enabled && collectsContact(draft.access)
        ? { label: draft.newsletter.label, text: draft.newsletter.text, groups }
        : null,
    responseViewSchema: responseViewSchema(draft),
    variants: variants as CalloutCreate['variants'],
  } as unknown as CalloutCreate & CalloutPatch;
}

/** The slug shown while it follows the title. */
export const autoSlug = (draft: CalloutDraft) => slugify(draft.variants.default?.title ?? '');

/** Whether the slug field can change: a new call-out, or one that has not opened yet. */
export function slugEditable(callout: Callout | null, now: Date): boolean {
  if (!callout) return true;
  const starts = callout.starts ? new Date(callout.starts) : null;
  return canChangeSlug({ starts }, now) && calloutStatus({ starts, expires: null }, now) !== 'open';
}
