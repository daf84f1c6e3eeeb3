import { validateAnswers } from '@masthead/core';
import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import {
  expectError,
  expectNoError,
  fill,
  lazyFieldsLoaded,
  press as pressButton,
  renderForm,
} from '../render-form.test-helper.tsx';

describe('Address field', () => {
  it('takes a typed address with optional coordinates, and refuses impossible ones', async () => {
    const { submitted, schema } = renderForm([
      { type: 'address', key: 'where', label: 'Where was it?', validate: { required: true } },
    ]);
    await lazyFieldsLoaded();
    assert.ok([...document.querySelectorAll('legend')].some((l) => l.textContent?.startsWith('Where was it?')));
    const address = getByLabelText('Address');
    await pressButton('Submit');
    await expectError(address, 'Where was it?: this field is required');
    await fill(address, 'Unter den Linden 1, Berlin');
    await fill(getByLabelText('Latitude'), '100');
    await fill(getByLabelText('Longitude'), '13.4');
    await pressButton('Submit');
    await expectError(address, 'Where was it?: latitude must be between -90 and 90');
    await fill(getByLabelText('Latitude'), '52.5');
    await expectNoError(address);
    await pressButton('Submit');
    const expected = {
      formatted_address: 'Unter den Linden 1, Berlin',
      geometry: { location: { lat: 52.5, lng: 13.4 } },
    };
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: expected } }]));
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
  });

  it('is answered without coordinates, by keyboard', async () => {
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }]);
    await tab();
    assert.equal(document.activeElement, getByLabelText('Address'));
    await fill(getByLabelText('Address'), 'Main Street 2');
    await pressButton('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: { formatted_address: 'Main Street 2' } } }]));
  });
});

// A one-pixel GIF: tiles never leave the browser.
const tileUrl = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
const places = { tileUrl, attribution: 'Test tiles' };
// The map region, once leaflet has made it a map.
const mapOf = async () => {
  (await waitFor(() => getByRole('button', { name: 'Choose on a map' }))).click();
  return waitFor(() => {
    const map = getByRole('region', { name: 'Map to choose the place' });
    assert.ok(map.classList.contains('leaflet-container'));
    return map;
  });
};
// The live text of the chosen coordinates: the field's last status.
const chosenText = () => [...document.querySelectorAll('p[role=status]')].at(-1)?.textContent ?? '';

describe('Address field map and search', () => {
  it('takes the place clicked on the map, and a marker moved by the arrow keys', async () => {
    const { submitted, schema } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }], { places });
    const map = await mapOf();
    assert.match(chosenText(), /No place chosen on the map/);
    const box = map.getBoundingClientRect();
    map.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }),
    );
    await waitFor(() => assert.match(chosenText(), /Chosen place: latitude -?\d/));
    const lat = Number((getByLabelText('Latitude') as HTMLInputElement).value);
    const lng = Number((getByLabelText('Longitude') as HTMLInputElement).value);
    assert.ok(Math.abs(lat) <= 90 && Math.abs(lng) <= 180);

    const marker = await waitFor(() => getByRole('button', { name: 'Chosen place, move with the arrow keys' }));
    marker.focus();
    await waitFor(() => assert.equal(document.activeElement, marker, 'the marker has the focus the keys go to'));
    await press('ArrowRight');
    await press('ArrowUp');
    await waitFor(() => assert.ok(Number((getByLabelText('Longitude') as HTMLInputElement).value) > lng));
    assert.ok(Number((getByLabelText('Latitude') as HTMLInputElement).value) > lat);
    await fill(getByLabelText('Address'), 'By the lake');
    await pressButton('Submit');
    await waitFor(() => assert.equal(submitted.length, 1));
    const answer = (submitted[0] as { s1: { where: { geometry: { location: { lat: number; lng: number } } } } }).s1
      .where;
    assert.ok(answer.geometry.location.lng > lng);
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
  });

  it('puts the marker at the map centre by keyboard', async () => {
    renderForm([{ type: 'address', key: 'where', label: 'Where?' }], { places });
    await mapOf();
    const centre = await waitFor(() => getByRole('button', { name: 'Use the map centre' }));
    centre.focus();
    await press('Enter');
    await waitFor(() => assert.match(chosenText(), /Chosen place: latitude 20, longitude 0/));
  });

  it('searches the geocoder on the button, lists the places and fills text and coordinates', async () => {
    const asked: string[] = [];
    const geocoder = (async (url: string) => {
      asked.push(url);
      return new Response(
        JSON.stringify({
          features: [
            {
              geometry: { coordinates: [13.396, 52.517] },
              properties: { name: 'Humboldt Forum', city: 'Berlin', postcode: '10178' },
            },
            { geometry: { coordinates: [2.35, 48.85] }, properties: { name: 'Paris' } },
          ],
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }], {
      places: { ...places, geocoderUrl: 'https://geo.example.org/api', fetch: geocoder },
    });
    await fill(getByLabelText('Address'), 'Humboldt');
    assert.deepEqual(asked, []);
    await pressButton('Search address');
    await waitFor(() => getByText('2 places found'));
    assert.deepEqual(asked, ['https://geo.example.org/api?q=Humboldt&format=json&limit=5']);
    const list = getByRole('list', { name: 'Places found' });
    getByRole('button', { name: 'Humboldt Forum, 10178 Berlin' }, list).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Address')));
    assert.equal((getByLabelText('Address') as HTMLInputElement).value, 'Humboldt Forum, 10178 Berlin');
    assert.match(chosenText(), /latitude 52.517, longitude 13.396/);
    await pressButton('Submit');
    await waitFor(() =>
      assert.deepEqual(submitted, [
        {
          s1: {
            where: {
              formatted_address: 'Humboldt Forum, 10178 Berlin',
              geometry: { location: { lat: 52.517, lng: 13.396 } },
            },
          },
        },
      ]),
    );
  });

  it('says when the geocoder fails, and the typed address still submits', async () => {
    const geocoder = (async () => new Response('busy', { status: 503 })) as typeof fetch;
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }], {
      places: { ...places, geocoderUrl: 'https://geo.example.org/search', fetch: geocoder },
    });
    await fill(getByLabelText('Address'), 'Main Street 2');
    await pressButton('Search address');
    await waitFor(() => getByText('The address search is not available. Type the address or choose it on the map.'));
    await pressButton('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: { formatted_address: 'Main Street 2' } } }]));
  });

  it('offers no search without a geocoder, and is axe-clean', async () => {
    renderForm([{ type: 'address', key: 'where', label: 'Where?' }], { places });
    await mapOf();
    assert.equal(queryAllByRole('button', { name: 'Search address' }).length, 0);
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
  });
});
