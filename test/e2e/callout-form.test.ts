import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startCrossOrigin, stopServerAndBrowser, type RunningServer } from './harness.ts';
import { fillGuestDetails } from './newsroom-page.ts';

// <callout-form> from the built embed bundle (/embed/masthead.js) against the real server and its demo call-outs.
const admin = { email: 'e2e-callout-admin@example.org', password: 'Admin1e2etest' };

let browser: Browser;
let server: RunningServer;

before(async () => {
  // The cross-origin test puts the newsroom page on localhost and the API on 127.0.0.1.
  ({ browser, server } = await startCrossOrigin({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }));
});
after(() => stopServerAndBrowser(server, browser));

/** A blank newsroom page with one element, served by the API's own origin (the script's `api` default). */
async function pageWith(element: string, lang = 'en'): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${server.url}/newsroom.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><script>window.seen = []; for (const n of ['callout:loaded', 'callout:submitted', 'callout:error']) document.addEventListener(n, (e) => seen.push([n, e.detail]));</script><script type="module" src="/embed/masthead.js"></script></head><body>${element}</body></html>`,
    }),
  );
  await page.goto(`${server.url}/newsroom.html`);
  return page;
}

async function asAdmin(method: string, path: string, body?: unknown) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const login = await fetch(`${server.url}/api/1.0/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(admin),
  });
  assert.equal(login.status, 204);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const answer = await fetch(`${server.url}/api/1.0/${path}`, {
    method,
    headers: { ...headers, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  assert.ok(answer.ok, `${method} ${path}: ${answer.status}`);
  const text = await answer.text();
  return (text ? JSON.parse(text) : undefined) as {
    items: { answers?: Record<string, Record<string, unknown>>; guestEmail?: string | null }[];
  };
}

const housingId = async () =>
  ((await (await fetch(`${server.url}/api/1.0/callout/housing-costs`)).json()) as { id: string }).id;

describe('<callout-form>', () => {
  test('the demo page shows the form; an invalid answer is refused; a reader answers and sees the thanks', async () => {
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto(`${server.url}/demo/`);
    const form = page.locator('#callouts callout-form');
    await form.getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
    assert.ok(await form.getByText('We are investigating the cost of housing.').isVisible());

    // Nothing filled in: the renderer says what is missing and nothing is sent.
    await form.getByRole('button', { name: 'Next' }).click();
    await form
      .getByText(/What happened\?.*/)
      .first()
      .waitFor();
    assert.ok(await form.getByRole('textbox', { name: /What happened\?/ }).getAttribute('aria-invalid'));
    assert.equal(posts.length, 0);

    await form.getByRole('textbox', { name: /What happened\?/ }).fill('The rent went up twice this year already.');
    await form.getByRole('radio', { name: 'I rent' }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await fillGuestDetails(form, { first: 'Ada', last: 'Reader', email: 'ada.reader@example.org' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('A reporter will read every answer.').waitFor();
    assert.ok(await form.getByRole('heading', { name: 'Thank you!' }).isVisible());
    await page.close();

    const { items } = await asAdmin('GET', `callout/${await housingId()}/responses?with=answers`);
    const mine = items.find((r) => r.answers?.experience?.story === 'The rent went up twice this year already.');
    assert.equal(mine?.guestEmail, 'ada.reader@example.org');
  });

  test('German texts with lang="de"', async () => {
    const page = await pageWith('<callout-form slug="housing-costs" lang="de"></callout-form>');
    const form = page.locator('callout-form');
    await form.getByRole('heading', { name: 'Was kostet Sie das Wohnen?' }).waitFor();
    assert.ok(await form.getByRole('button', { name: 'Weiter' }).isVisible());
    await page.close();

    // Without the attribute, the page's <html lang> decides.
    const missing = await pageWith('<callout-form slug="gibt-es-nicht"></callout-form>', 'de-DE');
    await missing.locator('callout-form').getByText('Dieser Aufruf wurde nicht gefunden.').waitFor();
    await missing.close();

    // No language named at all: the newsroom's own locale (general settings; the demo's is English).
    const unnamed = await pageWith('<callout-form slug="housing-costs"></callout-form>', '');
    await unnamed.locator('callout-form').getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
    await unnamed.close();
  });

  test('closed and not-found call-outs say so, and events tell the page', async () => {
    const page = await pageWith(
      '<callout-form id="closed" slug="name-the-new-bridge"></callout-form><callout-form id="missing" slug="no-such-callout"></callout-form>',
    );
    await page.locator('#closed').getByText('This call-out is closed and no longer takes responses.').waitFor();
    await page.locator('#missing').getByText('This call-out could not be found.').waitFor();
    const seen = (await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)) as [string, unknown][];
    assert.ok(
      seen.some(([name, d]) => name === 'callout:loaded' && (d as { slug: string }).slug === 'name-the-new-bridge'),
    );
    assert.ok(seen.some(([name, d]) => name === 'callout:error' && (d as { code: string }).code === 'not-found'));
    await page.close();
  });

  test('a members-only call-out on the hosted site: the login popup, then the session says who answers', async () => {
    const page = await pageWith('<callout-form slug="members-choose-the-next-story"></callout-form>');
    const form = page.locator('callout-form');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      form.getByRole('button', { name: 'Log in' }).click(),
    ]);
    await popup.getByLabel(/^Email/).fill('member@example.org');
    await popup.getByLabel(/^Password/).fill('Member1demo');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: /^Continue as / }).click()]);
    // The demo member answered it already; the widget knows from the session it now shares with the popup.
    await form.getByText('You have already responded to this call-out.').waitFor();
    await page.close();
  });

  test('a refused answer shows the catalogue text and is not sent again; preview never sends', async () => {
    const page = await pageWith('<callout-form slug="housing-costs"></callout-form>');
    let posts = 0;
    await page.route(/\/responses$/, (route) => {
      posts++;
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'callout-closed', message: 'closed', errors: null, httpCode: 403 }),
      });
    });
    const answer = async (form: ReturnType<Page['locator']>) => {
      await form.getByRole('textbox', { name: /What happened\?/ }).fill('The landlord sold the flat to a fund.');
      await form.getByRole('radio', { name: 'I rent' }).check();
      await form.getByRole('button', { name: 'Next' }).click();
      await fillGuestDetails(form, { first: 'Cy', last: 'Tenant', email: 'cy@example.org' });
      await form.getByRole('button', { name: 'Submit' }).click();
    };
    await answer(page.locator('callout-form'));
    await page.locator('callout-form').getByText('This call-out is closed and no longer takes responses.').waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(posts, 1);
    // Every answer is kept.
    assert.equal(
      await page
        .locator('callout-form')
        .getByRole('textbox', { name: /First name/ })
        .inputValue(),
      'Cy',
    );
    await page.close();

    const preview = await pageWith('<callout-form slug="housing-costs" preview></callout-form>');
    let previewPosts = 0;
    preview.on('request', (r) => r.method() === 'POST' && previewPosts++);
    await answer(preview.locator('callout-form'));
    await preview.locator('callout-form').getByText('Responses cannot be sent in preview mode.').waitFor();
    assert.equal(previewPosts, 0);
    await preview.close();
  });

  // Last: it turns the captcha on for the demo call-out.
  test('from another origin: captcha solved in the browser, a failed send retried with the same key, events', async () => {
    await asAdmin('PATCH', `callout/${await housingId()}`, { captcha: 'all' });
    const page = await browser.newPage();
    // localhost is another origin than the API's 127.0.0.1: every call is cross-origin (CORS).
    const newsroom = server.url.replace('127.0.0.1', 'localhost');
    await page.route(`${newsroom}/article.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="de"><head><script type="module" src="${server.url}/embed/masthead.js"></script></head>
<body><callout-form slug="housing-costs" lang="en"></callout-form></body></html>`,
      }),
    );
    const keys: string[] = [];
    let failedOnce = false;
    await page.route(/\/api\/1\.0\/callout\/[^/]+\/responses/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      assert.match(route.request().url(), /captchaToken=/);
      if (!failedOnce) {
        failedOnce = true;
        return route.abort('failed');
      }
      return route.continue();
    });
    const log: string[] = [];
    page.on('console', (m) => log.push(m.text()));
    page.on('pageerror', (e) => log.push(String(e)));
    page.on('requestfailed', (r) => log.push(`${r.url()} ${r.failure()?.errorText}`));
    await page.goto(`${newsroom}/article.html`);
    await page
      .locator('callout-form')
      .getByRole('heading', { name: 'What does housing cost you?' })
      .waitFor({ timeout: 5000 })
      .catch(() => assert.fail(log.join('\n')));
    await page.evaluate(() => {
      const w = window as unknown as { seen: unknown[] };
      w.seen = [];
      for (const name of ['callout:loaded', 'callout:submitted', 'callout:error'])
        document.addEventListener(name, (e) => w.seen.push([name, (e as CustomEvent).detail]));
    });
    const form = page.locator('callout-form');
    await form.getByRole('textbox', { name: /What happened\?/ }).fill('Our heating bill doubled since last winter.');
    await form.getByRole('radio', { name: 'I own' }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await fillGuestDetails(form, { first: 'Bo', last: 'Owner', email: 'bo.owner@example.org' });
    await form.getByRole('button', { name: 'Submit' }).click();
    // Retrying on its own: a status says so; the failure is shown only once the tries run out.
    await form.getByText('Sending… (retrying)').waitFor();
    await form.getByText('A reporter will read every answer.').waitFor({ timeout: 15_000 });
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1]);
    const seen = (await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)) as [string, unknown][];
    const submitted = seen.find(([name]) => name === 'callout:submitted')?.[1] as { id: string; slug: string };
    assert.equal(submitted.slug, 'housing-costs');
    const { items } = await asAdmin('GET', `callout/${await housingId()}/responses?with=answers`);
    assert.ok(items.some((r) => r.guestEmail === 'bo.owner@example.org'));
    await page.close();
  });
});
