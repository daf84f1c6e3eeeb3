import {
  calloutResponseListQuerySchema,
  calloutResponseListSchema,
  calloutResponseSchema,
  responseBulkPatchSchema,
  responseBulkResultSchema,
  responseListQuerySchema,
  responseMapListSchema,
  responseMapQuerySchema,
  responsePatchSchema,
  responseQuerySchema,
} from '../../schemas/callout-response.ts';
import {
  calloutResponseCreatedSchema,
  calloutResponseSubmitQuerySchema,
  calloutResponseSubmitSchema,
} from '../../schemas/callout-response-submit.ts';
import { calloutIdParams, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

const csvFile = { type: 'string', description: 'UTF-8 CSV with a byte order mark' } as const;

/** call-out responses: submit, list, read, update, map, CSV. */
export const responseOperations = defineOperations({
  'POST /callout/{id}/responses': {
    id: 'submitCalloutResponse',
    summary: 'Answer a call-out',
    tag: 'callout',
    // Who may answer is the call-out's `access` (members only, guests, anonymous), judged by the handler.
    access: 'guest',
    answerPass: true,
    params: calloutIdParams,
    query: calloutResponseSubmitQuerySchema,
    body: calloutResponseSubmitSchema,
    // 200: a retry with a known `Idempotency-Key` gets the first response's id.
    response: { 200: calloutResponseCreatedSchema, 201: calloutResponseCreatedSchema },
  },
  'GET /callout/{id}/responses': {
    id: 'listCalloutResponses',
    summary: "A call-out's responses the caller may see, filtered by `rules` (also on answers)",
    tag: 'responses',
    // Reviewers see the call-out's responses, a member their own.
    access: 'member',
    params: calloutIdParams,
    query: calloutResponseListQuerySchema,
    response: { 200: calloutResponseListSchema },
  },
  'GET /callout/{id}/responses/map': {
    id: 'listPublishedResponses',
    summary: "A call-out's published responses for its gallery and map",
    tag: 'responses',
    access: 'guest',
    params: calloutIdParams,
    query: responseMapQuerySchema,
    response: { 200: responseMapListSchema },
  },
  'GET /callout/{id}/responses.csv': {
    id: 'exportCalloutResponses',
    summary: "A call-out's responses as CSV (admins and its reviewers)",
    tag: 'responses',
    access: 'reviewer',
    params: calloutIdParams,
    produces: 'text/csv',
    response: { 200: csvFile },
  },
  'GET /callout-responses': {
    id: 'listResponses',
    summary: 'Responses the caller may see across call-outs; `calloutId` allows rules on its answers',
    tag: 'responses',
    access: 'member',
    query: responseListQuerySchema,
    response: { 200: calloutResponseListSchema },
  },
  'GET /callout-responses/{id}': {
    id: 'getResponse',
    summary: 'One response, if the caller may see it',
    tag: 'responses',
    access: 'member',
    params: uuidParams,
    query: responseQuerySchema,
    response: { 200: calloutResponseSchema },
  },
  'PATCH /callout-responses': {
    id: 'updateResponses',
    summary: 'Move, tag or assign every response the rules match (admins; reviewers on their call-outs)',
    tag: 'responses',
    access: 'reviewer',
    body: responseBulkPatchSchema,
    response: { 200: responseBulkResultSchema },
  },
  'PATCH /callout-responses/{id}': {
    id: 'updateResponse',
    summary: "Move, tag or assign a response (reviewers); change one's own answers (respondent)",
    tag: 'responses',
    // The respondent may change their answers, so any member; reviewer rights are the handler's.
    access: 'member',
    params: uuidParams,
    body: responsePatchSchema,
    response: { 200: calloutResponseSchema },
  },
});
