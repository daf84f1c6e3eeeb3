import { validateAnswers } from '@masthead/core';
import {
  accessibleName,
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

/** Every text box, number box and slider the reader can see or reach inside the field. */
const boxesIn = (scope: Element) =>
  [...scope.querySelectorAll('input')].filter((input) => input.type !== 'hidden').map((input) => accessibleName(input));

describe('Address field', () => {
  it('is answered with a typed address alone, without the map, and shows no coordinates', async () => {
    const { submitted, schema } = renderForm([
      { type: 'address', key: 'where', label: 'Where was it?', validate: { required: true } },
    ]);
    await lazyFieldsLoaded();
    const group = [...document.querySelectorAll('fieldset')].find((f) =>
      f.querySelector('legend')?.textContent?.startsWith('Where was it?'),
    )!;
    assert.ok(group, 'a group named by the question');
    // One box, the address: latitude and longitude are never asked for nor shown.
    assert.deepEqual(boxesIn(group), ['Address']);
    assert.ok(!/latitude|longitude|coordinates/i.test(group.textContent ?? ''), 'no coordinates in sight');
    const address = getByLabelText('Address');
    await pressButton('Submit');
    await expectError(address, 'Please answer “Where was it?”');
    await fill(address, 'Unter den Linden 1, Berlin');
    await expectNoError(address);
    await pressButton('Submit');
    await waitFor(() =>
      assert.deepEqual(submitted, [{ s1: { where: { formatted_address: 'Unter den Linden 1, Berlin' } } }]),
    );
    assert.deepEqual(validateAnswers(schema, submitted[0], { now: new Date() }), []);
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
  });

  it('is answered without coordinates, by keyboard', async () => {
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }]);
    await tab();
    assert.equal(document.activeElement, getByLabelText('Address'));
    await fill(getByLabelText('Address'), 'Main Street 2');
    await pressButton('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: { formatted_address: 'Main Street 2' } } }]));
  });

  it('keeps the coordinates of a saved answer unseen, refuses impossible ones, and removes the place', async () => {
    const saved = { formatted_address: 'Mill Lane 3', geometry: { location: { lat: 100, lng: 13.4 } } };
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where was it?' }], {
      answers: { s1: { where: saved } },
    });
    await lazyFieldsLoaded();
    const address = getByLabelText('Address');
    assert.equal(address.value, 'Mill Lane 3');
    getByText('Place marked on the map');
    assert.ok(!/100|13\.4/.test(document.body.textContent ?? ''), 'no coordinates in sight');
    await pressButton('Submit');
    await expectError(address, 'The place marked on the map for “Where was it?” does not exist. Please mark it again.');
    const remove = getByRole('button', { name: 'Remove the place' });
    remove.focus();
    await press('Enter');
    await expectNoError(address);
    assert.equal(document.activeElement, getByRole('button', { name: 'Choose on a map' }), 'the focus stays near');
    assert.equal(queryAllByRole('button', { name: 'Remove the place' }).length, 0);
    await pressButton('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { where: { formatted_address: 'Mill Lane 3' } } }]));
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
// The live text of the marked place: the field's last status.
const chosenText = () => [...document.querySelectorAll('p[role=status]')].at(-1)?.textContent ?? '';
type Located = { s1: { where: { formatted_address: string; geometry: { location: { lat: number; lng: number } } } } };
/** Submits, and answers the place the form sent. */
async function submittedPlace(submitted: unknown[]) {
  const before = submitted.length;
  await pressButton('Submit');
  await waitFor(() => assert.equal(submitted.length, before + 1));
  return (submitted.at(-1) as Located).s1.where;
}

describe('Address field map and search', () => {
  it('takes the place clicked on the map, and a marker moved by the arrow keys', async () => {
    const { submitted, schema } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }], { places });
    const map = await mapOf();
    assert.match(chosenText(), /No place marked on the map yet/);
    const box = map.getBoundingClientRect();
    map.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }),
    );
    await waitFor(() => assert.match(chosenText(), /Place marked on the map/));
    assert.ok(!/latitude|longitude/i.test(document.body.textContent ?? ''), 'no coordinates in sight');
    await fill(getByLabelText('Address'), 'By the lake');
    const clicked = await submittedPlace(submitted);
    const { lat, lng } = clicked.geometry.location;
    assert.ok(Math.abs(lat) <= 90 && Math.abs(lng) <= 180);

    const marker = await waitFor(() => getByRole('button', { name: 'Chosen place, move with the arrow keys' }));
    marker.focus();
    await waitFor(() => assert.equal(document.activeElement, marker, 'the marker has the focus the keys go to'));
    await press('ArrowRight');
    await press('ArrowUp');
    const moved = await submittedPlace(submitted);
    assert.equal(moved.formatted_address, 'By the lake');
    assert.ok(moved.geometry.location.lng > lng, 'moved east');
    assert.ok(moved.geometry.location.lat > lat, 'moved north');
    assert.deepEqual(validateAnswers(schema, submitted.at(-1), { now: new Date() }), []);
  });

  it('puts the marker at the map centre by keyboard', async () => {
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }], { places });
    await mapOf();
    const centre = await waitFor(() => getByRole('button', { name: 'Use the map centre' }));
    centre.focus();
    await press('Enter');
    await waitFor(() => assert.match(chosenText(), /Place marked on the map/));
    // A place alone is not an address: the reader is asked to type it too.
    await pressButton('Submit');
    await expectError(getByLabelText('Address'), 'Please also type the address for “Where?”');
    await fill(getByLabelText('Address'), 'Somewhere at sea');
    assert.deepEqual((await submittedPlace(submitted)).geometry, { location: { lat: 20, lng: 0 } });
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
    assert.match(chosenText(), /Place marked on the map/);
    assert.ok(!/52\.517|13\.396/.test(document.body.textContent ?? ''), 'no coordinates in sight');
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

  it('searches on Enter in the address box instead of leaving the slide', async () => {
    const asked: string[] = [];
    const geocoder = (async (url: string) => {
      asked.push(url);
      return Response.json([{ display_name: 'Mill Lane 3, Leeds', lat: '53.8', lon: '-1.55' }]);
    }) as typeof fetch;
    const { submitted } = renderForm([{ type: 'address', key: 'where', label: 'Where?' }], {
      places: { ...places, geocoderUrl: 'https://enter.example.org/search', fetch: geocoder },
    });
    await lazyFieldsLoaded();
    const address = getByLabelText('Address');
    await fill(address, 'Mill Lane');
    address.focus();
    await press('Enter');
    await waitFor(() => getByText('1 place found'));
    assert.equal(asked.length, 1);
    assert.deepEqual(submitted, [], 'Enter did not submit');
    getByRole('button', { name: 'Mill Lane 3, Leeds' }).click();
    const place = await submittedPlace(submitted);
    assert.deepEqual(place, {
      formatted_address: 'Mill Lane 3, Leeds',
      geometry: { location: { lat: 53.8, lng: -1.55 } },
    });
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
