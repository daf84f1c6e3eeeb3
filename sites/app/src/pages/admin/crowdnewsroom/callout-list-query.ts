import type { Callout, OperationInput, Rule } from '@masthead/core';

type CalloutListQuery = NonNullable<OperationInput<'GET /callout'>['query']>;

export interface CalloutListFilter {
  status?: Callout['status'];
  /** Matched against the title, ignoring case. */
  search?: string;
  /** Only call-outs the caller reviews (`canReview`): what a reviewer who is not an admin works on. */
  reviewableOnly?: boolean;
  limit?: number;
  offset?: number;
}

/**
 * The admin list's `GET callout` query: newest first, filtered by status and
 * title, with the caller's rights on each (`with=rights`).
 * @example await api.callouts.list({ query: calloutListQuery({ status: 'open', limit: 25 }) });
 */
export function calloutListQuery(filter: CalloutListFilter = {}): CalloutListQuery {
  const rules: Rule[] = [];
  if (filter.status) rules.push({ field: 'status', operator: 'equal', value: [filter.status] });
  const search = filter.search?.trim();
  if (search) rules.push({ field: 'title', operator: 'contains', value: [search] });
  if (filter.reviewableOnly) rules.push({ field: 'canReview', operator: 'equal', value: [true] });
  return {
    rules: rules.length > 0 ? JSON.stringify({ condition: 'AND', rules }) : undefined,
    limit: filter.limit,
    offset: filter.offset,
    with: ['rights'],
  };
}
