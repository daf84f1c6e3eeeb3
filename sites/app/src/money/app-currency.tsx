import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { CurrencyContext } from '@masthead/forms/contribution';
import { useAppContext } from '../app-context.ts';

/** Gives `useFormatMoney` below it the general settings' currency, following changes to them. */
export function AppCurrency({ children }: { children: ReactNode }) {
  const { settings } = useAppContext();
  const { currencyCode, currencySymbol } = useSnapshot(settings);
  return <CurrencyContext.Provider value={{ currencyCode, currencySymbol }}>{children}</CurrencyContext.Provider>;
}
