/**
 * Tiny checks of what a provider's webhook promises, before an adapter reads
 * it: a signature proves who sent a body, not that it has the fields the
 * provider's schema names. Used by `stripe/stripe-event-shape.ts` and
 * `gocardless/gocardless-event-shape.ts`.
 */
export type Rule = (value: unknown) => boolean;

/** Dotted paths (`parent.subscription_details.subscription`) and the rule each value must meet. */
export type Shape = Record<string, Rule>;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Rule = (value) => typeof value === 'string' && value !== '';
/** A whole, non-negative number: minor units, Unix seconds. */
export const whole: Rule = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
export const currencyCode: Rule = (value) => typeof value === 'string' && /^[a-z]{3}$/i.test(value);
export const dateText: Rule = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
export const dateOnly: Rule = (value) => dateText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value as string);
export const is =
  (expected: string): Rule =>
  (value) =>
    value === expected;
/** Absent (undefined or null), or meeting `rule`. */
export const optional =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined || value === null || rule(value);
/** An id, or an expanded object with one (Stripe's `customer`). */
export const idOrObject: Rule = (value) => text(value) || (isObject(value) && text(value.id));

/** The value at a dotted path, or undefined where a step is not an object (as `?.` reads it). */
function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * The first field of `value` that breaks `shape`, as `name.path`; `name`
 * when it is no object at all; null when it fits.
 * @example shapeProblem({ id: 7 }, { id: text }, 'invoice') // 'invoice.id'
 */
export function shapeProblem(value: unknown, shape: Shape, name: string): string | null {
  if (!isObject(value)) return name;
  for (const [path, rule] of Object.entries(shape)) if (!rule(at(value, path))) return `${name}.${path}`;
  return null;
}
