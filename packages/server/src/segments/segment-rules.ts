import { validateRuleGroup } from '@masthead/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compileRuleGroup } from '../kernel/rules/compile-rules.ts';
import { contactFieldSql, contactRuleFields } from '../contacts/contact-rules.ts';
import type { SegmentRow } from './segment-repository.ts';

/**
 * A stored rule group as a condition on `contacts`. It was checked when
 * saved; one that no longer passes (a field gone from core) matches nothing.
 */
export function storedCondition(row: SegmentRow, now: Date, contactId: string | null): RawBuilder<SqlBool> {
  const checked = validateRuleGroup(row.rule_group, contactRuleFields);
  if (!checked.ok) return sql<SqlBool>`false`;
  return compileRuleGroup(checked.group, contactFieldSql(checked.group), { now, contactId });
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
