import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { fallbackChain, findLocale, resolveLocale } from '@masthead/core';

type Loader = () => Promise<{ messages: Messages }>;

// One chunk per locale: a reader downloads only the widgets catalog of the language they read.
const loaders: Record<string, Loader> = {
  en: () => import('../../../locales/en/widgets.ts'),
  de: () => import('../../../locales/de/widgets.ts'),
  'de@informal': () => import('../../../locales/de@informal/widgets.ts'),
  'de@easy': () => import('../../../locales/de@easy/widgets.ts'),
  nl: () => import('../../../locales/nl/widgets.ts'),
  pt: () => import('../../../locales/pt/widgets.ts'),
  it: () => import('../../../locales/it/widgets.ts'),
  ru: () => import('../../../locales/ru/widgets.ts'),
  fr: () => import('../../../locales/fr/widgets.ts'),
  el: () => import('../../../locales/el/widgets.ts'),
};

const cache = new Map<string, Promise<I18n>>();

/**
 * The call-out locale for a language tag (`lang` attribute or `<html lang>`):
 * an exact code (`de@easy`), else its base language (`de-CH` → `de`), else null.
 */
export function calloutLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const exact = findLocale(tag) ?? findLocale(tag.toLowerCase().split(/[-_]/)[0]);
  return exact ? resolveLocale([exact.code], 'callouts') : null;
}

/** An i18n instance with the widgets catalog of `locale` (or the first of its fallbacks that has one), shared per locale. */
export function widgetsI18n(locale: string): Promise<I18n> {
  let found = cache.get(locale);
  if (!found) {
    found = (async () => {
      const code = fallbackChain(locale).find((c) => loaders[c]) ?? 'en';
      const { messages } = await loaders[code]!();
      const i18n = setupI18n();
      i18n.load(code, messages);
      // Intl needs a BCP 47 tag: 'de@easy' formats numbers and dates as 'de'.
      i18n.activate(code, [findLocale(code)?.baseLocale ?? 'en']);
      return i18n;
    })();
    cache.set(locale, found);
    // A chunk that could not be fetched is asked for again by the next element (or the next page view).
    found.catch(() => cache.delete(locale));
  }
  return found;
}
