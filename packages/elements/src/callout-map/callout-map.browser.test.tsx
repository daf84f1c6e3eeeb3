import {
  assert,
  describe,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  render,
  waitFor,
  axeViolations,
} from '@masthead/test/browser-setup';
import { asPageFetch, fakeCalloutApi, testApi, testCallout, testResponse } from '../callout-gallery/testing.ts';
import { define } from './element.ts';
import { WidgetApiProvider } from '../widget-api.tsx';
import { CalloutMap } from './callout-map.tsx';
import { CalloutGallery } from '../callout-gallery/callout-gallery.tsx';

// The element as the embed script defines it once a page has one (masthead.ts loads element.ts).
define({ origin: location.origin });

// A one-pixel GIF as the tile template: the map never fetches a tile from the network.
const tiles = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

function showMap(options: Parameters<typeof fakeCalloutApi>[0] = {}) {
  const api = fakeCalloutApi(options);
  const events: { type: string; detail: unknown }[] = [];
  const { container } = render(
    <WidgetApiProvider value={{ origin: testApi, fetch: api.fetch }}>
      <CalloutMap slug="bridges" api={testApi} lang="en" tiles={tiles} attribution="Test <tiles>" />
    </WidgetApiProvider>,
  );
  for (const type of ['callout:loaded', 'callout:error'])
    container.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  return { container, events, calls: api.calls };
}

const responses = (n: number) => Array.from({ length: n }, (_, i) => testResponse(i + 1));
const pageViolations = () => axeViolations(document.body, { region: false });

const mapRegion = () => waitFor(() => getByRole('region', { name: 'Map of the responses' }));

