import { sql, type SqlBool } from 'kysely';
import { operationRoutes } from '../api/operation-routes.ts';
import { listPage } from '../db/paginate.ts';
import type { ContactListRepository } from '../repositories/contact-list-repository.ts';
import { serialiseContact } from '../serialisers/contact.ts';
import { compileRuleGroup } from '../rules/compile-rules.ts';
import { contactFieldSql, contactRuleFields, contactVisibility } from '../rules/contact-rules.ts';
import { viewerOf } from './callouts/callout-access.ts';
import { listOrder, ruleGroupOrThrow } from './list-query.ts';
import type { ContributionRepository } from '../repositories/contribution-repository.ts';
import type { PaymentRepository } from '../repositories/payment-repository.ts';

export interface ContactListRoutesOptions {
  contacts: ContactListRepository;
  contributions: Pick<ContributionRepository, 'findMany'>;
  payments: Pick<PaymentRepository, 'pendingAmong'>;
  now: () => Date;
}

/**
 * `GET contact`: admins and API keys list every contact, anyone else logged
 * in only themselves (their visibility is AND-ed into any rules, so no rule
 * can widen it); guests get 401.
 */
export const contactListRoutes = operationRoutes<ContactListRoutesOptions>(
  (_app, { contacts, contributions, payments, now }) => ({
    'GET /contact': async (request) => {
      const { rules } = request.query;
      const page = listOrder(request.query, 'joined');
      const viewer = viewerOf(request);
      const time = now();
      let where = contactVisibility(viewer);
      if (rules !== undefined) {
        const group = ruleGroupOrThrow(rules, contactRuleFields);
        const filter = compileRuleGroup(group, contactFieldSql(group), { now: time, contactId: viewer.contactId });
        where = sql<SqlBool>`(${where} and ${filter})`;
      }
      const { rows, total } = await contacts.list({ where, ...page });
      const withParts = request.query.with ?? [];
      const ids = rows.map((row) => row.id);
      const roles = await contacts.rolesOf(ids);
      const reviewers = withParts.includes('isReviewer') ? await contacts.reviewersAmong(ids) : new Set<string>();
      const given = await contributions.findMany(ids);
      const pending = withParts.includes('contribution') ? await payments.pendingAmong(ids) : new Set<string>();
      const items = rows.map((row) =>
        serialiseContact(row, {
          roles: roles.get(row.id) ?? [],
          now: time,
          with: withParts,
          forAdmin: viewer.isAdmin,
          reviewsCallouts: reviewers.has(row.id),
          contribution: { row: given.get(row.id) ?? null, pending: pending.has(row.id) },
        }),
      );
      return listPage(items, total, page.offset);
    },
  }),
);
