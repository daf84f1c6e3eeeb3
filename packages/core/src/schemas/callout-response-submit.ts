import type { FromSchema } from 'json-schema-to-ts';

/**
 * `POST callout/{id}/responses` (docs/product/api.md, Shapes worth knowing). `answers` is
 * only checked to be an object here; the call-out's form judges the rest
 * (core's `validateAnswers`), so a bad answer is a 422 naming the component.
 * Guest details come as `guest` or as v0.32's `guestName` and `guestEmail`, not both.
 */
export const calloutResponseSubmitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answers'],
  properties: {
    answers: { type: 'object', additionalProperties: true },
    guest: {
      type: 'object',
      additionalProperties: false,
      required: ['firstname', 'lastname', 'email'],
      properties: {
        firstname: { type: 'string', maxLength: 200 },
        lastname: { type: 'string', maxLength: 200 },
        email: { type: 'string', maxLength: 254 },
      },
    },
    /** v0.32's guest details, instead of `guest`: the name is split at its first space into first and last name. */
    guestName: { type: 'string', maxLength: 200 },
    guestEmail: { type: 'string', maxLength: 254 },
    newsletter: {
      type: 'object',
      additionalProperties: false,
      required: ['optIn'],
      properties: {
        optIn: { type: 'boolean' },
        groups: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 200 } },
      },
    },
  },
} as const;
export type CalloutResponseSubmit = FromSchema<typeof calloutResponseSubmitSchema>;

export const calloutResponseSubmitQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The base64 ALTCHA payload (the widget's solution). */
    captchaToken: { type: 'string', minLength: 1, maxLength: 4000 },
    /** Set by the app's preview: a preview never submits. */
    preview: { type: 'boolean' },
  },
} as const;
export type CalloutResponseSubmitQuery = FromSchema<typeof calloutResponseSubmitQuerySchema>;

export const calloutResponseCreatedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

/** An ALTCHA challenge, as the widget's `challengeurl` expects it (`GET captcha`). */
export const captchaChallengeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['algorithm', 'challenge', 'salt', 'signature'],
  properties: {
    algorithm: { type: 'string' },
    challenge: { type: 'string' },
    maxnumber: { type: 'number' },
    salt: { type: 'string' },
    signature: { type: 'string' },
  },
} as const;
export type CaptchaChallenge = FromSchema<typeof captchaChallengeSchema>;
