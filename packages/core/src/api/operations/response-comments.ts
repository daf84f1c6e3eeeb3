import {
  responseCommentCreateSchema,
  responseCommentListQuerySchema,
  responseCommentListSchema,
  responseCommentPatchSchema,
  responseCommentSchema,
} from '../../schemas/response-comment.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** callout-response-comments: admins and the reviewers of the response's call-out. */
export const responseCommentOperations = defineOperations({
  'GET /callout-response-comments': {
    id: 'listResponseComments',
    summary: 'Comments on the responses the caller reviews, filtered by `responseId` or `rules`',
    tag: 'responses',
    access: 'reviewer',
    query: responseCommentListQuerySchema,
    response: { 200: responseCommentListSchema },
  },
  'POST /callout-response-comments': {
    id: 'createResponseComment',
    summary: 'Comment on a response (admins and its reviewers)',
    tag: 'responses',
    access: 'reviewer',
    body: responseCommentCreateSchema,
    response: { 200: responseCommentSchema },
  },
  'PATCH /callout-response-comments/{id}': {
    id: 'updateResponseComment',
    summary: 'Change the text of a comment (its author, or an admin)',
    tag: 'responses',
    access: 'reviewer',
    params: uuidParams,
    body: responseCommentPatchSchema,
    response: { 200: responseCommentSchema },
  },
  'DELETE /callout-response-comments/{id}': {
    id: 'deleteResponseComment',
    summary: 'Delete a comment (its author, or an admin)',
    tag: 'responses',
    access: 'reviewer',
    params: uuidParams,
    response: { 204: noContent },
  },
});
