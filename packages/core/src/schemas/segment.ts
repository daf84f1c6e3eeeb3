import type { RuleGroup } from '../rules/rule-group.ts';
import { typedAs } from './type-options.ts';
import { patchOf } from './patch-of.ts';

/**
 * A saved contact search (docs/product/entities.md, Segment); `contactCount` is counted live when the list or
 * one segment is read.
 */
export const segmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'ruleGroup', 'order'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    ruleGroup: { type: 'object', additionalProperties: true, ...typedAs('RuleGroup') },
    order: { type: 'integer' },
    contactCount: { type: 'integer' },
  },
} as const;
export interface Segment {
  id: string;
  name: string;
  description: string;
  ruleGroup: RuleGroup;
  order: number;
  contactCount?: number;
}

/** `GET segments`: a bare array, by `order` then name (docs/product/api.md, Lists). */
export const segmentListSchema = { type: 'array', items: segmentSchema } as const;

const segmentFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  description: { type: 'string', maxLength: 1000 },
  // Checked in full against the contact fields (400 `invalid-rule`).
  ruleGroup: { type: 'object', required: ['condition', 'rules'], ...typedAs('RuleGroup') },
  order: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
} as const;

export const segmentCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'ruleGroup'],
  properties: segmentFields,
} as const;

export const segmentPatchSchema = patchOf(segmentFields);

/** `GET segments` and `GET segments/{id}`: `with=contactCount` counts the matching contacts. */
export const segmentQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    with: { type: 'array', items: { type: 'string', enum: ['contactCount'] }, maxItems: 1 },
  },
} as const;
