/**
 * The body of a PATCH that merges: the same fields and rules as the whole
 * thing, each optional, at least one, nothing else.
 * @example export const segmentPatchSchema = patchOf(segmentFields);
 */
export const patchOf = <const Properties extends Record<string, object>>(properties: Properties) =>
  ({ type: 'object', additionalProperties: false, minProperties: 1, properties }) as const;
