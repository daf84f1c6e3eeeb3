import type { FromSchema } from 'json-schema-to-ts';
import { listOf, pageProperties } from './list.ts';

/**
 * Adopting running payments (issue 34): contacts an import brought in with
 * a Stripe or GoCardless customer get the subscription already running at
 * the provider as their contribution, with no new signup and no second
 * charge. packages/server/src/payments/adoption/README.md.
 */

/** Why a contact's subscription was not adopted. */
export const contributionAdoptionReasons = [
  /** The provider knows no such customer (or it was deleted there). */
  'no-customer',
  /** The customer has no active subscription. */
  'no-subscription',
  /** More than one active subscription: which one is the contribution is a person's choice. */
  'several-subscriptions',
  /** The subscription charges another currency than the organisation's. */
  'currency-mismatch',
  /** An interval other than monthly or yearly, several items, or a payment method Masthead does not charge. */
  'unsupported-subscription',
  /** The subscription is already another contact's contribution here. */
  'subscription-taken',
  /** The contact's contribution already runs here (joined here, or adopted earlier). */
  'already-running',
  /** The contact's provider is not set up on this server. */
  'provider-not-set-up',
  /** The provider failed to answer or refused the request: try again later. */
  'provider-error',
] as const;
export type ContributionAdoptionReason = (typeof contributionAdoptionReasons)[number];

export const contributionAdoptionStates = ['adopted', 'refused'] as const;
export type ContributionAdoptionState = (typeof contributionAdoptionStates)[number];

const uuid = { type: 'string', minLength: 1, maxLength: 64 } as const;
const count = { type: 'integer', minimum: 0 } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** `POST contribution-adoption`: all contacts eligible, those of one import, or these contacts. */
export const contributionAdoptionStartSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Only the contacts whose customers this import's file named. */
    importId: uuid,
    /** Only these contacts (at most 1,000). */
    contactIds: { type: 'array', items: uuid, minItems: 1, maxItems: 1000, uniqueItems: true },
  },
} as const;
export type ContributionAdoptionStart = FromSchema<typeof contributionAdoptionStartSchema>;

/** A run of the adoption: the job's state and what it did so far. */
export const contributionAdoptionRunSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'state', 'importId', 'eligible', 'done', 'adopted', 'refused', 'error', 'createdAt', 'finishedAt'],
  properties: {
    id: { type: 'string' },
    /** `pending` (queued), `running`, `done`, `failed`. */
    state: { type: 'string', enum: ['pending', 'running', 'done', 'failed'] },
    importId: { type: ['string', 'null'] },
    /** Contacts the run looks at. */
    eligible: count,
    /** Contacts looked at so far. */
    done: count,
    adopted: count,
    refused: count,
    error: { type: ['string', 'null'] },
    createdAt: dateTime,
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type ContributionAdoptionRun = FromSchema<typeof contributionAdoptionRunSchema>;

/** `GET contribution-adoption/eligible`: how many contacts a run would look at. */
export const contributionAdoptionEligibleQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { importId: uuid },
} as const;
export const contributionAdoptionEligibleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['eligible'],
  properties: { eligible: count },
} as const;

/** One contact's result: what was adopted, or why not. */
export const contributionAdoptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'contactId',
    'email',
    'runId',
    'importId',
    'provider',
    'customerId',
    'state',
    'reason',
    'subscriptionId',
    'amount',
    'currency',
    'period',
    'nextChargeDate',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    contactId: { type: 'string' },
    /** The contact's address, for the list (null once the contact is gone). */
    email: { type: ['string', 'null'] },
    runId: { type: ['string', 'null'] },
    importId: { type: ['string', 'null'] },
    provider: { type: 'string', enum: ['stripe', 'gocardless'] },
    customerId: { type: 'string' },
    state: { type: 'string', enum: contributionAdoptionStates },
    /** Why it was refused; null when adopted. */
    reason: { type: ['string', 'null'], enum: [...contributionAdoptionReasons, null] },
    subscriptionId: { type: ['string', 'null'] },
    /** What is charged per period, in major units (as the provider charges it). */
    amount: { type: ['number', 'null'] },
    currency: { type: ['string', 'null'] },
    period: { type: ['string', 'null'], enum: ['monthly', 'annually', null] },
    nextChargeDate: { type: ['string', 'null'], format: 'date-time' },
    createdAt: dateTime,
  },
} as const;
export type ContributionAdoption = FromSchema<typeof contributionAdoptionSchema>;

export const contributionAdoptionListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    state: { type: 'string', enum: contributionAdoptionStates },
    importId: uuid,
    runId: uuid,
    contactId: uuid,
  },
} as const;
export type ContributionAdoptionListQuery = FromSchema<typeof contributionAdoptionListQuerySchema>;

export const contributionAdoptionListSchema = listOf(contributionAdoptionSchema);
