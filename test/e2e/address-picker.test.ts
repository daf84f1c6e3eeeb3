import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { adminApi, storedResponses, type AdminApi } from './admin-api.ts';
import { freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

// The address picker in Chromium against the real server and the built app: the newsroom sets a
// geocoder in content/general; a reader changing their answer to an address question searches
// it (a local HTTP server answering as Nominatim does), chooses a place and saves, and the
// stored answer holds its coordinates.
const admin = { email: 'e2e-address-admin@example.org', password: 'Admin1e2eaddress' };

let browser: Browser;
let server: RunningServer;
let geocoder: Server;
let geocoderUrl: string;
let api: AdminApi;
const asked: { url: string; origin: string | undefined; referer: string | undefined }[] = [];

/** Nominatim's answer shape: a list, coordinates as strings. */
const nominatim = [
  { place_id: 1, display_name: 'Rathaus Neukölln, Karl-Marx-Straße 83, 12043 Berlin', lat: '52.4812', lon: '13.4350' },
  { place_id: 2, display_name: 'Karl-Marx-Straße, Chemnitz', lat: '50.8389', lon: '12.9271' },
];

before(async () => {
  geocoder = createServer((request: IncomingMessage, response) => {
    asked.push({ url: request.url ?? '', origin: request.headers.origin, referer: request.headers.referer });
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(nominatim));
  });
  const geocoderPort = await freePort();
  await new Promise<void>((resolve) => geocoder.listen(geocoderPort, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${geocoderPort}/search`;

  const port = await freePort();
  const env = { SITE_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  ({ server, browser } = await startServerAndBrowser({ port, env, build: false }));
  api = adminApi(server.url, admin);
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await new Promise((resolve) => geocoder?.close(resolve));
});

test('a reader finds the address with the geocoder, and the stored answer holds its coordinates', async () => {
  await api('PATCH', 'content/general', { geocoderUrl });
  const callout = await api<{ id: string; slug: string }>('POST', 'callout', {
    slug: 'where-is-it-loud',
    access: 'member',
    allowUpdate: true,
    starts: new Date(Date.now() - 60_000).toISOString(),
    formSchema: {
      slides: [
        {
          id: 'place',
          title: 'The place',
          components: [{ type: 'address', key: 'where', label: 'Where is it loud?', input: true }],
        },
      ],
    },
    variants: { default: { title: 'Where is it loud?' } },
  });
  // The admin answered with typed text only (no coordinates), which is stored as it is.
  const first = await api<{ id: string }>('POST', `callout/${callout.id}/responses`, {
    answers: { place: { where: { formatted_address: 'Karl-Marx-Straße' } } },
  });

  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()));
  await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(`/crowdnewsroom?response=${first.id}`)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.getByRole('heading', { level: 1, name: /Where is it loud\?/ }).waitFor();
  await page.getByRole('button', { name: 'Change your answers' }).click();

  const address = page.getByRole('textbox', { name: 'Address' });
  assert.equal(await address.inputValue(), 'Karl-Marx-Straße');
  // The map loads only on request: nothing is asked of the tile server before.
  await page.getByRole('button', { name: 'Choose on a map' }).click();
  await page.getByRole('region', { name: 'Map to choose the place' }).waitFor();
  await address.fill('Karl-Marx-Straße 83');
  assert.equal(asked.length, 0, 'typing asks nothing');
  await page.getByRole('button', { name: 'Search address' }).click();
  await page.getByText('2 places found').waitFor();
  assert.equal(asked.length, 1);
  const query = new URL(asked[0]!.url, geocoderUrl).searchParams;
  assert.deepEqual([query.get('q'), query.get('format'), query.get('limit')], ['Karl-Marx-Straße 83', 'json', '5']);
  assert.equal(asked[0]!.origin, server.url, 'asked from the reader’s browser');
  assert.equal(asked[0]!.referer, `${server.url}/`, 'the site as referrer, never the page’s path');

  await page
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: 'Rathaus Neukölln, Karl-Marx-Straße 83, 12043 Berlin' })
    .click();
  assert.equal(await address.inputValue(), 'Rathaus Neukölln, Karl-Marx-Straße 83, 12043 Berlin');
  await page.getByText('Place marked on the map').waitFor();
  // The coordinates are kept out of sight: no boxes for them, no numbers on the page.
  assert.equal(await page.getByRole('textbox', { name: /Latitude|Longitude/ }).count(), 0);
  assert.equal(await page.getByText(/52\.4812/).count(), 0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(/Your answers have been saved/).waitFor();
  assert.deepEqual(refused, []);
  await context.close();

  const [stored] = await storedResponses(api, callout.id);
  assert.deepEqual(stored?.answers, {
    place: {
      where: {
        formatted_address: 'Rathaus Neukölln, Karl-Marx-Straße 83, 12043 Berlin',
        geometry: { location: { lat: 52.4812, lng: 13.435 } },
      },
    },
  });
});
