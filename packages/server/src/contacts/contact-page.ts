import type { ContactListQuery } from '@masthead/core';
import type { RawBuilder, SqlBool } from 'kysely';
import { listPage } from '../kernel/db/paginate.ts';
import type { ContactListRepository } from './contact-list-repository.ts';
import type { ContactTagRepository } from './contact-tag-repository.ts';
import type { ContributionRepository } from '../payments/contribution-repository.ts';
import type { PaymentRepository } from '../payments/payment-repository.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { serialiseContact } from './contact-serialiser.ts';
import { listOrder } from '../kernel/http/list-query.ts';

export interface ContactPageDeps {
  contacts: ContactListRepository;
  contributions: Pick<ContributionRepository, 'findMany'>;
  payments: Pick<PaymentRepository, 'pendingAmong'>;
  tags: Pick<ContactTagRepository, 'allIds' | 'idsOf'>;
  now: () => Date;
}

/**
 * One page of the contacts `where` lets through, in the list envelope, each
 * in the Contact shape with the parts `with` asks for: what `GET contact`
 * and `GET segments/{id}/contacts` answer. A page at a time, never a query
 * per contact. The total is kept under `countKey` when one is given
 * (contact-count-cache.ts).
 */
export async function contactPage(
  { contacts, contributions, payments, tags, now }: ContactPageDeps,
  query: ContactListQuery,
  viewer: Viewer,
  where: RawBuilder<SqlBool>,
  countKey: string | null = null,
) {
  const page = listOrder(query, 'joined');
  const time = now();
  const { rows, total } = await contacts.list({ where, ...page, countKey });
  const withParts = query.with ?? [];
  const ids = rows.map((row) => row.id);
  const roles = await contacts.rolesOf(ids);
  const reviewers = withParts.includes('isReviewer') ? await contacts.reviewersAmong(ids) : new Set<string>();
  const given = await contributions.findMany(ids);
  const pending = withParts.includes('contribution') ? await payments.pendingAmong(ids) : new Set<string>();
  const tagIds = withParts.includes('tags') && viewer.isAdmin ? await tags.idsOf(ids) : new Map<string, string[]>();
  const items = rows.map((row) =>
    serialiseContact(row, {
      roles: roles.get(row.id) ?? [],
      now: time,
      with: withParts,
      forAdmin: viewer.isAdmin,
      reviewsCallouts: reviewers.has(row.id),
      contribution: { row: given.get(row.id) ?? null, pending: pending.has(row.id) },
      tags: tagIds.get(row.id) ?? [],
    }),
  );
  return listPage(items, total, page.offset);
}
