import type { ComponentType } from 'react';
import { proxy } from 'valtio';
import { createApiClient, createSessionStore, setSession, type SessionContact } from '@masthead/client';
import { apiBasePath, defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import { createNotificationStore, NotificationList } from '@masthead/ui';
import { makeContact } from '@masthead/client/testing';
import { afterEach, render } from '@masthead/test/browser-setup';
import { AppContext, type AppContextValue } from '../app-context.ts';
import { AppCurrency } from '../money/app-currency.tsx';
import { activateLocale, createI18n } from '../i18n/load-catalog.ts';
import { createRouter, type Router } from '../routes/location-store.ts';
import type { PageProps } from '../routes/pages.ts';
import { routeTable } from '../routes/route-table.ts';
import { WidgetApiProvider } from '../pages/crowdnewsroom/widgets.ts';

export const member: SessionContact = {
  id: 'c1',
  email: 'rea@example.org',
  firstname: 'Rea',
  lastname: 'Der',
  displayName: 'Rea Der',
  activeRoles: ['member'],
};

/** The same member as `GET contact/me` answers: a whole Contact, as the contract asks. */
export const memberContact = makeContact({ ...member, activeRoles: ['member'] });

const startUrl = location.pathname + location.search;
const routers: Router[] = [];
afterEach(() => {
  routers.splice(0).forEach((r) => r.dispose());
  history.replaceState(null, '', startUrl);
});

interface Options {
  /** The URL the page is loaded at, e.g. `/auth/login?next=%2Fprofile`. */
  url: string;
  /** The route table path, e.g. `/auth/reset-password/:id`. */
  route: string;
  params?: Record<string, string>;
  fetch: typeof fetch;
  contact?: SessionContact | null;
  /** The page runs inside another site's frame. */
  framed?: boolean;
  /** In a frame sandboxed without allow-same-origin (origin null). */
  sandboxed?: boolean;
}

/** Mounts one page as the app would, with notifications shown, in English. */
export async function renderPage(Page: ComponentType<PageProps>, options: Options) {
  history.replaceState(null, '', options.url);
  const i18n = createI18n();
  await activateLocale(i18n, 'en');
  const session = createSessionStore();
  setSession(session, options.contact ?? null);
  const router = createRouter();
  routers.push(router);
  const notifications = createNotificationStore();
  const ctx: AppContextValue = {
    api: createApiClient({ baseUrl: apiBasePath, session, fetch: options.fetch }),
    session,
    router,
    notifications,
    settings: proxy<GeneralSettings>({
      ...structuredClone(defaultGeneralSettings),
      organisationName: 'The Daily Example',
    }),
    i18n,
    framed: options.framed ?? false,
    sandboxed: options.sandboxed ?? false,
  };
  const route = routeTable.find((r) => r.path === options.route);
  if (!route) throw new Error(`no route ${options.route}`);
  render(
    <AppContext.Provider value={ctx}>
      {/* The embedded widgets ask the same fake API as the app. */}
      <WidgetApiProvider value={{ origin: location.origin, fetch: options.fetch }}>
        <AppCurrency>
          <Page route={route} params={options.params ?? {}} />
        </AppCurrency>
      </WidgetApiProvider>
      <NotificationList store={notifications} />
    </AppContext.Provider>,
    { i18n },
  );
  return ctx;
}
