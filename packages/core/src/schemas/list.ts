/**
 * The list conventions (docs/product/api.md, Lists), once: `{items, offset, count, total}`
 * around the schema of one item, and the `limit`/`offset` of a list query
 * (1-100, default 50; responses go up to 1000).
 * @example export const apiKeyListSchema = listOf(apiKeySchema)
 */
export function listOf<const Item extends object>(items: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'offset', 'count', 'total'],
    properties: {
      items: { type: 'array', items },
      offset: { type: 'integer' },
      count: { type: 'integer' },
      total: { type: 'integer' },
    },
  } as const;
}

export function pageProperties<const Max extends number = 100>(maximum: Max = 100 as Max) {
  return {
    limit: { type: 'integer', minimum: 1, maximum, default: 50 },
    // Within PostgreSQL's bigint and JavaScript's safe integers.
    offset: { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 0 },
  } as const;
}
