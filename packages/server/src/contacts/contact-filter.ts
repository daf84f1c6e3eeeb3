import type { ContactRoleName, RuleGroup } from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContactTagRepository } from './contact-tag-repository.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { contactFieldSql, contactRuleFieldsWith, contactVisibility, withinPowerOf } from './contact-rules.ts';
import { ruleGroupOrThrow } from '../kernel/http/list-query.ts';

export interface ContactFilterInput {
  /** A rule group someone sent: JSON text (a query) or an object (a body); undefined for none. */
  rules: unknown;
  viewer: Viewer;
  now: Date;
  tags: Pick<ContactTagRepository, 'allIds'>;
}

/**
 * The condition on `contacts` for a rule group someone sent, with the
 * caller's visibility AND-ed in, and the group as checked (null without
 * one; a count's key, contact-count-cache.ts): 400 `invalid-rule` naming
 * each rule at fault, a `tags` value that is no tag's id included.
 * @example const {where, group} = await contactSearch({rules: request.query.rules, viewer, now: now(), tags})
 */
export async function contactSearch({
  rules,
  viewer,
  now,
  tags,
}: ContactFilterInput): Promise<{ where: RawBuilder<SqlBool>; group: RuleGroup | null }> {
  const visible = contactVisibility(viewer);
  if (rules === undefined) return { where: visible, group: null };
  const group = ruleGroupOrThrow(rules, contactRuleFieldsWith(await tags.allIds()));
  const filter = compileRuleGroup(group, contactFieldSql(group), { now, contactId: viewer.contactId });
  return { where: sql<SqlBool>`(${visible} and ${filter})`, group };
}

/**
 * `contactSearch`'s condition alone.
 * @example const where = await contactFilter({rules: request.query.rules, viewer, now: now(), tags})
 */
export async function contactFilter(input: ContactFilterInput): Promise<RawBuilder<SqlBool>> {
  return (await contactSearch(input)).where;
}

/**
 * The condition on `contacts` for a write over every contact a rule group
 * matches (`PATCH contact`), as `contactFilter` but stricter
 * (docs/decisions/0044): a group without rules, at any depth, is 400
 * `invalid-rule` (`empty`), so "everyone" is never a slip; and contacts
 * with more power than the caller are left out, so the count answered is
 * of the contacts changed.
 * @example const where = await bulkContactFilter({rules, viewer, now, tags, roles: request.auth.roles})
 */
export async function bulkContactFilter({
  rules,
  viewer,
  now,
  tags,
  roles,
}: ContactFilterInput & { roles: readonly ContactRoleName[] }): Promise<RawBuilder<SqlBool>> {
  const group = ruleGroupOrThrow(rules, contactRuleFieldsWith(await tags.allIds()), { nonEmpty: true });
  const filter = compileRuleGroup(group, contactFieldSql(group), { now, contactId: viewer.contactId });
  return sql<SqlBool>`(${contactVisibility(viewer)} and ${withinPowerOf(roles, now)} and ${filter})`;
}
