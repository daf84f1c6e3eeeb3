import type { FromSchema } from 'json-schema-to-ts';
import { patchOf } from './patch-of.ts';

/**
 * A tag reviewers put on one call-out's responses (docs/product/entities.md, Tag). Names are unique per
 * call-out, ignoring case.
 */
export const calloutTagSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' } },
} as const;
export type CalloutTag = FromSchema<typeof calloutTagSchema>;

export const calloutTagListSchema = { type: 'array', items: calloutTagSchema } as const;

const tagFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  description: { type: 'string', maxLength: 1000 },
} as const;

export const calloutTagCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: tagFields,
} as const;

export const calloutTagPatchSchema = patchOf(tagFields);
