/** A uuid as PostgreSQL writes one, without the anchors: for patterns that hold one (an upload's path). */
export const uuidSource = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole value that is a uuid, in either case. */
export const uuidPattern = new RegExp(`^${uuidSource}$`, 'i');

/**
 * Whether `value` can be a row's id: anything else would make PostgreSQL
 * refuse the uuid, so a lookup answers "not found" without asking it.
 * @example isUuid('not-a-uuid') // false
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
