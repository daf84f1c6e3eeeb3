import type { FromSchema } from 'json-schema-to-ts';
import { maxSlugLength } from '../callouts/slugify.ts';
import { localeCodes } from '../locales.ts';
import { listOf, pageProperties } from './list.ts';
import { typedAs, type SchemaTypeOptions } from './type-options.ts';

/** Who may answer: members only, anyone with contact details, anyone without, or nobody identified. */
export const calloutAccessValues = ['member', 'guest', 'anonymous', 'only-anonymous'] as const;
export type CalloutAccess = (typeof calloutAccessValues)[number];
export const calloutCaptchaValues = ['none', 'guest', 'all'] as const;
export type CalloutCaptcha = (typeof calloutCaptchaValues)[number];
export const calloutStatusValues = ['draft', 'scheduled', 'open', 'ended'] as const;

/** Keys of `variants`: the base texts and one per locale (docs/product/limits.md, Locales). */
export const calloutVariantNames = ['default', ...localeCodes] as readonly string[];

const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const variantProperties = {
  title: { type: 'string', minLength: 1, maxLength: 200 },
  excerpt: { type: 'string', maxLength: 1000 },
  /** Rich text (HTML). */
  intro: { type: 'string', maxLength: 100_000 },
  thanksTitle: { type: 'string', maxLength: 200 },
  thanksText: { type: 'string', maxLength: 100_000 },
  /** When set, people are sent there after answering instead of seeing the thanks text. */
  thanksRedirect: { type: ['string', 'null'], maxLength: 2000, pattern: '^https?://' },
  shareTitle: nullableText(200),
  shareDescription: nullableText(1000),
  /**
   * The form's texts in this locale, keyed by the text they translate (a
   * label, description, placeholder, option label, slide or panel title as
   * the form has it): v0.32's `componentText`.
   */
  componentText: {
    type: 'object',
    maxProperties: 2000,
    propertyNames: { maxLength: 5000 },
    additionalProperties: { type: 'string', maxLength: 5000 },
  },
  /** Each slide's button texts in this locale, by slide id (v0.32's `slideNavigation`; `nextSlideId` is ignored). */
  slideNavigation: {
    type: 'object',
    maxProperties: 50,
    propertyNames: { maxLength: 100 },
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      properties: {
        prevText: { type: 'string', maxLength: 200 },
        nextText: { type: 'string', maxLength: 200 },
        submitText: { type: 'string', maxLength: 200 },
        nextSlideId: { type: ['string', 'null'], maxLength: 100 },
      },
    },
  },
} as const;

/** A call-out's texts in one locale, as sent: only `title` is required. */
export const calloutVariantSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: variantProperties,
} as const;
export type CalloutVariantInput = FromSchema<typeof calloutVariantSchema>;

/** A call-out's texts in one locale, as answered; the server always sends the form texts too (`{}` for none). */
export const calloutVariantViewSchema = {
  ...calloutVariantSchema,
  required: Object.keys(variantProperties).filter(
    (name) => name !== 'componentText' && name !== 'slideNavigation',
  ) as Exclude<keyof typeof variantProperties, 'componentText' | 'slideNavigation'>[],
} as const;
export type CalloutVariant = FromSchema<typeof calloutVariantViewSchema>;

/**
 * The form: `{slides: [{id, title, components, navigation}]}` in form.io's
 * conventions. Only the outline is checked here; `validateFormSchema`
 * judges the rest (422 listing every problem).
 */
export const formSchemaSchema = {
  type: 'object',
  required: ['slides'],
  properties: { slides: { type: 'array', maxItems: 50, items: { type: 'object' } } },
  ...typedAs('FormSchema'),
} as const;

/** How responses are shown: buckets the map and gallery publish, title and image answers, links. */
export const responseViewSchemaSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['buckets', 'titleProp', 'imageProp', 'links', 'gallery', 'map'],
  properties: {
    buckets: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 50 } },
    /** An answer field, `answers.<slideId>.<key>`, or ''. */
    titleProp: { type: 'string', maxLength: 200 },
    imageProp: { type: 'string', maxLength: 200 },
    /** A rule group over the responses that may show an image. */
    imageFilter: { type: 'object', additionalProperties: true },
    links: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'url'],
        properties: { text: { type: 'string', maxLength: 200 }, url: { type: 'string', maxLength: 2000 } },
      },
    },
    gallery: { type: 'boolean' },
    /** Map settings (centre, zoom, bounds, address answer …), or null for no map. */
    map: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;
export type ResponseViewSchema = NonNullable<FromSchema<typeof responseViewSchemaSchema>>;

