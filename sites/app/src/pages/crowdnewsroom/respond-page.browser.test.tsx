import {
  assert,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { renderPage } from '../../testing/render-page.tsx';
import { makeCallout } from '@masthead/client/testing';
import { calloutServer } from './callout-fixtures.test-helper.ts';
import { RespondPage } from './respond-page.tsx';

async function open(api: ReturnType<typeof calloutServer>) {
  return renderPage(RespondPage, {
    url: '/crowdnewsroom/housing-costs/respond?lang=en',
    route: '/crowdnewsroom/:id/respond',
    params: { id: 'housing-costs' },
    fetch: api.fetch,
  });
}

describe('Respond page', () => {
  it('sends the answers through the call-out form and moves on to the thanks page', async () => {
    const callout = makeCallout();
    const api = calloutServer([callout]);
    const ctx = await open(api);
    const rent = (await waitFor(() => getByRole('textbox', { name: /^Monthly rent/ }))) as HTMLInputElement;
    getByRole('heading', { level: 1, name: 'Respond' });
    getByRole('heading', { level: 2, name: 'What do you pay for housing?' });
    assert.equal(
      getByRole('link', { name: 'Back to the call-out' }).getAttribute('href'),
      '/crowdnewsroom/housing-costs?lang=en',
    );
    typeInto(rent, '900');
    await sleep(0);
    getByRole('button', { name: 'Send' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/crowdnewsroom/housing-costs/thanks'));
    assert.equal(ctx.router.location.search, '?lang=en', 'the chosen language goes along');
    const sent = api.calls.find((c) => c.method === 'POST');
    assert.equal(sent?.path, `callout/${callout.id}/responses`);
    assert.deepEqual(sent?.body, { answers: { s1: { rent: '900' } } });
  });

  it('shows why a closed call-out takes no answers instead of its form', async () => {
    const api = calloutServer([makeCallout({ status: 'ended', expires: '2026-11-15T12:00:00.000Z' })]);
    await open(api);
    await waitFor(() => getByText('This call-out is closed and no longer takes responses.'));
    assert.equal(queryAllByRole('textbox').length, 0);
    assert.equal(queryAllByRole('button', { name: 'Send' }).length, 0);
  });

  it('shows the not-found page for an unknown call-out', async () => {
    const api = calloutServer([]);
    await open(api);
    await waitFor(() => getByRole('heading', { level: 1, name: 'Page not found' }));
  });
});
