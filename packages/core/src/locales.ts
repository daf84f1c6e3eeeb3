/**
 * The languages Masthead speaks (docs/product/limits.md, Locales). `system` locales can
 * run the whole interface; the others are for call-outs only. Admin pages use
 * `adminLocale`, which is English unless the admin interface is translated.
 */
export interface LocaleEntry {
  /** The locale code as stored and used in `?lang=`. */
  code: string;
  /** The BCP 47 tag for Intl formatting and `<html lang>`. */
  baseLocale: string;
  name: string;
  displayName: string;
  adminLocale: string;
  fallback: string | null;
  availability: { system: boolean; callouts: boolean };
}

const entry = (
  code: string,
  baseLocale: string,
  name: string,
  displayName: string,
  opts: { admin?: boolean; fallback?: string; system?: boolean } = {},
): LocaleEntry => ({
  code,
  baseLocale,
  name,
  displayName,
  adminLocale: opts.admin ? code : 'en',
  fallback: opts.fallback ?? null,
  availability: { system: opts.system ?? true, callouts: true },
});

export const defaultLocale = 'en';

export const localeTable: readonly LocaleEntry[] = [
  entry('en', 'en', 'English', 'English', { admin: true }),
  entry('de', 'de', 'German (formal)', 'Deutsch (Sie)', { admin: true }),
  entry('de@informal', 'de', 'German (informal)', 'Deutsch (Du)', { admin: true, fallback: 'de' }),
  entry('de@easy', 'de', 'German (easy language)', 'Deutsch (Leichte Sprache)', {
    fallback: 'de@informal',
    system: false,
  }),
  entry('nl', 'nl', 'Dutch', 'Nederlands', { admin: true }),
  entry('pt', 'pt', 'Portuguese', 'Português'),
  entry('it', 'it', 'Italian', 'Italiano'),
  entry('ru', 'ru', 'Russian', 'Русский'),
  entry('fr', 'fr', 'French', 'Français', { admin: true }),
  entry('el', 'el', 'Greek', 'Ελληνικά', { system: false }),
];

export const localeCodes = localeTable.map((l) => l.code);
export const systemLocales = localeTable.filter((l) => l.availability.system).map((l) => l.code);
export const adminLocales = localeTable.filter((l) => l.adminLocale === l.code).map((l) => l.code);

export function findLocale(code: string | null | undefined): LocaleEntry | undefined {
  return code ? localeTable.find((l) => l.code === code) : undefined;
}

/**
 * The locales to try, most specific first, ending in the default.
 * @example fallbackChain('de@easy') // ['de@easy', 'de@informal', 'de', 'en']
 */
export function fallbackChain(code: string): string[] {
  const chain: string[] = [];
  let current = findLocale(code);
  while (current && !chain.includes(current.code)) {
    chain.push(current.code);
    current = findLocale(current.fallback);
  }
  if (!chain.includes(defaultLocale)) chain.push(defaultLocale);
  return chain;
}

/**
 * The first candidate that names a known locale available for `surface`.
 * Candidates are tried in order (e.g. `?lang=`, then the organisation locale).
 */
export function resolveLocale(
  candidates: readonly (string | null | undefined)[],
  surface: 'system' | 'callouts' = 'system',
): string {
  for (const candidate of candidates) {
    const found = findLocale(candidate);
    if (found && found.availability[surface]) return found.code;
  }
  return defaultLocale;
}

/** The locale admin pages use for a given interface locale. */
export function adminLocaleFor(code: string): string {
  return findLocale(code)?.adminLocale ?? defaultLocale;
}

/** Where a page sits: the member pages, a public call-out page, or the admin area. */
export type LocaleSurface = 'system' | 'callouts' | 'admin';

/**
 * The locales a reader can pick on a surface: every system locale, also the
 * call-out-only ones on call-out pages, and the admin locales in the admin area.
 */
export function localesFor(surface: LocaleSurface): LocaleEntry[] {
  if (surface === 'admin') return localeTable.filter((l) => l.adminLocale === l.code);
  return localeTable.filter((l) => l.availability[surface]);
}

/**
 * The locale a language tag asks for on a surface, or undefined when none
 * fits. Tags are read loosely (case, `_`, a region): the exact code first,
 * then the language with its variant, then the language alone. A locale the
 * surface lacks follows its fallbacks (de@easy to de@informal outside call-outs).
 * @example matchLocale('de-CH', 'system') // 'de'
 * @example matchLocale('de@easy', 'callouts') // 'de@easy'
 * @example matchLocale('de@easy', 'system') // 'de@informal'
 */
export function matchLocale(tag: string | null | undefined, surface: LocaleSurface = 'system'): string | undefined {
  if (typeof tag !== 'string') return undefined;
  const code = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!code) return undefined;
  const [tagPart = '', variant] = code.split('@', 2);
  const language = tagPart.split('-')[0] ?? '';
  const tries = [code, ...(variant ? [`${language}@${variant}`] : []), language];
  const available = new Set(localesFor(surface === 'admin' ? 'system' : surface).map((l) => l.code));
  for (const attempt of tries) {
    let current = findLocale(attempt);
    const seen = new Set<string>();
    while (current && !seen.has(current.code)) {
      if (available.has(current.code)) return surface === 'admin' ? adminLocaleFor(current.code) : current.code;
      seen.add(current.code);
      current = findLocale(current.fallback);
    }
  }
  return undefined;
}

/** What the page's language can come from, strongest first (see `chooseLocale`). */
export interface LocaleChoices {
  /** `?lang=` of the address. */
  query?: string | null | undefined;
  /** The reader's own choice: the contact's when logged in, else the browser's storage. */
  stored?: string | null | undefined;
  /** The browser's languages (`navigator.languages`, or Accept-Language in order). */
  browser?: readonly string[] | undefined;
  /** The organisation locale of the general settings. */
  organisation?: string | null | undefined;
}

/**
 * The page language: `?lang=`, else the reader's stored choice, else the
 * first of the browser's languages that fits, else the organisation locale,
 * else English; each matched by `matchLocale` for the surface.
 * @example chooseLocale({ query: 'xx', browser: ['de-DE', 'en'], organisation: 'fr' }) // 'de'
 */
export function chooseLocale(choices: LocaleChoices, surface: LocaleSurface = 'system'): string {
  const candidates = [choices.query, choices.stored, ...(choices.browser ?? []), choices.organisation];
  for (const candidate of candidates) {
    const found = matchLocale(candidate, surface);
    if (found) return found;
  }
  return defaultLocale;
}
