import { createContext, useContext } from 'react';
import type { I18n } from '@lingui/core';
import type { ApiClient, SessionStore } from '@masthead/client';
import type { GeneralSettings } from '@masthead/core';
import type { NotificationStore } from '@masthead/ui';
import type { Router } from './routes/location-store.ts';

/** Everything the app's pages share, made once in main.tsx. */
export interface AppContextValue {
  api: ApiClient;
  session: SessionStore;
  router: Router;
  notifications: NotificationStore;
  /** A valtio proxy of content/general. */
  settings: GeneralSettings;
  i18n: I18n;
  /** The page runs inside a frame. */
  framed: boolean;
  /**
   * The frame is sandboxed without `allow-same-origin` (origin null, as a stock WordPress frames oEmbed):
   * no cookies, and new windows only where the sandbox allows popups.
   */
  sandboxed?: boolean;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside <AppContext.Provider>');
  return value;
}
