import { assert, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { makeCallout, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../testing/render-page.tsx';
import { calloutServer } from './callout-fixtures.test-helper.ts';
import { GalleryPage } from './gallery-page.tsx';

const callout = makeCallout({
  responseViewSchema: {
    buckets: ['verified'],
    titleProp: 'answers.s1.rent',
    imageProp: '',
    links: [],
    gallery: true,
    map: null,
  },
});

const published = (call: SentCall) =>
  call.path.startsWith(`callout/${callout.id}/responses/map`)
    ? {
        status: 200,
        body: {
          items: [
            { number: 1, answers: { s1: { rent: '£900 for a room' } } },
            { number: 2, answers: { s1: { rent: '£1200 for a flat' } } },
          ],
          offset: 0,
          count: 2,
          total: 2,
        },
      }
    : undefined;

async function open(api: ReturnType<typeof calloutServer>, id = 'housing-costs') {
  return renderPage(GalleryPage, {
    url: `/crowdnewsroom/${id}/gallery?lang=en`,
    route: '/crowdnewsroom/:id/gallery',
    params: { id },
    fetch: api.fetch,
    framed: true,
  });
}

describe('Gallery page', () => {
  it('shows the published responses as cards, also inside a frame', async () => {
    const api = calloutServer([callout], published);
    await open(api);
    getByRole('heading', { level: 1, name: 'Gallery' });
    await waitFor(() => getByRole('button', { name: '£900 for a room' }));
    getByRole('button', { name: '£1200 for a flat' });
    getByRole('heading', { level: 2, name: 'What do you pay for housing?' });
    const back = getByRole('link', { name: 'Back to the call-out' });
    assert.equal(back.getAttribute('href'), '/crowdnewsroom/housing-costs?lang=en');
    assert.equal(back.getAttribute('target'), null, 'the call-out page may show in the frame');
  });

  it('says when the call-out does not exist', async () => {
    const api = calloutServer([]);
    await open(api, 'gone');
    await waitFor(() => getByText('This call-out could not be found.'));
  });
});
