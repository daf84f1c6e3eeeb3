import { useEffect, useState } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { calloutLocale, widgetsI18n } from '@masthead/elements/widgets-i18n';

/**
 * The widgets' own i18n (the form renderer's texts live in the `widgets`
 * catalog, not the app's) in the app's current locale; null while it loads.
 * Wrap a `FormRenderer` in `<I18nProvider i18n={…}>` with it.
 */
export function useWidgetsI18n(): I18n | null {
  const { i18n } = useLingui();
  const [widgets, setWidgets] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void widgetsI18n(calloutLocale(i18n.locale) ?? 'en').then((next) => live && setWidgets(next));
    return () => {
      live = false;
    };
  }, [i18n.locale]);
  return widgets;
}
