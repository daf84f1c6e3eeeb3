import type { FromSchema } from 'json-schema-to-ts';
import { listOf, pageProperties } from '../../schemas/list.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** Where a report comes from: the hosted app, or a widget embedded on a newsroom's page. */
export const clientErrorSources = ['app', 'widget'] as const;
export type ClientErrorSource = (typeof clientErrorSources)[number];

/** What a breadcrumb records: a page shown, an API call and its status, a click on a named control. */
export const breadcrumbKinds = ['navigation', 'api', 'click'] as const;
export type BreadcrumbKind = (typeof breadcrumbKinds)[number];

/** The most a report carries: the last twenty steps before the error, each a short line. */
export const clientErrorLimits = { message: 500, stack: 4000, breadcrumbs: 20, breadcrumbText: 200 } as const;

const date = { type: 'string', format: 'date-time' } as const;

const breadcrumbSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'kind', 'text'],
  properties: {
    at: date,
    kind: { type: 'string', enum: breadcrumbKinds },
    /** `/admin/contacts`, `GET /callout/{id} 200`, `button Save`: never what a reader typed. */
    text: { type: 'string', maxLength: clientErrorLimits.breadcrumbText },
  },
} as const;
export type Breadcrumb = FromSchema<typeof breadcrumbSchema>;

/** What the app or a widget sends about one uncaught error or failed API call. */
export const clientErrorReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['source', 'message', 'url', 'breadcrumbs'],
  properties: {
    source: { type: 'string', enum: clientErrorSources },
    message: { type: 'string', minLength: 1, maxLength: clientErrorLimits.message },
    stack: { type: 'string', maxLength: clientErrorLimits.stack },
    /** The page's address without its query string or fragment (they may hold tokens). */
    url: { type: 'string', maxLength: 2000, pattern: '^https?://[^?#\\s]+$' },
    /** The failed call's `X-Request-Id`, to find it in the server's log. */
    requestId: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
    /** The failed call's HTTP status; 0: the server was not reached. */
    status: { type: 'integer', minimum: 0, maximum: 599 },
    /** The failed call's operation key, `GET /callout/{id}`. */
    operation: { type: 'string', maxLength: 200, pattern: '^(GET|POST|PUT|PATCH|DELETE) /\\S*$' },
    /** The build of the app or widgets that sent it. */
    release: { type: 'string', maxLength: 100 },
    breadcrumbs: { type: 'array', maxItems: clientErrorLimits.breadcrumbs, items: breadcrumbSchema },
  },
} as const;
export type ClientErrorReport = FromSchema<typeof clientErrorReportSchema>;

/** One stored report, as admins read it (emails and long numbers already scrubbed). */
export const clientErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'source',
    'message',
    'stack',
    'url',
    'requestId',
    'status',
    'operation',
    'release',
    'breadcrumbs',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    source: { type: 'string', enum: clientErrorSources },
    message: { type: 'string' },
    stack: { type: ['string', 'null'] },
    url: { type: 'string' },
    requestId: { type: ['string', 'null'] },
    status: { type: ['integer', 'null'] },
    operation: { type: ['string', 'null'] },
    release: { type: ['string', 'null'] },
    breadcrumbs: { type: 'array', items: breadcrumbSchema },
    createdAt: date,
  },
} as const;
export type ClientError = FromSchema<typeof clientErrorSchema>;

/** The reports of one message: how many, when first and last, from where, and the latest in full. */
export const clientErrorGroupSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'count', 'firstSeen', 'lastSeen', 'sources', 'latest'],
  properties: {
    message: { type: 'string' },
    count: { type: 'integer' },
    firstSeen: date,
    lastSeen: date,
    sources: { type: 'array', items: { type: 'string', enum: clientErrorSources } },
    latest: clientErrorSchema,
  },
} as const;
export type ClientErrorGroup = FromSchema<typeof clientErrorGroupSchema>;

export const clientErrorListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageProperties() },
} as const;

export const clientErrorListSchema = listOf(clientErrorGroupSchema);

/**
 * `client-errors`: the app and the widgets report uncaught errors
 * and failed calls; anyone may send (widgets run on other sites, logged out),
 * rate limited per client; admins read them grouped by message.
 */
export const clientErrorOperations = defineOperations({
  'POST /client-errors': {
    id: 'reportClientError',
    summary: 'Report an error of the app or a widget (kept 30 days; over 10 a minute per client: 429)',
    tag: 'client-errors',
    access: 'guest',
    body: clientErrorReportSchema,
    response: { 204: noContent },
  },
  'GET /client-errors': {
    id: 'listClientErrors',
    summary: 'Reported errors grouped by message, the most recently seen first',
    tag: 'client-errors',
    access: 'admin',
    query: clientErrorListQuerySchema,
    response: { 200: clientErrorListSchema },
  },
  'GET /client-errors/{id}': {
    id: 'getClientError',
    summary: 'One reported error',
    tag: 'client-errors',
    access: 'admin',
    params: uuidParams,
    response: { 200: clientErrorSchema },
  },
});
