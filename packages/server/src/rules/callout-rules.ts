import type { calloutFields, Rule } from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { negate, type FieldSql, type RuleContext } from './compile-rules.ts';

/** Who is filtering: admins review every call-out, contacts those they are reviewers of. */
export interface CalloutViewer {
  isAdmin: boolean;
  contactId: string | null;
}

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

function canReview(viewer: CalloutViewer): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`true`;
  return viewer.contactId ? reviews(viewer.contactId) : sql<SqlBool>`false`;
}

const booleanRule = (condition: RawBuilder<SqlBool>) => (rule: Rule) =>
  rule.value[0] === true ? condition : negate(condition);

/**
 * The SQL of each call-out filter field (core's `calloutFields`), against
 * `callouts` joined with its default variant as `dv`. `satisfies` makes a
 * field added to core's table fail to compile here until it has SQL.
 */
export function calloutFieldSql(viewer: CalloutViewer) {
  return {
    id: { type: 'text', column: sql`callouts.id::text` },
    slug: { type: 'text', column: sql.ref('callouts.slug') },
    title: { type: 'text', column: sql.ref('dv.title') },
    starts: { type: 'date', column: sql.ref('callouts.starts') },
    expires: { type: 'date', column: sql.ref('callouts.expires') },
    hidden: { type: 'boolean', column: sql.ref('callouts.hidden') },
    status: { compile: (rule: Rule, context: RuleContext) => statusCondition(String(rule.value[0]), context.now) },
    canReview: { compile: booleanRule(canReview(viewer)) },
    // Responses are not stored yet, so nobody has answered anything; the
    // responses work replaces this with an `exists` on the responses table
    // (and should let non-admins ask only about "me", or it tells who answered what).
    answeredBy: {
      compile: (rule: Rule) => (rule.operator === 'not_equal' ? sql<SqlBool>`true` : sql<SqlBool>`false`),
    },
  } satisfies Record<keyof typeof calloutFields, FieldSql>;
}

/**
 * What a caller may list (API.md): admins everything; everyone open and
 * ended call-outs that are not hidden; reviewers also the call-outs they
 * review, whatever their status. Always AND-ed into the caller's rules.
 */
export function calloutVisibility(viewer: CalloutViewer, now: Date): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`true`;
  const published = sql<SqlBool>`(callouts.starts <= ${now.toISOString()}::timestamptz and not callouts.hidden)`;
  return viewer.contactId ? sql<SqlBool>`(${published} or ${reviews(viewer.contactId)})` : published;
}
