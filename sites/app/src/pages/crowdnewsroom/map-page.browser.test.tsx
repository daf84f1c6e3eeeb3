import { assert, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { makeCallout, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../testing/render-page.tsx';
import { calloutServer } from './callout-fixtures.test-helper.ts';
import { MapPage } from './map-page.tsx';

const callout = makeCallout({
  formSchema: {
    slides: [
      {
        id: 's1',
        components: [
          { type: 'textfield', key: 'rent', label: 'Monthly rent' },
          { type: 'address', key: 'where', label: 'Where you live' },
        ],
      },
    ],
  },
  responseViewSchema: {
    buckets: ['verified'],
    titleProp: 'answers.s1.rent',
    imageProp: '',
    links: [],
    gallery: false,
    // Tiles from the test server (none there): the test needs no network.
    map: {
      addressProp: 'answers.s1.where',
      center: [-2.6, 51.45],
      initialZoom: 12,
      tileUrl: `${location.origin}/tiles/{z}/{x}/{y}.png`,
    },
  },
});

const published = (call: SentCall) =>
  call.path.startsWith(`callout/${callout.id}/responses/map`)
    ? {
        status: 200,
        body: {
          items: [
            {
              number: 1,
              answers: {
                s1: {
                  rent: '£900 for a room',
                  where: {
                    formatted_address: 'Mill Lane, Bristol',
                    geometry: { location: { lat: 51.45, lng: -2.59 } },
                  },
                },
              },
            },
          ],
          offset: 0,
          count: 1,
          total: 1,
        },
      }
    : undefined;

describe('Map page', () => {
  it('places the published responses on the map, with a list and a way back', async () => {
    const api = calloutServer([callout], published);
    await renderPage(MapPage, {
      url: '/crowdnewsroom/housing-costs/map',
      route: '/crowdnewsroom/:id/map',
      params: { id: 'housing-costs' },
      fetch: api.fetch,
    });
    getByRole('heading', { level: 1, name: 'Map' });
    assert.equal(
      getByRole('link', { name: 'Back to the call-out' }).getAttribute('href'),
      '/crowdnewsroom/housing-costs',
    );
    await waitFor(() => getByText('Responses on the map: 1 of 1'));
    getByRole('button', { name: '£900 for a room' });
  });
});
