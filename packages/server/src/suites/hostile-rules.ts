/**
 * Bad filter rules (docs/product/api.md, "Filter rules") for the `rules` of list queries
 * and of `PATCH callout-responses`: not JSON, unknown fields and operators,
 * wrong values, groups too deep or too many, text no database takes.
 * @example ruleCases({text: 'title', date: 'starts'})
 */
import { deepArray, hostile, RawJson, type ValueCase } from './hostile-values.ts';

export interface RuleFields {
  /** A text field of the resource, a date field, and a number field if it has one. */
  text: string;
  date: string;
  number?: string;
  /** Rules every group must keep (a `calloutId equal` that allows rules on answers). */
  keep?: readonly object[];
}

const rule = (field: string, operator: string, value: unknown) => ({ field, operator, value });

const nested = (depth: number): object =>
  depth === 0 ? { condition: 'AND', rules: [] } : { condition: 'AND', rules: [nested(depth - 1)] };

/** `depth` groups each holding the next, written as text (too deep for JSON.stringify to be quick). */
const nestedText = (depth: number) =>
  new RawJson(`${'{"condition":"AND","rules":['.repeat(depth)}${']}'.repeat(depth)}`);

/** Rule groups that are not valid for a resource with these fields; `mayPass` ones are odd but valid. */
export function ruleCases(fields: RuleFields): ValueCase[] {
  const keep = fields.keep ?? [];
  const group = (...rules: unknown[]) => ({ condition: 'AND', rules: [...keep, ...rules] });
  const { text, date } = fields;
  const invalid = (label: string, value: unknown, kind: ValueCase['kind'] = 'invalid-rule'): ValueCase => ({
    label: `rules ${label}`,
    kind,
    value,
  });
  const cases: ValueCase[] = [
    invalid('not JSON', '{"condition":', 'invalid-json'),
    invalid('JSON null', 'null'),
    invalid('a list', '[]'),
    invalid('a huge number', '1e308', 'huge-number'),
    invalid('without condition', { rules: [] }),
    invalid('with condition XOR', { condition: 'XOR', rules: [] }),
    invalid('whose rules are not a list', { condition: 'AND', rules: 'all' }),
    invalid('with an unknown field', group(rule('hostile', 'equal', ['x']))),
    invalid('on the field __proto__', group(rule('__proto__', 'equal', ['x'])), 'prototype-key'),
    invalid('on the field constructor', group(rule('constructor', 'equal', ['x'])), 'prototype-key'),
    invalid('on a password hash', group(rule('passwordHash', 'equal', ['x']))),
    invalid('with an unknown operator', group(rule(text, 'hostile', ['x']))),
    invalid('with the operator toString', group(rule(text, 'toString', ['x'])), 'prototype-key'),
    invalid('with an operator of another type', group(rule(text, 'less', ['x']))),
    invalid('whose value is not a list', group(rule(text, 'equal', 'x'))),
    invalid('without a value', group(rule(text, 'equal', []))),
    invalid('with two values for equal', group(rule(text, 'equal', ['a', 'b']))),
    invalid('with an object value', group(rule(text, 'equal', [{ hostile: true }])), 'wrong-type'),
    invalid('with a null value', group(rule(text, 'equal', [null])), 'null'),
    invalid('with a NUL', group(rule(text, 'contains', [hostile.nul])), 'nul'),
    invalid('with a lone surrogate', group(rule(text, 'contains', [hostile.loneSurrogate])), 'lone-surrogate'),
    invalid('with 1,001 characters', group(rule(text, 'contains', ['x'.repeat(1001)])), 'huge-string'),
    invalid('with 100,001 characters', group(rule(text, 'contains', [hostile.long])), 'huge-string'),
    ...hostile.badDates.map((bad) => invalid(`on a date with ${bad}`, group(rule(date, 'less', [bad])), 'bad-date')),
    invalid('nested 6 deep', group(nested(5)), 'deep-nesting'),
    invalid('nested 10,000 deep', nestedText(10_000), 'deep-nesting'),
    invalid('as 10,000 nested arrays', deepArray(10_000), 'deep-nesting'),
    invalid('with 101 rules', group(...Array.from({ length: 101 }, () => rule(text, 'equal', ['x'])))),
    invalid('with 51 groups', group(...Array.from({ length: 51 }, () => nested(0)))),
  ];
  // validateRuleGroup keeps only condition, rules, field, operator and value:
  // what a query builder adds is dropped by design, so these may pass (and
  // the suite checks afterwards that nothing was polluted).
  const ignored = (label: string, value: unknown, kind: ValueCase['kind']): ValueCase => ({
    label: `rules ${label}`,
    kind,
    value,
    mayPass: true,
  });
  cases.push(
    ignored('with an unknown key', { ...group(), hostile: 1 }, 'extra-field'),
    ignored(
      'with a __proto__ key',
      new RawJson('{"condition":"AND","rules":[],"__proto__":{"polluted":"yes"}}'),
      'prototype-key',
    ),
    ignored('with a constructor key', { ...group(), constructor: { prototype: { polluted: 'yes' } } }, 'prototype-key'),
    // Relative dates within the parser's limits that leave every calendar.
    ignored(
      'a million years on',
      group(rule(date, 'less', [`$now(${Array(12).fill('y:100000').join(',')})`])),
      'huge-number',
    ),
    ignored('100,000 years back', group(rule(date, 'greater', ['$now(y:-100000)'])), 'huge-number'),
  );
  if (fields.number) {
    for (const value of hostile.numbers) {
      cases.push(ignored(`greater than ${value}`, group(rule(fields.number, 'greater', [value])), 'huge-number'));
    }
    cases.push(invalid('with NaN as a string', group(rule(fields.number, 'greater', ['NaN'])), 'huge-number'));
  }
  return cases;
}
