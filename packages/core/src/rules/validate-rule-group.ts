import { parseIsoDate, parseRelativeDate } from '../callouts/relative-date.ts';
import { unstorableReason } from '../text/storable-text.ts';
import {
  fieldOperators,
  findField,
  operatorArity,
  ruleOperators,
  type FieldLookup,
  type FieldSpec,
  type Rule,
  type RuleGroup,
  type RuleOperator,
  type RuleValue,
} from './rule-group.ts';

export type RuleProblemCode =
  | 'json' // parseRuleGroup: not JSON, or too long
  | 'type' // not an object, or `rules`/`value` not a list
  | 'condition'
  | 'empty' // a group without rules, where `nonEmpty` asks for rules
  | 'tooDeep'
  | 'tooMany'
  | 'field'
  | 'operator'
  | 'arity'
  | 'value'
  | 'option'
  | 'bounds';

export interface RuleProblem {
  /** Dotted path into the group: `rules.1.rules.0.value.1`. */
  path: string;
  problem: RuleProblemCode;
  params?: Record<string, string | number>;
}

export type RuleGroupResult = { ok: true; group: RuleGroup } | { ok: false; problems: RuleProblem[] };

/** Limits against hostile or runaway filters (the product guide leaves them to us). */
const ruleLimits = {
  depth: 5,
  rules: 100,
  groups: 50,
  valueLength: 1000,
  fieldLength: 200,
  json: 50_000,
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Notes a problem and gives up on the part at hand. */
function fail(walk: Walk, path: string, problem: RuleProblemCode, params?: RuleProblem['params']): null {
  walk.problems.push(params ? { path, problem, params } : { path, problem });
  return null;
}

interface Walk {
  fields: FieldLookup;
  problems: RuleProblem[];
  rules: number;
  groups: number;
  /** Set once a limit is passed: nothing more is read. */
  stopped: boolean;
  nonEmpty: boolean;
}

export interface RuleGroupOptions {
  /**
   * Refuse a group without rules at any depth (`empty` at its `rules`): a
   * bulk write takes no "everyone" by accident, and an empty OR, which the
   * SQL reads as true, cannot stand for "nobody".
   */
  nonEmpty?: boolean;
}

function checkValue(spec: FieldSpec, value: unknown): 'value' | 'option' | null {
  if (typeof value === 'string' && (value.length > ruleLimits.valueLength || unstorableReason(value))) return 'value';
  switch (spec.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'value';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'value';
    case 'date':
      return parseIsoDate(value) || parseRelativeDate(value) ? null : 'value';
    case 'contact':
      return typeof value === 'string' && value.trim() !== '' ? null : 'value';
    case 'enum':
    case 'array':
      if (typeof value !== 'string') return 'value';
      return !spec.options || spec.options.includes(value) ? null : 'option';
    default:
      return typeof value === 'string' ? null : 'value';
  }
}

/** `between` bounds in order; relative dates move with time and are not compared. */
function boundsInOrder(spec: FieldSpec, [low, high]: RuleValue[]): boolean {
  if (spec.type === 'number') return (low as number) <= (high as number);
  const a = parseIsoDate(low);
  const b = parseIsoDate(high);
  return !(spec.type === 'date' && a && b && a > b);
}

function checkRule(walk: Walk, input: Record<string, unknown>, path: string): Rule | null {
  const before = walk.problems.length;
  const { field, operator, value } = input;
  const spec =
    typeof field === 'string' && field.length <= ruleLimits.fieldLength && !unstorableReason(field)
      ? findField(walk.fields, field)
      : undefined;
  if (!spec) return fail(walk, `${path}.field`, 'field');
  if (typeof operator !== 'string' || !(ruleOperators as readonly string[]).includes(operator)) {
    return fail(walk, `${path}.operator`, 'operator');
  }
  if (!fieldOperators(spec).includes(operator as RuleOperator)) {
    return fail(walk, `${path}.operator`, 'operator', { field: field as string, operator });
  }
  if (!Array.isArray(value)) return fail(walk, `${path}.value`, 'type');
  const arity = operatorArity(operator as RuleOperator);
  if (value.length !== arity) return fail(walk, `${path}.value`, 'arity', { expected: arity });
  value.forEach((item, index) => {
    const found = checkValue(spec, item);
    if (found) walk.problems.push({ path: `${path}.value.${index}`, problem: found });
  });
  if (walk.problems.length > before) return null;
  if (arity === 2 && !boundsInOrder(spec, value)) walk.problems.push({ path: `${path}.value`, problem: 'bounds' });
  return walk.problems.length > before
    ? null
    : { field: field as string, operator: operator as RuleOperator, value: [...value] };
}

function checkGroup(walk: Walk, input: Record<string, unknown>, path: string, depth: number): RuleGroup | null {
  if (depth > ruleLimits.depth) return fail(walk, path, 'tooDeep');
  if (++walk.groups > ruleLimits.groups) {
    walk.stopped = true;
    return fail(walk, path, 'tooMany');
  }
  const { condition, rules } = input;
  if (condition !== 'AND' && condition !== 'OR')
    walk.problems.push({ path: `${path}.condition`, problem: 'condition' });
  if (!Array.isArray(rules)) return fail(walk, `${path}.rules`, 'type');
  if (walk.nonEmpty && rules.length === 0)
    walk.problems.push({ path: path === '' ? 'rules' : `${path}.rules`, problem: 'empty' });
  const items: RuleGroup['rules'] = [];
  for (const [index, item] of rules.entries()) {
    const at = path === '' ? `rules.${index}` : `${path}.rules.${index}`;
    if (!isObject(item)) walk.problems.push({ path: at, problem: 'type' });
    else if ('condition' in item || 'rules' in item) {
      const group = checkGroup(walk, item, at, depth + 1);
      if (group) items.push(group);
    } else if (++walk.rules > ruleLimits.rules) {
      walk.stopped = true;
      walk.problems.push({ path: at, problem: 'tooMany' });
    } else {
      const rule = checkRule(walk, item, at);
      if (rule) items.push(rule);
    }
    if (walk.stopped || walk.problems.length >= ruleLimits.rules) break;
  }
  return condition === 'AND' || condition === 'OR' ? { condition, rules: items } : null;
}

/**
 * Checks an untrusted rule group against the fields of a resource and
 * returns a clean copy (only `condition`, `rules`, `field`, `operator`,
 * `value`; other keys a query builder adds are dropped) or the problems.
 * Limits: groups nest at most 5 deep (the outer group is 1), at most 100
 * rules and 50 groups, texts up to 1000 characters. An empty group is valid
 * and matches every row, unless `options.nonEmpty`.
 * @example validateRuleGroup({condition: 'AND', rules: [{field: 'email', operator: 'contains', value: ['@example.org']}]}, contactFields)
 */
export function validateRuleGroup(
  input: unknown,
  fields: FieldLookup,
  { nonEmpty = false }: RuleGroupOptions = {},
): RuleGroupResult {
  if (!isObject(input)) return { ok: false, problems: [{ path: '', problem: 'type' }] };
  const walk: Walk = { fields, problems: [], rules: 0, groups: 0, stopped: false, nonEmpty };
  const group = checkGroup(walk, input, '', 1);
  if (!group || walk.problems.length > 0) return { ok: false, problems: walk.problems.slice(0, ruleLimits.rules) };
  return { ok: true, group };
}

/** `validateRuleGroup` for the JSON text of a `rules` query parameter. */
export function parseRuleGroup(json: string, fields: FieldLookup, options: RuleGroupOptions = {}): RuleGroupResult {
  if (typeof json !== 'string' || json.length > ruleLimits.json) {
    return { ok: false, problems: [{ path: '', problem: 'json' }] };
  }
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    return { ok: false, problems: [{ path: '', problem: 'json' }] };
  }
  return validateRuleGroup(input, fields, options);
}
