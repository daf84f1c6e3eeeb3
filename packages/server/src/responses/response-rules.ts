import {
  answerFieldSpec,
  formComponents,
  type calloutResponseFields,
  type FieldSpec,
  type FormSchema,
  type responseCommentFields,
} from '@masthead/core';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { DomainError } from '../kernel/domain-error.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { compileRuleGroup, type FieldSql, type FieldSqlTable } from '../kernel/rules/compile-rules.ts';

/**
 * Who sees a response: `read` lets the respondent see their own (lists, one
 * response); `review` is for what only the newsroom does (bulk changes,
 * export, comments): admins, and the reviewers of the response's call-out.
 */
export type ResponseAccess = 'read' | 'review';

const truth = sql<SqlBool>`true`;
const falsehood = sql<SqlBool>`false`;

/** Whether the contact reviews the call-out of the current `callout_responses` row. */
const reviewsResponse = (contactId: string) =>
  sql<SqlBool>`exists (select 1 from callout_reviewers rv where rv.callout_id = callout_responses.callout_id and rv.contact_id = ${contactId}::uuid)`;

/**
 * The responses a caller may see or review (docs/product/api.md, "Who may call what"),
 * always AND-ed into the caller's rules: admins all; reviewers those of the
 * call-outs they review; with `read` also a contact's own responses.
 */
export function responseVisibility(viewer: Viewer, access: ResponseAccess): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return truth;
  if (!viewer.contactId) return falsehood;
  const reviews = reviewsResponse(viewer.contactId);
  if (access === 'review') return reviews;
  return sql<SqlBool>`(${reviews} or callout_responses.contact_id = ${viewer.contactId}::uuid)`;
}

/** The ids of a response's tags as a jsonb array of text, for `contains`. */
const tagIds = sql`(select coalesce(jsonb_agg(rt.tag_id::text), '[]'::jsonb) from callout_response_tags rt where rt.response_id = callout_responses.id)`;

/**
 * One answer as SQL of its field type. Slide id and key travel as
 * parameters; values of the wrong JSON type count as missing, so a filter
 * never fails on an old or odd answer.
 */
function answerColumn(slideId: string, key: string, spec: FieldSpec): Expression<unknown> {
  const value = sql`(callout_responses.answers -> ${slideId}::text -> ${key}::text)`;
  const text = sql`(callout_responses.answers -> ${slideId}::text ->> ${key}::text)`;
  switch (spec.type) {
    case 'number':
      return sql`(case when jsonb_typeof(${value}) = 'number' then ${text}::numeric end)`;
    case 'boolean':
      return sql`(case when jsonb_typeof(${value}) = 'boolean' then ${text}::boolean end)`;
    case 'date':
      return sql`(case when jsonb_typeof(${value}) = 'string' and ${text} ~ '^\\d{4}-\\d{2}-\\d{2}' then ${text}::timestamptz end)`;
    case 'array':
      // Select boxes answer {option: true|false}; the field is the list of ticked options.
      return sql`(case when jsonb_typeof(${value}) = 'object' then (select coalesce(jsonb_agg(e.key), '[]'::jsonb) from jsonb_each(${value}) e where e.value = 'true'::jsonb) end)`;
    case 'blob':
      return value;
    default:
      return text;
  }
}

/**
 * `contact` for a caller who is not an admin: only `equal "me"` (or their
 * own id), the member's "my responses". Anything else would let a reviewer
 * find which responses a given person sent, so it is refused (400
 * invalid-rule, `adminOnly`) rather than quietly matching nothing.
 */
function ownResponses(viewer: Viewer, column: Expression<unknown>): FieldSql {
  return {
    compile: (rule, context) => {
      const value = rule.value[0];
      const own = value === 'me' || (viewer.contactId !== null && value === viewer.contactId);
      if (rule.operator !== 'equal' || !own) {
        throw new DomainError('invalid-rule', [{ field: 'contact', rule: 'adminOnly' }]);
      }
      const group = { condition: 'AND' as const, rules: [rule] };
      return compileRuleGroup(group, { contact: { type: 'contact', column } }, context);
    },
  };
}

/**
 * The SQL of the response fields (core's `calloutResponseFields`) and, given
 * a call-out's form, of its `answers.<slideId>.<key>` fields, against
 * `callout_responses`. For a caller who is not an admin, the newsroom's own
 * fields (`bucket`, `assignee`, `tags`) read as empty on responses they do
 * not review, so a respondent learns nothing from filtering their own.
 */
export function responseFieldSql(viewer: Viewer, formSchema: FormSchema | null): FieldSqlTable {
  const internal = (column: Expression<unknown>) =>
    viewer.isAdmin
      ? column
      : viewer.contactId
        ? sql`(case when ${reviewsResponse(viewer.contactId)} then ${column} end)`
        : sql`null`;
  const contactColumn = sql`callout_responses.contact_id::text`;
  const fixed = {
    id: { type: 'text', column: sql`callout_responses.id::text` },
    calloutId: { type: 'text', column: sql`callout_responses.callout_id::text` },
    contact: viewer.isAdmin ? { type: 'contact', column: contactColumn } : ownResponses(viewer, contactColumn),
    assignee: { type: 'contact', column: internal(sql`callout_responses.assignee_id::text`) },
    createdAt: { type: 'date', column: sql.ref('callout_responses.created_at') },
    updatedAt: { type: 'date', column: sql.ref('callout_responses.updated_at') },
    bucket: { type: 'text', column: internal(sql.ref('callout_responses.bucket')) },
    tags: { type: 'array', column: internal(tagIds) },
    answers: { type: 'blob', column: sql.ref('callout_responses.answers') },
  } satisfies Record<keyof typeof calloutResponseFields, FieldSql>;
  if (!formSchema) return fixed;
  const answers = formComponents(formSchema).map(({ slideId, component }) => {
    const spec = answerFieldSpec(component);
    return [
      `answers.${slideId}.${component.key}`,
      { type: spec.type, column: answerColumn(slideId, component.key, spec) },
    ];
  });
  return { ...fixed, ...Object.fromEntries(answers) };
}

/** The SQL of the comment fields, against `callout_response_comments`. */
export const responseCommentFieldSql = {
  id: { type: 'text', column: sql`callout_response_comments.id::text` },
  responseId: { type: 'text', column: sql`callout_response_comments.response_id::text` },
  contact: { type: 'contact', column: sql`callout_response_comments.contact_id::text` },
  text: { type: 'text', column: sql.ref('callout_response_comments.text') },
  createdAt: { type: 'date', column: sql.ref('callout_response_comments.created_at') },
  updatedAt: { type: 'date', column: sql.ref('callout_response_comments.updated_at') },
} satisfies Record<keyof typeof responseCommentFields, FieldSql>;

/** Comments are the newsroom's: admins see all, reviewers those on responses of call-outs they review. */
export function responseCommentVisibility(viewer: Viewer): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return truth;
  if (!viewer.contactId) return falsehood;
  return sql<SqlBool>`exists (select 1 from callout_responses cr join callout_reviewers rv on rv.callout_id = cr.callout_id where cr.id = callout_response_comments.response_id and rv.contact_id = ${viewer.contactId}::uuid)`;
}
