import {
  calloutReviewerCreateSchema,
  calloutReviewerListSchema,
  calloutReviewerPatchSchema,
  calloutReviewerSchema,
} from '../../schemas/callout-reviewer.ts';
import { calloutIdParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `{id}` a call-out, `{contactId}` a contact id (a uuid, checked by the handler: 404). */
const reviewerParams = {
  type: 'object',
  required: ['id', 'contactId'],
  properties: { ...calloutIdParams.properties, contactId: { type: 'string', maxLength: 64 } },
} as const;

/** callout/{id}/reviewers: admins only. */
export const calloutReviewerOperations = defineOperations({
  'GET /callout/{id}/reviewers': {
    id: 'listCalloutReviewers',
    summary: "A call-out's reviewers",
    tag: 'callout',
    access: 'admin',
    params: calloutIdParams,
    response: { 200: calloutReviewerListSchema },
  },
  'POST /callout/{id}/reviewers': {
    id: 'addCalloutReviewer',
    summary: 'Make a contact a reviewer of the call-out (again: change canEdit)',
    tag: 'callout',
    access: 'admin',
    params: calloutIdParams,
    body: calloutReviewerCreateSchema,
    response: { 200: calloutReviewerSchema },
  },
  'PATCH /callout/{id}/reviewers/{contactId}': {
    id: 'updateCalloutReviewer',
    summary: 'Let a reviewer edit the call-out, or not',
    tag: 'callout',
    access: 'admin',
    params: reviewerParams,
    body: calloutReviewerPatchSchema,
    response: { 200: calloutReviewerSchema },
  },
  'DELETE /callout/{id}/reviewers/{contactId}': {
    id: 'removeCalloutReviewer',
    summary: 'Stop a contact reviewing the call-out',
    tag: 'callout',
    access: 'admin',
    params: reviewerParams,
    response: { 204: noContent },
  },
});
