/**
 * Call-out slugs: lowercase ASCII letters and digits joined by single dashes,
 * made from the title, with `-1`, `-2` … on a clash (docs/product/api.md,
 * Rules the server enforces).
 */

/** Letters that Unicode decomposition does not turn into ASCII. */
const foldings: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŋ: 'ng',
  Ŋ: 'ng',
  '&': ' and ',
};

export const maxSlugLength = 80;

/** Used when a title leaves no ASCII letters or digits (a title in Cyrillic or Greek, say). */
export const fallbackSlug = 'callout';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a slug someone typed is well formed: what `slugify` would keep as it is. */
export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= maxSlugLength && slugPattern.test(slug);
}

/**
 * A slug from a title: accents folded to ASCII, everything else that is not
 * a letter or digit becomes a dash, cut to 80 characters at a dash.
 * @example slugify('Zürich Straße') // 'zurich-strasse'
 */
export function slugify(title: string): string {
  const folded = [...title.normalize('NFKD')]
    .map((char) => foldings[char] ?? char)
    .join('')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  let slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > maxSlugLength) {
    slug = slug.slice(0, maxSlugLength + 1);
    const cut = slug.lastIndexOf('-');
    slug = (cut > 0 ? slug.slice(0, cut) : slug.slice(0, maxSlugLength)).replace(/-+$/, '');
  }
  return slug === '' ? fallbackSlug : slug;
}

/**
 * `base` when no call-out has it, else the first free `base-1`, `base-2` …
 * (the base is shortened when the number would pass 80 characters).
 * @example nextFreeSlug('survey', ['survey', 'survey-1']) // 'survey-2'
 */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 1; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxSlugLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
