import {
  contactFieldLookup,
  contactFields,
  highestRole,
  isRuleGroup,
  rolesAbove,
  type ContactRoleName,
  type FieldLookup,
  type FieldType,
  type Rule,
  type RuleGroup,
  type RuleValue,
} from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Viewer } from '../kernel/viewer.ts';
import { compileColumnRule, negate, type FieldSql, type FieldSqlTable, type RuleContext } from '../kernel/rules/compile-rules.ts';
import { isUuid } from '../kernel/ids.ts';

/** `not <exists …>`: an EXISTS is never null, and a bare NOT EXISTS is an anti-join to the planner. */
const notExists = (exists: RawBuilder<SqlBool>) => sql<SqlBool>`not ${exists}`;

/** Whether a rule holds for a contact without a contribution, whose field then reads `missing`. */
function holdsWithoutContribution(rule: Rule, missing: RuleValue | null): boolean {
  // A positive test of null is unknown, a negated one (and `is_empty`) true: compile-rules' `negate`.
  if (missing === null) return rule.operator === 'is_empty' || rule.operator.startsWith('not_');
  // Only enum and boolean fields read a value without one: they take `equal` and `not_equal`.
  if (rule.operator === 'equal') return rule.value[0] === missing;
  if (rule.operator === 'not_equal') return rule.value[0] !== missing;
  throw new Error(`operator ${rule.operator} has no SQL for a contribution field`);
}

/**
 * A field of the contact's contribution (0017-contributions.sql, one row
 * at most), `expression` over its row `cb`, reading `missing` for a contact
 * without one. Compiled as a semi-join, `exists (… and <test>)`, or an
 * anti-join, `not exists (… and not <test>)` when the rule holds without a
 * contribution: the planner joins them by the contact id instead of
 * reading a subquery per contact.
 */
const contributionField = (type: FieldType, expression: RawBuilder<unknown>, missing: RuleValue | null = null) => ({
  compile(rule: Rule, context: RuleContext): RawBuilder<SqlBool> {
    const test = compileColumnRule(rule, type, expression, context);
    const row = (condition: RawBuilder<SqlBool>) =>
      sql<SqlBool>`exists (select 1 from contributions cb where cb.contact_id = contacts.id and ${condition})`;
    return holdsWithoutContribution(rule, missing) ? notExists(row(negate(test))) : row(test);
  },
});

type ContactSqlField = keyof typeof contactFields;

/**
 * Core's contact fields and `callouts.<calloutId>.hasAnswered`, for rule
 * groups already stored (a segment's): a `tags` value that is no longer a
 * tag matches nothing, so a segment outlives a deleted tag.
 */
export const contactRuleFields: FieldLookup = contactFieldLookup;

/**
 * The contact fields for a rule group someone sends: `tags` values must be
 * among `tagIds`, the ids of the contact tags (else 400 `invalid-rule`).
 * @example ruleGroupOrThrow(rules, contactRuleFieldsWith(await tags.allIds()))
 */
export function contactRuleFieldsWith(tagIds: readonly string[]): FieldLookup {
  return (field) => (field === 'tags' ? { ...contactFields.tags, options: tagIds } : contactFieldLookup(field));
}

/** Whether the contact carries a tag (any tag with `null`), by the assignments' index. */
const hasTag = (tagId: string | null) =>
  tagId === null
    ? sql<SqlBool>`exists (select 1 from contact_tag_assignments ta where ta.contact_id = contacts.id)`
    : sql<SqlBool>`exists (select 1 from contact_tag_assignments ta where ta.contact_id = contacts.id and ta.tag_id = ${tagId}::uuid)`;

/** `tags contains|not_contains <tag id>`, `tags is_empty|is_not_empty`. */
function tagsRule(rule: Rule): RawBuilder<SqlBool> {
  if (rule.operator === 'is_empty') return notExists(hasTag(null));
  if (rule.operator === 'is_not_empty') return hasTag(null);
  const value = String(rule.value[0]);
  // A stored group may name a tag that has gone (or never had a tag's form): it matches nothing.
  const held = isUuid(value) ? hasTag(value) : sql<SqlBool>`false`;
  return rule.operator === 'not_contains' ? notExists(held) : held;
}

/** A role assignment of the current `contacts` row in force at the rule's `now`. */
const activeRole = (role: string, now: Date) =>
  sql<SqlBool>`exists (select 1 from contact_roles cr where cr.contact_id = contacts.id and cr.role = ${role}::text and cr.date_added <= ${now.toISOString()}::timestamptz and (cr.date_expires is null or cr.date_expires > ${now.toISOString()}::timestamptz))`;

/**
 * The contacts a write over many may reach (docs/decisions/0044): nobody
 * acts on an account with more power than their own, so every contact
 * holding an active role at `now` above the highest of the caller's `roles`
 * is left out (for an admin or any API key: every superadmin).
 */
export function withinPowerOf(roles: readonly ContactRoleName[], now: Date): RawBuilder<SqlBool> {
  const above = rolesAbove(highestRole(roles));
  if (above.length === 0) return sql<SqlBool>`true`;
  return above.map((role) => notExists(activeRole(role, now))).reduce((all, next) => sql<SqlBool>`${all} and ${next}`);
}

/**
 * Whether the contact's member role (copied onto the contact by
 * 0024-contact-sort-keys.sql) is in force at `now`: as `activeRole('member')`
 * without a join.
 */
