/**
 * Parses a form body or query string the way Stripe's API reads it:
 * `items[0][price_data][unit_amount]=500` becomes
 * `{items: [{price_data: {unit_amount: '500'}}]}`. Values stay strings.
 * @example parseFormBody('expand[0]=payment_method') // {expand: ['payment_method']}
 */
export function parseFormBody(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/\]\[|\[|\]/).filter((part) => part !== '');
    place(root, path, value);
  }
  return root;
}

function place(target: Record<string, unknown> | unknown[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const slot = head as keyof typeof target;
  if (rest.length === 0) {
    (target as Record<string, unknown>)[slot] = value;
    return;
  }
  const existing = (target as Record<string, unknown>)[slot];
  const child = existing ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {});
  (target as Record<string, unknown>)[slot] = child;
  place(child as Record<string, unknown>, rest, value);
}