const settingsProperties = {
  slug: { type: 'string', minLength: 1, maxLength: maxSlugLength, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
  image: { type: 'string', maxLength: 2000 },
  starts: nullableDate,
  expires: nullableDate,
  access: { type: 'string', enum: calloutAccessValues },
  captcha: { type: 'string', enum: calloutCaptchaValues },
  allowUpdate: { type: 'boolean' },
  allowMultiple: { type: 'boolean' },
  hidden: { type: 'boolean' },
  /** Listed on members' own pages (`/crowdnewsroom`). */
  showOnDashboard: { type: 'boolean' },
  formSchema: formSchemaSchema,
  newsletterSchema: { type: ['object', 'null'], additionalProperties: true },
  responseViewSchema: responseViewSchemaSchema,
  /**
   * v0.32's `channels` (where else a call-out is published, such as a
   * Telegram bot): taken so that v0.32 clients' bodies pass, and ignored, as
   * Masthead publishes on the web and in embeds only.
   */
  channels: { type: ['array', 'null'], maxItems: 20, items: { type: 'string', maxLength: 50 } },
} as const;

const variantsKeys = { type: 'string', enum: calloutVariantNames } as const;

/**
 * `POST callout`: settings at the top level, texts in `variants` keyed by
 * locale with `default` required. Without `slug` one is made from the title.
 * `variants` may be left out only with `?fromId=` (a copy of that call-out,
 * overridden by what is sent); the server says so.
 */
export const calloutCreateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...settingsProperties,
    variants: {
      type: 'object',
      required: ['default'],
      propertyNames: variantsKeys,
      properties: { default: calloutVariantSchema },
      additionalProperties: calloutVariantSchema,
    },
  },
} as const;
export type CalloutCreate = FromSchema<typeof calloutCreateSchema, SchemaTypeOptions>;

/**
 * `PATCH callout/{id}`: any settings; a variant given replaces that
 * locale's texts, `null` removes the locale (never `default`), locales not
 * named stay as they are.
 */
export const calloutPatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    ...settingsProperties,
    variants: {
      type: 'object',
      propertyNames: variantsKeys,
      additionalProperties: { ...calloutVariantSchema, type: ['object', 'null'] },
    },
  },
} as const;
export type CalloutPatch = FromSchema<typeof calloutPatchSchema, SchemaTypeOptions>;

const looseObject = { type: 'object', additionalProperties: true } as const;

/**
 * The Call-out (docs/product/api.md, Shapes worth knowing); the texts at the top level come from the requested
 * variant.
 */
export const calloutSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'slug',
    'title',
    'excerpt',
    'image',
    'starts',
    'expires',
    'status',
    'access',
    'captcha',
    'allowUpdate',
    'allowMultiple',
    'hidden',
    'showOnDashboard',
  ],
  properties: {
    id: { type: 'string' },
    slug: { type: 'string' },
    title: { type: 'string' },
    excerpt: { type: 'string' },
    image: { type: 'string' },
    starts: nullableDate,
    expires: nullableDate,
    status: { type: 'string', enum: calloutStatusValues },
    access: { type: 'string', enum: calloutAccessValues },
    captcha: { type: 'string', enum: calloutCaptchaValues },
    allowUpdate: { type: 'boolean' },
    allowMultiple: { type: 'boolean' },
    hidden: { type: 'boolean' },
    showOnDashboard: { type: 'boolean' },
    /** `with=hasAnswered`, for a logged-in contact. */
    hasAnswered: { type: 'boolean' },
    // with=rights: the caller's own rights on the call-out (admins both; a reviewer canEdit from their record).
    canReview: { type: 'boolean' },
    canEdit: { type: 'boolean' },
    /** Admins and the call-out's reviewers. */
    responseCount: { type: 'integer' },
    // with=form
    intro: { type: 'string' },
    thanksTitle: { type: 'string' },
    thanksText: { type: 'string' },
    thanksRedirect: { type: ['string', 'null'] },
    shareTitle: { type: ['string', 'null'] },
    shareDescription: { type: ['string', 'null'] },
    formSchema: { ...looseObject, ...typedAs('FormSchema') },
    newsletterSchema: { type: ['object', 'null'], additionalProperties: true },
    // with=responseViewSchema
    // Read as stored (older call-outs may lack a field); typed as written since.
    responseViewSchema: {
      type: ['object', 'null'],
      additionalProperties: true,
      ...typedAs('ResponseViewSchema | null'),
    },
    // with=variants
    variants: { type: 'object', additionalProperties: calloutVariantViewSchema },
  },
} as const;
export type Callout = FromSchema<typeof calloutSchema, SchemaTypeOptions>;

export const calloutWithValues = ['form', 'responseViewSchema', 'variants', 'hasAnswered', 'rights'] as const;
export type CalloutWith = (typeof calloutWithValues)[number];

const withAndVariant = {
  with: { type: 'array', items: { type: 'string', enum: calloutWithValues }, maxItems: calloutWithValues.length },
  /** A locale; its texts fall back along the locale's fallbacks to `default`. */
  variant: { type: 'string', maxLength: 20 },
} as const;

/** `GET callout/{id}`: the id is a uuid or a slug. */
export const calloutQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: withAndVariant,
} as const;
export type CalloutQuery = FromSchema<typeof calloutQuerySchema>;

export const calloutSortValues = ['title', 'slug', 'starts', 'expires', 'createdAt', 'updatedAt'] as const;
export type CalloutSort = (typeof calloutSortValues)[number];

/** `GET callout`. Without `sort`: newest first. `rules` is a rule group as JSON (docs/product/api.md, Filter rules). */
export const calloutListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    sort: { type: 'string', enum: calloutSortValues },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    rules: { type: 'string', maxLength: 50_000 },
    ...withAndVariant,
  },
} as const;
export type CalloutListQuery = FromSchema<typeof calloutListQuerySchema>;

export const calloutListSchema = listOf(calloutSchema);

/** `POST callout?fromId=`: replicate that call-out (a uuid or a slug) as a draft. */
export const calloutCreateQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { fromId: { type: 'string', maxLength: 100 } },
} as const;
