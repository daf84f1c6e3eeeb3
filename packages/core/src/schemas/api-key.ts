import type { FromSchema } from 'json-schema-to-ts';
import { listOf, pageProperties } from './list.ts';

export const apiKeySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'description', 'expires', 'creator', 'createdAt'],
  properties: {
    id: { type: 'string' },
    description: { type: 'string' },
    expires: { type: ['string', 'null'], format: 'date-time' },
    /** The creating contact, or null once that contact is deleted. */
    creator: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'displayName'],
      properties: { id: { type: 'string' }, displayName: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type ApiKey = FromSchema<typeof apiKeySchema>;

export const apiKeyListSchema = listOf(apiKeySchema);

/** What `GET api-key` sorts by: v0.32's `createdAt` and `expires` (never-expiring keys last), and `description`. */
export const apiKeySortValues = ['createdAt', 'expires', 'description'] as const;
export type ApiKeySort = (typeof apiKeySortValues)[number];

/** `GET api-key`. Without `sort`: newest first. */
export const apiKeyListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    sort: { type: 'string', enum: apiKeySortValues },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
  },
} as const;

export const apiKeyCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'expires'],
  properties: {
    description: { type: 'string', minLength: 1, maxLength: 200 },
    /** null = never (the admin ticked the risk box); else an ISO date in the future. */
    expires: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type ApiKeyCreate = FromSchema<typeof apiKeyCreateSchema>;

export const apiKeyTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;
