import type { FromSchema } from 'json-schema-to-ts';
import { patchOf } from './patch-of.ts';

/** A tag admins put on contacts (docs/product/entities.md, Tag); names are unique ignoring case. */
export const contactTagSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' } },
} as const;
export type ContactTag = FromSchema<typeof contactTagSchema>;

/** `GET contact-tags`: a bare array, by name ascending (docs/product/api.md, Lists). */
export const contactTagListSchema = { type: 'array', items: contactTagSchema } as const;

const contactTagFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  description: { type: 'string', maxLength: 1000 },
} as const;

export const contactTagCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: contactTagFields,
} as const;
export type ContactTagCreate = FromSchema<typeof contactTagCreateSchema>;

export const contactTagPatchSchema = patchOf(contactTagFields);
export type ContactTagPatch = FromSchema<typeof contactTagPatchSchema>;
