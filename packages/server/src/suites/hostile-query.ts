/**
 * Bad path parameters and query strings, as raw URL text: a query value is
 * always a string, so "wrong type" there is a value given twice, a word
 * where a number goes, a number out of range. A lone surrogate cannot be
 * sent in a URL at all: its UTF-8 form is invalid and the server's decoder
 * makes it U+FFFD, a real character (the `rules` JSON does carry one).
 * @example queryMutations(calloutListQuerySchema, {text: 'title', date: 'starts'}) // [{name: 'limit', mutation: {label: '1e308', …}}, …]
 */
import { ruleCases, type RuleFields } from './hostile-rules.ts';
import { hostile, toJson, typesOf, type HostileKind, type Schema } from './hostile-values.ts';

export type QueryEntries = readonly (readonly [string, string])[];

export interface UrlMutation {
  label: string;
  kind: HostileKind;
  /** Raw (already encoded) values for the name. */
  raws: readonly string[];
  mayPass?: boolean;
}

const enc = encodeURIComponent;

/** Ill-formed ids, raw as they appear in the path. */
export const badIds: readonly UrlMutation[] = [
  { label: 'not a uuid', kind: 'bad-id', raws: ['not-a-uuid'] },
  { label: 'an unknown uuid', kind: 'bad-id', raws: ['00000000-0000-4000-8000-000000000000'] },
  { label: 'NUL', kind: 'nul', raws: ['%00'] },
  { label: 'a NUL inside', kind: 'nul', raws: ['a%00b'] },
  { label: 'a lone surrogate as UTF-8', kind: 'lone-surrogate', raws: ['%ED%A0%80'] },
  { label: 'a broken percent-escape', kind: 'bad-id', raws: ['%E0%A4%A'] },
  { label: '101 characters', kind: 'huge-string', raws: ['a'.repeat(101)] },
  { label: '5,000 characters', kind: 'huge-string', raws: ['a'.repeat(5000)] },
  { label: '1e308', kind: 'huge-number', raws: ['1e308'] },
  { label: '2^63', kind: 'huge-number', raws: ['9223372036854775808'] },
  { label: '-1', kind: 'huge-number', raws: ['-1'] },
  { label: 'null', kind: 'null', raws: ['null'] },
  { label: '__proto__', kind: 'prototype-key', raws: ['__proto__'] },
  { label: 'constructor', kind: 'prototype-key', raws: ['constructor'] },
  { label: 'SQL', kind: 'bad-id', raws: [enc("' or '1'='1")] },
  { label: 'a path', kind: 'bad-id', raws: ['..%2F..%2Fetc%2Fpasswd'] },
  { label: 'a blank', kind: 'bad-id', raws: ['%20'] },
];

function numberMutations(schema: Schema): UrlMutation[] {
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  const integer = typesOf(schema).has('integer');
  const fits = (n: number) =>
    (minimum === undefined || n >= minimum) &&
    (maximum === undefined || n <= maximum) &&
    (!integer || Number.isSafeInteger(n));
  return [
    ...['1e308', '9223372036854775808', '-1', '1.5'].map((raw) => ({
      label: raw,
      kind: 'huge-number' as const,
      raws: [raw],
      mayPass: fits(Number(raw)),
    })),
    { label: 'NaN', kind: 'huge-number', raws: ['NaN'] },
    { label: 'null', kind: 'null', raws: ['null'] },
  ];
}

function textMutations(schema: Schema, megabyte: boolean): UrlMutation[] {
  const maxLength = schema.maxLength as number | undefined;
  const found: UrlMutation[] = [
    { label: 'NUL', kind: 'nul', raws: ['%00'] },
    { label: 'a NUL inside', kind: 'nul', raws: ['a%00b'] },
  ];
  if (maxLength !== undefined && maxLength < hostile.long.length) {
    found.push({ label: '100,001 characters', kind: 'huge-string', raws: [hostile.long] });
  }
  if (megabyte) found.push({ label: '1 MB', kind: 'huge-string', raws: [hostile.megabyte] });
  if (schema.enum) found.push({ label: 'a value not in the list', kind: 'wrong-type', raws: ['hostile'] });
  return found;
}

/** Bad values for one query property. */
function valueMutations(schema: Schema, megabyte: boolean): UrlMutation[] {
  const types = typesOf(schema);
  if (types.has('array')) {
    // Repeating a list's key is how a list is sent; its items can still be bad.
    return textMutations((schema.items ?? {}) as Schema, false).map((m) => ({ ...m, label: `item ${m.label}` }));
  }
  const found: UrlMutation[] = [{ label: 'given twice', kind: 'wrong-type', raws: ['a', 'b'] }];
  if (types.has('integer') || types.has('number')) found.push(...numberMutations(schema));
  if (types.has('boolean')) {
    found.push(
      { label: 'maybe', kind: 'wrong-type', raws: ['maybe'] },
      { label: 'null', kind: 'null', raws: ['null'] },
    );
  }
  if (types.has('string')) found.push(...textMutations(schema, megabyte));
  return found;
}

/** Every bad value of each query parameter (and unknown ones), by name: it replaces that name's valid values. */
export function queryMutations(schema: Schema, rules?: RuleFields): { name: string; mutation: UrlMutation }[] {
  const found: { name: string; mutation: UrlMutation }[] = [
    { name: 'hostileExtra', mutation: { label: 'an unknown parameter', kind: 'extra-field', raws: ['1'] } },
    { name: '__proto__', mutation: { label: 'a __proto__ parameter', kind: 'prototype-key', raws: ['x'] } },
    {
      name: '__proto__[polluted]',
      mutation: { label: 'a __proto__[…] parameter', kind: 'prototype-key', raws: ['yes'] },
    },
    { name: 'constructor', mutation: { label: 'a constructor parameter', kind: 'prototype-key', raws: ['x'] } },
  ];
  let megabyte = true;
  for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const withMegabyte = megabyte && typesOf(inner).has('string');
    if (withMegabyte) megabyte = false;
    for (const mutation of valueMutations(inner, withMegabyte)) found.push({ name, mutation });
    if (name === 'rules' && rules) {
      for (const c of ruleCases(rules)) {
        const text = typeof c.value === 'string' ? c.value : toJson(c.value);
        found.push({
          name,
          mutation: { label: c.label, kind: c.kind, raws: [enc(text)], mayPass: c.mayPass ?? false },
        });
      }
    }
  }
  return found;
}

/** `?a=1&b=2` from entries whose values are already encoded. */
export const queryText = (entries: QueryEntries) =>
  entries.length === 0 ? '' : `?${entries.map(([name, raw]) => `${name}=${raw}`).join('&')}`;

/** The entries of a valid query, encoded. */
export function encodeQuery(query: Readonly<Record<string, string | readonly string[]>> = {}): QueryEntries {
  return Object.entries(query).flatMap(([name, value]) =>
    (typeof value === 'string' ? [value] : value).map((item) => [name, enc(item)] as const),
  );
}
