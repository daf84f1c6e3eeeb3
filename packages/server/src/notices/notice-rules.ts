import type { noticeFields, Rule, RuleGroup } from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Viewer } from '../kernel/viewer.ts';
import { compileRuleGroup, type FieldSql, type RuleContext } from '../kernel/rules/compile-rules.ts';

/** `status` as conditions on the dates, as core's `calloutStatus` derives it (a notice's status is a call-out's). */
function statusCondition(status: string, now: Date): RawBuilder<SqlBool> {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'draft':
      return sql<SqlBool>`notices.starts is null`;
    case 'scheduled':
      return sql<SqlBool>`notices.starts > ${at}`;
    case 'open':
      return sql<SqlBool>`(notices.starts <= ${at} and (notices.expires is null or notices.expires > ${at}))`;
    default:
      return sql<SqlBool>`(notices.starts <= ${at} and notices.expires <= ${at})`;
  }
}

/** The SQL of each notice filter field (core's `noticeFields`) against `notices`. */
export const noticeFieldSql = {
  id: { type: 'text', column: sql`notices.id::text` },
  name: { type: 'text', column: sql.ref('notices.name') },
  text: { type: 'text', column: sql.ref('notices.text') },
  buttonText: { type: 'text', column: sql.ref('notices.button_text') },
  url: { type: 'text', column: sql.ref('notices.url') },
  status: { compile: (rule: Rule, context: RuleContext) => statusCondition(String(rule.value[0]), context.now) },
  starts: { type: 'date', column: sql.ref('notices.starts') },
  expires: { type: 'date', column: sql.ref('notices.expires') },
  createdAt: { type: 'date', column: sql.ref('notices.created_at') },
  updatedAt: { type: 'date', column: sql.ref('notices.updated_at') },
} satisfies Record<keyof typeof noticeFields, FieldSql>;

/**
 * What a caller may read (docs/product/api.md, "Who may call what"): admins
 * every notice, anyone else logged in the open ones only. Always AND-ed into the caller's rules.
 */
export function noticeVisibility(viewer: Viewer, now: Date): RawBuilder<SqlBool> {
  return viewer.isAdmin ? sql<SqlBool>`true` : statusCondition('open', now);
}

/**
 * What `GET notice` lists: what `viewer` may read, narrowed by `rules`
 * (already checked against core's `noticeFields`) when there are any.
 */
export function noticeListCondition(
  viewer: Viewer,
  rules: RuleGroup | undefined,
  context: RuleContext,
): RawBuilder<SqlBool> {
  const visible = noticeVisibility(viewer, context.now);
  if (rules === undefined) return visible;
  return sql<SqlBool>`(${visible} and ${compileRuleGroup(rules, noticeFieldSql, context)})`;
}
