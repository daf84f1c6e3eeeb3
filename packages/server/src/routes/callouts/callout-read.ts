import {
  calloutFields,
  calloutListQuerySchema,
  calloutListSchema,
  calloutQuerySchema,
  calloutSchema,
  parseRuleGroup,
  type CalloutListQuery,
  type CalloutQuery,
  type CalloutWith,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { apiError } from '../../plugins/http-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { CalloutRow } from '../../repositories/callout-repository.ts';
import { calloutView } from '../../repositories/callout-view.ts';
import { calloutFieldSql, calloutVisibility } from '../../rules/callout-rules.ts';
import { compileRuleGroup } from '../../rules/compile-rules.ts';
import { calloutIdParams, viewerOf, visibleCallout, type CalloutAccessDeps } from './callout-access.ts';

export type CalloutReadOptions = CalloutAccessDeps;

/**
 * Builds Call-outs for one caller: the texts of the asked variant, the
 * response count for admins and the call-out's reviewers, and whether the
 * caller answered when asked with `with=hasAnswered`.
 */
export function calloutViews({ callouts, reviewers, now }: CalloutAccessDeps) {
  return async (request: FastifyRequest, rows: CalloutRow[], query: CalloutQuery) => {
    const viewer = viewerOf(request);
    const ids = rows.map((row) => row.id);
    const withParts: CalloutWith[] = query.with ?? [];
    const variants = await callouts.variants(ids);
    const reviewed = viewer.isAdmin || !viewer.contactId ? null : await reviewers.calloutIdsOf(viewer.contactId);
    const mayReview = (id: string) => viewer.isAdmin || Boolean(reviewed?.has(id));
    const counts = await callouts.responseCounts(ids.filter(mayReview));
    const answered =
      withParts.includes('hasAnswered') && viewer.contactId ? await callouts.answeredBy(viewer.contactId, ids) : null;
    const time = now();
    return rows.map((row) =>
      calloutView(row, {
        variants: variants.get(row.id) ?? [],
        variant: query.variant,
        with: withParts,
        now: time,
        ...(mayReview(row.id) ? { responseCount: counts.get(row.id) ?? 0 } : {}),
        ...(answered ? { hasAnswered: answered.has(row.id) } : {}),
      }),
    );
  };
}

/**
 * `GET callout` and `GET callout/{id}`: anyone sees open and ended
 * call-outs (hidden ones only by id or slug), reviewers also theirs,
 * admins all; anything else is a 404.
 */
export const calloutReadRoutes: FastifyPluginAsync<CalloutReadOptions> = async (app, deps) => {
  const { callouts, now } = deps;
  const views = calloutViews(deps);

  app.get<{ Querystring: CalloutListQuery }>(
    '/callout',
    {
      schema: {
        summary: 'Call-outs the caller may see, filtered by `rules`',
        tags: ['callout'],
        querystring: calloutListQuerySchema,
        response: { 200: calloutListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0, sort, order, rules } = request.query;
      const viewer = viewerOf(request);
      const time = now();
      let filter = sql<SqlBool>`true`;
      if (rules !== undefined) {
        const parsed = parseRuleGroup(rules, calloutFields);
        if (!parsed.ok) {
          throw apiError(
            'invalid-rule',
            parsed.problems.map(({ path, problem, params }) => ({
              field: path,
              rule: problem,
              ...(params ? { params } : {}),
            })),
          );
        }
        filter = compileRuleGroup(parsed.group, calloutFieldSql(viewer), { now: time, contactId: viewer.contactId });
      }
      const { rows, total } = await callouts.list({
        where: sql<SqlBool>`(${calloutVisibility(viewer, time)} and ${filter})`,
        sort: sort ?? 'createdAt',
        order: order ?? (sort ? 'ASC' : 'DESC'),
        limit,
        offset,
      });
      const items = await views(request, rows, request.query);
      return { items, offset, count: items.length, total };
    },
  );

  app.get<{ Params: { id: string }; Querystring: CalloutQuery }>(
    '/callout/:id',
    {
      schema: {
        summary: 'One call-out, by id or slug',
        tags: ['callout'],
        params: calloutIdParams,
        querystring: calloutQuerySchema,
        response: { 200: calloutSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row } = await visibleCallout(request, deps, request.params.id);
      const [view] = await views(request, [row], request.query);
      return view;
    },
  );
};
