import type { CalloutResponseListQuery } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CalloutRow } from '../callouts/callout-repository.ts';
import { visibleCallout } from '../callouts/callout-access.ts';
import { sendResponsesCsv } from './response-csv.ts';
import { responseSerialiser } from './response-serialiser.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { calloutIdInRules, responseFilter, type ResponseRouteDeps } from './response-access.ts';
import { listPage } from '../kernel/db/paginate.ts';
import { listOrder } from '../kernel/http/list-query.ts';

/**
 * `GET callout/{id}/responses`, `GET callout-responses` and
 * `GET callout-responses/{id}`: admins see every response, reviewers those
 * of the call-outs they review, a member their own; guests get 401. A
 * response the caller may not see is a 404.
 */
export const responseListRoutes = operationRoutes<ResponseRouteDeps>((_app, deps) => {
  const { responses, callouts, now } = deps;
  const views = responseSerialiser(deps);

  const listFor = async (request: FastifyRequest, query: CalloutResponseListQuery, callout: CalloutRow | null) => {
    const page = listOrder(query, 'createdAt');
    let where = responseFilter(request, query.rules, callout ? callout.form_schema : null, 'read', now());
    if (callout) where = sql<SqlBool>`(callout_responses.callout_id = ${callout.id}::uuid and ${where})`;
    const { rows, total } = await responses.list({ where, ...page, ...(callout ? { calloutId: callout.id } : {}) });
    const items = await views(viewerOf(request), rows, query.with, query.variant);
    return listPage(items, total, page.offset);
  };

  return {
    'GET /callout/{id}/responses': async (request, reply) => {
      if (request.query.format === 'csv') return sendResponsesCsv(request, reply, deps, request.params.id);
      const { row } = await visibleCallout(request, deps, request.params.id);
      return listFor(request, request.query, row);
    },

    'GET /callout-responses': async (request) => {
      const { calloutId, ...query } = request.query;
      if (calloutId !== undefined) {
        const { row } = await visibleCallout(request, deps, calloutId);
        return listFor(request, query, row);
      }
      // A top-level `calloutId equal` rule names the form whose answers may be filtered.
      const named = query.rules !== undefined ? calloutIdInRules(query.rules) : null;
      const callout = named && isUuid(named) ? await callouts.find(named) : null;
      return listFor(request, query, callout);
    },

    'GET /callout-responses/{id}': async (request) => {
      const { id } = request.params;
      const row = isUuid(id)
        ? await responses.findWhere(id, responseFilter(request, undefined, null, 'read', now()))
        : null;
      if (!row) throw apiError('not-found');
      const [view] = await views(viewerOf(request), [row], request.query.with, request.query.variant);
      return view;
    },
  };
});
