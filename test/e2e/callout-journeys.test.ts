import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Route } from 'playwright-core';
import { adminApi, storedResponses, type AdminApi } from './admin-api.ts';
import { fillGuestDetails, newsroomPage } from './newsroom-page.ts';
import {
  freePort,
  startServer,
  startServerAndBrowser,
  stopServerAndBrowser,
  waitUntil,
  type RunningServer,
} from './harness.ts';

// A reader's journeys through <callout-form> from the built embed bundle, against the real server:
// every component type with an upload and the captcha, a refused answer, a server restart mid-submit, languages.
const admin = { email: 'e2e-journeys-admin@example.org', password: 'Admin1e2ejourneys' };

let browser: Browser;
let server: RunningServer;
let api: AdminApi;
let housing: { id: string };
// A copy of the seeded call-out (every component type) that asks every reader for a captcha.
let guarded: { id: string; slug: string };

before(async () => {
  const port = await freePort();
  const env = { SITE_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  // The built app (`npm run build` first), started without `npm start`'s rebuild of changed sources.
  ({ server, browser } = await startServerAndBrowser({ port, env, build: false }));
  api = adminApi(server.url, admin);
  housing = await api('GET', 'callout/housing-costs');
  guarded = await api('POST', `callout?fromId=${housing.id}`, {
    slug: 'housing-costs-with-captcha',
    captcha: 'all',
    starts: new Date(Date.now() - 60_000).toISOString(),
    expires: null,
  });
});
after(() => stopServerAndBrowser(server, browser));

/** A newsroom article with `element` on the API's origin. */
const articleWith = (element: string, lang?: string) => newsroomPage(browser, server.url, element, lang);

/** A 2×2 PNG made here, so the upload is a real image the server checks by its bytes. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first slide of the housing form, with valid answers to its required questions. */
async function answerFirstSlide(form: Locator, story: string, next = 'Next') {
  await form.getByRole('textbox', { name: /What happened\?/ }).fill(story);
  await form.getByRole('radio', { name: 'I rent' }).check();
  await form.getByRole('button', { name: next }).click();
}

/** Waits for the thanks; failing, says what the reader sees instead. */
async function thanks(form: Locator, title = 'Thank you!') {
  await form
    .getByRole('heading', { name: title })
    .waitFor()
    .catch(async (error: unknown) => {
      assert.fail(
        `${String(error)}\nThe form shows: ${await form.evaluate((el) => el.shadowRoot?.textContent).catch(() => '?')}`,
      );
    });
}

describe('a reader answers a call-out', () => {
  test('answers every component type across slides, with an upload and the captcha, and the response is stored', async () => {
    const page = await articleWith(`<callout-form slug="${guarded.slug}"></callout-form>`);
    const form = page.locator('callout-form');
    await form.getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
    assert.ok(await form.getByText('Everything you tell us stays with our newsroom.').isVisible());
    assert.ok(await form.getByText('Step 1 of 2').isVisible());

    await form.getByRole('textbox', { name: /Sum it up/ }).fill('Rent up twice');
    await form.getByRole('textbox', { name: /What happened\?/ }).fill('The rent went up twice this year already.');
    // The rent question shows only for renters (conditional display).
    assert.equal(await form.getByRole('textbox', { name: /Monthly rent/ }).count(), 0);
    await form.getByRole('radio', { name: 'I rent' }).check();
    await form.getByRole('textbox', { name: /Monthly rent/ }).fill('850,50');
    await form.getByRole('textbox', { name: /People in your home/ }).fill('3');
    await form.getByRole('combobox', { name: /How is your home heated\?/ }).selectOption('heat-pump');
    await form.getByRole('textbox', { name: /^Address/ }).fill('12 Mill Lane');
    // The map loads on request (its own chunk); the coordinates go into the answer but are never shown.
    assert.equal(await form.getByRole('textbox', { name: /Latitude|Longitude/ }).count(), 0);
    await form.getByRole('button', { name: 'Choose on a map' }).click();
    await form.getByRole('region', { name: 'Map to choose the place' }).waitFor();
    await form.getByRole('button', { name: 'Use the map centre' }).click();
    await form.getByText('Place marked on the map').waitFor();
    await form.getByLabel(/When did you move in\?/).fill('2024-03-01T10:00');
    await form.getByLabel(/Photos of letters/).setInputFiles({
      name: 'rent-letter.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await form.getByRole('list', { name: 'Uploaded files' }).getByRole('link').waitFor();
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByText('Step 2 of 2').waitFor();
    await form.getByRole('checkbox', { name: 'Email' }).check();
    await form
      .getByRole('textbox', { name: /^Email/ })
      .first()
      .fill('ada@example.org');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('+442079460958');
    await form.getByLabel(/Best time to call/).fill('18:30');
    await form.getByRole('tab', { name: 'More' }).click();
    await form.getByRole('textbox', { name: /A link we should see/ }).fill('https://example.org/letter');
    await form.getByRole('checkbox', { name: /You may quote me by name/ }).check();
    await form.getByRole('textbox', { name: /Type your full name/ }).fill('Ada Reader');
    // Going back keeps the answers (the amount as the number it was read as).
    await form.getByRole('button', { name: 'Previous' }).click();
    assert.equal(await form.getByRole('textbox', { name: /Monthly rent/ }).inputValue(), '850.5');
    await form.getByRole('button', { name: 'Next' }).click();
    await fillGuestDetails(form, { first: 'Ada', last: 'Reader', email: 'ada.reader@example.org' });

    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && /\/responses/.test(r.url()) && posts.push(r.url()));
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    assert.ok(await form.getByText('A reporter will read every answer.').isVisible());
    assert.equal(posts.length, 1);
    assert.match(posts[0]!, /captchaToken=/);
    await page.context().close();

    const [stored, ...others] = await storedResponses(api, guarded.id);
    assert.equal(others.length, 0);
    assert.equal(stored!.guestEmail, 'ada.reader@example.org');
    const { photos, ...experience } = stored!.answers!.experience!;
    assert.deepEqual(experience, {
      headline: 'Rent up twice',
      story: 'The rent went up twice this year already.',
      tenure: 'rent',
      rent: 850.5,
      household: 3,
      heating: 'heat-pump',
      address: { formatted_address: '12 Mill Lane', geometry: { location: { lat: 20, lng: 0 } } },
      movedIn: '2024-03-01T09:00:00.000Z',
    });
    const [photo] = photos as { url: string; path: string }[];
    assert.match(photo!.path, /^\/uploads\//);
    const image = await fetch(new URL(photo!.url, server.url));
    // Stored re-encoded without metadata: an image, not the bytes sent.
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /^image\//);
    assert.deepEqual(stored!.answers!.contact, {
      ways: { email: true },
      email: 'ada@example.org',
      phone: '+442079460958',
      callTime: '18:30',
      link: 'https://example.org/letter',
      quote: true,
      signature: 'Ada Reader',
    });
  });

  test('an invalid answer shows its message next to the field and nothing is sent', async () => {
    const page = await articleWith('<callout-form slug="housing-costs"></callout-form>');
    let sent = 0;
    page.on('request', (r) => /\/responses/.test(r.url()) && sent++);
    const form = page.locator('callout-form');
    await form.getByRole('textbox', { name: /What happened\?/ }).fill('Too short.');
    await form.getByRole('radio', { name: 'I rent' }).check();
    await form.getByRole('textbox', { name: /People in your home/ }).fill('40');
    await form.getByRole('button', { name: 'Next' }).click();
    const story = form.getByRole('textbox', { name: /What happened\?/ });
    await form.getByText('Please write at least 5 words for “What happened?”').waitFor();
    await form.getByText('Please enter 20 or less for “People in your home”').waitFor();
    assert.equal(await story.getAttribute('aria-invalid'), 'true');
    assert.match((await story.getAttribute('aria-describedby')) ?? '', /\S/);
    // Focus moved to the first invalid field.
    assert.ok(await story.evaluate((el) => el.getRootNode() instanceof ShadowRoot && el.matches(':focus')));
    assert.ok(await form.getByText('Step 1 of 2').isVisible());

    // Fixed answers move on; a bad email on the last slide stops the submit.
    await story.fill('The landlord sold the flat to a fund.');
    await form.getByRole('textbox', { name: /People in your home/ }).fill('2');
    await form.getByRole('button', { name: 'Next' }).click();
    await form
      .getByRole('textbox', { name: /^Email/ })
      .first()
      .fill('not an address');
    await fillGuestDetails(form, { first: 'Cy', last: 'Tenant', email: 'cy@example.org' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(/^Please enter an email address for “Email”/).waitFor();
    assert.equal(sent, 0);
    assert.equal(await form.getByRole('heading', { name: 'Thank you!' }).count(), 0);
    await page.context().close();
  });

  test('the server going down mid-submit and coming back still stores exactly one response', async () => {
    const page = await articleWith('<callout-form slug="housing-costs"></callout-form>');
    const form = page.locator('callout-form');
    const keys: string[] = [];
    // The first try reaches the server and is stored, then the server stops before the reader hears back;
    // later tries go on to whatever listens on the port (nothing, until the restart).
    await page.route(/\/api\/1\.0\/callout\/[^/]+\/responses/, async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      const answer = await route.fetch();
      assert.equal(answer.status(), 201);
      await server.stop();
      await route.abort('connectionreset');
    });
    const story = 'The heating failed all of January and nobody came.';
    await answerFirstSlide(form, story);
    await fillGuestDetails(form, { first: 'Dee', last: 'Restart', email: 'dee.restart@example.org' });
    await form.getByRole('button', { name: 'Submit' }).click();

    // The element tries again on its own while the server is down, and says so.
    await form.getByText('Sending… (retrying)').waitFor();
    await waitUntil(() => keys.length >= 2);
    assert.equal(await form.getByRole('heading', { name: 'Thank you!' }).count(), 0);
    server = await startServer({
      port: server.port,
      dataDir: server.dataDir,
      env: { SITE_URL: server.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      build: false,
    });
    const thanked = form.getByRole('heading', { name: 'Thank you!' });
    const tryAgain = form.getByRole('button', { name: 'Try again' });
    await thanked.or(tryAgain).waitFor();
    // A loaded machine may take longer to restart than the element's 15 s of automatic retries.
    if (await tryAgain.isVisible()) await tryAgain.click();
    await thanks(form);
    assert.equal(new Set(keys).size, 1, 'every try carries the same Idempotency-Key');
    await page.context().close();

    const mine = (await storedResponses(api, housing.id)).filter((r) => r.answers?.experience?.story === story);
    assert.equal(mine.length, 1);
    assert.equal(mine[0]!.guestEmail, 'dee.restart@example.org');
  });

  test('German and easy German texts with lang, the call-out in its translation', async () => {
    await api('PATCH', `callout/${guarded.id}`, {
      variants: { 'de@easy': { title: 'Wie teuer ist Ihre Wohnung?' } },
    });
    const page = await articleWith(
      `<callout-form id="de" slug="housing-costs" lang="de"></callout-form>
       <callout-form id="easy" slug="housing-costs" lang="de@easy"></callout-form>
       <callout-form id="easy-variant" slug="${guarded.slug}" lang="de@easy"></callout-form>`,
    );
    const german = page.locator('#de');
    await german.getByRole('heading', { name: 'Was kostet Sie das Wohnen?' }).waitFor();
    assert.ok(await german.getByText('Wir recherchieren zu den Wohnkosten.').isVisible());
    // Inside the shadow root, the texts carry their language as a BCP 47 tag.
    assert.equal(await german.locator('[lang]').first().getAttribute('lang'), 'de');
    // Three elements load their chunks side by side; on a loaded machine the first click came before they had all
    // arrived and its error never showed (CI, stop 42). Click once everything the page asked for is here.
    await page.waitForLoadState('networkidle');
    await german.getByRole('button', { name: 'Weiter' }).click();
    await german.getByText('Bitte beantworten Sie „What happened?“').waitFor();
    assert.ok((await german.getByText('(Pflichtfeld)').count()) > 0);

    // de@easy: the widget's own plain texts; the call-out has no de@easy texts, so de's.
    const easy = page.locator('#easy');
    await easy.getByRole('heading', { name: 'Was kostet Sie das Wohnen?' }).waitFor();
    assert.equal(await easy.locator('[lang]').first().getAttribute('lang'), 'de');
    assert.ok((await easy.getByText('(muss ausgefüllt werden)').count()) > 0);
    await easy.getByRole('button', { name: 'Weiter' }).click();
    await easy.getByText('Bitte füllen Sie das aus: „What happened?“').waitFor();
    await answerFirstSlide(easy, 'Die Miete ist schon wieder gestiegen, sagt sie.', 'Weiter');
    await easy.getByText('Schritt 2 von 2').waitFor();
    // de@easy's own plain text (the catalog is complete; the fallback chain itself is core's locales.test.ts).
    assert.ok(
      await easy
        .getByText(
          'Bitte schreiben Sie hier Ihre Kontakt-Daten. Dann können wir uns wegen Ihrer Antwort bei Ihnen melden.',
        )
        .isVisible(),
    );
    assert.ok(await easy.getByRole('textbox', { name: /Vorname/ }).isVisible());

    // A call-out with de@easy texts shows them.
    await page.locator('#easy-variant').getByRole('heading', { name: 'Wie teuer ist Ihre Wohnung?' }).waitFor();
    await page.context().close();
  });
});
