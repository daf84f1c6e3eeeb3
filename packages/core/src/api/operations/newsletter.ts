import type { FromSchema } from 'json-schema-to-ts';
import { listOf, pageProperties } from '../../schemas/list.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** Where contacts' newsletter statuses and groups go: nowhere (kept in Masthead only), or Mailchimp. */
export const newsletterProviders = ['none', 'mailchimp'] as const;
export type NewsletterProviderName = (typeof newsletterProviders)[number];

/** A Mailchimp data centre, the part of an API key after its dash: `us21`. */
export const mailchimpServerPrefixPattern = '^[a-z]{2,4}[0-9]{1,3}$';
/** A Mailchimp audience (list) id: ten or so lowercase letters and digits. */
export const mailchimpAudiencePattern = '^[a-z0-9]{6,20}$';

const groupMapping = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'interestId'],
  properties: {
    /** Masthead's group id, as the join form and call-outs offer it (`weekly`). */
    id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' },
    label: { type: 'string', maxLength: 200 },
    /** The Mailchimp interest it is; empty: not sent to Mailchimp. */
    interestId: { type: 'string', maxLength: 40, pattern: '^[a-zA-Z0-9]*$' },
  },
} as const;

export const newsletterSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['provider', 'apiKey', 'serverPrefix', 'audienceId', 'doubleOptIn', 'groups', 'webhookUrl'],
  properties: {
    provider: { type: 'string', enum: newsletterProviders },
    /** Never the key itself: its last four characters after dots (`••••••••1a2b`), or empty when none is set. */
    apiKey: { type: 'string' },
    serverPrefix: { type: 'string' },
    audienceId: { type: 'string' },
    /** Members new to the audience are put as `pending`: Mailchimp asks them to confirm. */
    doubleOptIn: { type: 'boolean' },
    groups: { type: 'array', items: groupMapping },
    /** What to give Mailchimp as the audience's webhook; null until a provider is set. */
    webhookUrl: { type: ['string', 'null'] },
  },
} as const;
export type NewsletterSettings = FromSchema<typeof newsletterSettingsSchema>;

/** A PATCH changes the fields it names; `apiKey` absent keeps the key (the masked one is never sent back). */
export const newsletterSettingsPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    provider: { type: 'string', enum: newsletterProviders },
    apiKey: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9]+(-[a-z]{2,4}[0-9]{1,3})?$' },
    serverPrefix: { type: 'string', pattern: mailchimpServerPrefixPattern },
    audienceId: { type: 'string', pattern: mailchimpAudiencePattern },
    doubleOptIn: { type: 'boolean' },
    groups: { type: 'array', maxItems: 50, uniqueItems: true, items: groupMapping },
  },
} as const;
export type NewsletterSettingsPatch = FromSchema<typeof newsletterSettingsPatchSchema>;

export const newsletterInterestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'category'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, category: { type: 'string' } },
} as const;
export type NewsletterInterest = FromSchema<typeof newsletterInterestSchema>;

export const newsletterSyncStates = ['idle', 'queued', 'running', 'done', 'failed'] as const;
export type NewsletterSyncState = (typeof newsletterSyncStates)[number];

export const newsletterSyncSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['state', 'done', 'total', 'failed', 'startedAt', 'finishedAt'],
  properties: {
    state: { type: 'string', enum: newsletterSyncStates },
    /** Members read from the provider plus contacts pushed to it, so far and in all. */
    done: { type: 'integer' },
    total: { type: 'integer' },
    /** Pushes that failed (they are in `GET newsletter/failed`). */
    failed: { type: 'integer' },
    startedAt: { type: ['string', 'null'], format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type NewsletterSync = FromSchema<typeof newsletterSyncSchema>;

export const newsletterFailedPushSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'error', 'attempts', 'failedAt'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    error: { type: 'string' },
    attempts: { type: 'integer' },
    failedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type NewsletterFailedPush = FromSchema<typeof newsletterFailedPushSchema>;

const failedListQuery = { type: 'object', additionalProperties: false, properties: { ...pageProperties() } } as const;

const webhookParams = {
  type: 'object',
  additionalProperties: false,
  required: ['secret'],
  properties: { secret: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/**
 * Mailchimp's webhook body, form-encoded (`type=unsubscribe&data[email]=…`)
 * and read into nested objects (`{type, data: {email, merges: {…}}}`).
 */
const webhookBody = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', maxLength: 50 },
    fired_at: { type: 'string', maxLength: 50 },
    data: { type: 'object' },
  },
} as const;

const received = {
  type: 'object',
  additionalProperties: false,
  required: ['received'],
  properties: { received: { type: 'boolean' } },
} as const;

/**
 * `newsletter`: the newsletter provider's settings, its sync and the pushes
 * that failed (admin), and the webhook the provider calls (a secret in the
 * URL instead of a login).
 */
export const newsletterOperations = defineOperations({
  'GET /newsletter/settings': {
    id: 'getNewsletterSettings',
    summary: 'The newsletter provider settings (the API key masked)',
    tag: 'newsletter',
    access: 'admin',
    response: { 200: newsletterSettingsSchema },
  },
  'PATCH /newsletter/settings': {
    id: 'updateNewsletterSettings',
    summary: 'Change the newsletter provider settings; a Mailchimp key and audience are checked with Mailchimp',
    tag: 'newsletter',
    access: 'admin',
    body: newsletterSettingsPatchSchema,
    response: { 200: newsletterSettingsSchema },
  },
  'GET /newsletter/interests': {
    id: 'listNewsletterInterests',
    summary: "The provider's groups (Mailchimp interests) to map Masthead's groups to",
    tag: 'newsletter',
    access: 'admin',
    response: { 200: { type: 'array', items: newsletterInterestSchema } },
  },
  'POST /newsletter/sync': {
    id: 'startNewsletterSync',
    summary: 'Start a full sync with the provider (or join the one running)',
    tag: 'newsletter',
    access: 'admin',
    response: { 202: newsletterSyncSchema },
  },
  'GET /newsletter/sync': {
    id: 'getNewsletterSync',
    summary: 'The progress of the latest full sync',
    tag: 'newsletter',
    access: 'admin',
    response: { 200: newsletterSyncSchema },
  },
  'GET /newsletter/failed': {
    id: 'listFailedNewsletterPushes',
    summary: 'Contacts whose changes the provider refused after every attempt, newest first',
    tag: 'newsletter',
    access: 'admin',
    query: failedListQuery,
    response: { 200: listOf(newsletterFailedPushSchema) },
  },
  'POST /newsletter/failed/{id}/retry': {
    id: 'retryNewsletterPush',
    summary: 'Try a failed push again now',
    tag: 'newsletter',
    access: 'admin',
    params: uuidParams,
    response: { 204: noContent },
  },
  'GET /newsletter/webhook/{secret}': {
    id: 'checkNewsletterWebhook',
    summary: "Answers the provider's check of the webhook address",
    tag: 'newsletter',
    access: 'guest',
    params: webhookParams,
    response: { 200: received },
  },
  'POST /newsletter/webhook/{secret}': {
    id: 'receiveNewsletterWebhook',
    summary: 'Changes made in the provider (subscribe, unsubscribe, profile, upemail, cleaned), applied to contacts',
    tag: 'newsletter',
    access: 'guest',
    params: webhookParams,
    body: webhookBody,
    response: { 200: received },
  },
});
