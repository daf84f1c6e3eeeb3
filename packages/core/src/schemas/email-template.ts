import type { FromSchema } from 'json-schema-to-ts';
import { localeCodes } from '../locales.ts';

/**
 * Editable emails (issue 17). An email's source is plain text with merge
 * fields written `*|NAME|*`; each template lists the fields it knows. A
 * paragraph written `[Link text](*|URL|*)` is the email's button.
 */
export const mergeFieldPattern = /\*\|([A-Z][A-Z0-9_]*)\|\*/g;

/** A template's id: the server answers 404 for one it does not know. */
const templateId = { type: 'string', minLength: 1, maxLength: 100 } as const;
const locale = { type: 'string', enum: localeCodes } as const;
// One line: a subject is a mail header.
const subject = { type: 'string', maxLength: 300, pattern: '^[^\\r\\n]*$' } as const;
const body = { type: 'string', maxLength: 20_000 } as const;
const mergeFields = { type: 'array', items: { type: 'string' } } as const;

/** One entry of `GET email`: what the email is for and the merge fields it takes. */
export const emailTemplateSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'mergeFields'],
  properties: {
    id: templateId,
    name: { type: 'string' },
    description: { type: 'string' },
    mergeFields,
  },
} as const;
export type EmailTemplateSummary = FromSchema<typeof emailTemplateSummarySchema>;

export const emailTemplateListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: emailTemplateSummarySchema } },
} as const;

export const emailTemplateParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: templateId },
} as const;

export const emailTemplateQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locale'],
  properties: { locale },
} as const;

/** `GET email/{id}`: the saved text for the locale (`custom`), else the default as editable source. */
export const emailTemplateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'locale', 'subject', 'body', 'mergeFields', 'custom'],
  properties: {
    id: templateId,
    locale: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    mergeFields,
    custom: { type: 'boolean' },
  },
} as const;
export type EmailTemplateView = FromSchema<typeof emailTemplateSchema>;

/** `PUT email/{id}` and `POST email/{id}/preview`. */
export const emailTemplateWriteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locale', 'subject', 'body'],
  properties: { locale, subject, body },
} as const;
export type EmailTemplateWrite = FromSchema<typeof emailTemplateWriteSchema>;

/** The email as a reader gets it, written with sample data. */
export const emailPreviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'text', 'html'],
  properties: { subject: { type: 'string' }, text: { type: 'string' }, html: { type: 'string' } },
} as const;
export type EmailPreview = FromSchema<typeof emailPreviewSchema>;

/**
 * The merge fields a text uses, in order of first use.
 * @example mergeFieldsIn('Hello *|NAME|*') // ['NAME']
 */
export function mergeFieldsIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(mergeFieldPattern), (match) => match[1] as string))];
}
