import { setupI18n, type I18n } from '@lingui/core';
import { fallbackChain, findLocale, resolveLocale } from '@masthead/core';
import type { LaterTexts } from '@masthead/forms/renderer';
import { addLaterCss } from './later-css.ts';
import { widgetsCatalogs, type CatalogLoaders } from './widgets-catalogs.ts';

export type { CatalogLoaders };

const caches = new WeakMap<CatalogLoaders, Map<string, Promise<I18n>>>();

/**
 * The call-out locale for a language tag (`lang` attribute or `<html lang>`):
 * an exact code (`de@easy`), else its base language (`de-CH` → `de`), else null.
 */
export function calloutLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const exact = findLocale(tag) ?? findLocale(tag.toLowerCase().split(/[-_]/)[0]);
  return exact ? resolveLocale([exact.code], 'callouts') : null;
}

/**
 * An i18n instance with the widgets catalog of `locale` (or the first of its
 * fallbacks that has one), shared per locale and set of catalogs.
 * @example widgetsI18n('de') // every widget's texts, for the hosted app
 * @example widgetsI18n('de', api.catalogs) // one element's texts, as the embed script gives them
 */
export function widgetsI18n(locale: string, catalogs: CatalogLoaders = widgetsCatalogs): Promise<I18n> {
  const cache = caches.get(catalogs) ?? new Map<string, Promise<I18n>>();
  caches.set(catalogs, cache);
  let found = cache.get(locale);
  if (!found) {
    found = (async () => {
      const code = fallbackChain(locale).find((c) => catalogs[c]) ?? 'en';
      const { messages, later } = await catalogs[code]!();
      const i18n = setupI18n();
      i18n.load(code, messages);
      // The embed's texts (and CSS) only lazy parts show: fetched with the first of them, once (a failed fetch is tried again).
      if (later) {
        let loading: Promise<void> | undefined;
        (i18n as I18n & LaterTexts).laterTexts = () =>
          (loading ??= later().then(
            (more) => {
              delete (i18n as I18n & LaterTexts).laterTexts;
              addLaterCss(more.css);
              i18n.load(code, more.messages);
            },
            (error: unknown) => {
              loading = undefined;
              throw error;
            },
          ));
      }
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
