import type { FromSchema } from 'json-schema-to-ts';
import { paymentMethods } from '../money/contribution-types.ts';

/** An emailed or return address: checked by the server to be on the organisation's own site. */
const siteUrl = { type: 'string', minLength: 1, maxLength: 2048, pattern: '^https?://' } as const;
const webAddress = { type: 'string', maxLength: 2048, pattern: '^https?://\\S+$' } as const;
const utmValue = { type: 'string', maxLength: 200 } as const;

/**
 * Where a join came from (attribution): the article that embedded
 * `<join-form>` (or the referrer of /join), its UTM parameters and the
 * call-out whose thank-you step led there. Kept on the join flow and on the
 * contact it makes.
 */
export const joinSourceSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageUrl: webAddress,
    pageTitle: { type: 'string', maxLength: 500 },
    referrer: webAddress,
    utm: {
      type: 'object',
      additionalProperties: false,
      properties: { source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue },
    },
    calloutSlug: { type: 'string', maxLength: 200, pattern: '^[a-z0-9-]+$' },
  },
} as const;
export type JoinSource = FromSchema<typeof joinSourceSchema>;

/** `POST signup` (docs/product/api.md, Calls), with `source` (attribution). */
export const signupBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'loginUrl', 'setPasswordUrl', 'confirmUrl'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+$' },
    loginUrl: siteUrl,
    setPasswordUrl: siteUrl,
    confirmUrl: siteUrl,
    contribution: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'period', 'paymentMethod', 'completeUrl'],
      properties: {
        amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
        period: { type: 'string', enum: ['monthly', 'annually'] },
        payFee: { type: 'boolean', default: false },
        prorate: { type: 'boolean', default: false },
        paymentMethod: { type: 'string', enum: paymentMethods },
        completeUrl: siteUrl,
      },
    },
    source: joinSourceSchema,
  },
} as const;
export type SignupBody = FromSchema<typeof signupBodySchema>;

/** `POST signup?captchaToken=…`: the solved ALTCHA payload, where content/join/setup turns the captcha on. */
export const signupQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { captchaToken: { type: 'string', maxLength: 4096 } },
} as const;

/**
 * A VAT identification number as on an invoice: the two-letter country
 * prefix, then 2 to 14 letters, digits, `+` or `*`, with optional single
 * spaces, dots or dashes between (`DE 123 456 789`, `CHE-123.456.789`).
 * Empty where none is given. The join form checks the same pattern.
 */
export const vatNumberPattern = '^([A-Za-z]{2}([ .-]?[A-Za-z0-9+*]){2,14})?$';

/** A VAT number without its spaces, dots and dashes, upper case: how it is kept. */
export const normaliseVatNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** `POST signup/complete`: back from the provider, with the names. */
export const signupCompleteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentFlowId', 'firstname', 'lastname'],
  properties: {
    paymentFlowId: { type: 'string', minLength: 1, maxLength: 64 },
    firstname: { type: 'string', minLength: 1, maxLength: 100 },
    lastname: { type: 'string', minLength: 1, maxLength: 100 },
    /** Where content/general turns VAT on; ignored where it is off. */
    vatNumber: { type: 'string', maxLength: 40, pattern: vatNumberPattern },
  },
} as const;
export type SignupComplete = FromSchema<typeof signupCompleteSchema>;

/** `POST signup/check`: back from the provider, before the names. */
export const signupCheckSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentFlowId'],
  properties: { paymentFlowId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * Where a join flow stands once the reader is back from the provider:
 * `ready` (the method is set up: the names finish it), `open` (the
 * provider's step was left unfinished), `refused` (the provider declined),
 * `completed` (the names were sent: the confirmation email is out),
 * `expired` (older than 7 days).
 */
export const signupCheckStatuses = ['ready', 'open', 'refused', 'completed', 'expired'] as const;
export type SignupCheckStatus = (typeof signupCheckStatuses)[number];

export const signupCheckResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: signupCheckStatuses } },
} as const;
export type SignupCheckResult = FromSchema<typeof signupCheckResultSchema>;

/** `POST signup/confirm-email`: the join flow id from the emailed link. */
export const signupConfirmSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['joinFlowId'],
  properties: { joinFlowId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
