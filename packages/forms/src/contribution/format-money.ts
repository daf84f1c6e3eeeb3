import { createContext, useContext } from 'react';
import { useLingui } from '@lingui/react';
import { defaultGeneralSettings, type GeneralSettings } from '@masthead/core';

/** What formatting needs of the active language: Lingui's `i18n.locales` (BCP 47) or its `locale`. */
export interface MoneyLocale {
  locale: string;
  locales?: string | string[] | undefined;
}

export type Currency = Pick<GeneralSettings, 'currencyCode' | 'currencySymbol'>;

/**
 * An amount in major units as the page's language writes money, with the
 * newsroom's own currency symbol where Intl would put the currency: `£5.00`
 * in English, `5,00 €` in German. The code decides the decimals.
 * @example formatMoney({locale: 'en'}, 5, {currencyCode: 'GBP', currencySymbol: '£'}) // '£5.00'
 */
export function formatMoney(language: MoneyLocale, amount: number, currency: Currency): string {
  const format = new Intl.NumberFormat(language.locales ?? language.locale, {
    style: 'currency',
    currency: currency.currencyCode,
  });
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? currency.currencySymbol : part.value))
    .join('');
}

/**
 * The newsroom's currency for `useFormatMoney` below it: the app gives its
 * general settings' code and symbol, `<join-form>` content/join's `currency`
 * with content/general's symbol. Without a provider: the default general
 * settings' currency.
 * @example <CurrencyContext.Provider value={{currencyCode: 'EUR', currencySymbol: '€'}}>…</CurrencyContext.Provider>
 */
export const CurrencyContext = createContext<Currency>({
  currencyCode: defaultGeneralSettings.currencyCode,
  currencySymbol: defaultGeneralSettings.currencySymbol,
});

/** `formatMoney` with the page's language and the newsroom's currency; amounts in major units. */
export function useFormatMoney(): (amount: number) => string {
  const currency = useContext(CurrencyContext);
  const { i18n } = useLingui();
  return (amount) => formatMoney(i18n, amount, currency);
}
