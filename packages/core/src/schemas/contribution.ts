import type { FromSchema } from 'json-schema-to-ts';
import { ContributionType, MembershipStatus, paymentMethods, PaymentStatus } from '../money/contribution-types.ts';
import { listOf, pageProperties } from './list.ts';

const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const period = { type: 'string', enum: ['monthly', 'annually'] } as const;
const method = { type: 'string', enum: paymentMethods } as const;
/** Major units, as the API carries money (5.5 = 5.50); whole cents are the rules' to judge (`checkContributionRequest`). */
const amount = { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 } as const;
/** Where the provider sends the member back: the app's own page (checked by the server against the site). */
const completeUrl = { type: 'string', minLength: 1, maxLength: 2000 } as const;

/**
 * The `paymentSource` (docs/product/api.md, Shapes worth knowing): card, SEPA, BACS, PayPal, direct debit, or
 * manual (`method: null`).
 */
export const paymentSourceSchema = {
  type: ['object', 'null'],
  properties: {
    method: { type: ['string', 'null'] },
    last4: { type: 'string' },
    expiryMonth: { type: 'integer' },
    expiryYear: { type: 'integer' },
    country: { type: 'string' },
    bankCode: { type: 'string' },
    branchCode: { type: 'string' },
    sortCode: { type: 'string' },
    payerEmail: { type: 'string' },
    bankName: { type: 'string' },
    accountHolderName: { type: 'string' },
    accountNumberEnding: { type: 'string' },
    source: { type: 'string' },
    reference: { type: 'string' },
  },
} as const;

/**
 * ContributionInfo (docs/product/entities.md, Contribution), with `paymentFailing` for the banner and the
 * admin's "payment failing".
 */
export const contributionInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'type',
    'amount',
    'nextAmount',
    'nextPeriod',
    'period',
    'cancellationDate',
    'renewalDate',
    'paymentSource',
    'payFee',
    'hasPendingPayment',
    'membershipStatus',
    'membershipExpiryDate',
    'paymentFailing',
  ],
  properties: {
    type: { type: 'string', enum: Object.values(ContributionType) },
    amount: { type: ['number', 'null'] },
    /** The amount from the renewal date on, when a change waits for it. */
    nextAmount: { type: ['number', 'null'] },
    /** The period of `nextAmount` (a switch to annual reads "per year"); null with it. */
    nextPeriod: { type: ['string', 'null'], enum: ['monthly', 'annually', null] },
    period: { type: ['string', 'null'], enum: ['monthly', 'annually', null] },
    cancellationDate: nullableDate,
    renewalDate: nullableDate,
    paymentSource: paymentSourceSchema,
    payFee: { type: 'boolean' },
    hasPendingPayment: { type: 'boolean' },
    membershipStatus: { type: 'string', enum: Object.values(MembershipStatus) },
    membershipExpiryDate: nullableDate,
    /** Since when renewals fail (the grace period runs), or null. */
    paymentFailing: nullableDate,
  },
} as const;
export type ContributionInfo = FromSchema<typeof contributionInfoSchema>;

/** `POST` (start) and `PATCH` (change) `contact/{id}/contribution` (docs/product/api.md, Calls). */
export const contributionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'period'],
  properties: {
    amount,
    period,
    payFee: { type: 'boolean', default: false },
    prorate: { type: 'boolean', default: false },
    paymentMethod: method,
    completeUrl,
  },
} as const;
export type ContributionBody = FromSchema<typeof contributionBodySchema>;

/**
 * A payment flow to follow (docs/product/api.md, Shapes worth knowing): to the provider's page (`redirectUrl`;
 * Stripe's too, a Checkout Session in setup mode, so no provider script runs
 * on our pages), or, without one, straight to completing it.
 */
export const paymentFlowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentFlowId'],
  properties: {
    paymentFlowId: { type: 'string' },
    redirectUrl: { type: 'string' },
  },
} as const;
export type PaymentFlowParams = FromSchema<typeof paymentFlowSchema>;

export const paymentFlowCompleteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentFlowId'],
  properties: { paymentFlowId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** `PUT contact/{id}/payment-method`. */
export const paymentMethodBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentMethod', 'completeUrl'],
  properties: { paymentMethod: method, completeUrl },
} as const;

/** `PATCH contact/{id}/contribution/force`: a manual contribution (or none), set by an admin. */
export const contributionForceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: [ContributionType.Manual, ContributionType.None] },
    amount,
    period,
    source: { type: 'string', maxLength: 200 },
    reference: { type: 'string', maxLength: 200 },
  },
} as const;
export type ContributionForce = FromSchema<typeof contributionForceSchema>;

/** Payment (docs/product/entities.md); `contact` with `with=contact`. */
export const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'amount', 'chargeDate', 'status'],
  properties: {
    id: { type: 'string' },
    amount: { type: 'number' },
    chargeDate: date,
    status: { type: 'string', enum: Object.values(PaymentStatus) },
    contact: { anyOf: [{ $ref: 'Contact#' }, { type: 'null' }] },
  },
} as const;
export type Payment = FromSchema<typeof paymentSchema, { references: [] }>;

export const paymentSortValues = ['chargeDate', 'amount'] as const;

/** `GET payment`, `GET contact/{id}/payment`: newest first; `rules` on amount, chargeDate, status, contact. */
export const paymentListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    sort: { type: 'string', enum: paymentSortValues },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    rules: { type: 'string', maxLength: 50_000 },
    with: { type: 'array', items: { type: 'string', enum: ['contact'] }, maxItems: 1 },
  },
} as const;
export type PaymentListQuery = FromSchema<typeof paymentListQuerySchema>;

export const paymentListSchema = listOf(paymentSchema);

/** `POST contact/{id}/contribution/reconcile`: what the provider knew that Masthead did not, now fixed. */
export const reconciliationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['findings'],
  properties: {
    findings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['providerPaymentId', 'kind', 'was', 'now', 'amount', 'chargeDate'],
        properties: {
          providerPaymentId: { type: 'string' },
          kind: { type: 'string', enum: ['missing', 'behind'] },
          was: { type: ['string', 'null'], enum: [...Object.values(PaymentStatus), null] },
          now: { type: 'string', enum: Object.values(PaymentStatus) },
          amount: { type: 'number' },
          chargeDate: date,
        },
      },
    },
  },
} as const;
