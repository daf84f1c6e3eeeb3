/**
 * Walks a body schema alongside a valid body and lists one change per bad
 * input: each property (nested objects and the first item of lists too)
 * gets the bad values of its schema, each object an unknown field and
 * prototype keys, each required property goes missing. The rest of the body
 * stays valid, so the bad part is the only thing the server can object to.
 * @example bodyMutations(contactPatchSchema, {firstname: 'Ada'}) // [{path: ['firstname'], case: {label: 'NUL', …}}, …]
 */
import { ruleCases, type RuleFields } from './hostile-rules.ts';
import { hostile, isOpenObject, typesOf, valueCases, type Schema, type ValueCase } from './hostile-values.ts';

export type Path = readonly (string | number)[];

export interface BodyMutation {
  path: Path;
  case: ValueCase;
  /** Leave the property out instead of setting it. */
  remove?: boolean;
}

interface Walk {
  /** Whether the next string property still gets a 1 MB value (one per body). */
  megabyte: boolean;
  /** Properties holding a rule group, by dotted path, with the fields of what they filter. */
  rules: Readonly<Record<string, RuleFields>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (path: Path, c: ValueCase): BodyMutation => ({ path, case: c });

/** Unknown fields and prototype keys on the object at `path` (keys at the top two levels only). */
function keyMutations(schema: Schema, path: Path): BodyMutation[] {
  const open = isOpenObject(schema);
  const found = [
    at([...path, 'hostileExtra'], { label: 'an unknown field', kind: 'extra-field', value: 'x', mayPass: open }),
  ];
  if (path.length > 1) return found;
  return [
    ...found,
    // The text guard looks at keys too.
    at([...path, hostile.nul], { label: 'a NUL in a key', kind: 'nul', value: 1 }),
    at([...path, hostile.loneSurrogate], { label: 'a lone surrogate in a key', kind: 'lone-surrogate', value: 1 }),
    // The JSON parser refuses both, wherever they are.
    at([...path, '__proto__'], { label: 'a __proto__ key', kind: 'prototype-key', value: { polluted: 'yes' } }),
    at([...path, 'constructor'], {
      label: 'a constructor.prototype key',
      kind: 'prototype-key',
      value: { prototype: { polluted: 'yes' } },
    }),
    at([...path, 'prototype'], { label: 'a prototype key', kind: 'prototype-key', value: { x: 1 }, mayPass: open }),
  ];
}

/** Inside what the schema leaves open (answers, form slides): text no column holds, and nesting no one needs. */
function openMutations(value: unknown, path: Path, depth = 0): BodyMutation[] {
  if (isPlainObject(value) && depth < 3) {
    return Object.entries(value).flatMap(([name, inner]) => openMutations(inner, [...path, name], depth + 1));
  }
  return [
    at(path, { label: 'NUL', kind: 'nul', value: hostile.nul }),
    at(path, { label: 'a lone surrogate', kind: 'lone-surrogate', value: hostile.loneSurrogate }),
    at(path, { label: '10,000 nested arrays', kind: 'deep-nesting', value: hostile.deepArray }),
  ];
}

function objectMutations(schema: Schema, value: Record<string, unknown>, path: Path, walk: Walk): BodyMutation[] {
  const found = keyMutations(schema, path);
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (name in value) {
      found.push({
        path: [...path, name],
        remove: true,
        case: { label: 'left out', kind: 'missing-required', value: null },
      });
    }
  }
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, inner] of Object.entries(properties)) {
    found.push(...propertyMutations(inner, value[name], [...path, name], walk));
  }
  const { additionalProperties } = schema;
  for (const [name, inner] of Object.entries(value)) {
    if (name in properties) continue;
    if (isPlainObject(additionalProperties))
      found.push(...propertyMutations(additionalProperties, inner, [...path, name], walk));
    else if (isOpenObject(schema)) found.push(...openMutations(inner, [...path, name]));
  }
  return found;
}

function propertyMutations(schema: Schema, value: unknown, path: Path, walk: Walk): BodyMutation[] {
  const megabyte = walk.megabyte && typesOf(schema).has('string');
  if (megabyte) walk.megabyte = false;
  const found = valueCases(schema, { megabyte }).map((c) => at(path, c));
  const ruleFields = walk.rules[path.join('.')];
  if (ruleFields) return [...found, ...ruleCases(ruleFields).map((c) => at(path, c))];
  if (isPlainObject(value)) found.push(...objectMutations(schema, value, path, walk));
  const items = schema.items as Schema | undefined;
  if (Array.isArray(value) && items && value.length > 0) {
    const first = [...path, 0];
    found.push(...valueCases(items, { megabyte: false }).map((c) => at(first, { ...c, label: `item ${c.label}` })));
    if (isPlainObject(value[0])) found.push(...objectMutations(items, value[0], first, walk));
  }
  return found;
}

/** Every change of `body` (valid for `schema`) that makes it a bad input; `rules` get bad rule groups. */
export function bodyMutations(
  schema: Schema,
  body: Record<string, unknown>,
  rules: Walk['rules'] = {},
): BodyMutation[] {
  return objectMutations(schema, body, [], { megabyte: true, rules });
}

/** `body` with the mutation applied (a copy; `__proto__` is set as an own key, as JSON.parse would). */
export function applyMutation(body: Record<string, unknown>, mutation: BodyMutation): Record<string, unknown> {
  const copy = structuredClone(body);
  let parent: Record<string | number, unknown> = copy;
  for (const key of mutation.path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = mutation.path.at(-1) as string | number;
  if (mutation.remove) delete parent[last];
  else
    Object.defineProperty(parent, last, {
      value: mutation.case.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}
