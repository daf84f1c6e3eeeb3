import { proxy } from 'valtio';
import { chooseLocale, matchLocale, type LocaleSurface } from '@masthead/core';
import type { SessionContact } from '@masthead/client';
import type { RouteDef } from '../routes/route-table.ts';

/** The reader's choice from the language switcher, kept by the browser (for readers not logged in). */
export const savedLocaleKey = 'masthead.locale';
/** A `?lang=` the tab was opened with, kept for the pages after it (login, links that drop the query). */
export const tabLocaleKey = 'masthead.lang';

export interface LocalePrefs {
  /** The switcher's last choice in this browser. */
  saved: string | null;
  /** The last usable `?lang=` in this tab. */
  tab: string | null;
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    // Storage can be refused (privacy settings, a sandboxed frame): the choice then lasts for the page only.
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // As in `read`.
  }
}

/** What the browser remembers, as a store the app re-renders from. */
export const localePrefs = proxy<LocalePrefs>({
  saved: read(() => localStorage, savedLocaleKey),
  tab: read(() => sessionStorage, tabLocaleKey),
});

/** Reads the stored choices again (tests, and a new login in another tab). */
export function reloadLocalePrefs(): void {
  localePrefs.saved = read(() => localStorage, savedLocaleKey);
  localePrefs.tab = read(() => sessionStorage, tabLocaleKey);
}

/** Remembers a usable `?lang=` for the rest of the tab's visit; an unknown one is ignored. */
export function rememberQueryLocale(lang: string | null): void {
  if (!lang || !matchLocale(lang, 'callouts') || localePrefs.tab === lang) return;
  localePrefs.tab = lang;
  write(() => sessionStorage, tabLocaleKey, lang);
}

/** The switcher's choice: it outranks the tab's `?lang=` from now on. */
export function saveLocaleChoice(code: string): void {
  localePrefs.saved = code;
  localePrefs.tab = null;
  write(() => localStorage, savedLocaleKey, code);
  write(() => sessionStorage, tabLocaleKey, null);
}

/**
 * Public call-out pages speak every call-out language (de@easy, el),
 * admin pages the admin locales, the rest the system locales.
 */
export function surfaceFor(route: Pick<RouteDef, 'path' | 'admin' | 'login'> | null): LocaleSurface {
  if (route?.admin) return 'admin';
  if (route && !route.login && route.path.startsWith('/crowdnewsroom/')) return 'callouts';
  return 'system';
}

/**
 * The page language, in order: `?lang=` (or the tab's earlier one), the
 * contact's choice when logged in, else the browser's saved choice, the
 * browser's languages, the organisation locale, English.
 */
export function pageLocale(input: {
  search: string;
  contact: Pick<SessionContact, 'locale'> | null;
  prefs: LocalePrefs;
  organisation: string | null | undefined;
  surface: LocaleSurface;
  browser?: readonly string[];
}): string {
  const lang = new URLSearchParams(input.search).get('lang');
  return chooseLocale(
    {
      query: matchLocale(lang, input.surface) ? lang : input.prefs.tab,
      stored: input.contact?.locale ?? input.prefs.saved,
      browser: input.browser ?? navigator.languages,
      organisation: input.organisation,
    },
    input.surface,
  );
}
