import {
  fieldOperators,
  isRuleGroup,
  operatorArity,
  type FieldSpec,
  type Rule,
  type RuleCondition,
  type RuleGroup,
  type RuleOperator,
  type RuleValue,
} from '@masthead/core';

/** A field the rule builder offers: its rule field, a readable name and how it is filtered. */
export interface FilterField {
  field: string;
  label: string;
  spec: FieldSpec;
  /** Readable names of an enum/array field's values (option labels, tag names), or the contacts a contact field offers besides "me". */
  optionLabels?: Record<string, string>;
  /** The group the field is listed under in the field choice (an `<optgroup>`), e.g. "Contribution". */
  group?: string;
}

/** One rule as typed into the builder: every value still text. */
export interface DraftRule {
  key: number;
  field: string;
  operator: RuleOperator;
  values: string[];
  /** A date rule's values are whole days from today (`$now(d:-7)`) rather than dates. */
  relative?: boolean;
}

/** What is wrong with a draft's value at `index`. */
export interface DraftProblem {
  key: number;
  index: number;
  problem: 'required' | 'number';
}

/** A fresh rule on `field`: its first operator and empty values. */
export function draftFor(key: number, field: FilterField): DraftRule {
  const operator = fieldOperators(field.spec)[0]!;
  return { key, field: field.field, operator, values: emptyValues(field, operator) };
}

/** Values for an operator: as many as it takes, the first option preselected for choices. */
export function emptyValues(field: FilterField, operator: RuleOperator): string[] {
  const first = field.spec.type === 'boolean' ? 'true' : (choicesOf(field)[0] ?? '');
  return Array.from({ length: operatorArity(operator) }, () => first);
}

/** The values a field is chosen from (a select), or none for typed values. */
export function choicesOf(field: FilterField): string[] {
  if (field.spec.type === 'boolean') return ['true', 'false'];
  if (field.spec.type === 'contact') return ['me', ...Object.keys(field.optionLabels ?? {}).filter((v) => v !== 'me')];
  if (field.spec.type === 'enum' || field.spec.type === 'array') return [...(field.spec.options ?? [])];
  return [];
}

function typed(spec: FieldSpec, text: string, relative: boolean): RuleValue | 'number' | 'required' {
  if (text.trim() === '') return 'required';
  if (spec.type === 'date' && relative) {
    const days = Number(text.trim().replace('−', '-'));
    return Number.isInteger(days) ? `$now(d:${days})` : 'number';
  }
  if (spec.type === 'number') {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? n : 'number';
  }
  if (spec.type === 'boolean') return text === 'true';
  return spec.type === 'text' || spec.type === 'blob' ? text : text.trim();
}

/**
 * The rule group of the drafts, or the problems that stop it: a missing
 * value, a number that is not one (days from today must be whole). Drafts on unknown fields are dropped.
 * @example toRuleGroup('AND', [{key: 1, field: 'answers.s1.age', operator: 'greater', values: ['18']}], fields)
 *   // {ok: true, group: {condition: 'AND', rules: [{field: 'answers.s1.age', operator: 'greater', value: [18]}]}}
 */
export function toRuleGroup(
  condition: RuleCondition,
  drafts: readonly DraftRule[],
  fields: readonly FilterField[],
): { ok: true; group: RuleGroup } | { ok: false; problems: DraftProblem[] } {
  const rules: Rule[] = [];
  const problems: DraftProblem[] = [];
  for (const draft of drafts) {
    const field = fields.find((f) => f.field === draft.field);
    if (!field) continue;
    const value: RuleValue[] = [];
    draft.values.slice(0, operatorArity(draft.operator)).forEach((text, index) => {
      const result = typed(field.spec, text, draft.relative === true);
      if (result === 'required' || result === 'number') problems.push({ key: draft.key, index, problem: result });
      else value.push(result);
    });
    rules.push({ field: draft.field, operator: draft.operator, value });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, group: { condition, rules } };
}

/**
 * The group as one level of rules, as the builder edits it: a sub-group
 * with the same condition as its parent, or with a single item, is merged
 * into it (`A AND (B AND C)` is `A AND B AND C`). Null when that cannot be
 * done (`A AND (B OR C)`): the builder cannot show it.
 * @example flatRules({condition: 'AND', rules: [{condition: 'AND', rules: [rule]}]}) // {condition: 'AND', rules: [rule]}
 */
export function flatRules(group: RuleGroup): { condition: RuleCondition; rules: Rule[] } | null {
  const rules: Rule[] = [];
  for (const item of group.rules) {
    if (!isRuleGroup(item)) {
      rules.push(item);
      continue;
    }
    const inner = flatRules(item);
    if (!inner) return null;
    if (inner.condition !== group.condition && inner.rules.length > 1) return null;
    rules.push(...inner.rules);
  }
  return { condition: group.condition, rules };
}

const relativeDays = /^\$now\(d:(-?\d+)\)$/;

/**
 * The builder's drafts for a group it can show (`flatRules`), keyed from
 * `firstKey` on; null for one it cannot (groups within groups, a relative
 * date other than whole days). The reverse of `toRuleGroup`.
 * @example draftsOf({condition: 'AND', rules: [{field: 'joined', operator: 'greater', value: ['$now(d:-30)']}]}, 1)
 *   // {condition: 'AND', drafts: [{key: 1, field: 'joined', operator: 'greater', values: ['-30'], relative: true}]}
 */
export function draftsOf(group: RuleGroup, firstKey: number): { condition: RuleCondition; drafts: DraftRule[] } | null {
  const flat = flatRules(group);
  if (!flat) return null;
  const drafts: DraftRule[] = [];
  for (const [index, rule] of flat.rules.entries()) {
    const days = rule.value.map((value) => (typeof value === 'string' ? relativeDays.exec(value)?.[1] : undefined));
    const relative = days.length > 0 && days.every((d) => d !== undefined);
    if (!relative && rule.value.some((value) => typeof value === 'string' && value.startsWith('$now('))) return null;
    const values = relative ? (days as string[]) : rule.value.map(String);
    drafts.push({
      key: firstKey + index,
      field: rule.field,
      operator: rule.operator,
      values,
      ...(relative ? { relative: true } : {}),
    });
  }
  return { condition: flat.condition, drafts };
}
