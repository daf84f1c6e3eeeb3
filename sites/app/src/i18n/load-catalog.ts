import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { findLocale } from '@masthead/core';

type Loader = () => Promise<{ messages: Messages }>;

// One chunk per locale: a reader downloads only the language they read.
const loaders: Record<string, Loader> = {
  en: () => import('../../../../locales/en/app.ts'),
  de: () => import('../../../../locales/de/app.ts'),
  'de@informal': () => import('../../../../locales/de@informal/app.ts'),
  'de@easy': () => import('../../../../locales/de@easy/app.ts'),
  nl: () => import('../../../../locales/nl/app.ts'),
  pt: () => import('../../../../locales/pt/app.ts'),
  it: () => import('../../../../locales/it/app.ts'),
  ru: () => import('../../../../locales/ru/app.ts'),
  fr: () => import('../../../../locales/fr/app.ts'),
  el: () => import('../../../../locales/el/app.ts'),
};

const loaded = new WeakMap<I18n, Set<string>>();

export function createI18n(): I18n {
  const i18n = setupI18n();
  loaded.set(i18n, new Set());
  return i18n;
}

/** Loads a locale's catalog once and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: string): Promise<void> {
  const code = loaders[locale] ? locale : 'en';
  const done = loaded.get(i18n) ?? new Set<string>();
  if (!done.has(code)) {
    const { messages } = await loaders[code]!();
    i18n.load(code, messages);
    done.add(code);
    loaded.set(i18n, done);
  }
  // Intl needs a BCP 47 tag: 'de@informal' formats numbers and dates as 'de'.
  i18n.activate(code, [findLocale(code)?.baseLocale ?? 'en']);
  document.documentElement.lang = findLocale(code)?.baseLocale ?? 'en';
}
