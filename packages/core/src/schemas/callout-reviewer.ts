import type { FromSchema } from 'json-schema-to-ts';
import type { Contact } from './contact.ts';

/**
 * A reviewer of one call-out (docs/product/entities.md, Reviewer): the contact, and whether they may edit the
 * call-out.
 */
export const calloutReviewerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'contact', 'canEdit'],
  properties: {
    id: { type: 'string' },
    /** The Contact (shared schema `Contact`). */
    contact: { $ref: 'Contact#' },
    canEdit: { type: 'boolean' },
  },
} as const;
export interface CalloutReviewer {
  id: string;
  contact: Contact;
  canEdit: boolean;
}

export const calloutReviewerListSchema = { type: 'array', items: calloutReviewerSchema } as const;

/** `POST callout/{id}/reviewers`. */
export const calloutReviewerCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['contactId'],
  properties: { contactId: { type: 'string', maxLength: 64 }, canEdit: { type: 'boolean', default: false } },
} as const;
export type CalloutReviewerCreate = FromSchema<typeof calloutReviewerCreateSchema>;

/** `PATCH callout/{id}/reviewers/{contactId}`. */
export const calloutReviewerPatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['canEdit'],
  properties: { canEdit: { type: 'boolean' } },
} as const;
export type CalloutReviewerPatch = FromSchema<typeof calloutReviewerPatchSchema>;
