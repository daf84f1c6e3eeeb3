import { assert, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { renderPage } from '../../testing/render-page.tsx';
import { makeCallout } from '@masthead/client/testing';
import { calloutServer } from './callout-fixtures.test-helper.ts';
import { ThanksPage } from './thanks-page.tsx';

async function open(api: ReturnType<typeof calloutServer>) {
  return renderPage(ThanksPage, {
    url: '/crowdnewsroom/housing-costs/thanks',
    route: '/crowdnewsroom/:id/thanks',
    params: { id: 'housing-costs' },
    fetch: api.fetch,
  });
}

describe('Thanks page', () => {
  it("shows the call-out's thank-you title and text", async () => {
    const api = calloutServer([makeCallout()]);
    await open(api);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Thanks for telling us' }));
    getByText('We read every answer.');
    const back = getByRole('link', { name: 'Back to the call-out “What do you pay for housing?”' });
    assert.equal(back.getAttribute('href'), '/crowdnewsroom/housing-costs');
  });

  it('says thank you in its own words when the call-out has no title for it', async () => {
    const api = calloutServer([makeCallout({ thanksTitle: '', thanksText: '' })]);
    await open(api);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Thank you!' }));
  });

  it("sends the reader on to the call-out's redirect", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const callout = makeCallout({ thanksRedirect: 'https://news.example.org/thanks' });
    // The answer waits until the test watches where the page goes: following it for real would leave the test page.
    const api = calloutServer([callout], async (call) => {
      await held;
      return call.method === 'GET' ? { status: 200, body: callout } : undefined;
    });
    const ctx = await open(api);
    const moves: [string, unknown][] = [];
    ctx.router.navigate = (to, options) => {
      moves.push([to, options]);
      return true;
    };
    release();
    await waitFor(() => assert.deepEqual(moves, [['https://news.example.org/thanks', { replace: true }]]));
    const link = getByRole('link', { name: 'https://news.example.org/thanks' });
    assert.equal(link.getAttribute('href'), 'https://news.example.org/thanks');
  });

  it('shows the not-found page for an unknown call-out', async () => {
    const api = calloutServer([]);
    await open(api);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
  });
});
