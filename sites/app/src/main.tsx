import { createRoot } from 'react-dom/client';
import { proxy } from 'valtio';
import { I18nProvider } from '@lingui/react';
import { apiBasePath, defaultGeneralSettings, resolveLocale, type GeneralSettings } from '@masthead/core';
import { createApiClient, createSessionStore, loadSession } from '@masthead/client';
import { applyTheme, createNotificationStore } from '@masthead/ui';
import { App } from './app.tsx';
import { AppContext, type AppContextValue } from './app-context.ts';
import { activateLocale, createI18n } from './i18n/load-catalog.ts';
import { createRouter } from './router/location-store.ts';
import { checkHealth } from './startup/wait-for-health.ts';
import { StartupGate } from './startup/startup-gate.tsx';

async function main() {
  const i18n = createI18n();
  const notifications = createNotificationStore();
  const session = createSessionStore();
  const settings = proxy<GeneralSettings>(structuredClone(defaultGeneralSettings));
  const api = createApiClient({
    baseUrl: apiBasePath,
    session,
    onServerError: (text) => notifications.notify({ variant: 'error', title: text }),
  });
  const router = createRouter();
  const ctx: AppContextValue = {
    api,
    session,
    router,
    notifications,
    settings,
    i18n,
    framed: window.self !== window.top,
  };

  // The loading screens speak the reader's language before settings arrive.
  await activateLocale(i18n, resolveLocale([new URLSearchParams(location.search).get('lang')]));
  applyTheme(document.documentElement, settings.theme);

  const load = async () => {
    const [general] = await Promise.all([api.content.general(), loadSession(api, session)]);
    Object.assign(settings, general);
    applyTheme(document.documentElement, general.theme);
  };

  const root = document.getElementById('app')!;
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={ctx}>
        <StartupGate check={() => checkHealth(`${apiBasePath}/health`)} load={load} reload={() => location.reload()}>
          <App />
        </StartupGate>
      </AppContext.Provider>
    </I18nProvider>,
  );
}

void main();
