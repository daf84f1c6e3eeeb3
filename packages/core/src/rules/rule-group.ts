/**
 * The filter-rule grammar (docs/product/api.md, Filter rules): what a segment stores,
 * what `?rules=` and bulk updates carry. Rules are data here; the server
 * compiles validated rules to parameterised SQL.
 */

export const ruleOperators = [
  'equal',
  'not_equal',
  'less',
  'less_or_equal',
  'greater',
  'greater_or_equal',
  'between',
  'not_between',
  'begins_with',
  'not_begins_with',
  'contains',
  'not_contains',
  'ends_with',
  'not_ends_with',
  'is_empty',
  'is_not_empty',
] as const;
export type RuleOperator = (typeof ruleOperators)[number];

export type RuleValue = string | number | boolean;

export interface Rule {
  field: string;
  operator: RuleOperator;
  /** Always a list: two values for `between`, none for `is_empty`, else one. */
  value: RuleValue[];
}

export const RuleCondition = { And: 'AND', Or: 'OR' } as const;
export type RuleCondition = (typeof RuleCondition)[keyof typeof RuleCondition];

export interface RuleGroup {
  condition: RuleCondition;
  rules: (Rule | RuleGroup)[];
}

export const FieldType = {
  Text: 'text',
  Blob: 'blob',
  Number: 'number',
  Date: 'date',
  Boolean: 'boolean',
  Enum: 'enum',
  Contact: 'contact',
  Array: 'array',
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

const comparison = [
  'equal',
  'not_equal',
  'less',
  'less_or_equal',
  'greater',
  'greater_or_equal',
  'between',
  'not_between',
] as const;

/** Which operators apply to which field type (docs/product/api.md, Operators by type). */
const operatorsByType: Record<FieldType, readonly RuleOperator[]> = {
  text: [
    'equal',
    'not_equal',
    'contains',
    'not_contains',
    'begins_with',
    'not_begins_with',
    'ends_with',
    'not_ends_with',
  ],
  blob: ['contains', 'not_contains'],
  number: comparison,
  date: comparison,
  boolean: ['equal'],
  enum: ['equal', 'not_equal'],
  contact: ['equal', 'not_equal'],
  array: ['contains', 'not_contains', 'is_empty', 'is_not_empty'],
};

export interface FieldSpec {
  type: FieldType;
  /** Nullable fields also take `is_empty` and `is_not_empty`. */
  nullable?: boolean;
  /** The values an enum or array field may be compared with; an array field without options takes any text (tag ids). */
  options?: readonly string[];
  /** Narrows the type's operators for one field (a call-out's `status`: `equal` only). */
  operators?: readonly RuleOperator[];
}

/** Fields a resource can be filtered by. */
export type FieldTable = Readonly<Record<string, FieldSpec>>;
/** A table, or a function for fields with a pattern (`callouts.<id>.hasAnswered`). */
export type FieldLookup = FieldTable | ((field: string) => FieldSpec | undefined);

export function findField(fields: FieldLookup, field: string): FieldSpec | undefined {
  if (typeof fields === 'function') return fields(field);
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** The operators a field takes. */
export function fieldOperators(spec: FieldSpec): RuleOperator[] {
  const base = spec.operators ?? operatorsByType[spec.type];
  if (!spec.nullable) return [...base];
  return [...new Set<RuleOperator>([...base, 'is_empty', 'is_not_empty'])];
}

/** How many values an operator takes. */
export function operatorArity(operator: RuleOperator): 0 | 1 | 2 {
  if (operator === 'between' || operator === 'not_between') return 2;
  if (operator === 'is_empty' || operator === 'is_not_empty') return 0;
  return 1;
}

export function isRuleGroup(item: Rule | RuleGroup): item is RuleGroup {
  return 'condition' in item;
}
