import type { FromSchema } from 'json-schema-to-ts';
import type { FieldError } from '../errors.ts';
import { localeCodes } from '../locales.ts';

/**
 * Editable emails. An email's source is plain text with merge
 * fields written `*|NAME|*`; each template lists the fields it knows. A
 * paragraph written `[Link text](*|URL|*)` is the email's button.
 */
export const mergeFieldPattern = /\*\|([A-Z][A-Z0-9_]*)\|\*/g;

/**
 * A template's id, Masthead's or v0.32's (`welcome` is `join-welcome`): the
 * server answers 404 for one it does not know or does not send.
 */
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
  required: ['id', 'name', 'description', 'mergeFields', 'secureLink'],
  properties: {
    id: templateId,
    name: { type: 'string' },
    description: { type: 'string' },
    mergeFields,
    /** A security email: its link is a secret (a reset, a login, a confirmation), so only a superadmin changes it. */
    secureLink: { type: 'boolean' },
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

/** The locale of the text; without one, the organisation's (content/general `locale`), as v0.32 had no other. */
export const emailTemplateQuerySchema = {
  type: 'object',
  additionalProperties: false,
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

/** `PUT email/{id}` and `POST email/{id}/preview`; without a `locale`, the organisation's. */
export const emailTemplateWriteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'body'],
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

/** The link merge field: the address Masthead makes for the email. */
const linkField = '*|URL|*';
/** A paragraph that is only a link to the email's address: the button, `[Text](*|URL|*)`. */
export const buttonParagraphPattern = /^\[([^\]\n]+)\]\(\*\|URL\|\*\)$/;
/** `*|URL|*` with nothing glued to it: whitespace or the start or end of the paragraph on each side. */
const bareLinkPattern = /(?:^|\s)\*\|URL\|\*(?:\s|$)/;

/**
 * A body's paragraphs as an email is written from them: a blank line
 * between two, each trimmed, empty ones dropped.
 * @example emailParagraphs('Hi\n\n[Go](*|URL|*)') // ['Hi', '[Go](*|URL|*)']
 */
export function emailParagraphs(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Why a subject and body would not carry a security email's link exactly
 * as Masthead makes it: `*|URL|*` must be in the body once (`link-required`,
 * `link-once`), never in the subject (`link-body-only`), and stand alone
 * (`link-alone`): the whole target of a button paragraph, or on its own
 * between spaces or line ends. Anything glued to it could make the link
 * another site's address with the secret in it.
 * @example secureLinkErrors({subject: 'Hi', body: '[Go](https://evil.example/?u=*|URL|*)'}) // [{field: 'body', rule: 'link-alone'}]
 */
export function secureLinkErrors({ subject, body }: { subject: string; body: string }): FieldError[] {
  const errors: FieldError[] = subject.includes(linkField) ? [{ field: 'subject', rule: 'link-body-only' }] : [];
  const count = body.split(linkField).length - 1;
  if (count === 0) return [...errors, { field: 'body', rule: 'link-required' }];
  if (count > 1) return [...errors, { field: 'body', rule: 'link-once' }];
  const paragraph = emailParagraphs(body).find((text) => text.includes(linkField)) ?? '';
  const alone = buttonParagraphPattern.test(paragraph) || bareLinkPattern.test(paragraph);
  return alone ? errors : [...errors, { field: 'body', rule: 'link-alone' }];
}
