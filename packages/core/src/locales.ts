/**
 * The languages Masthead speaks (SPEC.md s. 1 and s. 9). `system` locales can
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
