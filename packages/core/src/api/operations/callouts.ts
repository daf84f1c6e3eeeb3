import {
  calloutCreateQuerySchema,
  calloutCreateSchema,
  calloutListQuerySchema,
  calloutListSchema,
  calloutPatchSchema,
  calloutQuerySchema,
  calloutSchema,
} from '../../schemas/callout.ts';
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
    params: calloutIdParams,
    query: calloutQuerySchema,
    response: { 200: calloutSchema },
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
