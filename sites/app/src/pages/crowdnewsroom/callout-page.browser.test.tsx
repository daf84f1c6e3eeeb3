import { assert, describe, getByRole, getByText, it, queryAllByRole, waitFor } from '@masthead/test/browser-setup';
import { pageTitle } from '@masthead/core';
import { member, renderPage } from '../../testing/render-page.tsx';
import { CalloutPage } from './callout-page.tsx';
import { makeCallout } from '@masthead/client/testing';
import { axeViolations, calloutServer } from './callout-fixtures.test-helper.ts';

async function open(
  api: ReturnType<typeof calloutServer>,
  options: { contact?: typeof member; framed?: boolean; sandboxed?: boolean } = {},
) {
  const ctx = await renderPage(CalloutPage, {
    url: '/crowdnewsroom/housing-costs',
    route: '/crowdnewsroom/:id',
    params: { id: 'housing-costs' },
    fetch: api.fetch,
    ...options,
  });
  return ctx;
}

const heading = () => waitFor(() => getByRole('heading', { level: 1 }));

describe('Call-out page', () => {
  it('shows an open call-out with its cover, dates, intro, a way to respond and its gallery', async () => {
    const api = calloutServer([makeCallout()]);
    await open(api);
    assert.equal((await heading()).textContent, 'What do you pay for housing?');
    assert.equal(api.calls[0]?.path, 'callout/housing-costs?with=form&with=responseViewSchema&variant=en');
    // The title follows the call-out once it has loaded (an effect after the heading shows).
    await waitFor(() => assert.equal(document.title, pageTitle('What do you pay for housing?', 'The Daily Example')));
    const cover = document.querySelector('article img');
    assert.equal(cover?.getAttribute('src'), '/uploads/cover.jpg');
    assert.equal(cover?.getAttribute('alt'), '', 'the cover is decoration: the title follows');
    getByText('Tell us what you pay each month.');
    getByText('Open until December 31, 2099');
    getByText('We are looking into rents in the city.');
    assert.equal(getByRole('link', { name: 'Respond' }).getAttribute('href'), '/crowdnewsroom/housing-costs/respond');
    const gallery = getByRole('link', { name: 'See the responses in a gallery' });
    assert.equal(gallery.getAttribute('href'), '/crowdnewsroom/housing-costs/gallery');
    assert.equal(queryAllByRole('link', { name: 'See the responses on a map' }).length, 0);
    assert.deepEqual(await axeViolations(), []);
  });

  it('says an ended call-out is closed and offers no way to respond', async () => {
    const api = calloutServer([makeCallout({ status: 'ended', expires: '2026-11-15T12:00:00.000Z' })]);
    await open(api);
    await heading();
    getByText('This call-out is closed and no longer takes responses.');
    getByText('Closed on November 15, 2026');
    assert.equal(queryAllByRole('link', { name: 'Respond' }).length, 0);
    getByRole('link', { name: 'See the responses in a gallery' });
    assert.deepEqual(await axeViolations(), []);
  });

  it('shows the not-found page for a call-out that does not exist or is not visible', async () => {
    const api = calloutServer([]);
    await open(api);
    assert.equal((await heading()).textContent, 'Page not found');
    assert.equal(queryAllByRole('link', { name: 'Respond' }).length, 0);
  });

  it('asks a logged-out reader to log in to answer a members-only call-out, and lets a member respond', async () => {
    const callout = makeCallout({ access: 'member' });
    const loggedOut = calloutServer([callout]);
    await open(loggedOut);
    await heading();
    getByText('This call-out is open to members only. Please log in to respond.');
    assert.equal(
      getByRole('link', { name: 'Log in' }).getAttribute('href'),
      '/auth/login?next=%2Fcrowdnewsroom%2Fhousing-costs%2Frespond',
    );
    assert.equal(queryAllByRole('link', { name: 'Respond' }).length, 0);
  });

  it('lets a logged-in member answer a members-only call-out', async () => {
    const api = calloutServer([makeCallout({ access: 'member', hasAnswered: false })]);
    await open(api, { contact: member });
    await waitFor(() => getByRole('link', { name: 'Respond' }));
    assert.equal(
      api.calls[0]?.path,
      'callout/housing-costs?with=form&with=responseViewSchema&with=hasAnswered&variant=en',
    );
    assert.equal(queryAllByRole('link', { name: 'Log in' }).length, 0);
  });

  it('tells a member who has answered a call-out that takes one response where their responses are', async () => {
    const api = calloutServer([makeCallout({ hasAnswered: true })]);
    await open(api, { contact: member });
    await heading();
    getByText('You have already responded to this call-out.');
    assert.equal(getByRole('link', { name: 'See your responses' }).getAttribute('href'), '/crowdnewsroom');
    assert.equal(queryAllByRole('link', { name: 'Respond' }).length, 0);
  });

  it("shows the form itself inside another site's frame, where the respond page may not open", async () => {
    const api = calloutServer([makeCallout()]);
    await open(api, { framed: true });
    await waitFor(() => getByRole('textbox', { name: /^Monthly rent/ }));
    assert.equal(queryAllByRole('link', { name: 'Respond' }).length, 0);
    // The page's h1 is the title; the form does not repeat it.
    assert.equal(queryAllByRole('heading', { name: 'What do you pay for housing?' }).length, 1);
    assert.equal(getByRole('heading', { level: 1 }).textContent, 'What do you pay for housing?');
  });

  it('opens the log-in page in a new window from inside a frame', async () => {
    const api = calloutServer([makeCallout({ access: 'member' })]);
    await open(api, { framed: true });
    const login = await waitFor(() => getByRole('link', { name: 'Log in' }));
    assert.equal(login.getAttribute('target'), '_blank');
  });

  it('shows the address to log in at inside a sandboxed frame, where no window may open', async () => {
    const api = calloutServer([makeCallout({ access: 'member' })]);
    await open(api, { framed: true, sandboxed: true });
    const link = await waitFor(() => getByRole('link', { name: /crowdnewsroom\/housing-costs\/respond$/ }));
    assert.equal(link.getAttribute('href'), `${location.origin}/crowdnewsroom/housing-costs/respond`);
    assert.equal(link.textContent, `${location.host}/crowdnewsroom/housing-costs/respond`);
    assert.equal(link.getAttribute('target'), '_blank');
    getByText(/To log in and answer, open the call-out on our site/);
    assert.equal(queryAllByRole('link', { name: 'Log in' }).length, 0);
  });
});
