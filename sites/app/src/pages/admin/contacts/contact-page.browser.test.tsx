import { proxy } from 'valtio';
import { createApiClient, createSessionStore, setSession } from '@masthead/client';
import { apiBasePath, defaultGeneralSettings, type GeneralSettings } from '@masthead/core';
import { createNotificationStore } from '@masthead/ui';
import {
  assert,
  axeViolations,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, queryOf, type Answer } from '@masthead/client/testing';
import { App } from '../../../app.tsx';
import { AppContext } from '../../../app-context.ts';
import { activateLocale, createI18n } from '../../../i18n/load-catalog.ts';
import { createRouter } from '../../../routes/location-store.ts';
import { member } from '../../../testing/render-page.tsx';
import { ada, contactServer, monthlyCard, openContact } from './contact.test-helper.ts';

const failing = { ...monthlyCard, paymentFailing: '2026-11-20T12:00:00.000Z' };
/** A definition list's value for a term, e.g. `definition('Email')`. */
const definition = (term: string, scope: ParentNode = document.body) =>
  [...scope.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('Contact page overview', () => {
  it('shows the contact as the heading, the four tabs, who they are and their contribution in brief', async () => {
    const api = contactServer({ contribution: failing });
    await openContact(api, '');
    await waitFor(() => getByRole('heading', { level: 1, name: 'Ada Reader' }));
    assert.deepEqual(queryOf(api.calls[0]!).getAll('with'), ['profile', 'roles', 'contribution']);

    const tabs = getByRole('navigation', { name: 'Contact' });
    const links = queryAllByRole('link', {}, tabs);
    assert.deepEqual(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
      [
        ['Overview', `/admin/contacts/${ada.id}`, 'page'],
        ['Account', `/admin/contacts/${ada.id}/account`, null],
        ['Call-outs', `/admin/contacts/${ada.id}/callouts`, null],
        ['Contribution', `/admin/contacts/${ada.id}/contribution`, null],
      ],
    );

    const about = getByRole('region', { name: 'About' });
    assert.equal(definition('Email', about), 'ada@example.org');
    assert.equal(definition('Joined', about), 'Jan 5, 2026');
    assert.equal(definition('Last seen', about), 'Nov 20, 2026');
    assert.deepEqual(
      [...about.querySelectorAll('li')].map((li) => li.textContent),
      ['Member: since Jan 5, 2026, until Dec 31, 2026', 'Admin: since Mar 1, 2026, no end date'],
    );

    const contribution = getByRole('region', { name: 'Contribution' });
    getByText('Payment failing since Nov 20, 2026', contribution);
    assert.equal(definition('Type', contribution), 'Automatic');
    assert.equal(definition('Amount', contribution), '€5.00 per month');
    assert.equal(definition('Payment method', contribution), 'Card ending 4242, expires 12/2030');
    assert.equal(definition('Membership expires', contribution), 'Jan 8, 2027');
    const manage = getByRole('link', { name: 'Manage the contribution' }, contribution);
    assert.equal(manage.getAttribute('href'), `/admin/contacts/${ada.id}/contribution`);
    assert.deepEqual(await axeViolations(), []);
  });

  it('shows the app’s “Page not found” for an unknown contact', async () => {
    await openContact(contactServer({ contribution: monthlyCard }), '', '0c0a7ac7-0000-4000-8000-00000000dead');
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
    assert.equal(queryAllByRole('navigation', { name: 'Contact' }).length, 0);
  });

  it('says it is loading, then why the contact could not be loaded', async () => {
    let answer: (value: Answer) => void = () => {};
    const held = new Promise<Answer>((resolve) => (answer = resolve));
    const api = contactServer({
      contribution: monthlyCard,
      route: (call) => (call.method === 'GET' ? held : undefined),
    });
    await openContact(api, '');
    await waitFor(() => getByText('Loading…'));
    getByRole('heading', { level: 1, name: 'Contact' });
    answer(apiError('forbidden'));
    await waitFor(() => getByRole('alert'));
    assert.equal(queryAllByRole('region', { name: 'About' }).length, 0);
  });
});

describe('Contact page guard', () => {
  it('keeps a member out: back home with the unauthorized notification, and the contact never asked for', async () => {
    const api = contactServer({ contribution: monthlyCard });
    history.replaceState(null, '', `/admin/contacts/${ada.id}/contribution`);
    const i18n = createI18n();
    await activateLocale(i18n, 'en');
    const session = createSessionStore();
    setSession(session, member);
    const router = createRouter();
    const settings = proxy<GeneralSettings>({ ...structuredClone(defaultGeneralSettings), organisationName: 'Daily' });
    try {
      render(
        <AppContext.Provider
          value={{
            api: createApiClient({ baseUrl: apiBasePath, session, fetch: api.fetch }),
            session,
            router,
            notifications: createNotificationStore(),
            settings,
            i18n,
            framed: false,
          }}
        >
          <App />
        </AppContext.Provider>,
        { i18n },
      );
      await waitFor(() => assert.equal(location.pathname, '/profile'));
      // The profile page may have alerts of its own; the notification is one of them.
      await waitFor(() =>
        assert.ok(
          queryAllByRole('alert').some((alert) => /You don't have access to that\./.test(alert.textContent ?? '')),
        ),
      );
      assert.equal(
        api.calls.filter((c) => c.path.startsWith(`contact/${ada.id}`)).length,
        0,
        'nothing about the contact was asked for',
      );
    } finally {
      router.dispose();
    }
  });
});
