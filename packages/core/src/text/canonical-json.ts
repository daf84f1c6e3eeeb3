/**
 * JSON with object keys sorted, so two values that differ only in key order
 * (a jsonb round trip reorders keys) give the same text.
 * @example canonicalJson({b: 1, a: [2]}) // '{"a":[2],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
