import {
  calloutResponseFields,
  responseFieldsFor,
  validateRuleGroup,
  type CalloutResponse,
  type FieldLookup,
  type FormSchema,
  type RuleGroup,
  type RuleGroupResult,
  type ResponseWith,
} from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { apiError } from '../../plugins/http-error.ts';
import type { CalloutRow } from '../../repositories/callout-repository.ts';
import { calloutView } from '../../repositories/callout-view.ts';
import { contactView } from '../../repositories/contact-view.ts';
import type {
  ContactWithRoles,
  ResponseCommentRow,
  ResponseReviewRepository,
  ResponseRow,
} from '../../repositories/response-review-repository.ts';
import { compileRuleGroup } from '../../rules/compile-rules.ts';
import { responseFieldSql, responseVisibility, type ResponseAccess } from '../../rules/response-rules.ts';
import { viewerOf, type CalloutAccessDeps } from '../callouts/callout-access.ts';

export interface ResponseRouteDeps extends CalloutAccessDeps {
  responses: ResponseReviewRepository;
}

/** A rule group from untrusted input (JSON text or an object), or a 400 `invalid-rule` listing the problems. */
export function ruleGroupOrThrow(input: unknown, fields: FieldLookup): RuleGroup {
  let parsed: RuleGroupResult;
  try {
    parsed = validateRuleGroup(typeof input === 'string' ? JSON.parse(input) : input, fields);
  } catch {
    parsed = { ok: false, problems: [{ path: '', problem: 'json' }] };
  }
  if (parsed.ok) return parsed.group;
  throw apiError(
    'invalid-rule',
    parsed.problems.map(({ path, problem, params }) => ({ field: path, rule: problem, ...(params ? { params } : {}) })),
  );
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

export const formOf = (row: CalloutRow) => row.form_schema as unknown as FormSchema;

/** A Contact for a response or a comment: the basic shape, without profile or roles. */
export function contactShape(found: ContactWithRoles | undefined, now: Date) {
  return found ? contactView(found.row, { roles: found.roles, now, with: [], forAdmin: false }) : null;
}

export function commentView(row: ResponseCommentRow, contacts: Map<string, ContactWithRoles>, now: Date) {
  return {
    id: row.id,
    responseId: row.response_id,
    contact: contactShape(row.contact_id ? contacts.get(row.contact_id) : undefined, now),
    text: row.text,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Builds Responses for one caller. `answers` and `callout` go to anyone who
 * sees the response; `assignee`, `tags` and `latestComment` only to admins
 * and the call-out's reviewers (a respondent never sees the newsroom's
 * notes on their response); `contact` only to admins (API.md).
 */
export function responseViews({ responses, reviewers, callouts, now }: ResponseRouteDeps) {
  return async (request: FastifyRequest, rows: ResponseRow[], withParts: readonly ResponseWith[] = []) => {
    const viewer = viewerOf(request);
    const time = now();
    const wanted = new Set(withParts);
    const reviewed = viewer.isAdmin || !viewer.contactId ? null : await reviewers.calloutIdsOf(viewer.contactId);
    const mayReview = (row: ResponseRow) => viewer.isAdmin || Boolean(reviewed?.has(row.callout_id));
    const reviewable = rows.filter(mayReview).map((row) => row.id);
    const tags = wanted.has('tags') ? await responses.tagsOf(reviewable) : null;
    const latest = wanted.has('latestComment') ? await responses.latestComments(reviewable) : null;
    const contactIds = [
      ...(wanted.has('contact') && viewer.isAdmin ? rows.map((row) => row.contact_id) : []),
      ...(wanted.has('assignee') ? rows.filter(mayReview).map((row) => row.assignee_id) : []),
      ...[...(latest?.values() ?? [])].map((comment) => comment.contact_id),
    ].filter((id): id is string => id !== null);
    const contacts = await responses.contactsById(contactIds);
    const calloutById = new Map<string, CalloutResponse['callout']>();
    if (wanted.has('callout')) {
      const ids = [...new Set(rows.map((row) => row.callout_id))];
      const variants = await callouts.variants(ids);
      for (const id of ids) {
        const row = await callouts.find(id);
        if (row) calloutById.set(id, calloutView(row, { variants: variants.get(id) ?? [], with: [], now: time }));
      }
    }
    return rows.map((row): CalloutResponse => {
      const view: CalloutResponse = {
        id: row.id,
        number: row.number,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        bucket: row.bucket,
        guestName: row.guest_name,
        guestEmail: row.guest_email,
      };
      if (wanted.has('answers')) view.answers = row.answers;
      const callout = calloutById.get(row.callout_id);
      if (callout) view.callout = callout;
      if (wanted.has('contact') && viewer.isAdmin) {
        view.contact = contactShape(row.contact_id ? contacts.get(row.contact_id) : undefined, time);
      }
      if (!mayReview(row)) return view;
      if (wanted.has('assignee')) {
        view.assignee = contactShape(row.assignee_id ? contacts.get(row.assignee_id) : undefined, time);
      }
      if (tags) view.tags = tags.get(row.id) ?? [];
      if (latest) {
        const comment = latest.get(row.id);
        view.latestComment = comment ? commentView(comment, contacts, time) : null;
      }
      return view;
    });
  };
}
