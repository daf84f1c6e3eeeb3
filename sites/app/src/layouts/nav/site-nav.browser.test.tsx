import { proxy } from 'valtio';
import { setViewport } from '@web/test-runner-commands';
import { createApiClient, createSessionStore, setSession, type SessionContact } from '@masthead/client';
import { fakeApi } from '@masthead/client/testing';
import { defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import { createNotificationStore } from '@masthead/ui';
import {
  afterEach,
  assert,
  axeViolations,
  describe,
  findAccessible,
  getByRole,
  it,
  press,
  queryAllByRole,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { AppContext, type AppContextValue } from '../../app-context.ts';
import { activateLocale, createI18n } from '../../i18n/load-catalog.ts';
import { createRouter, type Router } from '../../routes/location-store.ts';
import { PageLayout } from '../page-layout.tsx';

const member: SessionContact = {
  id: 'c1',
  email: 'rea@example.org',
  firstname: 'Rea',
  lastname: 'Der',
  displayName: 'Rea Der',
  activeRoles: ['member'],
};
const admin = { ...member, activeRoles: ['member', 'admin'] };
const reviewer = { ...member, isReviewer: true };
const adminSections = [
  'Dashboard',
  'Call-outs',
  'Contacts',
  'Payments',
  'Notices',
  'Membership builder',
  'Settings',
  'Emails',
  'Error reports',
];

const startUrl = location.pathname + location.search;
const routers: Router[] = [];
afterEach(async () => {
  routers.splice(0).forEach((r) => r.dispose());
  history.replaceState(null, '', startUrl);
  await setViewport({ width: 800, height: 600 });
});

async function setup(path: string, contact: SessionContact | null) {
  history.replaceState(null, '', path);
  const i18n = createI18n();
  await activateLocale(i18n, 'en');
  const session = createSessionStore();
  setSession(session, contact);
  const router = createRouter();
  routers.push(router);
  const api = fakeApi((call) => (call.operation === 'POST /auth/logout' ? { status: 204 } : undefined));
  const ctx: AppContextValue = {
    api: createApiClient({ baseUrl: '/api/1.0', session, fetch: api.fetch }),
    session,
    router,
    notifications: createNotificationStore(),
    settings: proxy<GeneralSettings>({
      ...structuredClone(defaultGeneralSettings),
      organisationName: 'The Daily Example',
    }),
    i18n,
    framed: false,
  };
  render(
    <AppContext.Provider value={ctx}>
      <PageLayout layout="main">
        <h1>Page</h1>
      </PageLayout>
    </AppContext.Provider>,
    { i18n },
  );
  return { ctx, api };
}

const mainNav = () => getByRole('navigation', { name: 'Main' });
const linkNames = (scope: ParentNode) => queryAllByRole('link', {}, scope).map((a) => a.textContent);
const userButton = () => getByRole('button', { name: /^Account menu: Rea Der/ });

describe('the site navigation', () => {
  it('gives an admin every admin section and a user menu', async () => {
    await setup('/admin/contacts/c9', admin);
    assert.deepEqual(linkNames(mainNav()), adminSections);
    await waitFor(() => userButton());
    userButton().click();
    await waitFor(() => getByRole('button', { name: 'Log out' }));
    const userNav = getByRole('navigation', { name: 'User menu' });
    assert.deepEqual(linkNames(userNav), [
      'Your profile',
      'Your account',
      'Your call-outs',
      'Your contribution',
      'UI toolkit',
    ]);
  });

  it('gives a reviewer only the call-outs they review, and a member their own pages', async () => {
    await setup('/profile', reviewer);
    assert.deepEqual(linkNames(mainNav()), ['Call-outs']);
  });

  it('gives a member their own pages', async () => {
    await setup('/profile', member);
    assert.deepEqual(linkNames(mainNav()), ['Your profile', 'Your call-outs', 'Your contribution']);
    assert.equal(queryAllByRole('link', { name: 'Dashboard' }).length, 0);
  });

  it('gives a guest no menus', async () => {
    await setup('/join', null);
    assert.equal(queryAllByRole('navigation').length, 0);
    assert.equal(queryAllByRole('button').length, 0);
  });

  it('marks the current page, and the section of a page under it', async () => {
    const { ctx } = await setup('/admin/contacts', admin);
    const contacts = getByRole('link', { name: 'Contacts' }, mainNav());
    assert.equal(contacts.getAttribute('aria-current'), 'page');
    ctx.router.navigate('/admin/contacts/c1/account');
    await waitFor(() => assert.equal(contacts.getAttribute('aria-current'), 'true'));
    getByRole('link', { name: 'Payments' }, mainNav()).click();
    await waitFor(() => assert.equal(location.pathname, '/admin/payments'));
    await waitFor(() => assert.equal(getByRole('link', { name: 'Payments' }).getAttribute('aria-current'), 'page'));
    assert.equal(contacts.getAttribute('aria-current'), null);
  });

  it('shows the organisation once: the logo is its name', async () => {
    const { ctx } = await setup('/admin', admin);
    ctx.settings.logoUrl = '/demo/daily-example-logo.svg';
    await waitFor(() => assert.equal(document.querySelector('header img')?.getAttribute('alt'), 'The Daily Example'));
    // Chromium's own names: the home link is called by the logo, and the name is not written beside it.
    assert.equal((await findAccessible('link', 'The Daily Example')).length, 1);
    assert.ok(!document.querySelector('header')?.textContent?.includes('The Daily Example'));
  });

  it('opens the user menu by keyboard, closes it with Escape and returns focus, and logs out', async () => {
    const { ctx, api } = await setup('/admin', admin);
    const button = userButton();
    button.focus();
    assert.equal(button.getAttribute('aria-expanded'), 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    assert.ok(panel, 'aria-controls names the panel');
    await press('Enter');
    await waitFor(() => assert.equal(button.getAttribute('aria-expanded'), 'true'));
    await press('Tab');
    assert.equal(document.activeElement?.textContent, 'Your profile');
    await press('Escape');
    await waitFor(() => assert.equal(button.getAttribute('aria-expanded'), 'false'));
    assert.equal(document.activeElement, button);
    assert.equal(queryAllByRole('link', { name: 'Your profile' }).length, 0);
    await press('Space');
    await waitFor(() => getByRole('button', { name: 'Log out' }));
    getByRole('button', { name: 'Log out' }).click();
    await waitFor(() => assert.equal(location.pathname, '/auth/login'));
    assert.equal(ctx.session.contact, null);
    assert.deepEqual(
      api.calls.map((c) => c.operation),
      ['POST /auth/logout'],
    );
  });

  it('has no axe violations, closed and open', async () => {
    await setup('/admin/notices', admin);
    assert.deepEqual(await axeViolations(), []);
    userButton().click();
    await waitFor(() => getByRole('button', { name: 'Log out' }));
    assert.deepEqual(await axeViolations(), []);
  });

  it('folds the main menu behind a button at 375 px, opens and closes it by keyboard, and nothing overflows', async () => {
    await setViewport({ width: 375, height: 700 });
    await setup('/admin', admin);
    const toggle = getByRole('button', { name: 'Menu' });
    assert.equal(queryAllByRole('link', { name: 'Contacts' }).length, 0);
    assert.ok(document.documentElement.scrollWidth <= 375, `scrollWidth ${document.documentElement.scrollWidth}`);
    toggle.focus();
    await press('Enter');
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'true'));
    assert.deepEqual(linkNames(mainNav()), adminSections);
    assert.ok(document.documentElement.scrollWidth <= 375, `scrollWidth ${document.documentElement.scrollWidth}`);
    assert.deepEqual(await axeViolations(), []);
    await press('Tab');
    assert.equal(document.activeElement?.textContent, 'Dashboard');
    await press('Escape');
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'false'));
    assert.equal(document.activeElement, toggle);
    assert.equal(queryAllByRole('link', { name: 'Contacts' }).length, 0);
  });

  it('shows the menu as a row on a wide screen, without the Menu button', async () => {
    await setViewport({ width: 1024, height: 700 });
    await setup('/admin', admin);
    assert.equal(queryAllByRole('button', { name: 'Menu' }).length, 0);
    assert.deepEqual(linkNames(mainNav()), adminSections);
  });
});
