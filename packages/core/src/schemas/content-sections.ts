import type { FromSchema } from 'json-schema-to-ts';
import { FeeRegion } from '../money/contribution-types.ts';
import { contactTagCreateSchema } from './contact-tag.ts';
import { generalSettingsSchema } from './general-settings.ts';
import { patchOf } from './patch-of.ts';

/**
 * The sections v0.32 had beside Masthead's own (packages/server/COMPATIBILITY.md):
 * `content/contacts`, `content/email`, `content/payment` and `content/telegram`.
 * A setting Masthead already keeps elsewhere is answered and changed there (one
 * storage): `content/email` is general's support address and sender name,
 * `content/payment` general's VAT and the join form's fee region, and
 * `content/contacts`' tags are the contact tags themselves.
 */

/** Every `content/{id}` there is; any other id is a 400 naming `id`, as v0.32 answered. */
export const contentIds = [
  'contacts',
  'email',
  'general',
  'join',
  'join/setup',
  'profile',
  'share',
  'payment',
  'telegram',
] as const;
export type ContentId = (typeof contentIds)[number];

const general = generalSettingsSchema.properties;

/** content/contacts: the tags admins put on contacts, and the sources of manual payments they note. */
const contactsProperties = {
  /** The names of the contact tags (`contact-tags`): a PATCH adds the missing ones and removes none. */
  tags: { type: 'array', maxItems: 500, items: contactTagCreateSchema.properties.name },
  /** What admins note as the source of a manual contribution (cash, bank transfer …); kept here only. */
  manualPaymentSources: {
    type: 'array',
    maxItems: 50,
    uniqueItems: true,
    items: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  },
} as const;

export const contentContactsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tags', 'manualPaymentSources'],
  properties: contactsProperties,
} as const;
export type ContentContacts = FromSchema<typeof contentContactsSchema>;
export const contentContactsPatchSchema = patchOf(contactsProperties);
export type ContentContactsPatch = FromSchema<typeof contentContactsPatchSchema>;

/** content/email: where readers write to and whose name the emails come from; the footer is the server's. */
const emailProperties = {
  /** content/general's `supportEmail`. */
  supportEmail: general.supportEmail,
  /** content/general's `emailFromName`. */
  supportEmailName: general.emailFromName,
  /** Read only: Masthead's emails end with the sign-off and the organisation's name, and no footer. */
  footer: { type: 'string', maxLength: 5000 },
} as const;

export const contentEmailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['supportEmail', 'supportEmailName', 'footer'],
  properties: emailProperties,
} as const;
export type ContentEmail = FromSchema<typeof contentEmailSchema>;
export const contentEmailPatchSchema = patchOf(emailProperties);
export type ContentEmailPatch = FromSchema<typeof contentEmailPatchSchema>;

/** content/payment: Stripe's publishable key and fee region, and the VAT contributions include. */
const paymentProperties = {
  /** Read only: the server's Stripe publishable key, empty without Stripe. */
  stripePublicKey: { type: 'string', maxLength: 500 },
  /** content/join's `stripeCountry`, the fee region. */
  stripeCountry: { type: 'string', enum: Object.values(FeeRegion) },
  /** content/general's `vatEnabled`. */
  taxRateEnabled: general.vatEnabled,
  /** content/general's `vatRate`, in per cent. */
  taxRate: general.vatRate,
} as const;

export const contentPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stripePublicKey', 'stripeCountry', 'taxRateEnabled', 'taxRate'],
  properties: paymentProperties,
} as const;
export type ContentPayment = FromSchema<typeof contentPaymentSchema>;
export const contentPaymentPatchSchema = patchOf(paymentProperties);
export type ContentPaymentPatch = FromSchema<typeof contentPaymentPatchSchema>;

/** content/telegram: v0.32's Telegram bot's welcome, in Markdown. Masthead has no such bot: kept and answered only. */
const telegramProperties = { welcomeMessageMd: { type: 'string', maxLength: 5000 } } as const;

export const contentTelegramSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['welcomeMessageMd'],
  properties: telegramProperties,
} as const;
export type ContentTelegram = FromSchema<typeof contentTelegramSchema>;
export const contentTelegramPatchSchema = patchOf(telegramProperties);
export type ContentTelegramPatch = FromSchema<typeof contentTelegramPatchSchema>;

/** What content/contacts and content/telegram store of their own. */
export const defaultContentContacts = { manualPaymentSources: [] as string[] };
export const defaultContentTelegram: ContentTelegram = { welcomeMessageMd: '' };
