import {
  calloutResponseListQuerySchema,
  calloutResponseListSchema,
  calloutResponseSchema,
  responseListQuerySchema,
  responseQuerySchema,
  type CalloutResponseListQuery,
  type ResponseListQuery,
  type ResponseQuery,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { isUuid, requireLogin } from '../../plugins/auth-context.ts';
import { apiError } from '../../plugins/http-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { CalloutRow } from '../../repositories/callout-repository.ts';
import { calloutIdParams, visibleCallout } from '../callouts/callout-access.ts';
import { sendResponsesCsv } from './response-csv.ts';
import { calloutIdInRules, formOf, responseFilter, responseViews, type ResponseRouteDeps } from './response-access.ts';

const responseIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `GET callout/{id}/responses`, `GET callout-responses` and
 * `GET callout-responses/{id}`: admins see every response, reviewers those
 * of the call-outs they review, a member their own; guests get 401. A
 * response the caller may not see is a 404.
 */
export const responseListRoutes: FastifyPluginAsync<ResponseRouteDeps> = async (app, deps) => {
  const { responses, callouts, now } = deps;
  const views = responseViews(deps);

  const listPage = async (request: FastifyRequest, query: CalloutResponseListQuery, callout: CalloutRow | null) => {
    const { limit = 50, offset = 0, sort, order, rules } = query;
    let where = responseFilter(request, rules, callout ? formOf(callout) : null, 'read', now());
    if (callout) where = sql<SqlBool>`(callout_responses.callout_id = ${callout.id}::uuid and ${where})`;
    const { rows, total } = await responses.list({
      where,
      sort: sort ?? 'createdAt',
      order: order ?? (sort ? 'ASC' : 'DESC'),
      limit,
      offset,
    });
    const items = await views(request, rows, query.with);
    return { items, offset, count: items.length, total };
  };

  app.get<{ Params: { id: string }; Querystring: CalloutResponseListQuery }>(
    '/callout/:id/responses',
    {
      preValidation: requireLogin,
      schema: {
        summary: "A call-out's responses the caller may see, filtered by `rules` (also on answers)",
        tags: ['responses'],
        params: calloutIdParams,
        querystring: calloutResponseListQuerySchema,
        response: { 200: calloutResponseListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') return sendResponsesCsv(request, reply, deps, request.params.id);
      const { row } = await visibleCallout(request, deps, request.params.id);
      return listPage(request, request.query, row);
    },
  );

  app.get<{ Querystring: ResponseListQuery }>(
    '/callout-responses',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Responses the caller may see across call-outs; `calloutId` allows rules on its answers',
        tags: ['responses'],
        querystring: responseListQuerySchema,
        response: { 200: calloutResponseListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { calloutId, ...query } = request.query;
      if (calloutId !== undefined) {
        const { row } = await visibleCallout(request, deps, calloutId);
        return listPage(request, query, row);
      }
      // A top-level `calloutId equal` rule names the form whose answers may be filtered.
      const named = query.rules !== undefined ? calloutIdInRules(query.rules) : null;
      const callout = named && isUuid(named) ? await callouts.find(named) : null;
      return listPage(request, query, callout);
    },
  );

  app.get<{ Params: { id: string }; Querystring: ResponseQuery }>(
    '/callout-responses/:id',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'One response, if the caller may see it',
        tags: ['responses'],
        params: responseIdParams,
        querystring: responseQuerySchema,
        response: { 200: calloutResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = isUuid(id)
        ? await responses.findWhere(id, responseFilter(request, undefined, null, 'read', now()))
        : null;
      if (!row) throw apiError('not-found');
      const [view] = await views(request, [row], request.query.with);
      return view;
    },
  );
};

export { responseIdParams };