const activeMember = (now: Date) =>
  sql<SqlBool>`(contacts.membership_starts <= ${now.toISOString()}::timestamptz and (contacts.membership_expires is null or contacts.membership_expires > ${now.toISOString()}::timestamptz))`;

const booleanRule =
  (condition: (context: RuleContext) => RawBuilder<SqlBool>, not = negate) =>
  (rule: Rule, context: RuleContext) =>
    rule.value[0] === true ? condition(context) : not(condition(context));

/** `activePermission equal|not_equal <role>`: a role of exactly that name in force now (no implied roles). */
function activePermission(rule: Rule, context: RuleContext): RawBuilder<SqlBool> {
  const held = activeRole(String(rule.value[0]), context.now);
  return rule.operator === 'not_equal' ? notExists(held) : held;
}

/** A contact reviews a call-out, or has the old `is_reviewer` flag: the same as the Contact's `isReviewer`. */
const isReviewer = sql<SqlBool>`(contacts.is_reviewer or exists (select 1 from callout_reviewers rv where rv.contact_id = contacts.id))`;

/** Whether the contact answered the call-out named by its id or slug (any bucket). */
const hasAnswered = (calloutId: string) =>
  sql<SqlBool>`exists (select 1 from callout_responses r join callouts c on c.id = r.callout_id where r.contact_id = contacts.id and (c.id::text = ${calloutId}::text or c.slug = ${calloutId}::text))`;

const hasAnsweredField = /^callouts\.([^.]+)\.hasAnswered$/;

/**
 * The SQL of the contact filter fields against `contacts`, plus one
 * `callouts.<calloutId>.hasAnswered` entry for each such field the group
 * names. `satisfies` makes a field that core adds fail to compile here
 * until it has SQL.
 */
export function contactFieldSql(group: RuleGroup): FieldSqlTable {
  const fixed = {
    id: { type: 'contact', column: sql`contacts.id::text` },
    firstname: { type: 'text', column: sql.ref('contacts.firstname') },
    lastname: { type: 'text', column: sql.ref('contacts.lastname') },
    email: { type: 'text', column: sql.ref('contacts.email') },
    joined: { type: 'date', column: sql.ref('contacts.joined') },
    lastSeen: { type: 'date', column: sql.ref('contacts.last_seen') },
    deliveryOptIn: { type: 'boolean', column: sql.ref('contacts.delivery_opt_in') },
    isReviewer: { type: 'boolean', column: isReviewer },
    // An account someone can log in to: a password is set (guests who answered a call-out have none).
    activeUser: { type: 'boolean', column: sql`(contacts.password_hash is not null)` },
    activeMembership: { compile: booleanRule((context) => activeMember(context.now)) },
    newsletterStatus: { type: 'enum', column: sql.ref('contacts.newsletter_status') },
    newsletterGroups: { type: 'array', column: sql.ref('contacts.newsletter_groups') },
    tags: { compile: tagsRule },
    activePermission: { compile: activePermission },
    // The member role's dates, copied onto the contact (null without a member role).
    membershipStarts: { type: 'date', column: sql.ref('contacts.membership_starts') },
    membershipExpires: { type: 'date', column: sql.ref('contacts.membership_expires') },
    contributionCancelled: contributionField('date', sql.ref('cb.cancelled_at')),
    contributionType: contributionField('enum', sql.ref('cb.type'), 'None'),
    // Per month, in major units: an annual amount counts a twelfth.
    contributionMonthlyAmount: contributionField(
      'number',
      sql`((case when cb.period = 'annually' then cb.amount_cents / 12.0 else cb.amount_cents end) / 100.0)`,
    ),
    contributionPeriod: contributionField('enum', sql.ref('cb.period')),
    manualPaymentSource: contributionField('text', sql.ref('cb.manual_source')),
    paymentFailing: contributionField('boolean', sql`(cb.failing_since is not null)`, false),
    joinPageUrl: { type: 'text', column: sql`(contacts.join_source ->> 'pageUrl')` },
    joinPageTitle: { type: 'text', column: sql`(contacts.join_source ->> 'pageTitle')` },
    joinCalloutSlug: { type: 'text', column: sql`(contacts.join_source ->> 'calloutSlug')` },
    joinUtmSource: { type: 'text', column: sql`(contacts.join_source -> 'utm' ->> 'source')` },
    joinUtmCampaign: { type: 'text', column: sql`(contacts.join_source -> 'utm' ->> 'campaign')` },
  } satisfies Record<ContactSqlField, FieldSql>;
  const answered = fieldsOf(group).flatMap((field) => {
    const calloutId = hasAnsweredField.exec(field)?.[1];
    return calloutId === undefined
      ? []
      : [[field, { compile: booleanRule(() => hasAnswered(calloutId), notExists) }] as const];
  });
  return { ...fixed, ...Object.fromEntries(answered) };
}

function fieldsOf(group: RuleGroup): string[] {
  return group.rules.flatMap((item) => (isRuleGroup(item) ? fieldsOf(item) : [item.field]));
}

/**
 * What a caller may list (docs/product/api.md, "Who may call what": "a
 * member sees only self"): admins and API keys every contact, anyone else only themselves. Always AND-ed into
 * the caller's rules.
 */
export function contactVisibility(viewer: Viewer): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`true`;
  return viewer.contactId ? sql<SqlBool>`contacts.id = ${viewer.contactId}::uuid` : sql<SqlBool>`false`;
}
