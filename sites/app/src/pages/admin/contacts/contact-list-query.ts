import type { ContactSort, RuleGroup, Segment } from '@masthead/core';

/** The list's order: a column and a direction, or the server's default (newest first). */
export interface ContactOrder {
  sort: ContactSort;
  order: 'ASC' | 'DESC';
}

/** What the list shows: a segment (or all contacts), the builder's rules, the order and the page. */
export interface ContactListState {
  segment: Segment | null;
  filter: RuleGroup;
  order: ContactOrder | null;
  offset: number;
}

export const noFilter: RuleGroup = { condition: 'AND', rules: [] };

/**
 * Every contact the list matches, as one rule group: the segment's rules and
 * the builder's, both must hold. Bulk changes, the CSV export and "Save as
 * segment" use it, so they reach the whole filter, not just the page shown.
 * @example matchingRules({segment: null, filter}) // filter, or {condition: 'AND', rules: []} for everyone
 */
export function matchingRules({ segment, filter }: Pick<ContactListState, 'segment' | 'filter'>): RuleGroup {
  const parts = [segment?.ruleGroup, filter].filter(
    (group): group is RuleGroup => group !== undefined && group.rules.length > 0,
  );
  if (parts.length === 0) return noFilter;
  if (parts.length === 1) return parts[0]!;
  return { condition: 'AND', rules: parts };
}

/**
 * Every contact, said with rules: each has a password or has none. A bulk
 * change refuses a group without rules (docs/decisions/0044), so "all
 * contacts" is sent as this.
 */
export const everyContact: RuleGroup = {
  condition: 'OR',
  rules: [
    { field: 'activeUser', operator: 'equal', value: [true] },
    { field: 'activeUser', operator: 'equal', value: [false] },
  ],
};

/**
 * The rules a bulk change (tags, newsletter status) sends for what the list
 * matches: `matchingRules`, or `everyContact` when nothing narrows it.
 * @example bulkRules({segment: null, filter: noFilter}) // everyContact
 */
export function bulkRules(state: Pick<ContactListState, 'segment' | 'filter'>): RuleGroup {
  const rules = matchingRules(state);
  return rules.rules.length > 0 ? rules : everyContact;
}

/**
 * The order after a column header is pressed: a new column sorts ascending,
 * the same column flips its direction.
 * @example nextOrder({sort: 'email', order: 'ASC'}, 'email') // {sort: 'email', order: 'DESC'}
 */
export function nextOrder(current: ContactOrder | null, column: ContactSort): ContactOrder {
  if (current?.sort === column) return { sort: column, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { sort: column, order: 'ASC' };
}

/** A column header's `aria-sort`: only the sorted column says it is. */
export function ariaSort(current: ContactOrder | null, column: ContactSort): 'ascending' | 'descending' | 'none' {
  if (current?.sort !== column) return 'none';
  return current.order === 'ASC' ? 'ascending' : 'descending';
}

/** The `rules` query parameter: absent when nothing narrows the list. */
export function rulesParam(group: RuleGroup): { rules?: string } {
  return group.rules.length > 0 ? { rules: JSON.stringify(group) } : {};
}

/**
 * Tag changes for a bulk PATCH: `+id` adds, `-id` removes (docs/product/api.md, "Shapes worth knowing").
 * @example tagUpdates('add', ['t1', 't2']) // ['+t1', '+t2']
 */
export function tagUpdates(action: 'add' | 'remove', tagIds: readonly string[]): string[] {
  return tagIds.map((id) => `${action === 'add' ? '+' : '-'}${id}`);
}