describe('CalloutMap', () => {
  it('names its region apart from the same call-out’s gallery on one page (axe landmark-unique)', async () => {
    const api = fakeCalloutApi({ responses: responses(2) });
    render(
      <WidgetApiProvider value={{ origin: testApi, fetch: api.fetch }}>
        <CalloutGallery slug="bridges" api={testApi} lang="en" />
        <CalloutMap slug="bridges" api={testApi} lang="en" tiles={tiles} attribution="Test <tiles>" />
      </WidgetApiProvider>,
    );
    await mapRegion();
    await waitFor(() => getByRole('region', { name: 'Gallery: Name the new bridge' }));
    getByRole('region', { name: 'Map: Name the new bridge' });
    assert.deepEqual(await pageViolations(), [], 'no axe-core violations, landmark-unique included');
  });

  it('places the responses with coordinates on the map as labelled markers, with its tiles and credit', async () => {
    const { events } = showMap({ responses: responses(4) });
    const map = await mapRegion();
    await waitFor(() =>
      assert.equal(map.querySelectorAll('.mh-map-marker').length, 3, 'response 3 has no coordinates'),
    );
    for (const name of ['Reason 1', 'Reason 2', 'Reason 4'])
      assert.equal(getByRole('button', { name }, map).tabIndex, 0);
    assert.ok(
      [...map.querySelectorAll('img.leaflet-tile')].every((t) => (t as HTMLImageElement).src.startsWith('data:')),
    );
    assert.match(map.querySelector('.leaflet-control-attribution')!.textContent!, /Test <tiles>/);
    assert.equal(map.querySelector('.leaflet-control-attribution tiles'), null, 'the credit is text, not markup');
    getByText('Responses on the map: 3 of 4', document.body);
    assert.deepEqual(events, [{ type: 'callout:loaded', detail: { slug: 'bridges', id: testCallout().id } }]);
  });

  it('lists every response for screen-reader and keyboard users, saying which are not on the map', async () => {
    showMap({ responses: responses(4) });
    await mapRegion();
    const heading = getByRole('heading', { name: 'The responses as a list', level: 3 });
    const list = heading.nextElementSibling as HTMLElement;
    const items = queryAllByRole('listitem', {}, list);
    assert.deepEqual(
      items.map((li) => li.textContent),
      ['Reason 1 – Street 1', 'Reason 2 – Street 2', 'Reason 3 – Street 3 (not on the map)', 'Reason 4 – Street 4'],
    );
    const skip = getByRole('link', { name: 'Skip to the list of responses' });
    assert.equal(skip.getAttribute('href'), `#${heading.id}`);
    skip.click();
    assert.equal(document.activeElement, heading, 'the skip link moves focus past the map');
  });

  it('shows a marker’s response when Enter is pressed on it, and moves focus to it', async () => {
    showMap({ responses: responses(2) });
    const map = await mapRegion();
    const marker = await waitFor(() => getByRole('button', { name: 'Reason 2' }, map));
    marker.focus();
    await press('Enter');
    const shown = await waitFor(() => getByRole('heading', { name: 'Reason 2', level: 3 }));
    await waitFor(() => assert.equal(document.activeElement, shown));
    assert.equal(marker.getAttribute('aria-pressed'), 'true');
    getByText('Street 2', shown.parentElement!);
    assert.deepEqual(await pageViolations(), [], 'no axe-core violations with a response shown');
  });

  it('selects a place from the list: its marker is pressed and its details shown', async () => {
    showMap({ responses: responses(2) });
    const map = await mapRegion();
    await waitFor(() => getByRole('button', { name: 'Reason 1' }, map));
    const inList = queryAllByRole('button', { name: 'Reason 1' }).find((b) => !map.contains(b))!;
    inList.click();
    await waitFor(() =>
      assert.equal(getByRole('button', { name: 'Reason 1' }, map).getAttribute('aria-pressed'), 'true'),
    );
    assert.equal(inList.getAttribute('aria-pressed'), 'true');
    getByRole('heading', { name: 'Reason 1', level: 3 });
    const image = document.querySelector<HTMLImageElement>('img[alt="Image sent with: Reason 1"]');
    assert.equal(image?.getAttribute('src'), 'https://news.test/uploads/1.png');
  });

  it('fetches every page of responses for the map', async () => {
    const { calls } = showMap({ responses: responses(150) });
    const map = await mapRegion();
    await waitFor(() =>
      assert.equal(map.querySelectorAll('.mh-map-marker').length, 100, 'two of three have coordinates'),
    );
    const pages = calls.filter((c) => c.includes('/responses/map'));
    assert.deepEqual(
      pages.map((c) => new URL(c, 'https://x').searchParams.get('offset')),
      ['0', '100'],
    );
  });

  it('says so when the call-out has no map, or nothing is published', async () => {
    showMap({ callout: testCallout({ map: null }), responses: responses(2) });
    await waitFor(() => getByRole('status', { name: 'This call-out has no public map.' }));
    assert.equal(document.querySelector('.leaflet-container'), null, 'no map is drawn');
  });

  it('reports a call-out that does not exist, with callout:error', async () => {
    const { events } = showMap({
      calloutAnswer: () => ({
        status: 404,
        body: { code: 'not-found', message: 'Not found', errors: null, httpCode: 404 },
      }),
    });
    await waitFor(() => getByRole('status', { name: 'This call-out could not be found.' }));
    assert.deepEqual(events, [{ type: 'callout:error', detail: { code: 'not-found', message: 'Not found' } }]);
  });

  it('when the API is down says so under a title, and "Try again" loads the map', async () => {
    let down = true;
    const { calls } = showMap({
      responses: responses(2),
      calloutAnswer: () =>
        down
          ? { status: 503, body: { code: 'service-unavailable', message: 'down', errors: null, httpCode: 503 } }
          : { status: 200, body: testCallout() },
    });
    const alert = await waitFor(() => getByRole('alert'));
    assert.match(alert.textContent ?? '', /^Could not load this call-out/);
    assert.equal(calls.length, 1, 'no responses asked for without the call-out');
    down = false;
    getByRole('button', { name: 'Try again' }).click();
    await mapRegion();
    await waitFor(() => getByRole('heading', { name: 'The responses as a list' }));
    assert.equal(queryAllByRole('alert').length, 0);
  });

  it('works as <callout-map> from the embed script, with leaflet’s CSS inside its shadow root', async () => {
    const restore = asPageFetch(fakeCalloutApi({ responses: responses(2) }).fetch);
    const element = document.createElement('callout-map');
    element.setAttribute('slug', 'bridges');
    element.setAttribute('api', testApi);
    element.setAttribute('lang', 'en');
    element.setAttribute('tiles', tiles);
    document.body.append(element);
    try {
      const shadow = element.shadowRoot!;
      const marker = await waitFor(() =>
        getByRole('button', { name: 'Reason 1' }, shadow.querySelector('.leaflet-container')!),
      );
      assert.equal(getComputedStyle(marker).position, 'absolute', 'leaflet’s rules apply in the shadow root');
      assert.equal(getComputedStyle(shadow.querySelector('.leaflet-pane')!).position, 'absolute');
      assert.ok(
        [...shadow.querySelectorAll('img.leaflet-tile')].every((t) => (t as HTMLImageElement).src.startsWith('data:')),
        'the tiles attribute is used',
      );
    } finally {
      restore();
      element.remove();
    }
  });
});
