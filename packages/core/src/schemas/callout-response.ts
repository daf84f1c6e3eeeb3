import type { FromSchema } from 'json-schema-to-ts';
import { bulkPatchSchema } from './bulk-patch.ts';
import { calloutSchema, type Callout } from './callout.ts';
import { calloutTagSchema, type CalloutTag } from './callout-tag.ts';
import type { Contact } from './contact.ts';
import { responseCommentSchema, type ResponseComment } from './response-comment.ts';
import { listOf, pageProperties } from './list.ts';

/** Buckets (docs/product/api.md, Shapes worth knowing): `''` is the inbox. */
export const responseBuckets = ['', 'verified', 'trash'] as const;
export type ResponseBucket = (typeof responseBuckets)[number];

/** `with=` parts of a Response; `contact` is given to admins only. */
export const responseWithValues = ['answers', 'callout', 'contact', 'assignee', 'tags', 'latestComment'] as const;
export type ResponseWith = (typeof responseWithValues)[number];

const date = { type: 'string', format: 'date-time' } as const;
const answersSchema = { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } } as const;

/** A call-out response (docs/product/entities.md); the parts after `guestEmail` come with `with=`. */
export const calloutResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'number', 'createdAt', 'updatedAt', 'bucket', 'guestName', 'guestEmail'],
  properties: {
    id: { type: 'string' },
    number: { type: 'integer' },
    createdAt: date,
    updatedAt: date,
    bucket: { type: 'string', enum: responseBuckets },
    guestName: { type: ['string', 'null'] },
    guestEmail: { type: ['string', 'null'] },
    answers: answersSchema,
    callout: calloutSchema,
    /** Admins only; null for guests and deleted contacts. */
    contact: { anyOf: [{ $ref: 'Contact#' }, { type: 'null' }] },
    assignee: { anyOf: [{ $ref: 'Contact#' }, { type: 'null' }] },
    tags: { type: 'array', items: calloutTagSchema },
    latestComment: { anyOf: [responseCommentSchema, { type: 'null' }] },
  },
} as const;
export interface CalloutResponse {
  id: string;
  number: number;
  createdAt: string;
  updatedAt: string;
  bucket: ResponseBucket;
  guestName: string | null;
  guestEmail: string | null;
  answers?: Record<string, Record<string, unknown>>;
  callout?: Callout;
  contact?: Contact | null;
  assignee?: Contact | null;
  tags?: CalloutTag[];
  latestComment?: ResponseComment | null;
}

export const responseSortValues = ['number', 'createdAt', 'updatedAt'] as const;
export type ResponseSort = (typeof responseSortValues)[number];

/** The largest page of responses (docs/product/api.md, Lists: responses up to 1000). */
export const maxResponsePage = 1000;

const listQueryProperties = {
  ...pageProperties(maxResponsePage),
  sort: { type: 'string', enum: responseSortValues },
  order: { type: 'string', enum: ['ASC', 'DESC'] },
  /** A rule group as JSON over the response fields (docs/product/api.md, Filter rules). */
  rules: { type: 'string', maxLength: 50_000 },
  with: { type: 'array', items: { type: 'string', enum: responseWithValues }, maxItems: 6 },
  /** With `with=callout`: the locale whose call-out texts to show, falling back as `GET callout?variant=` does. */
  variant: { type: 'string', maxLength: 20 },
} as const;

/** `GET callout/{id}/responses`. Without `sort`: newest first. `format=csv` is the CSV export (`responses.csv`). */
export const calloutResponseListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...listQueryProperties, format: { type: 'string', enum: ['json', 'csv'] } },
} as const;
export type CalloutResponseListQuery = FromSchema<typeof calloutResponseListQuerySchema>;

/** `GET callout-responses`: `calloutId` (or a top-level `calloutId equal` rule) allows rules on that form's answers. */
export const responseListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...listQueryProperties, calloutId: { type: 'string', maxLength: 100 } },
} as const;
export type ResponseListQuery = FromSchema<typeof responseListQuerySchema>;

/** `GET callout-responses/{id}`. */
export const responseQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { with: listQueryProperties.with, variant: listQueryProperties.variant },
} as const;
export type ResponseQuery = FromSchema<typeof responseQuerySchema>;

export const calloutResponseListSchema = listOf(calloutResponseSchema);

const uuid = { type: 'string', maxLength: 64 } as const;

/**
 * `PATCH callout-responses/{id}`: reviewers and admins change `bucket`,
 * `tags` (the whole list) and `assigneeId`; the respondent only `answers`.
 */
export const responsePatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    bucket: { type: 'string', enum: responseBuckets },
    tags: { type: 'array', maxItems: 100, uniqueItems: true, items: uuid },
    assigneeId: { type: ['string', 'null'], maxLength: 64 },
    answers: { type: 'object' },
  },
} as const;
export type ResponsePatch = FromSchema<typeof responsePatchSchema>;

/** `PATCH callout-responses`: `bucket`, `assigneeId`, and `tags` as `+id` / `-id` changes. */
export const responseBulkPatchSchema = bulkPatchSchema({
  bucket: responsePatchSchema.properties.bucket,
  assigneeId: responsePatchSchema.properties.assigneeId,
});
export type ResponseBulkPatch = FromSchema<typeof responseBulkPatchSchema>;

export const responseBulkResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['affected'],
  properties: { affected: { type: 'integer' } },
} as const;

/**
 * One response as `GET callout/{id}/responses/map` shows it to anyone: its
 * number and only the answers the call-out's response view uses.
 */
export const responseMapItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'answers'],
  properties: { number: { type: 'integer' }, answers: answersSchema },
} as const;
export type ResponseMapItem = FromSchema<typeof responseMapItemSchema>;

export const responseMapListSchema = listOf(responseMapItemSchema);

export const responseMapQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: listQueryProperties.limit, offset: listQueryProperties.offset },
} as const;
export type ResponseMapQuery = FromSchema<typeof responseMapQuerySchema>;
