type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges `patch` over `base` the way a settings PATCH means it: nested
 * objects (`theme`, `theme.colors`) merge key by key, while arrays
 * (`footerLinks`), nulls and scalars replace what was there. `undefined`
 * in the patch leaves a key alone. Neither argument is changed.
 * @example mergeSettings({theme: {colors: {primary: '#000', link: '#111'}}}, {theme: {colors: {primary: '#fff'}}})
 * // {theme: {colors: {primary: '#fff', link: '#111'}}}
 */
export function mergeSettings<T extends object>(base: T, patch: object): T {
  const merged: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeSettings(current, value) : value;
  }
  return merged as T;
}
