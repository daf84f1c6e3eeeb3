import { createRoot } from 'react-dom/client';
import { proxy, subscribe } from 'valtio';
import { I18nProvider } from '@lingui/react';
import { apiBasePath, defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import {
  createApiClient,
  createErrorReporter,
  createSessionStore,
  loadSession,
  pathTemplate,
  reportingFetch,
} from '@masthead/client';
import { applyTheme, createNotificationStore } from '@masthead/ui';
import { App } from './app.tsx';
import { AppContext, type AppContextValue } from './app-context.ts';
import { AppCurrency } from './money/app-currency.tsx';
import { activateLocale, createI18n } from './i18n/load-catalog.ts';
import { localePrefs, pageLocale } from './i18n/locale-choice.ts';
import { createRouter } from './routes/location-store.ts';
import { checkHealth } from './startup/wait-for-health.ts';
import { StartupGate } from './startup/startup-gate.tsx';
import { reportFrameHeight } from './startup/frame-height.ts';

async function main() {
  const i18n = createI18n();
  const notifications = createNotificationStore();
  const session = createSessionStore();
  const settings = proxy<GeneralSettings>(structuredClone(defaultGeneralSettings));
  // Framed with sandbox="allow-scripts" (a stock WordPress frames an oEmbed provider it does not trust so), the
  // page's origin is null: no cookie can come along and the API answers such a page only without credentials,
  // so the app calls as a guest.
  const sandboxed = window.origin === 'null';
  const credentials = sandboxed ? 'omit' : 'include';
  // Uncaught errors and failed API calls reach the admins' error reports (/admin/errors) with the last
  // steps before them: pages (ids left out), API calls, clicks by the control's name, never what was typed.
  const reporter = createErrorReporter({ baseUrl: apiBasePath, source: 'app', credentials });
  reporter.listen(window);
  reporter.watchClicks(document);
  const api = createApiClient({
    baseUrl: apiBasePath,
    session,
    credentials,
    fetch: reportingFetch(reporter),
    onServerError: (text) => notifications.notify({ variant: 'error', title: text }),
  });
  const router = createRouter();
  reporter.breadcrumb('navigation', pathTemplate(router.location.pathname));
  subscribe(router.location, () => reporter.breadcrumb('navigation', pathTemplate(router.location.pathname)));
  const ctx: AppContextValue = {
    api,
    session,
    router,
    notifications,
    settings,
    i18n,
    framed: window.self !== window.top,
    sandboxed,
  };

  // The loading screens speak the reader's language before settings arrive.
  // The session is not known yet: the browser's saved choice and languages stand in for the contact's.
  await activateLocale(
    i18n,
    pageLocale({ search: location.search, contact: null, prefs: localePrefs, organisation: null, surface: 'callouts' }),
  );
  applyTheme(document.documentElement, settings.theme);

  // Ask `auth/info` (a guest is a 200) before `contact/me`, whose guest 401 the console would log:
  // readers arriving logged out (the join form, a call-out, a link from an email) get a clean console,
  // and in a frame on a newsroom's site the session cookie (SameSite=Lax) never comes along anyway.
  const sessionLoad = async () =>
    !sandboxed && (await api.auth.info()).method === 'user' ? loadSession(api, session) : null;
  const load = async () => {
    const [general] = await Promise.all([api.content.general(), sessionLoad()]);
    Object.assign(settings, general);
    applyTheme(document.documentElement, general.theme);
  };
  // A saved theme (the settings' theme tab assigns the PATCH's answer here) reaches the page at once.
  let themeShown = settings.theme;
  subscribe(settings, () => {
    if (settings.theme === themeShown) return;
    themeShown = settings.theme;
    applyTheme(document.documentElement, settings.theme);
  });

  const root = document.getElementById('app')!;
  // Framed (an embed code, oEmbed, AMP): the frame around follows the content's height.
  if (ctx.framed) reportFrameHeight(root);
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={ctx}>
        <StartupGate check={() => checkHealth(`${apiBasePath}/health`)} load={load} reload={() => location.reload()}>
          <AppCurrency>
            <App />
          </AppCurrency>
        </StartupGate>
      </AppContext.Provider>
    </I18nProvider>,
  );
}

void main();
