import type { FromSchema } from 'json-schema-to-ts';
import { bulkPatchSchema } from './bulk-patch.ts';
import { contactProfileSchema, contactRoleNames, emailSchema, passwordFieldSchema } from './contact.ts';

const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * `POST contact` (admins): a new contact by email, with names, roles and a
 * password if the admin sets one (else the contact sets it through a reset
 * link). Roles start now unless dated; only a superadmin grants superadmin.
 */
export const contactCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: emailSchema,
    firstname: { type: 'string', maxLength: 100 },
    lastname: { type: 'string', maxLength: 100 },
    password: passwordFieldSchema,
    roles: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['role'],
        properties: { role: { type: 'string', enum: contactRoleNames }, dateAdded: date, dateExpires: nullableDate },
      },
    },
    profile: { ...contactProfileSchema, required: [] },
  },
} as const;
export type ContactCreate = FromSchema<typeof contactCreateSchema>;

const profile = contactProfileSchema.properties;

/**
 * `PATCH contact` (admins): changes every contact the rule group matches;
 * `tags` as `+id` / `-id` changes, and the profile fields that make sense
 * for many people at once, each set to the value given (`newsletterGroups`
 * replaces the groups). Names, email and password are one person's.
 */
export const contactBulkPatchSchema = bulkPatchSchema({
  newsletterStatus: profile.newsletterStatus,
  newsletterGroups: { ...profile.newsletterGroups, uniqueItems: true },
  deliveryOptIn: profile.deliveryOptIn,
});
export type ContactBulkPatch = FromSchema<typeof contactBulkPatchSchema>;

/** What a bulk change answers: how many contacts the rules matched. */
export const contactBulkResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['affected'],
  properties: { affected: { type: 'integer' } },
} as const;
