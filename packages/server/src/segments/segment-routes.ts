import type { RuleGroup, Segment } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { SegmentRepository, SegmentRow } from './segment-repository.ts';
import { segmentContactsCondition, storedCondition, storedGroup } from './segment-rules.ts';
import { contactRuleFieldsWith } from '../contacts/contact-rules.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { contactSearch } from '../contacts/contact-filter.ts';
import { countKeyOf, type ContactCountCache } from '../contacts/contact-count-cache.ts';
import { contactPage, type ContactPageDeps } from '../contacts/contact-page.ts';
import { ruleGroupOrThrow } from '../kernel/http/list-query.ts';

export interface SegmentRoutesOptions extends ContactPageDeps {
  segments: SegmentRepository;
  counts: ContactCountCache;
}

/**
 * `segments`: saved contact searches (admin only). Every read and write
 * answers each segment with a live `contactCount`, counted in one query for
 * the segments without a count kept (contact-count-cache.ts: kept while
 * nothing a search reads changes, 30 s at most); `segments/{id}/contacts` lists its contacts as `GET
 * contact` does, further narrowed by any `rules`. A rule group is checked
 * as `GET contact` checks one (400 `invalid-rule`).
 */
export const segmentRoutes = operationRoutes<SegmentRoutesOptions>((_app, deps) => {
  const { segments, tags, now } = deps;
  /** A stored group's count is kept per admin reading it (`"me"`); one that no longer passes is counted (as none). */
  const segmentKey = (row: SegmentRow, contactId: string | null, ...more: (RuleGroup | null)[]) => {
    const group = storedGroup(row);
    return group ? countKeyOf(`segment\n${contactId}`, [group, ...more]) : null;
  };

  /** Segments with their counts; `"me"` in a stored rule is the admin reading it. */
  const views = async (request: FastifyRequest, rows: SegmentRow[]): Promise<Segment[]> => {
    const time = now();
    const { contactId } = viewerOf(request);
    const counts = await deps.counts.counts(
      rows.map((row) => ({ key: segmentKey(row, contactId), row })),
      (missing) => segments.countContacts(missing.map(({ row }) => storedCondition(row, time, contactId))),
    );
    return rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      ruleGroup: row.rule_group as RuleGroup,
      order: row.sort_order,
      contactCount: counts[index] ?? 0,
    }));
  };
  const one = async (request: FastifyRequest, row: SegmentRow | null): Promise<Segment> => {
    if (!row) throw apiError('not-found');
    const [view] = await views(request, [row]);
    return view as Segment;
  };
  const checkedGroup = async (input: unknown) => ruleGroupOrThrow(input, contactRuleFieldsWith(await tags.allIds()));

  return {
    'GET /segments': async (request) => views(request, await segments.list()),

    'GET /segments/{id}': async (request) => one(request, await segments.find(request.params.id)),

    'POST /segments': async (request) => {
      const { name, description = '', ruleGroup, order = 0 } = request.body;
      const group = await checkedGroup(ruleGroup);
      return one(request, await segments.create({ name: name.trim(), description, ruleGroup: group, order }));
    },

    'PATCH /segments/{id}': async (request) => {
      const { name, description, ruleGroup, order } = request.body;
      const group = ruleGroup === undefined ? undefined : await checkedGroup(ruleGroup);
      const row = await segments.update(request.params.id, {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(group !== undefined ? { ruleGroup: group } : {}),
        ...(order !== undefined ? { order } : {}),
      });
      return one(request, row);
    },

    'DELETE /segments/{id}': async (request, reply) => {
      if (!(await segments.delete(request.params.id))) throw apiError('not-found');
      return reply.code(204).send(null);
    },

    'GET /segments/{id}/contacts': async (request) => {
      const row = await segments.find(request.params.id);
      if (!row) throw apiError('not-found');
      const viewer = viewerOf(request);
      const time = now();
      const narrowed = await contactSearch({ rules: request.query.rules, viewer, now: time, tags });
      const where = segmentContactsCondition(row, narrowed.where, time, viewer.contactId);
      const countKey = viewer.isAdmin ? segmentKey(row, viewer.contactId, narrowed.group) : null;
      return contactPage(deps, request.query, viewer, where, countKey);
    },
  };
});
