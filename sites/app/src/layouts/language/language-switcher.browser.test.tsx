import { proxy } from 'valtio';
import { setViewport } from '@web/test-runner-commands';
import { createApiClient, createSessionStore, setSession, type SessionContact } from '@masthead/client';
import { fakeApi, makeContact } from '@masthead/client/testing';
import { defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import { createNotificationStore } from '@masthead/ui';
import {
  afterEach,
  assert,
  axeViolations,
  describe,
  getByRole,
  it,
  press,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { App } from '../../app.tsx';
import { AppContext, type AppContextValue } from '../../app-context.ts';
import { activateLocale, createI18n } from '../../i18n/load-catalog.ts';
import { localePrefs, reloadLocalePrefs, savedLocaleKey, tabLocaleKey } from '../../i18n/locale-choice.ts';
import { createRouter, type Router } from '../../routes/location-store.ts';

const member: SessionContact = {
  id: 'c1',
  email: 'rea@example.org',
  firstname: 'Rea',
  lastname: 'Der',
  displayName: 'Rea Der',
  activeRoles: ['member'],
  locale: null,
};

const startUrl = location.pathname + location.search;
const routers: Router[] = [];
afterEach(async () => {
  routers.splice(0).forEach((r) => r.dispose());
  history.replaceState(null, '', startUrl);
  localStorage.removeItem(savedLocaleKey);
  sessionStorage.removeItem(tabLocaleKey);
  reloadLocalePrefs();
  await setViewport({ width: 800, height: 600 });
});

async function setup(path: string, contact: SessionContact | null, settings: Partial<GeneralSettings> = {}) {
  history.replaceState(null, '', path);
  reloadLocalePrefs();
  const i18n = createI18n();
  await activateLocale(i18n, 'en');
  const session = createSessionStore();
  setSession(session, contact);
  const router = createRouter();
  routers.push(router);
  const api = fakeApi((call) =>
    call.operation === 'PATCH /contact/{id}'
      ? {
          status: 200,
          body: makeContact({ ...member, activeRoles: ['member'], locale: (call.body as { locale: string }).locale }),
        }
      : undefined,
  );
  const ctx: AppContextValue = {
    api: createApiClient({ baseUrl: '/api/1.0', session, fetch: api.fetch }),
    session,
    router,
    notifications: createNotificationStore(),
    settings: proxy<GeneralSettings>({
      ...structuredClone(defaultGeneralSettings),
      organisationName: 'The Daily Example',
      ...settings,
    }),
    i18n,
    framed: false,
  };
  render(
    <AppContext.Provider value={ctx}>
      <App />
    </AppContext.Provider>,
    { i18n },
  );
  return { ctx, api };
}

/** The footer's select, found by its label (the shared role queries do not know selects). */
function switcher(): HTMLSelectElement {
  const found = [...document.querySelectorAll('select')].filter((el) =>
    /^(Language|Sprache|Langue|Taal|Язык)$/.test([...el.labels].map((l) => l.textContent).join(' ')),
  );
  assert.equal(found.length, 1, 'one labelled language select');
  return found[0]!;
}
const options = () => [...switcher().options].map((o) => [o.value, o.lang, o.textContent]);
const choose = (code: string) => {
  switcher().value = code;
  switcher().dispatchEvent(new Event('change', { bubbles: true }));
};

describe('the language switcher', () => {
  it('offers the interface languages, each in its own name, and is axe-clean', async () => {
    await setup('/no/such/page', null);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    assert.deepEqual(options(), [
      ['en', 'en', 'English'],
      ['de', 'de', 'Deutsch (Sie)'],
      ['de@informal', 'de', 'Deutsch (Du)'],
      ['nl', 'nl', 'Nederlands'],
      ['pt', 'pt', 'Português'],
      ['it', 'it', 'Italiano'],
      ['ru', 'ru', 'Русский'],
      ['fr', 'fr', 'Français'],
    ]);
    assert.equal(switcher().value, 'en');
    assert.deepEqual(await axeViolations(), []);
  });

  it('re-renders the app in the chosen language without a reload, and keeps it in the browser', async () => {
    const { api } = await setup('/no/such/page', null);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    const before = performance.getEntriesByType('navigation').length;
    choose('de');
    await waitFor(() => getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }));
    assert.equal(document.documentElement.lang, 'de');
    assert.equal(switcher().value, 'de');
    assert.equal(localStorage.getItem(savedLocaleKey), 'de');
    assert.equal(performance.getEntriesByType('navigation').length, before);
    assert.equal(api.calls.length, 0, 'a guest has no account to store it on');
  });

  it('is worked by keyboard', async () => {
    await setup('/no/such/page', null);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    switcher().focus();
    await press('ArrowDown');
    await waitFor(() => getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }));
    assert.equal(document.activeElement, switcher(), 'focus stays on the switcher');
    assert.equal(localePrefs.saved, 'de');
  });

  it('outranks ?lang= once used, and the address drops it', async () => {
    const { ctx } = await setup('/no/such/page?lang=fr&x=1', null);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page introuvable' }));
    assert.equal(sessionStorage.getItem(tabLocaleKey), 'fr');
    choose('nl');
    await waitFor(() => assert.equal(document.documentElement.lang, 'nl'));
    assert.equal(ctx.router.location.search, '?x=1');
    assert.equal(sessionStorage.getItem(tabLocaleKey), null);
  });

  it("stores a logged-in contact's choice on the contact", async () => {
    const { ctx, api } = await setup('/profile', member);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Your profile' }));
    choose('de@informal');
    // The profile page reads the contribution too; the choice is one PATCH of the contact.
    const patch = await waitFor(() => {
      const found = api.calls.filter((call) => call.operation === 'PATCH /contact/{id}');
      assert.equal(found.length, 1);
      return found[0]!;
    });
    assert.equal(patch.path, 'contact/me');
    assert.deepEqual(patch.body, { locale: 'de@informal' });
    assert.equal(ctx.session.contact?.locale, 'de@informal');
    await waitFor(() => assert.equal(document.documentElement.lang, 'de'));
  });

  it("applies the contact's stored choice over the browser's and the organisation's", async () => {
    localStorage.setItem(savedLocaleKey, 'fr');
    await setup('/profile', { ...member, locale: 'nl' }, { locale: 'de' });
    await waitFor(() => assert.equal(switcher().value, 'nl'));
    assert.equal(document.documentElement.lang, 'nl');
    getByRole('heading', { level: 1, name: 'Je profiel' });
  });

  it('maps a regional ?lang= and offers the admin area only its own languages', async () => {
    await setup('/admin/contacts?lang=de-CH', { ...member, activeRoles: ['member', 'admin'] });
    await waitFor(() => assert.equal(switcher().value, 'de'));
    assert.equal(document.documentElement.lang, 'de');
    assert.deepEqual(
      options().map(([code]) => code),
      ['en', 'de', 'de@informal', 'nl', 'fr'],
    );
  });

  it('fits a 375 px screen without overflowing', async () => {
    await setViewport({ width: 375, height: 700 });
    await setup('/profile', member);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Your profile' }));
    choose('ru');
    await waitFor(() => assert.equal(document.documentElement.lang, 'ru'));
    assert.ok(document.documentElement.scrollWidth <= 375, `page is ${document.documentElement.scrollWidth} px wide`);
    assert.ok(switcher().getBoundingClientRect().right <= 375);
  });
});
