import type { FromSchema } from 'json-schema-to-ts';
import type { FieldTable } from '../rules/rule-group.ts';
import { linkTargetPattern } from '../text/site-path.ts';
import { listOf, pageProperties } from './list.ts';
import { patchOf } from './patch-of.ts';

const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

/** A notice's status: derived from `starts` and `expires` like a call-out's, never stored. */
export const noticeStatuses = ['draft', 'scheduled', 'open', 'ended'] as const;

/** The Notice (docs/product/entities.md); `text` is sanitised rich text (HTML). */
export const noticeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'text', 'buttonText', 'url', 'starts', 'expires', 'status', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    text: { type: 'string' },
    buttonText: { type: 'string' },
    url: { type: 'string' },
    starts: nullableDate,
    expires: nullableDate,
    status: { type: 'string', enum: noticeStatuses },
    createdAt: date,
    updatedAt: date,
  },
} as const;
export type Notice = FromSchema<typeof noticeSchema>;

/** The fields notices are filtered by. */
export const noticeFields = {
  id: { type: 'text' },
  name: { type: 'text' },
  text: { type: 'text' },
  buttonText: { type: 'text' },
  url: { type: 'text' },
  status: { type: 'enum', options: noticeStatuses, operators: ['equal'] },
  starts: { type: 'date', nullable: true },
  expires: { type: 'date', nullable: true },
  createdAt: { type: 'date' },
  updatedAt: { type: 'date' },
} as const satisfies FieldTable;

export const noticeSortValues = ['name', 'starts', 'expires', 'createdAt', 'updatedAt'] as const;
export type NoticeSort = (typeof noticeSortValues)[number];

/** `GET notice`. Without `sort`: newest first (by `createdAt`). */
export const noticeListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageProperties(),
    sort: { type: 'string', enum: noticeSortValues },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    rules: { type: 'string', maxLength: 50_000 },
  },
} as const;

export const noticeListSchema = listOf(noticeSchema);

/** Where the button leads: nothing, a path on this site, or an http(s) address (never `javascript:`, never `//x` or `/\x`). */
const noticeUrl = { type: 'string', maxLength: 2048, pattern: linkTargetPattern } as const;

const noticeInputFields = {
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  text: { type: 'string', maxLength: 20_000 },
  buttonText: { type: 'string', maxLength: 100 },
  url: noticeUrl,
  starts: nullableDate,
  expires: nullableDate,
} as const;

export const noticeCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: noticeInputFields,
} as const;
export type NoticeCreate = FromSchema<typeof noticeCreateSchema>;

export const noticePatchSchema = patchOf(noticeInputFields);
export type NoticePatch = FromSchema<typeof noticePatchSchema>;
