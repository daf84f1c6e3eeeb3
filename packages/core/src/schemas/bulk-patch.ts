import { patchOf } from './patch-of.ts';
import { typedAs } from './type-options.ts';

/** A bulk change's `tags`: `+id` adds the tag, `-id` removes it. */
const tagChangesSchema = {
  type: 'array',
  maxItems: 100,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[+-].{1,64}$' },
} as const;

/**
 * The body of a bulk change (`PATCH callout-responses`, `PATCH contact`):
 * what every item the rule group matches gets, at least one of `updates`,
 * with `tags` as `+id` / `-id` changes.
 * @example bulkPatchSchema({ bucket: { type: 'string' } })
 */
export const bulkPatchSchema = <const Updates extends Record<string, object>>(updates: Updates) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['rules', 'updates'],
    properties: {
      rules: { type: 'object', required: ['condition', 'rules'], ...typedAs('RuleGroup') },
      updates: patchOf({ ...updates, tags: tagChangesSchema }),
    },
  }) as const;

/**
 * `["+a", "-b"]` → the tag ids to add and to remove, and every id named in
 * order (for errors that point at `updates.tags.{index}`).
 */
export function splitTagChanges(changes: readonly string[]): { add: string[]; remove: string[]; ids: string[] } {
  const ids = changes.map((change) => change.slice(1));
  return {
    add: ids.filter((_, index) => changes[index]!.startsWith('+')),
    remove: ids.filter((_, index) => changes[index]!.startsWith('-')),
    ids,
  };
}
