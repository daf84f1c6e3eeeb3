import type { FromSchema } from 'json-schema-to-ts';
import { localeCodes } from '../locales.ts';
import { roleLadder } from '../roles/role-ladder.ts';
import { listOf, pageProperties } from './list.ts';
import { contributionInfoSchema } from './contribution.ts';
import { joinSourceSchema, vatNumberPattern } from './signup.ts';

/** The contact roles, lowest first: the role ladder (roles/role-ladder.ts), so who outranks whom. */
export const contactRoleNames = roleLadder;
export type ContactRoleName = (typeof contactRoleNames)[number];

export const newsletterStatuses = ['subscribed', 'unsubscribed', 'pending', 'cleaned', 'none'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: 320 } as const;

/** The password rule itself is `passwordProblems` (core/password-rule.ts), checked by the route. */
export const passwordFieldSchema = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const deliveryAddressSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['line1', 'city', 'postcode'],
  properties: {
    line1: { type: 'string', minLength: 1, maxLength: 200 },
    line2: { type: 'string', maxLength: 200 },
    city: { type: 'string', minLength: 1, maxLength: 200 },
    postcode: { type: 'string', minLength: 1, maxLength: 20 },
  },
} as const;

export const contactRoleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'dateAdded', 'dateExpires'],
  properties: {
    role: { type: 'string', enum: contactRoleNames },
    dateAdded: date,
    dateExpires: nullableDate,
  },
} as const;
export type ContactRole = FromSchema<typeof contactRoleSchema>;

/** `PUT contact/{id}/role/{role}`: both dates optional; dateAdded defaults to now. */
export const contactRoleBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { dateAdded: date, dateExpires: nullableDate },
} as const;
export type ContactRoleBody = FromSchema<typeof contactRoleBodySchema>;

export const contactProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'telephone',
    'preferredContact',
    'deliveryOptIn',
    'deliveryAddress',
    'newsletterStatus',
    'newsletterGroups',
  ],
  properties: {
    telephone: { type: 'string', maxLength: 30 },
    preferredContact: { type: 'string', maxLength: 50 },
    deliveryOptIn: { type: 'boolean' },
    deliveryAddress: deliveryAddressSchema,
    newsletterStatus: { type: 'string', enum: newsletterStatuses },
    newsletterGroups: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 100 } },
    /** Given when joining where VAT applies (content/general `vatEnabled`); kept without spaces, dots or dashes. */
    vatNumber: { type: 'string', maxLength: 40, pattern: vatNumberPattern },
    /** Admins only. */
    notes: { type: 'string', maxLength: 10000 },
    /** Admins only. */
    description: { type: 'string', maxLength: 10000 },
  },
} as const;
export type ContactProfile = FromSchema<typeof contactProfileSchema>;

/**
 * The Contact (docs/product/entities.md). `profile`, `roles` and `isReviewer` appear when
 * asked for with `with=`; `contribution` is ContributionInfo.
 */
export const contactSchema = {
  $id: 'Contact',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'email',
    'firstname',
    'lastname',
    'displayName',
    'joined',
    'lastSeen',
    'contributionAmount',
    'contributionPeriod',
    'activeRoles',
  ],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    displayName: { type: 'string' },
    joined: date,
    lastSeen: nullableDate,
    contributionAmount: { type: ['number', 'null'] },
    contributionPeriod: { type: ['string', 'null'], enum: ['monthly', 'annually', null] },
    activeRoles: { type: 'array', items: { type: 'string', enum: contactRoleNames } },
    profile: contactProfileSchema,
    roles: { type: 'array', items: contactRoleSchema },
    contribution: contributionInfoSchema,
    tags: { type: 'array', items: { type: 'string' } },
    isReviewer: { type: 'boolean' },
    /**
     * Where the contact joined (attribution); admins asking `with=profile`; null for contacts who did not join
     * through the form.
     */
    joinSource: { anyOf: [joinSourceSchema, { type: 'null' }] },
    /**
     * Masthead extension, response only: whether the contact has a password (one who joined has none
     * until they choose one, without a current password); with `with=profile`, for themselves and admins.
     */
    hasPassword: { type: 'boolean' },
    /** The interface language the contact chose (a locale code), null until they choose; for themselves and admins. */
    locale: { type: ['string', 'null'], enum: [...localeCodes, null] },
  },
} as const;
export type Contact = FromSchema<typeof contactSchema>;

export const contactWithValues = ['profile', 'roles', 'contribution', 'tags', 'isReviewer'] as const;
export type ContactWith = (typeof contactWithValues)[number];

/** `?with=profile&with=roles`: one value or several. */
export const contactQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    with: { type: 'array', items: { type: 'string', enum: contactWithValues }, maxItems: 5 },
  },
} as const;

/**
 * What `GET contact` sorts by: ties by id, empty values last in either
 * order. `contributionMonthlyAmount` counts a twelfth of an annual amount;
 * `membershipStarts`/`membershipExpires` are the member role's dates.
 */
export const contactSortValues = [
  'firstname',
  'lastname',
  'email',
  'joined',
  'lastSeen',
  'contributionMonthlyAmount',
  'membershipStarts',
  'membershipExpires',
] as const;
export type ContactSort = (typeof contactSortValues)[number];

/**
 * `GET contact`. Without `sort`: newest first (by `joined`). `rules` is a rule group as JSON
 * (docs/product/api.md, Filter rules).
 */
export const contactListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    sort: { type: 'string', enum: contactSortValues },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    rules: { type: 'string', maxLength: 50_000 },
    ...contactQuerySchema.properties,
  },
} as const;
export type ContactListQuery = FromSchema<typeof contactListQuerySchema>;

export const contactListSchema = listOf({ $ref: 'Contact#' });

/** `PATCH contact/{id}`: every field optional; notes and description need an admin. */
export const contactPatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    email: emailSchema,
    firstname: { type: 'string', maxLength: 100 },
    lastname: { type: 'string', maxLength: 100 },
    password: passwordFieldSchema,
    // Required with `password` when changing one's own (not for an admin acting on another).
    currentPassword: { type: 'string', maxLength: 256 },
    profile: { ...contactProfileSchema, required: [] },
    /** The contact's interface language (the app's language switcher); null forgets it. */
    locale: { type: ['string', 'null'], enum: [...localeCodes, null] },
  },
} as const;
export type ContactPatch = FromSchema<typeof contactPatchSchema>;
