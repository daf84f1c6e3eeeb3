import { validateRuleGroup, type RuleGroup } from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { contactFieldSql, contactRuleFields } from '../contacts/contact-rules.ts';
import type { SegmentRow } from './segment-repository.ts';

/** A stored rule group as checked again now; null when it no longer passes (a field gone from core). */
export function storedGroup(row: SegmentRow): RuleGroup | null {
  const checked = validateRuleGroup(row.rule_group, contactRuleFields);
  return checked.ok ? checked.group : null;
}

/**
 * A stored rule group as a condition on `contacts`. It was checked when
 * saved; one that no longer passes (a field gone from core) matches nothing.
 */
export function storedCondition(row: SegmentRow, now: Date, contactId: string | null): RawBuilder<SqlBool> {
  const group = storedGroup(row);
  if (!group) return sql<SqlBool>`false`;
  return compileRuleGroup(group, contactFieldSql(group), { now, contactId });
}

/** The contacts of the segment `row` among those `narrowed` lets through (the caller's visibility and rules). */
export function segmentContactsCondition(
  row: SegmentRow,
  narrowed: RawBuilder<SqlBool>,
  now: Date,
  contactId: string | null,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${narrowed} and ${storedCondition(row, now, contactId)})`;
}
