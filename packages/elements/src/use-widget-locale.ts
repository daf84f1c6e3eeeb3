import { useEffect, useState } from 'react';
import type { I18n } from '@lingui/core';
import type { WidgetApi } from './widget-api.tsx';
import { calloutLocale, widgetsI18n } from './widgets-i18n.ts';

/**
 * The widgets catalog for the `lang` attribute, else the page's `<html lang>`,
 * else the newsroom's default locale (asked only then); null while it loads.
 * `failed`: the catalog's chunk could not be fetched (the script's host went
 * away after the script came), so there are no texts to show: the element
 * shows the editor's fallback content instead (see `WidgetFallback`).
 */
export function useWidgetLocale(
  lang: string | undefined,
  api: WidgetApi,
): { locale: string | null; i18n: I18n | null; failed: boolean } {
  const named =
    calloutLocale(lang) ?? calloutLocale(typeof document === 'undefined' ? null : document.documentElement.lang);
  const [fallback, setFallback] = useState<string | null>(null);
  const [i18n, setI18n] = useState<I18n | null>(null);
  const [failed, setFailed] = useState(false);
  const locale = named ?? fallback;
  useEffect(() => {
    let live = true;
    if (!named && !fallback) void defaultLocale(api).then((l) => live && setFallback(calloutLocale(l) ?? 'en'));
    return () => {
      live = false;
    };
  }, [named, fallback, api]);
  useEffect(() => {
    let live = true;
    if (locale) {
      widgetsI18n(locale, api.catalogs).then(
        (next) => live && setI18n(next),
        () => live && setFailed(true),
      );
    }
    return () => {
      live = false;
    };
  }, [locale, api.catalogs]);
  return { locale, i18n, failed };
}

/** The newsroom's default locale (general settings), for pages that name no language; en when it cannot be read. */
async function defaultLocale(api: WidgetApi): Promise<string> {
  try {
    return (await api.content.general(undefined, { credentials: 'omit' })).locale ?? 'en';
  } catch {
    return 'en';
  }
}
