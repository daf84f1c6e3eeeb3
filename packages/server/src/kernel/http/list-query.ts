import {
  parseRuleGroup,
  validateRuleGroup,
  type FieldLookup,
  type RuleGroup,
  type RuleGroupOptions,
} from '@masthead/core';
import { apiError } from './http-error.ts';

/** The paging and order part of a list query (docs/product/api.md, "Lists"). */
export interface ListQuery<Sort extends string> {
  limit?: number;
  offset?: number;
  sort?: Sort;
  order?: 'ASC' | 'DESC';
}

/**
 * The page and order a list query asks for: 50 rows from the start unless
 * it says, a named sort ascending, no sort newest first by `fallback`.
 * @example listOrder({sort: 'email'}, 'joined') // {limit: 50, offset: 0, sort: 'email', order: 'ASC'}
 */
export function listOrder<Sort extends string>(query: ListQuery<Sort>, fallback: Sort) {
  return {
    limit: query.limit ?? 50,
    offset: query.offset ?? 0,
    sort: query.sort ?? fallback,
    order: query.order ?? (query.sort ? 'ASC' : 'DESC'),
  } as const;
}

/**
 * A rule group from untrusted input (JSON text, within the size limit, or
 * an object), or a 400 `invalid-rule` listing the problems.
 */
export function ruleGroupOrThrow(input: unknown, fields: FieldLookup, options: RuleGroupOptions = {}): RuleGroup {
  const parsed =
    typeof input === 'string' ? parseRuleGroup(input, fields, options) : validateRuleGroup(input, fields, options);
  if (parsed.ok) return parsed.group;
  throw apiError(
    'invalid-rule',
    parsed.problems.map(({ path, problem, params }) => ({ field: path, rule: problem, ...(params ? { params } : {}) })),
  );
}
