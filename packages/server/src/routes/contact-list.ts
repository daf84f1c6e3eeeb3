import { contactListQuerySchema, contactListSchema, type ContactListQuery } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { requireLogin } from '../plugins/auth-context.ts';
import { errorResponses } from '../plugins/openapi.ts';
import type { ContactListRepository } from '../repositories/contact-list-repository.ts';
import { contactView } from '../repositories/contact-view.ts';
import { compileRuleGroup } from '../rules/compile-rules.ts';
import { contactFieldSql, contactRuleFields, contactVisibility } from '../rules/contact-rules.ts';
import { viewerOf } from './callouts/callout-access.ts';
import { ruleGroupOrThrow } from './responses/response-access.ts';

export interface ContactListRoutesOptions {
  contacts: ContactListRepository;
  now: () => Date;
}

/**
 * `GET contact`: admins and API keys list every contact, anyone else logged
 * in only themselves (their visibility is AND-ed into any rules, so no rule
 * can widen it); guests get 401.
 */
export const contactListRoutes: FastifyPluginAsync<ContactListRoutesOptions> = async (app, { contacts, now }) => {
  app.get<{ Querystring: ContactListQuery }>(
    '/contact',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Contacts: all for admins, only oneself for others; filtered by `rules`',
        tags: ['contact'],
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0, sort, order, rules } = request.query;
      const viewer = viewerOf(request);
      const time = now();
      let where = contactVisibility(viewer);
      if (rules !== undefined) {
        const group = ruleGroupOrThrow(rules, contactRuleFields);
        const filter = compileRuleGroup(group, contactFieldSql(group), { now: time, contactId: viewer.contactId });
        where = sql<SqlBool>`(${where} and ${filter})`;
      }
      const { rows, total } = await contacts.list({
        where,
        sort: sort ?? 'joined',
        order: order ?? (sort ? 'ASC' : 'DESC'),
        limit,
        offset,
      });
      const withParts = request.query.with ?? [];
      const ids = rows.map((row) => row.id);
      const roles = await contacts.rolesOf(ids);
      const reviewers = withParts.includes('isReviewer') ? await contacts.reviewersAmong(ids) : new Set<string>();
      const items = rows.map((row) =>
        contactView(row, {
          roles: roles.get(row.id) ?? [],
          now: time,
          with: withParts,
          forAdmin: viewer.isAdmin,
          reviewsCallouts: reviewers.has(row.id),
        }),
      );
      return { items, offset, count: items.length, total };
    },
  );
};
