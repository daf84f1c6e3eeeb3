import { responseCommentFields } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ResponseCommentRepository } from './response-comment-repository.ts';
import type { ResponseCommentRow } from './response-review-repository.ts';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { responseCommentFieldSql, responseCommentVisibility, responseVisibility } from './response-rules.ts';
import { rightsOn } from '../callouts/callout-access.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { serialiseComment } from './comment-serialiser.ts';
import { type ResponseRouteDeps } from './response-access.ts';
import { ruleGroupOrThrow } from '../kernel/http/list-query.ts';
import { listPage } from '../kernel/db/paginate.ts';

export interface ResponseCommentOptions extends ResponseRouteDeps {
  comments: ResponseCommentRepository;
}

/**
 * `callout-response-comments`: the newsroom's notes on responses. Admins
 * and the reviewers of the response's call-out read and write them; an
 * author edits and deletes their own, an admin any. A respondent never sees
 * them (404 on their own response's comments, as for anything not theirs).
 */
export const responseCommentRoutes = operationRoutes<ResponseCommentOptions>((_app, deps) => {
  const { comments, responses, reviewers, now } = deps;

  const views = async (rows: ResponseCommentRow[]) => {
    const contacts = await responses.contactsById(rows.flatMap((row) => (row.contact_id ? [row.contact_id] : [])));
    const time = now();
    return rows.map((row) => serialiseComment(row, contacts, time));
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

  return {
    'GET /callout-response-comments': async (request) => {
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
      return listPage(items, total, offset);
    },

    'POST /callout-response-comments': async (request) => {
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

    'PATCH /callout-response-comments/{id}': async (request) => {
      const comment = await ownComment(request, request.params.id);
      const updated = await comments.update(comment.id, request.body.text);
      if (!updated) throw apiError('not-found');
      const [view] = await views([updated]);
      return view;
    },

    'DELETE /callout-response-comments/{id}': async (request, reply) => {
      const comment = await ownComment(request, request.params.id);
      if (!(await comments.delete(comment.id))) throw apiError('not-found');
      return reply.code(204).send(null);
    },
  };
});
