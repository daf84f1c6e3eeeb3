import { isRuleGroup, resolveDate, type FieldType, type Rule, type RuleGroup, type RuleValue } from '@masthead/core';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** What a rule is compiled in: the clock for dates and the caller for `"me"`. */
export interface RuleContext {
  now: Date;
  /** The caller's contact id; null for guests and API keys acting as nobody. */
  contactId: string | null;
}

/**
 * How one filter field becomes SQL: a column (or any SQL expression) of a
 * field type, compiled by the generic operators, or a function for fields
 * that are not a column (a call-out's `status`, `canReview`).
 */
export type FieldSql =
  | { type: FieldType; column: Expression<unknown> }
  | { compile: (rule: Rule, context: RuleContext) => RawBuilder<SqlBool> };

export type FieldSqlTable = Readonly<Record<string, FieldSql>>;

const truth = sql<SqlBool>`true`;
const falsehood = sql<SqlBool>`false`;

/** `not coalesce(x, false)`: a negation that is true where the positive test is unknown (null columns). */
export const negate = (condition: RawBuilder<SqlBool>) => sql<SqlBool>`not coalesce(${condition}, false)`;

/** Escapes LIKE's wildcards so that a value matches only itself. */
const likeText = (value: RuleValue) => String(value).replace(/[\\%_]/g, '\\$&');

/** A parameter cast to the column's type, so PostgreSQL never has to guess. */
function param(type: FieldType, value: RuleValue, context: RuleContext): RawBuilder<unknown> | null {
  switch (type) {
    case 'number':
      return sql`${value}::numeric`;
    case 'boolean':
      return sql`${value}::boolean`;
    case 'date': {
      const date = resolveDate(value, context.now);
      return date ? sql`${date.toISOString()}::timestamptz` : null;
    }
    case 'contact': {
      const id = value === 'me' ? context.contactId : String(value);
      return id === null ? null : sql`${id}::text`;
    }
    default:
      return sql`${String(value)}::text`;
  }
}

function positive(
  operator: string,
  type: FieldType,
  column: Expression<unknown>,
  values: RawBuilder<unknown>[],
  raw: RuleValue[],
) {
  const [a, b] = values;
  const text = type === 'blob' ? sql`${column}::text` : column;
  switch (operator) {
    case 'equal':
      return type === 'text' ? sql<SqlBool>`lower(${column}) = lower(${a})` : sql<SqlBool>`${column} = ${a}`;
    case 'less':
      return sql<SqlBool>`${column} < ${a}`;
    case 'less_or_equal':
      return sql<SqlBool>`${column} <= ${a}`;
    case 'greater':
      return sql<SqlBool>`${column} > ${a}`;
    case 'greater_or_equal':
      return sql<SqlBool>`${column} >= ${a}`;
    case 'between':
      return sql<SqlBool>`${column} between ${a} and ${b}`;
    case 'contains':
      if (type === 'array') return sql<SqlBool>`coalesce(${column}, '[]'::jsonb) @> jsonb_build_array(${a})`;
      return sql<SqlBool>`${text} ilike ${`%${likeText(raw[0] as RuleValue)}%`}`;
    case 'begins_with':
      return sql<SqlBool>`${text} ilike ${`${likeText(raw[0] as RuleValue)}%`}`;
    case 'ends_with':
      return sql<SqlBool>`${text} ilike ${`%${likeText(raw[0] as RuleValue)}`}`;
    case 'is_empty':
      if (type === 'array') return sql<SqlBool>`coalesce(jsonb_array_length(${column}), 0) = 0`;
      if (type === 'text') return sql<SqlBool>`coalesce(${column}, '') = ''`;
      return sql<SqlBool>`${column} is null`;
    default:
      return null;
  }
}

const negations: Record<string, string> = {
  not_equal: 'equal',
  not_between: 'between',
  not_contains: 'contains',
  not_begins_with: 'begins_with',
  not_ends_with: 'ends_with',
  is_not_empty: 'is_empty',
};

/**
 * One rule on a column (or any SQL expression) of a field type, as
 * `compileRuleGroup` compiles it: for fields whose SQL wraps the test
 * (a contact's contribution, tested inside a semi-join).
 */
export function compileColumnRule(
  rule: Rule,
  type: FieldType,
  column: Expression<unknown>,
  context: RuleContext,
): RawBuilder<SqlBool> {
  const values = rule.value.map((value) => param(type, value, context));
  // `"me"` for a caller who is nobody in particular matches nothing.
  if (values.some((value) => value === null)) return rule.operator.startsWith('not_') ? truth : falsehood;
  const base = negations[rule.operator];
  const condition = positive(base ?? rule.operator, type, column, values as RawBuilder<unknown>[], rule.value);
  if (!condition) throw new Error(`operator ${rule.operator} has no SQL`);
  return base ? negate(condition) : condition;
}

/**
 * Compiles a rule group that `validateRuleGroup` accepted into one
 * parameterised SQL condition: every value travels as a parameter, field
 * names only select entries of `fields`. Text matching ignores case; a
 * negated test also matches rows where the column is null.
 * @example db.selectFrom('callouts').where(compileRuleGroup(group, calloutFieldSql(access), context))
 */
export function compileRuleGroup(group: RuleGroup, fields: FieldSqlTable, context: RuleContext): RawBuilder<SqlBool> {
  if (group.rules.length === 0) return truth;
  const parts = group.rules.map((item) => {
    if (isRuleGroup(item)) return compileRuleGroup(item, fields, context);
    const field = Object.hasOwn(fields, item.field) ? fields[item.field] : undefined;
    if (!field) throw new Error(`no SQL for the field ${item.field}`);
    return 'compile' in field
      ? field.compile(item, context)
      : compileColumnRule(item, field.type, field.column, context);
  });
  return sql<SqlBool>`(${sql.join(parts, sql` ${sql.raw(group.condition === 'OR' ? 'or' : 'and')} `)})`;
}
