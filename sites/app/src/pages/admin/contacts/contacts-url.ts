import {
  contactFieldLookup,
  contactSortValues,
  parseRuleGroup,
  type ContactSort,
  type RuleGroup,
} from '@masthead/core';
import { flatRules } from '../../../common/rules/rule-drafts.ts';
import { noFilter, type ContactOrder } from './contact-list-query.ts';

/** What `/admin/contacts` keeps in its address: the tab, the search, the order and the page (1 is the first). */
export interface ContactsUrlState {
  segmentId: string | null;
  filter: RuleGroup;
  order: ContactOrder | null;
  page: number;
}

const isSort = (value: string | null): value is ContactSort =>
  value !== null && (contactSortValues as readonly string[]).includes(value);

/**
 * The search rules of `?rules=`: a group core's rule check accepts for
 * contacts and the builder can show (`flatRules`), as one level; anything
 * else (not JSON, an unknown field, groups within groups) is no search.
 */
function readRules(text: string | null): RuleGroup {
  if (text === null) return noFilter;
  const parsed = parseRuleGroup(text, contactFieldLookup);
  if (!parsed.ok) return noFilter;
  const flat = flatRules(parsed.group);
  return flat && flat.rules.length > 0 ? flat : noFilter;
}

/**
 * The list's state from the address's query. Values that make no sense
 * are left out, never an error: a bad `rules` lists everyone, a bad
 * `sort`/`order` the default order, a bad `page` the first page.
 * @example readContactsUrl('?segment=s1&page=2&sort=email&order=DESC')
 *   // {segmentId: 's1', filter: noFilter, order: {sort: 'email', order: 'DESC'}, page: 2}
 */
export function readContactsUrl(search: string): ContactsUrlState {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  const order = query.get('order');
  const page = query.get('page') ?? '';
  return {
    segmentId: query.get('segment') || null,
    filter: readRules(query.get('rules')),
    order: isSort(sort) && (order === 'ASC' || order === 'DESC') ? { sort, order } : null,
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/**
 * The address of a list state, keeping the query's other parameters
 * (`lang`); defaults (no search, the default order, the first page) are left out.
 * @example contactsUrl({segmentId: null, filter: noFilter, order: null, page: 3}, '?lang=de') // '/admin/contacts?lang=de&page=3'
 */
export function contactsUrl(state: ContactsUrlState, search = ''): string {
  const query = new URLSearchParams(search);
  for (const key of ['segment', 'rules', 'sort', 'order', 'page']) query.delete(key);
  if (state.segmentId) query.set('segment', state.segmentId);
  if (state.filter.rules.length > 0) query.set('rules', JSON.stringify(state.filter));
  if (state.order) {
    query.set('sort', state.order.sort);
    query.set('order', state.order.order);
  }
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return `/admin/contacts${text ? `?${text}` : ''}`;
}
