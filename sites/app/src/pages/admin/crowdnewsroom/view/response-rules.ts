import type { ResponseBucket, Rule, RuleGroup } from '@masthead/core';

const calloutRule = (calloutId: string): Rule => ({ field: 'calloutId', operator: 'equal', value: [calloutId] });

/** The rule a bucket is filtered by (`''` is the inbox). */
export const bucketRule = (bucket: ResponseBucket): Rule => ({ field: 'bucket', operator: 'equal', value: [bucket] });

/** `GET callout/{id}/responses` for how many responses sit in a bucket: the `total` of a one-item page. */
export const bucketCountQuery = (bucket: ResponseBucket) => ({
  rules: JSON.stringify({ condition: 'AND', rules: [bucketRule(bucket)] } satisfies RuleGroup),
  limit: 1,
});

/** The responses a bucket tab lists: that bucket, narrowed by the builder's rules when there are any. */
export function listRules(bucket: ResponseBucket, filter: RuleGroup): RuleGroup {
  return { condition: 'AND', rules: [bucketRule(bucket), ...(filter.rules.length > 0 ? [filter] : [])] };
}

/**
 * The rules of a bulk change. The top-level `calloutId equal` rule lets the
 * server read the form's answer fields (docs/product/api.md, "Fields by
 * resource"), and keeps the change inside this call-out whatever else matches.
 */
export function bulkRules(
  calloutId: string,
  target:
    { kind: 'selected'; ids: readonly string[] } | { kind: 'matching'; bucket: ResponseBucket; filter: RuleGroup },
): RuleGroup {
  if (target.kind === 'selected') {
    return {
      condition: 'AND',
      rules: [
        calloutRule(calloutId),
        { condition: 'OR', rules: target.ids.map((id) => ({ field: 'id', operator: 'equal', value: [id] })) },
      ],
    };
  }
  return { condition: 'AND', rules: [calloutRule(calloutId), ...listRules(target.bucket, target.filter).rules] };
}
