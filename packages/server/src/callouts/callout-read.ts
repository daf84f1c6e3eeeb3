import { calloutFields, type CalloutListQuery, type CalloutQuery, type CalloutWith } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { CalloutRow } from './callout-repository.ts';
import { serialiseCallout } from './callout-serialiser.ts';
import { calloutFieldSql, calloutVisibility } from './callout-rules.ts';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { visibleCallout, type CalloutAccessDeps } from './callout-access.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { listPage } from '../kernel/db/paginate.ts';
import { listOrder, ruleGroupOrThrow } from '../kernel/http/list-query.ts';

export type CalloutReadOptions = CalloutAccessDeps;

/**
 * Builds Call-outs for one caller: the texts of the asked variant, the
 * response count for admins and the call-out's reviewers, whether the
 * caller answered when asked with `with=hasAnswered`, and with `with=rights`
 * what the caller may do: admins review and edit every call-out, a reviewer
 * reviews theirs and edits it when their record says so, anyone else neither.
 */
export function calloutViews({ callouts, reviewers, now }: CalloutAccessDeps) {
  return async (request: FastifyRequest, rows: CalloutRow[], query: CalloutQuery) => {
    const viewer = viewerOf(request);
    const ids = rows.map((row) => row.id);
    const withParts: CalloutWith[] = query.with ?? [];
    const variants = await callouts.variants(ids);
    // One query for every row: the call-outs this contact reviews, with canEdit.
    const reviewed = viewer.isAdmin || !viewer.contactId ? null : await reviewers.rightsByCallout(viewer.contactId);
    const mayReview = (id: string) => viewer.isAdmin || Boolean(reviewed?.has(id));
    const rightsOf = (id: string) => ({
      canReview: mayReview(id),
      canEdit: viewer.isAdmin || Boolean(reviewed?.get(id)?.canEdit),
    });
    const counts = await callouts.responseCounts(ids.filter(mayReview));
    const answered =
      withParts.includes('hasAnswered') && viewer.contactId ? await callouts.answeredBy(viewer.contactId, ids) : null;
    const time = now();
    return rows.map((row) =>
      serialiseCallout(row, {
        variants: variants.get(row.id) ?? [],
        variant: query.variant,
        with: withParts,
        now: time,
        ...(mayReview(row.id) ? { responseCount: counts.get(row.id) ?? 0 } : {}),
        ...(answered ? { hasAnswered: answered.has(row.id) } : {}),
        ...(withParts.includes('rights') ? { rights: rightsOf(row.id) } : {}),
      }),
    );
  };
}

/**
 * `GET callout` and `GET callout/{id}`: anyone sees open and ended
 * call-outs (hidden ones only by id or slug), reviewers also theirs,
 * admins all; anything else is a 404.
 */
export const calloutReadRoutes = operationRoutes<CalloutReadOptions>((_app, deps) => {
  const { callouts, now } = deps;
  const views = calloutViews(deps);

  const listFor = async (request: FastifyRequest, query: CalloutListQuery) => {
    const page = listOrder(query, 'createdAt');
    const viewer = viewerOf(request);
    const time = now();
    let filter = sql<SqlBool>`true`;
    if (query.rules !== undefined) {
      const group = ruleGroupOrThrow(query.rules, calloutFields);
      filter = compileRuleGroup(group, calloutFieldSql(viewer), { now: time, contactId: viewer.contactId });
    }
    const { rows, total } = await callouts.list({
      where: sql<SqlBool>`(${calloutVisibility(viewer, time)} and ${filter})`,
      ...page,
    });
    const items = await views(request, rows, query);
    return listPage(items, total, page.offset);
  };

  const oneFor = async (request: FastifyRequest, id: string, query: CalloutQuery) => {
    const { row } = await visibleCallout(request, deps, id);
    const [view] = await views(request, [row], query);
    return view;
  };

  /** What a guest sees depends on the URL alone: one build a second serves every reader. */
  const asGuestSees = <T>(request: FastifyRequest, build: () => Promise<T>): Promise<T> => {
    const viewer = viewerOf(request);
    return !viewer.isAdmin && viewer.contactId === null ? callouts.rememberPublic(request.url, build) : build();
  };

  return {
    'GET /callout': (request) => asGuestSees(request, () => listFor(request, request.query)),
    'GET /callout/{id}': (request) => asGuestSees(request, () => oneFor(request, request.params.id, request.query)),
  };
});
