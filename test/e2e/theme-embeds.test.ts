import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { defaultTheme } from '@masthead/core';
import { adminApi, type AdminApi } from './admin-api.ts';
import { consoleErrors, startCrossOrigin, stopServerAndBrowser, type RunningServer } from './harness.ts';

// Theming: a theme change in the settings reaches the hosted app and every element embedded on the
// demo newsroom page, served from another origin, through the CSS variables that inherit into the
// shadow roots, without a rebuild: the next page view shows it.

const admin = { email: 'e2e-theme-admin@example.org', password: 'Admin1e2etheme' };
let browser: Browser;
let server: RunningServer;
let newsroom: string;
let api: AdminApi;

before(async () => {
  ({ browser, server, newsroom } = await startCrossOrigin({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }));
  api = adminApi(server.url, admin);
});
after(() => stopServerAndBrowser(server, browser));

const setTheme = (primary: string, body: string) =>
  api('PATCH', 'content/general', {
    theme: { colors: { ...defaultTheme.colors, primary }, fonts: { body, title: null } },
  });

/** The demo newsroom page as a newsroom serves it: on its own origin, the embed script from Masthead's. */
async function demoPage(page: Page) {
  const demo = await (await fetch(`${server.url}/demo/`)).text();
  assert.match(demo, /src="\/embed\/masthead\.js"/);
  await page.route(`${newsroom}/news/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: demo.replace('src="/embed/masthead.js"', `src="${server.url}/embed/masthead.js"`),
    }),
  );
  await page.goto(`${newsroom}/news/article.html`);
}

/** The element in the demo page's members box, whose colour the page sets itself. */
const membersBox = 'callout-form members-choose-the-next-story';

/**
 * For each embedded element: the primary colour it inherits, whether something inside its shadow
 * root is drawn in it (a filled button's background or a link's text), and the fonts used inside.
 */
const elementColours = (page: Page, rgb: string) =>
  page.evaluate((rgb) => {
    const found: Record<string, { inherited: string; drawn: boolean; fonts: string }> = {};
    for (const host of document.querySelectorAll('callout-form, callout-gallery, join-form')) {
      const key = `${host.localName}${host.getAttribute('slug') ? ` ${host.getAttribute('slug')}` : ''}`;
      const inside = [...(host.shadowRoot?.querySelectorAll('*') ?? [])].map((el) => getComputedStyle(el));
      found[key] = {
        inherited: getComputedStyle(host).getPropertyValue('--mh-color-primary').trim(),
        drawn: inside.some((style) => style.backgroundColor === rgb || style.color === rgb),
        fonts: [...new Set(inside.map((style) => style.fontFamily))].join(' | '),
      };
    }
    return found;
  }, rgb);

test('a theme change reaches the app and every element on the demo page of another origin, on the next view', async () => {
  await setTheme('#7a1fa2', 'merriweather');
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await demoPage(page);
  await page.locator('join-form').getByRole('button').first().waitFor();
  await page.locator('callout-form[slug="housing-costs"]').getByRole('textbox').first().waitFor();
  await page
    .locator('callout-gallery')
    .getByText(/^Responses shown: /)
    .waitFor();

  const purple = 'rgb(122, 31, 162)';
  const first = await elementColours(page, purple);
  assert.ok(Object.keys(first).length >= 3, JSON.stringify(first));
  for (const [element, seen] of Object.entries(first)) {
    assert.match(seen.fonts, /Merriweather/, `${element}: the body font reaches inside the shadow root`);
    if (element === membersBox) continue;
    assert.equal(seen.inherited, '#7a1fa2', `${element} inherits the theme's primary colour`);
    // The forms draw their buttons in the primary colour (the gallery has none).
    if (!element.startsWith('callout-gallery')) assert.ok(seen.drawn, `${element} draws something in it`);
  }
  // The demo page's members box sets its own --mh-color-primary (demo.css): the newsroom's rule wins.
  assert.equal(first[membersBox]?.inherited, '#14365d');

  // The app: its own pages take the same theme, the title font following the body font.
  const app = await context.newPage();
  await app.goto(`${server.url}/join`);
  const heading = app.getByRole('heading', { level: 1 });
  await heading.waitFor();
  // The page shows before the settings arrive; the theme follows them (a few ms later).
  let font = '';
  for (let tries = 0; tries < 100 && !/Merriweather/.test(font); tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    font = await heading.evaluate((h) => getComputedStyle(h).fontFamily);
  }
  assert.match(font, /Merriweather/);
  assert.equal(
    await app.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mh-color-primary').trim()),
    '#7a1fa2',
  );

  // Changed again: the next view of the article shows it, nothing rebuilt.
  await setTheme('#0b6e4f', 'open-sans');
  await page.reload();
  await page.locator('join-form').getByRole('button').first().waitFor();
  const green = await elementColours(page, 'rgb(11, 110, 79)');
  for (const [element, seen] of Object.entries(green)) {
    if (element === membersBox) continue;
    assert.equal(seen.inherited, '#0b6e4f', `${element} after the change`);
    assert.doesNotMatch(seen.fonts, /Merriweather/, `${element}: the body font changed back`);
    if (!element.startsWith('callout-gallery')) assert.ok(seen.drawn, `${element} draws in the new colour`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("the newsroom's own :root rules still win over the theme", async () => {
  await setTheme('#7a1fa2', 'open-sans');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${newsroom}/own.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Own</title><style>:root { --mh-color-primary: #c0ffee }</style>
<script type="module" src="${server.url}/embed/masthead.js"></script></head><body><join-form></join-form></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/own.html`);
  await page.locator('join-form').getByRole('button').first().waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-masthead-theme]')?.sheet);
  assert.equal(
    await page
      .locator('join-form')
      .evaluate((host) => getComputedStyle(host).getPropertyValue('--mh-color-primary').trim()),
    '#c0ffee',
  );
  await context.close();
});
