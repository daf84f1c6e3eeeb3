import {
  calloutCreateQuerySchema,
  calloutCreateSchema,
  calloutListQuerySchema,
  calloutListSchema,
  calloutPatchSchema,
  calloutQuerySchema,
  calloutSchema,
} from '../../schemas/callout.ts';
import { answerPassCreateSchema, answerPassSchema } from '../../schemas/answer-pass.ts';
import { calloutIdParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** callout, callout/{id}: list, read, create, update, delete. */
export const calloutOperations = defineOperations({
  'GET /callout': {
    id: 'listCallouts',
    summary: 'Call-outs the caller may see, filtered by `rules`',
    tag: 'callout',
    access: 'guest',
    query: calloutListQuerySchema,
    response: { 200: calloutListSchema },
  },
  'POST /callout': {
    id: 'createCallout',
    summary: 'Create a call-out, or with `fromId` a draft copy of one',
    tag: 'callout',
    access: 'admin',
    query: calloutCreateQuerySchema,
    body: calloutCreateSchema,
    response: { 200: calloutSchema },
  },
  'GET /callout/{id}': {
    id: 'getCallout',
    summary: 'One call-out, by id or slug',
    tag: 'callout',
    access: 'guest',
    answerPass: true,
    params: calloutIdParams,
    query: calloutQuerySchema,
    response: { 200: calloutSchema },
  },
  'POST /callout/{id}/answer-pass': {
    id: 'createAnswerPass',
    summary:
      'A pass for a widget on another site to answer this call-out as the logged-in member (2 hours, that site only; sent as X-Answer-Pass)',
    tag: 'callout',
    // A session only: what the member confirmed on the hosted site, never a key.
    access: 'member',
    apiKey: false,
    params: calloutIdParams,
    body: answerPassCreateSchema,
    response: { 201: answerPassSchema },
  },
  'PATCH /callout/{id}': {
    id: 'updateCallout',
    summary: 'Change a call-out: settings, texts, and its status through starts/expires',
    tag: 'callout',
    // Admins, or reviewers with canEdit.
    access: 'reviewer',
    params: calloutIdParams,
    body: calloutPatchSchema,
    response: { 200: calloutSchema },
  },
  'DELETE /callout/{id}': {
    id: 'deleteCallout',
    summary: 'Delete a call-out with its texts, reviewers and tags',
    tag: 'callout',
    access: 'admin',
    params: calloutIdParams,
    response: { 204: noContent },
  },
});
