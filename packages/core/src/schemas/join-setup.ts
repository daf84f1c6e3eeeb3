import type { FromSchema } from 'json-schema-to-ts';
import { patchOf } from './patch-of.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const slug = { type: ['string', 'null'], minLength: 1, maxLength: 200, pattern: '^[a-z0-9-]+$' } as const;

/**
 * content/join/setup (docs/product/entities.md, Membership builder settings): what follows the payment, and the
 * join emails' own texts.
 */
const setupProperties = {
  /** The welcome message on /join/setup. */
  welcome: text(5000),
  newsletterTitle: text(200),
  newsletterText: text(5000),
  /** The opt-in checkbox's label. */
  newsletterOptIn: text(500),
  newsletterGroups: {
    type: 'array',
    maxItems: 50,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'label', 'checked'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 100 },
        label: text(200),
        checked: { type: 'boolean' },
      },
    },
  },
  showNewsletterOptIn: { type: 'boolean' },
  /** The delivery-address opt-in on /join/setup. */
  showMailOptIn: { type: 'boolean' },
  /** v0.32's texts of the delivery-address opt-in: its heading, its text and the checkbox's label. */
  mailTitle: text(200),
  mailText: text(5000),
  mailOptIn: text(500),
  /** The join survey: a call-out's slug (checked to exist) or null, and whether it must be answered. */
  surveySlug: slug,
  surveyRequired: { type: 'boolean' },
  surveyText: text(5000),
  /** /join/confirm-email: the "check your inbox" page. */
  confirmEmailTitle: text(200),
  confirmEmailText: text(5000),
  /** The welcome email's text in place of the standard one; empty: the standard one, translated. */
  welcomeEmailText: text(5000),
  /** The cancellation email's text in place of the standard one; empty: the standard one. */
  cancellationEmailText: text(5000),
  /** Masthead: signing up needs the same proof-of-work captcha as call-outs (`GET captcha`). */
  captcha: { type: 'boolean' },
} as const;

export const joinSetupSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(setupProperties) as (keyof typeof setupProperties)[],
  properties: setupProperties,
} as const;
export type JoinSetup = FromSchema<typeof joinSetupSchema>;

/** `PATCH content/join/setup` merges: every field optional. */
export const joinSetupPatchSchema = patchOf(setupProperties);
export type JoinSetupPatch = FromSchema<typeof joinSetupPatchSchema>;

export const defaultJoinSetup: JoinSetup = {
  welcome: '',
  newsletterTitle: '',
  newsletterText: '',
  newsletterOptIn: '',
  newsletterGroups: [],
  showNewsletterOptIn: false,
  showMailOptIn: false,
  mailTitle: '',
  mailText: '',
  mailOptIn: '',
  surveySlug: null,
  surveyRequired: false,
  surveyText: '',
  confirmEmailTitle: '',
  confirmEmailText: '',
  welcomeEmailText: '',
  cancellationEmailText: '',
  captcha: false,
};
