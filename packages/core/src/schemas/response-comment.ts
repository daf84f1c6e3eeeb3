import type { FromSchema } from 'json-schema-to-ts';
import type { FieldTable } from '../rules/rule-group.ts';
import type { Contact } from './contact.ts';
import { listOf, pageProperties } from './list.ts';

/** Comments are plain text: stored as sent, shown as text, never as HTML. */
export const maxCommentLength = 10_000;

const date = { type: 'string', format: 'date-time' } as const;

/** A response comment (docs/product/entities.md); `contact` is the author, null once their account is deleted. */
export const responseCommentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'responseId', 'contact', 'text', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    responseId: { type: 'string' },
    contact: { anyOf: [{ $ref: 'Contact#' }, { type: 'null' }] },
    text: { type: 'string' },
    createdAt: date,
    updatedAt: date,
  },
} as const;
export interface ResponseComment {
  id: string;
  responseId: string;
  contact: Contact | null;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** The fields comments are filtered by. */
export const responseCommentFields = {
  id: { type: 'text' },
  responseId: { type: 'text' },
  contact: { type: 'contact', nullable: true },
  text: { type: 'text' },
  createdAt: { type: 'date' },
  updatedAt: { type: 'date' },
} as const satisfies FieldTable;

export const responseCommentSortValues = ['createdAt', 'updatedAt'] as const;

/** `GET callout-response-comments`. Without `sort`: oldest first, as a thread reads. */
export const responseCommentListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    sort: { type: 'string', enum: responseCommentSortValues },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    rules: { type: 'string', maxLength: 50_000 },
    responseId: { type: 'string', maxLength: 64 },
  },
} as const;
export type ResponseCommentListQuery = FromSchema<typeof responseCommentListQuerySchema>;

export const responseCommentListSchema = listOf(responseCommentSchema);

const text = { type: 'string', minLength: 1, maxLength: maxCommentLength, pattern: '\\S' } as const;

export const responseCommentCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['responseId', 'text'],
  properties: { responseId: { type: 'string', maxLength: 64 }, text },
} as const;
export type ResponseCommentCreate = FromSchema<typeof responseCommentCreateSchema>;

export const responseCommentPatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text },
} as const;
export type ResponseCommentPatch = FromSchema<typeof responseCommentPatchSchema>;
