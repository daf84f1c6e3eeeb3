import { calloutResponseFields, responseFieldsFor, type FormSchema } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ResponseReviewRepository } from './response-review-repository.ts';
import type { ResponseExportRepository } from './response-export-repository.ts';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { responseFieldSql, responseVisibility, type ResponseAccess } from './response-rules.ts';
import type { CalloutAccessDeps } from '../callouts/callout-access.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { ruleGroupOrThrow } from '../kernel/http/list-query.ts';

export interface ResponseRouteDeps extends CalloutAccessDeps {
  responses: ResponseReviewRepository;
  exports: ResponseExportRepository;
}

/**
 * The call-out a rule group is about when its top level ANDs a
 * `calloutId equal <id>` rule: then the answer fields of that call-out's
 * form may be used too.
 */
export function calloutIdInRules(input: unknown): string | null {
  let group: unknown = input;
  try {
    if (typeof input === 'string') group = JSON.parse(input);
  } catch {
    return null;
  }
  const { condition, rules } = (group ?? {}) as { condition?: unknown; rules?: unknown };
  if (!Array.isArray(rules) || (condition !== 'AND' && rules.length !== 1)) return null;
  for (const rule of rules as { field?: unknown; operator?: unknown; value?: unknown }[]) {
    if (rule?.field !== 'calloutId' || rule.operator !== 'equal' || !Array.isArray(rule.value)) continue;
    if (typeof rule.value[0] === 'string') return rule.value[0];
  }
  return null;
}

/**
 * The caller's rules compiled with their visibility AND-ed in. With a
 * call-out's form the `answers.<slideId>.<key>` fields are allowed.
 */
export function responseFilter(
  request: FastifyRequest,
  rules: unknown,
  form: FormSchema | null,
  access: ResponseAccess,
  now: Date,
): RawBuilder<SqlBool> {
  const viewer = viewerOf(request);
  const visibility = responseVisibility(viewer, access);
  if (rules === undefined) return visibility;
  const group = ruleGroupOrThrow(rules, form ? responseFieldsFor(form) : calloutResponseFields);
  const filter = compileRuleGroup(group, responseFieldSql(viewer, form), { now, contactId: viewer.contactId });
  return sql<SqlBool>`(${visibility} and ${filter})`;
}
