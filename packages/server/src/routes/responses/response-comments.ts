import {
  responseCommentCreateSchema,
  responseCommentFields,
  responseCommentListQuerySchema,
  responseCommentListSchema,
  responseCommentPatchSchema,
  responseCommentSchema,
  type ResponseCommentCreate,
  type ResponseCommentListQuery,
  type ResponseCommentPatch,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { isUuid, requireLogin } from '../../plugins/auth-context.ts';
import { apiError } from '../../plugins/http-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { ResponseCommentRepository } from '../../repositories/response-comment-repository.ts';
import type { ResponseCommentRow } from '../../repositories/response-review-repository.ts';
import { compileRuleGroup } from '../../rules/compile-rules.ts';
import { responseCommentFieldSql, responseCommentVisibility, responseVisibility } from '../../rules/response-rules.ts';
import { rightsOn, viewerOf } from '../callouts/callout-access.ts';
import { commentView, ruleGroupOrThrow, type ResponseRouteDeps } from './response-access.ts';
import { responseIdParams } from './response-list.ts';

export interface ResponseCommentOptions extends ResponseRouteDeps {
  comments: ResponseCommentRepository;
}

/**
 * `callout-response-comments`: the newsroom's notes on responses. Admins
 * and the reviewers of the response's call-out read and write them; an
 * author edits and deletes their own, an admin any. A respondent never sees
 * them (404 on their own response's comments, as for anything not theirs).
 */
export const responseCommentRoutes: FastifyPluginAsync<ResponseCommentOptions> = async (app, deps) => {
  const { comments, responses, reviewers, now } = deps;

  const views = async (rows: ResponseCommentRow[]) => {
    const contacts = await responses.contactsById(rows.flatMap((row) => (row.contact_id ? [row.contact_id] : [])));
    const time = now();
    return rows.map((row) => commentView(row, contacts, time));
  };

  /** The comment, when the caller may change it: its author while reviewing its call-out, or an admin. */
  const ownComment = async (request: FastifyRequest, id: string) => {
    const comment = isUuid(id) ? await comments.find(id) : null;
    if (!comment) throw apiError('not-found');
    const rights = await rightsOn(request, reviewers, comment.calloutId);
    if (rights.isAdmin) return comment;
    if (!rights.reviewer) throw apiError('not-found');
    if (comment.contact_id === null || comment.contact_id !== viewerOf(request).contactId) throw apiError('forbidden');
    return comment;
  };

  app.get<{ Querystring: ResponseCommentListQuery }>(
    '/callout-response-comments',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Comments on the responses the caller reviews, filtered by `responseId` or `rules`',
        tags: ['responses'],
        querystring: responseCommentListQuerySchema,
        response: { 200: responseCommentListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0, sort, order, rules, responseId } = request.query;
      const viewer = viewerOf(request);
      if (!viewer.isAdmin && (!viewer.contactId || (await reviewers.calloutIdsOf(viewer.contactId)).size === 0)) {
        throw apiError('forbidden');
      }
      const parts = [responseCommentVisibility(viewer)];
      if (rules !== undefined) {
        const group = ruleGroupOrThrow(rules, responseCommentFields);
        parts.push(compileRuleGroup(group, responseCommentFieldSql, { now: now(), contactId: viewer.contactId }));
      }
      if (responseId !== undefined)
        parts.push(sql<SqlBool>`callout_response_comments.response_id::text = ${responseId}`);
      const { rows, total } = await comments.list({
        where: sql<SqlBool>`(${sql.join(parts, sql` and `)})`,
        sort: sort ?? 'createdAt',
        order: order ?? 'ASC',
        limit,
        offset,
      });
      const items = await views(rows);
      return { items, offset, count: items.length, total };
    },
  );

  app.post<{ Body: ResponseCommentCreate }>(
    '/callout-response-comments',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Comment on a response (admins and its reviewers)',
        tags: ['responses'],
        body: responseCommentCreateSchema,
        response: { 200: responseCommentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { responseId, text } = request.body;
      const viewer = viewerOf(request);
      const response = isUuid(responseId)
        ? await responses.findWhere(responseId, responseVisibility(viewer, 'read'))
        : null;
      if (!response) throw apiError('not-found');
      const rights = await rightsOn(request, reviewers, response.callout_id);
      if (!rights.isAdmin && !rights.reviewer) throw apiError('forbidden');
      const [view] = await views([await comments.create(response.id, viewer.contactId, text)]);
      return view;
    },
  );

  app.patch<{ Params: { id: string }; Body: ResponseCommentPatch }>(
    '/callout-response-comments/:id',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Change the text of a comment (its author, or an admin)',
        tags: ['responses'],
        params: responseIdParams,
        body: responseCommentPatchSchema,
        response: { 200: responseCommentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const comment = await ownComment(request, request.params.id);
      const updated = await comments.update(comment.id, request.body.text);
      if (!updated) throw apiError('not-found');
      const [view] = await views([updated]);
      return view;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/callout-response-comments/:id',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Delete a comment (its author, or an admin)',
        tags: ['responses'],
        params: responseIdParams,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const comment = await ownComment(request, request.params.id);
      if (!(await comments.delete(comment.id))) throw apiError('not-found');
      return reply.code(204).send();
    },
  );
};
