import type { FromSchema } from 'json-schema-to-ts';

/**
 * The header a widget on another origin answers with: a pass the member
 * made on the hosted site (`POST callout/{id}/answer-pass`) to answer that
 * one call-out as themselves, since no cookie of ours goes along there.
 */
export const answerPassHeader = 'x-answer-pass';

/**
 * The `type` of the message the login popup posts to the widget's page
 * (`{type, pass}`, to that page's origin only).
 */
export const answerPassMessage = 'masthead:answer-pass';

/** `https://news.example.org` or `http://localhost:8080`: a scheme, a host and maybe a port; no path. */
export const webOriginPattern = '^https?://([A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$';

/** `{origin}`: the page of the newsroom's site the widget is on, which alone receives the pass. */
export const answerPassCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['origin'],
  properties: { origin: { type: 'string', maxLength: 200, pattern: webOriginPattern } },
} as const;
export type AnswerPassCreate = FromSchema<typeof answerPassCreateSchema>;

/** The pass, when it ends, and the member it answers as (what the form shows them). */
export const answerPassSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'expires', 'calloutId', 'reader'],
  properties: {
    token: { type: 'string' },
    expires: { type: 'string', format: 'date-time' },
    calloutId: { type: 'string' },
    reader: {
      type: 'object',
      additionalProperties: false,
      required: ['displayName', 'email'],
      properties: { displayName: { type: 'string' }, email: { type: 'string' } },
    },
  },
} as const;
export type AnswerPass = FromSchema<typeof answerPassSchema>;
