import {
  assert,
  describe,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  render,
  tab,
  waitFor,
  axeViolations,
} from '@masthead/test/browser-setup';
import { define } from './element.ts';
import { WidgetApiProvider } from '../widget-api.tsx';
import { CalloutGallery, galleryPageSize } from './callout-gallery.tsx';
import { asPageFetch, fakeCalloutApi, testApi, testCallout, testResponse } from './testing.ts';

// The element as the embed script defines it once a page has one (masthead.ts loads element.ts).
define({ origin: location.origin });

function showGallery(options: Parameters<typeof fakeCalloutApi>[0] = {}) {
  const api = fakeCalloutApi(options);
  const events: { type: string; detail: unknown }[] = [];
  const { container } = render(
    <WidgetApiProvider value={{ origin: testApi, fetch: api.fetch }}>
      <CalloutGallery slug="bridges" api={testApi} lang="en" />
    </WidgetApiProvider>,
  );
  for (const type of ['callout:loaded', 'callout:error'])
    container.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  return { container, events, calls: api.calls, reports: api.reports };
}

const responses = (n: number) => Array.from({ length: n }, (_, i) => testResponse(i + 1));
const pageViolations = () => axeViolations(document.body, { region: false });

const articles = () => [...document.querySelectorAll('article')];

describe('CalloutGallery', () => {
  it('shows the published responses as a list of titled cards with described images', async () => {
    const { events, calls } = showGallery({ responses: responses(3) });
    await waitFor(() => getByRole('heading', { name: 'Name the new bridge', level: 2 }));
    const list = getByRole('list');
    assert.equal(queryAllByRole('listitem', {}, list).length, 3);
    const first = articles()[0]!;
    assert.equal(document.getElementById(first.getAttribute('aria-labelledby')!)?.textContent, 'Reason 1');
    const image = first.querySelector('img')!;
    assert.equal(image.getAttribute('src'), 'https://news.test/uploads/1.png');
    assert.equal(image.alt, 'Image sent with: Reason 1');
    getByText('Street 1', first);
    assert.equal(articles()[1]!.querySelector('img'), null, 'a response without a photo has no image');
    getByRole('heading', { name: 'Reason 2', level: 3 });
    getByText('Responses shown: 3 of 3');
    assert.deepEqual(await pageViolations(), [], 'no axe-core violations');
    assert.equal(queryAllByRole('button', { name: 'Show more responses' }).length, 0);
    assert.ok(calls[0]!.startsWith('callout/bridges?with=form&with=responseViewSchema&variant=en'), calls[0]);
    assert.equal(calls[1], `callout/${testCallout().id}/responses/map?limit=${galleryPageSize}&offset=0`);
    assert.deepEqual(events, [{ type: 'callout:loaded', detail: { slug: 'bridges', id: testCallout().id } }]);
  });

  it('shows the whole of a wide photo in its card, without cutting off its sides', async () => {
    showGallery({ responses: responses(1) });
    const image = await waitFor(() => articles()[0]!.querySelector('img')!);
    assert.equal(getComputedStyle(image).aspectRatio, '4 / 3');
    // In a 4:3 box, only a fit that keeps the whole photo shows the text at the edges of a wide one.
    assert.ok(['contain', 'scale-down'].includes(getComputedStyle(image).objectFit), getComputedStyle(image).objectFit);
  });

  it('says so when nothing is published yet, and when the call-out has no gallery', async () => {
    showGallery({ responses: [] });
    await waitFor(() => getByRole('status', { name: 'No responses to show yet.' }));
    assert.equal(articles().length, 0);
  });

  it('does not ask for responses of a call-out that publishes no gallery or map', async () => {
    const { calls } = showGallery({ callout: testCallout({ gallery: false, map: null }), responses: responses(2) });
    await waitFor(() => getByRole('status', { name: 'This call-out has no public gallery.' }));
    assert.equal(calls.length, 1);
  });

  it('reports a call-out that does not exist, with callout:error', async () => {
    const { events } = showGallery({
      calloutAnswer: () => ({
        status: 404,
        body: { code: 'not-found', message: 'Not found', errors: null, httpCode: 404 },
      }),
    });
    await waitFor(() => getByRole('status', { name: 'This call-out could not be found.' }));
    assert.deepEqual(events, [{ type: 'callout:error', detail: { code: 'not-found', message: 'Not found' } }]);
  });

  it('shows an alert when the responses cannot be loaded', async () => {
    const { events } = showGallery({
      responses: responses(2),
      responsesAnswer: () => ({
        status: 500,
        body: { code: 'internal-error', message: 'boom', errors: null, httpCode: 500 },
      }),
    });
    await waitFor(() => getByRole('alert'));
    assert.equal(articles().length, 0);
    assert.deepEqual(events, [{ type: 'callout:error', detail: { code: 'internal-error', message: 'boom' } }]);
  });

  it('when loading fails, says so under a title, and "Try again" reloads just this gallery', async () => {
    let tries = 0;
    const { events, calls, reports } = showGallery({
      responses: responses(2),
      responsesAnswer: () =>
        ++tries === 1
          ? { status: 503, body: { code: 'service-unavailable', message: 'down', errors: null, httpCode: 503 } }
          : undefined,
    });
    const alert = await waitFor(() => getByRole('alert'));
    assert.equal(alert.querySelector('p')?.textContent, 'Could not load this call-out', 'the alert has a title');
    getByText('Something went wrong, please try again.', alert);
    assert.deepEqual(await pageViolations(), [], 'no axe-core violations');
    assert.equal(calls.length, 2);
    getByRole('button', { name: 'Try again' }).click();
    const heading = await waitFor(() => getByRole('heading', { name: 'Name the new bridge', level: 2 }));
    assert.equal(articles().length, 2);
    assert.equal(queryAllByRole('alert').length, 0);
    assert.equal(calls.length, 4, 'the call-out and its responses, asked again');
    assert.deepEqual(
      reports.map((r) => (r as { message: string }).message),
      ['GET /callout/{id}/responses/map 503'],
      'the failure went to the error reports, once',
    );
    await waitFor(() => assert.equal(document.activeElement, heading, 'focus moves to what arrived'));
    assert.deepEqual(
      events.map((e) => e.type),
      ['callout:error', 'callout:loaded'],
    );
  });

  it('loads more cards on request and moves focus to the first new one', async () => {
    showGallery({ responses: responses(galleryPageSize + 2) });
    const more = await waitFor(() => getByRole('button', { name: 'Show more responses' }));
    assert.equal(articles().length, galleryPageSize);
    more.focus();
    await press('Enter');
    await waitFor(() => assert.equal(articles().length, galleryPageSize + 2));
    await waitFor(() => assert.equal(document.activeElement, articles()[galleryPageSize]));
    getByText(`Responses shown: ${galleryPageSize + 2} of ${galleryPageSize + 2}`);
    assert.equal(queryAllByRole('button', { name: 'Show more responses' }).length, 0, 'nothing more to load');
  });

  it('opens a card’s details in a modal dialog by keyboard, and gives focus back when it closes', async () => {
    showGallery({ responses: responses(2) });
    const opener = await waitFor(() => getByRole('button', { name: 'Reason 1' }));
    assert.equal(opener.getAttribute('aria-haspopup'), 'dialog');
    opener.focus();
    await press('Enter');
    const dialog = await waitFor(() => {
      const found = document.querySelector('dialog')!;
      assert.ok(found?.open, 'the dialog is open');
      return found;
    });
    assert.ok(dialog.matches(':modal'), 'modal: the rest of the page is inert');
    assert.equal(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent, 'Reason 1');
    assert.ok(dialog.contains(document.activeElement), 'focus is in the dialog');
    getByText('Where do you cross the river?', dialog);
    getByText('Street 1', dialog);
    getByText('Response number 1', dialog);
    assert.deepEqual(await pageViolations(), [], 'no axe-core violations with the dialog open');
    assert.equal(dialog.querySelector('img')?.alt, 'Image sent with: Reason 1');
    await press('Escape');
    await waitFor(() =>
      assert.equal(
        document.querySelector('dialog'),
        null,
        `open=${dialog.open} active=${document.activeElement?.outerHTML.slice(0, 80)}`,
      ),
    );
    assert.equal(document.activeElement, opener, 'focus is back on the card');

    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Reason 2' }), 'Tab goes on to the next card');
    await press('Space');
    const second = await waitFor(() => getByRole('button', { name: 'Close' }));
    second.click();
    await waitFor(() =>
      assert.equal(
        document.querySelector('dialog'),
        null,
        `${document.querySelectorAll('dialog').length} ${document.querySelector('dialog')?.open} ${document.querySelector('dialog')?.textContent}`,
      ),
    );
    assert.equal(document.activeElement, getByRole('button', { name: 'Reason 2' }));
  });

  it('works as <callout-gallery> from the embed script: shadow root, attributes in, composed events out', async () => {
    const restore = asPageFetch(fakeCalloutApi({ responses: responses(2) }).fetch);
    const loaded: unknown[] = [];
    const onLoaded = (e: Event) => loaded.push((e as CustomEvent).detail);
    document.addEventListener('callout:loaded', onLoaded);
    const element = document.createElement('callout-gallery');
    element.setAttribute('slug', 'bridges');
    element.setAttribute('api', testApi);
    element.setAttribute('lang', 'en');
    document.body.append(element);
    try {
      const shadow = element.shadowRoot!;
      await waitFor(() => getByRole('heading', { name: 'Reason 2', level: 3 }, shadow));
      assert.equal(shadow.querySelectorAll('article').length, 2);
      assert.equal(document.querySelectorAll('article').length, 0, 'the cards stay inside the shadow root');
      assert.deepEqual(loaded, [{ slug: 'bridges', id: testCallout().id }], 'the page hears callout:loaded');
    } finally {
      restore();
      document.removeEventListener('callout:loaded', onLoaded);
      element.remove();
    }
  });
});
