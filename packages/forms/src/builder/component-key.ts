import { fallbackSlug, isSafeKey, slugify, type FormComponent, type FormSchema } from '@masthead/core';

/** Keys stay well under core's 64 characters, leaving room for a number on a clash. */
const maxBaseLength = 48;

/**
 * A key from a label, in form.io's camelCase: ASCII letters and digits
 * (accents folded by core's `slugify`, the same rule as call-out slugs).
 * A label with nothing usable gives `fallback` (e.g. the component type).
 * @example keyFromLabel('What is your postcode?', 'textfield') // 'whatIsYourPostcode'
 */
export function keyFromLabel(label: string, fallback: string): string {
  const slug = slugify(label);
  if (slug === fallbackSlug && !/callout/i.test(label)) return fallback;
  const parts = slug.slice(0, maxBaseLength).replace(/-+$/, '').split('-');
  const key = parts.map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
  return isSafeKey(key) ? key : fallback;
}

/**
 * `base`, or `base1`, `base2` … when a key is taken (form.io's style).
 * @example uniqueKey('name', ['name', 'name1']) // 'name2'
 */
export function uniqueKey(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const safe = isSafeKey(base) ? base : 'field';
  if (!used.has(safe)) return safe;
  for (let n = 1; ; n++) if (!used.has(`${safe}${n}`)) return `${safe}${n}`;
}

function collect(components: readonly FormComponent[], into: string[]) {
  for (const component of components) {
    if (component.type !== 'content' && component.key) into.push(component.key);
    if (component.type === 'panel' || component.type === 'well') collect(component.components ?? [], into);
    if (component.type === 'tabs') {
      for (const tab of component.components ?? []) {
        if (tab.key) into.push(tab.key);
        collect(tab.components ?? [], into);
      }
    }
  }
}

/** Every key that must stay unique across the form (core's rule): components but content, and tabs. */
export function formKeys(schema: FormSchema): string[] {
  const keys: string[] = [];
  for (const slide of schema.slides) collect(slide.components, keys);
  return keys;
}

/** `formKeys` without one occurrence of `own`, for checking or renaming a component's own key. */
export function otherKeys(schema: FormSchema, own: string | undefined): string[] {
  const keys = formKeys(schema);
  const at = own === undefined ? -1 : keys.indexOf(own);
  if (at !== -1) keys.splice(at, 1);
  return keys;
}
