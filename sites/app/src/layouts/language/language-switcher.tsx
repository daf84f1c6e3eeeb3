import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { findLocale, localesFor, type LocaleSurface } from '@masthead/core';
import { useChangeLocale } from './use-change-locale.ts';
import * as css from './language-switcher.css.ts';

/**
 * The languages of the page's surface, each in its own name, as a labelled
 * select: a choice re-renders the app in that language at once and is kept
 * (see `useChangeLocale`).
 */
export function LanguageSwitcher({ surface }: { surface: LocaleSurface }) {
  const { i18n } = useLingui();
  const change = useChangeLocale();
  const id = useId();
  const current = i18n.locale;
  return (
    <div className={css.switcher}>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className={css.select}
        value={current}
        lang={findLocale(current)?.baseLocale}
        onChange={(event) => {
          if (event.currentTarget.value !== current) change(event.currentTarget.value);
        }}
      >
        {localesFor(surface).map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.baseLocale}>
            {locale.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
