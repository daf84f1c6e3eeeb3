import type { FromSchema } from 'json-schema-to-ts';
import { FeeRegion, paymentMethods } from '../money/contribution-types.ts';
import { defaultJoinMoneySettings } from '../money/join-money-settings.ts';
import { linkTargetPattern } from '../text/site-path.ts';
import { patchOf } from './patch-of.ts';

const period = { type: 'string', enum: ['monthly', 'annually'] } as const;
/** An amount in major units: at least 1, a whole number of cents (checked by `checkJoinSettings`). */
const amount = { type: 'number', minimum: 1, maximum: 1_000_000 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** An image: an uploaded file's path or an http(s) address, or empty. */
const image = { type: 'string', maxLength: 2048, pattern: linkTargetPattern } as const;

/** What an admin stores in content/join (docs/product/entities.md, Membership builder settings). */
const storedProperties = {
  title: text(200),
  subtitle: text(500),
  /** Appearance: the join page's background image and a notice above the form. */
  backgroundImage: image,
  notice: text(1000),
  initialAmount: amount,
  initialPeriod: period,
  minMonthlyAmount: amount,
  periods: {
    type: 'array',
    minItems: 1,
    maxItems: 2,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'presetAmounts'],
      properties: { name: period, presetAmounts: { type: 'array', maxItems: 6, items: amount } },
    },
  },
  showAbsorbFee: { type: 'boolean' },
  /** Whether a reader may join without a contribution. */
  showNoContribution: { type: 'boolean' },
  /** The methods the newsroom offers; GET answers those a configured provider serves. */
  paymentMethods: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', enum: paymentMethods },
  },
  /** The fee region (docs/product/limits.md, Fees). */
  stripeCountry: { type: 'string', enum: Object.values(FeeRegion) },
} as const;

/** `GET content/join`: the stored settings and what the server's payment set-up adds. */
export const joinSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...(Object.keys(storedProperties) as (keyof typeof storedProperties)[]),
    'stripePublicKey',
    'currency',
    'returnOrigins',
  ],
  properties: {
    ...storedProperties,
    /** Stripe's publishable key when Stripe is set up, else null. */
    stripePublicKey: { type: ['string', 'null'] },
    /** ISO 4217 code the contributions are charged in. */
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    /**
     * The sites a reader may come back to from the payment provider (the
     * organisation's site, SITE_URL, EMBED_ORIGINS), as origins. A join form
     * on a page of any other site brings its readers back to the hosted
     * /join/complete instead.
     */
    returnOrigins: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type JoinSettings = FromSchema<typeof joinSettingsSchema>;
/** What is stored: everything but the server's own facts. */
export type StoredJoinSettings = Omit<JoinSettings, 'stripePublicKey' | 'currency' | 'returnOrigins'>;

/** `PATCH content/join` merges: every stored field optional, the same rules. */
export const joinSettingsPatchSchema = patchOf(storedProperties);
export type JoinSettingsPatch = FromSchema<typeof joinSettingsPatchSchema>;

/**
 * content/join until an admin changes it: core's money defaults; an empty
 * title or subtitle is the form's standard one, in the reader's language.
 */
export const defaultJoinSettings: StoredJoinSettings = {
  title: '',
  subtitle: '',
  backgroundImage: '',
  notice: '',
  initialAmount: 10,
  initialPeriod: 'monthly',
  showNoContribution: false,
  ...defaultJoinMoneySettings,
};
