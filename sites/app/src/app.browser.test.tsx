import { proxy } from 'valtio';
import { clearSession, createApiClient, createSessionStore, setSession, type SessionContact } from '@masthead/client';
import { defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import { createNotificationStore } from '@masthead/ui';
import {
  afterEach,
  assert,
  describe,
  getByRole,
  it,
  queryAllByRole,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { App } from './app.tsx';
import { AppContext, type AppContextValue } from './app-context.ts';
import { activateLocale, createI18n } from './i18n/load-catalog.ts';
import { createRouter } from './routes/location-store.ts';

const member: SessionContact = {
  id: 'c1',
  email: 'reader@example.org',
  firstname: 'Rea',
  lastname: 'Der',
  displayName: 'Rea Der',
  activeRoles: ['member'],
};

describe('App shell guards', () => {
  const startUrl = location.pathname + location.search;
  const routers: ReturnType<typeof createRouter>[] = [];
  afterEach(() => {
    routers.splice(0).forEach((r) => r.dispose());
    history.replaceState(null, '', startUrl);
  });

  async function setup(
    path: string,
    contact: SessionContact | null,
    settings: Partial<GeneralSettings> = {},
    framed = false,
  ) {
    history.replaceState(null, '', path);
    const i18n = createI18n();
    await activateLocale(i18n, 'en');
    const session = createSessionStore();
    setSession(session, contact);
    const router = createRouter();
    routers.push(router);
    const ctx: AppContextValue = {
      api: createApiClient({ baseUrl: '/api/1.0' }),
      session,
      router,
      notifications: createNotificationStore(),
      settings: proxy<GeneralSettings>({
        ...structuredClone(defaultGeneralSettings),
        organisationName: 'The Daily Example',
        ...settings,
      }),
      i18n,
      framed,
    };
    render(
      <AppContext.Provider value={ctx}>
        <App />
      </AppContext.Provider>,
      { i18n },
    );
    return ctx;
  }

  /** What of the site's frame around the page is there. */
  const shell = () => ({
    skip: queryAllByRole('link', { name: 'Skip to content' }).length,
    header: document.querySelectorAll('header').length,
    main: document.querySelectorAll('main').length,
    footer: document.querySelectorAll('footer').length,
    language: document.querySelectorAll('select').length,
  });

  it('a page on the hosted site has the skip link, header, footer and language', async () => {
    await setup('/no/such/page', null);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    assert.deepEqual(shell(), { skip: 1, header: 1, main: 1, footer: 1, language: 1 });
  });

  it("inside another site's frame a page is its main region alone: no skip link, header, footer or language", async () => {
    await setup('/no/such/page', null, {}, true);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    assert.deepEqual(shell(), { skip: 0, header: 0, main: 1, footer: 0, language: 0 });
  });

  it('refuses a page the reader lacks the role for with the unauthorized notification, and stays', async () => {
    const ctx = await setup('/profile', member);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Your profile' }));
    assert.equal(ctx.router.navigate('/admin/contacts'), false);
    const alert = getByRole('alert');
    await waitFor(() => assert.match(alert.textContent ?? '', /You don't have access to that\./));
    assert.equal(location.pathname, '/profile');
    getByRole('heading', { level: 1, name: 'Your profile' });
  });

  it('lets an admin through to the admin pages', async () => {
    const ctx = await setup('/profile', { ...member, activeRoles: ['member', 'admin'] });
    assert.equal(ctx.router.navigate('/admin/contacts'), true);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Contacts' }));
    assert.equal(getByRole('alert').childElementCount, 0);
  });

  it('sends a member who loads an admin page directly back home with the notification', async () => {
    await setup('/admin/payments', member);
    await waitFor(() => assert.equal(location.pathname, '/profile'));
    await waitFor(() => assert.match(getByRole('alert').textContent ?? '', /You don't have access to that\./));
  });

  it('titles the page with the page and the organisation', async () => {
    await setup('/admin', { ...member, activeRoles: ['admin'] });
    await waitFor(() => assert.equal(document.title, 'Dashboard - The Daily Example'));
  });

  it('redirects home by role', async () => {
    await setup('/', { ...member, activeRoles: ['superadmin'] });
    await waitFor(() => assert.equal(location.pathname, '/admin'));
  });

  it('refuses join pages in newsroom mode and shows Page not found', async () => {
    await setup('/join', null, { newsroomMode: true });
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    assert.equal(queryAllByRole('heading', { name: 'Join' }).length, 0);
  });

  it('sends a reader whose session ends (a 401) to the login page with next, in the page language', async () => {
    const ctx = await setup('/profile/account?lang=en', member);
    clearSession(ctx.session);
    await waitFor(() =>
      assert.equal(location.pathname + location.search, '/auth/login?next=%2Fprofile%2Faccount%3Flang%3Den&lang=en'),
    );
    await waitFor(() => getByRole('textbox', { name: 'Email' }));
    getByRole('heading', { level: 1, name: 'Log in' });
  });

  it('shows the member home with their name, links and log out', async () => {
    await setup('/profile', member);
    await waitFor(() => getByRole('button', { name: 'Log out' }));
    const main = document.getElementById('main')!;
    getByRole('link', { name: 'Your account' }, main);
    getByRole('link', { name: 'Your contribution' }, main);
    assert.ok(document.body.textContent?.includes('Hello, Rea Der!'));
  });

  it('shows the join page outside newsroom mode without login', async () => {
    await setup('/join', null);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Join' }));
  });
});
