/**
 * Path parameters, once: ids are short strings (a uuid, `me`, or a slug);
 * whether one is well formed is the handler's question (400 vs 404, docs/product/api.md).
 */

const idString = { type: 'string', minLength: 1, maxLength: 100 } as const;

/**
 * A params schema naming each path parameter.
 * @example idParams('id', 'tagId') // for '/callout/{id}/tags/{tagId}'
 */
export function idParams<const Names extends readonly string[]>(...names: Names) {
  return {
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, idString])) as { [K in Names[number]]: typeof idString },
  } as const;
}

/** `{id}`: a call-out's id or slug. */
export const calloutIdParams = idParams('id');

/** `{id}` of a row named by a uuid (a response, a comment, a key, an email): the handler checks its form (404). */
export const uuidParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/** A contact, by the shared schema's `$id` (schema-references.ts). */
export const contactRef = { $ref: 'Contact#' } as const;

/** The answer of an operation with nothing to say (204). */
export const noContent = { type: 'null' } as const;
