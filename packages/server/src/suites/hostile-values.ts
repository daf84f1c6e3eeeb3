/**
 * The values of the hostile-input suite — NULs, lone surrogates, huge
 * strings and numbers, impossible dates, deep nesting, prototype keys —
 * chosen per property from its JSON schema, and `toJson`, which writes a
 * body holding them (JSON.stringify alone cannot: 10,000 nested arrays
 * overflow its stack, and it would not write every key we want).
 * @example valueCases({type: 'string', maxLength: 200}, {megabyte: false}) // [{kind: 'wrong-type', …}, …]
 */

/** What is wrong with an input; the suite reports by kind. */
export type HostileKind =
  | 'wrong-type'
  | 'null'
  | 'coerced-scalar'
  | 'huge-string'
  | 'nul'
  | 'lone-surrogate'
  | 'huge-number'
  | 'bad-date'
  | 'deep-nesting'
  | 'extra-field'
  | 'missing-required'
  | 'prototype-key'
  | 'invalid-json'
  | 'wrong-content-type'
  | 'too-large'
  | 'bad-id'
  | 'invalid-rule';

/** One bad value for one place. `mayPass`: a 2xx is a fair answer too (the value is odd, not invalid). */
export interface ValueCase {
  label: string;
  kind: HostileKind;
  value: unknown;
  mayPass?: boolean;
}

/** JSON text put into a body as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}0${']'.repeat(depth)}`);
/** A NUL `depth` objects down: deeper than the text guard looks (64). */
export const deepNul = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}"a\\u0000b"${'}'.repeat(depth)}`);

const marker = /"@@raw:(\d+)@@"/g;

/** JSON.stringify, with every `RawJson` written as its text. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof RawJson ? `@@raw:${raws.push(inner.text) - 1}@@` : inner,
  );
  return text.replace(marker, (_match, index: string) => raws[Number(index)] ?? 'null');
}

export const hostile = {
  nul: 'a\u0000b',
  loneSurrogate: 'a\uD800b',
  /** Over every maxLength of the contract but `intro`'s and `thanksText`'s (100,000). */
  long: 'x'.repeat(100_001),
  /** Just under the 1 MiB body limit, so that the schema has to judge it. */
  megabyte: 'x'.repeat(1_000_000),
  /** Over the 1 MiB body limit. */
  overBodyLimit: 'x'.repeat(2 * 1024 * 1024),
  numbers: [1e308, 2 ** 63, -1],
  /**
   * Not dates: year 0, a 13th month, a word, and two that name a real year
   * (1, 9999) but whose offset moves them out of it in UTC.
   */
  badDates: [
    '0000-01-01T00:00:00Z',
    '2020-13-45T00:00:00Z',
    'yesterday',
    '0001-01-01T00:00:00+23:59',
    '9999-12-31T23:59:59-23:59',
  ],
  deepArray: deepArray(10_000),
  deepNul: deepNul(100),
} as const;

export type Schema = { readonly [key: string]: unknown };

/** The JSON types a schema allows, from `type` or, without one, from what it describes. */
export function typesOf(schema: Schema): Set<string> {
  const { type } = schema;
  if (typeof type === 'string') return new Set([type]);
  if (Array.isArray(type)) return new Set(type as string[]);
  if (schema.properties || schema.additionalProperties !== undefined) return new Set(['object']);
  if (schema.items) return new Set(['array']);
  return new Set();
}

/** An object schema that lets unknown properties in (form schemas, answers, map settings). */
export const isOpenObject = (schema: Schema) =>
  typesOf(schema).has('object') &&
  (schema.additionalProperties === undefined || schema.additionalProperties === true) &&
  schema.propertyNames === undefined;

function outOfBounds(schema: Schema, value: number): boolean {
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  const integer = typesOf(schema).has('integer') && !typesOf(schema).has('number');
  return (
    (minimum !== undefined && value < minimum) ||
    (maximum !== undefined && value > maximum) ||
    (integer && !Number.isSafeInteger(value))
  );
}

/** A value of another JSON type that the validator cannot turn into an allowed one. */
function wrongType(types: Set<string>): ValueCase[] {
  if (!types.has('object')) return [{ label: 'an object', kind: 'wrong-type', value: { hostile: true } }];
  if (!types.has('string')) return [{ label: 'a string', kind: 'wrong-type', value: 'not an object' }];
  return [];
}

/**
 * A scalar of the wrong type that a lenient validator would turn into the
 * right one (42 → "42", 1 → true, "x" → ["x"]): the contract says no.
 */
function coercedScalar(types: Set<string>): ValueCase[] {
  if (types.has('string')) return [{ label: 'a number', kind: 'coerced-scalar', value: 12345 }];
  if (types.has('boolean')) return [{ label: 'the number 1', kind: 'coerced-scalar', value: 1 }];
  if (types.has('integer') || types.has('number'))
    return [{ label: 'a numeric string', kind: 'coerced-scalar', value: '7' }];
  if (types.has('array')) return [{ label: 'a bare string', kind: 'coerced-scalar', value: 'x' }];
  return [];
}

function textCases(schema: Schema, megabyte: boolean): ValueCase[] {
  const maxLength = schema.maxLength as number | undefined;
  const cases: ValueCase[] = [
    { label: 'NUL', kind: 'nul', value: hostile.nul },
    { label: 'a lone surrogate', kind: 'lone-surrogate', value: hostile.loneSurrogate },
  ];
  if (maxLength !== undefined && maxLength < hostile.long.length) {
    cases.push({ label: '100,001 characters', kind: 'huge-string', value: hostile.long });
  }
  if (megabyte) cases.push({ label: '1 MB', kind: 'huge-string', value: hostile.megabyte });
  if (schema.format === 'date-time') {
    for (const date of hostile.badDates) cases.push({ label: `date ${date}`, kind: 'bad-date', value: date });
  }
  return cases;
}

function numberCases(schema: Schema): ValueCase[] {
  return [
    ...hostile.numbers.map((value) => ({
      label: `number ${value}`,
      kind: 'huge-number' as const,
      value,
      mayPass: !outOfBounds(schema, value),
    })),
    { label: 'NaN as a string', kind: 'huge-number', value: 'NaN' },
  ];
}

/** Hostile content for an object that takes any properties: only NULs and deep nesting are wrong there. */
export function openObjectCases(): ValueCase[] {
  return [
    { label: '10,000 nested arrays inside', kind: 'deep-nesting', value: { hostile: hostile.deepArray } },
    { label: 'a NUL 100 objects down', kind: 'nul', value: hostile.deepNul },
    { label: 'a huge number inside', kind: 'huge-number', value: { hostile: 1e308, big: 2 ** 63 }, mayPass: true },
  ];
}

/**
 * The bad values for a property with schema `schema`. `megabyte`: also a
 * 1 MB string (once per operation: each costs a few milliseconds).
 */
export function valueCases(schema: Schema, { megabyte }: { megabyte: boolean }): ValueCase[] {
  const types = typesOf(schema);
  const cases = [...wrongType(types)];
  if (!types.has('null')) cases.push({ label: 'null', kind: 'null', value: null });
  cases.push(...coercedScalar(types));
  if (types.has('string')) cases.push(...textCases(schema, megabyte));
  if (types.has('number') || types.has('integer')) cases.push(...numberCases(schema));
  // A list of lists of lists …: wrong unless the list takes anything.
  const anyItems = types.has('array') && !schema.items;
  cases.push({ label: '10,000 nested arrays', kind: 'deep-nesting', value: hostile.deepArray, mayPass: anyItems });
  if (isOpenObject(schema)) cases.push(...openObjectCases());
  return cases;
}
