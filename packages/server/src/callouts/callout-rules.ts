import type { calloutFields, Rule } from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { isUuid } from '../kernel/ids.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { negate, type FieldSql, type RuleContext } from '../kernel/rules/compile-rules.ts';

/** `status` as conditions on the dates, the same as core's `calloutStatus`. */
function statusCondition(status: string, now: Date): RawBuilder<SqlBool> {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'draft':
      return sql<SqlBool>`callouts.starts is null`;
    case 'scheduled':
      return sql<SqlBool>`callouts.starts > ${at}`;
    case 'open':
      return sql<SqlBool>`(callouts.starts <= ${at} and (callouts.expires is null or callouts.expires > ${at}))`;
    default:
      return sql<SqlBool>`(callouts.starts <= ${at} and callouts.expires <= ${at})`;
  }
}

/** Whether the contact reviews the call-out of the current row. */
const reviews = (contactId: string) =>
  sql<SqlBool>`exists (select 1 from callout_reviewers r where r.callout_id = callouts.id and r.contact_id = ${contactId}::uuid)`;

function canReview(viewer: Viewer): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`true`;
  return viewer.contactId ? reviews(viewer.contactId) : sql<SqlBool>`false`;
}

/**
 * `answeredBy equal|not_equal <contact>`: whether that contact has a response
 * to the call-out. Non-admins may only ask about themselves (`"me"` or their
 * own id), or the filter would tell who answered what: any other contact
 * matches nothing (and `not_equal` everything).
 */
function answeredBy(rule: Rule, context: RuleContext, viewer: Viewer): RawBuilder<SqlBool> {
  const value = String(rule.value[0]);
  const contactId = value === 'me' ? context.contactId : value;
  const allowed = contactId !== null && (viewer.isAdmin || contactId === viewer.contactId) && isUuid(contactId);
  const answered = allowed
    ? sql<SqlBool>`exists (select 1 from callout_responses cr where cr.callout_id = callouts.id and cr.contact_id = ${contactId}::uuid)`
    : sql<SqlBool>`false`;
  return rule.operator === 'not_equal' ? negate(answered) : answered;
}

const booleanRule = (condition: RawBuilder<SqlBool>) => (rule: Rule) =>
  rule.value[0] === true ? condition : negate(condition);

/**
 * The SQL of each call-out filter field (core's `calloutFields`), against
 * `callouts` joined with its default variant as `dv`. `satisfies` makes a
 * field added to core's table fail to compile here until it has SQL.
 */
export function calloutFieldSql(viewer: Viewer) {
  return {
    id: { type: 'text', column: sql`callouts.id::text` },
    slug: { type: 'text', column: sql.ref('callouts.slug') },
    title: { type: 'text', column: sql.ref('dv.title') },
    starts: { type: 'date', column: sql.ref('callouts.starts') },
    expires: { type: 'date', column: sql.ref('callouts.expires') },
    hidden: { type: 'boolean', column: sql.ref('callouts.hidden') },
    status: { compile: (rule: Rule, context: RuleContext) => statusCondition(String(rule.value[0]), context.now) },
    canReview: { compile: booleanRule(canReview(viewer)) },
    answeredBy: { compile: (rule: Rule, context: RuleContext) => answeredBy(rule, context, viewer) },
  } satisfies Record<keyof typeof calloutFields, FieldSql>;
}

/**
 * What a caller may list (docs/product/api.md, "Who may call what"): admins
 * everything; everyone open and ended call-outs that are not hidden; reviewers also the call-outs they
 * review, whatever their status. Always AND-ed into the caller's rules.
 */
export function calloutVisibility(viewer: Viewer, now: Date): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`true`;
  const published = sql<SqlBool>`(callouts.starts <= ${now.toISOString()}::timestamptz and not callouts.hidden)`;
  return viewer.contactId ? sql<SqlBool>`(${published} or ${reviews(viewer.contactId)})` : published;
}
