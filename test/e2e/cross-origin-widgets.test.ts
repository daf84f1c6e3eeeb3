import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { consoleErrors, startCrossOrigin, stopServerAndBrowser, waitUntil, type RunningServer } from './harness.ts';

// The three widgets on a newsroom page of ANOTHER origin (the page on localhost, the API and
// the embed script on 127.0.0.1), against the real server and its demo call-outs: each renders, the
// console stays clean (no refused credentialed request, no CORS error), and the form asks once.

let browser: Browser;
let server: RunningServer;
let newsroom: string;

before(async () => {
  ({ browser, server, newsroom } = await startCrossOrigin());
});
after(() => stopServerAndBrowser(server, browser));

// A 1×1 transparent PNG: the map's tiles, served by the newsroom so that nothing leaves the machine.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions, as the newsroom's developer would see them. */
  errors: string[];
  /** API requests in the order they were made. */
  api: string[];
}

/** A fresh context with a newsroom article on another origin holding `body`, its console and API requests watched. */
async function article(body: string): Promise<Watched> {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const api: string[] = [];
  const errors = consoleErrors(page);
  page.on('request', (r) => {
    if (r.url().includes('/api/1.0/')) api.push(`${r.method()} ${r.url().slice(r.url().indexOf('/api/1.0/') + 9)}`);
  });
  await page.route(`${newsroom}/tiles/**`, (route) => route.fulfill({ contentType: 'image/png', body: tile }));
  await page.route(`${newsroom}/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Article – The Daily Example</title>
<script type="module" src="${server.url}/embed/masthead.js"></script></head><body><main><h1>Article</h1>${body}</main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html`);
  return { page, errors, api };
}

test('<callout-form> from another origin: one API request before the form shows, no console errors', async () => {
  const { page, errors, api } = await article('<callout-form slug="housing-costs"></callout-form>');
  const form = page.locator('callout-form');
  await form.getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
  await form.getByRole('textbox', { name: /What happened\?/ }).waitFor();
  // The call-out with its form, asked once without credentials; nobody asks who is logged in from here.
  // Its address question then asks the settings for the geocoder of the address search, once the form shows.
  await waitUntil(() => api.length >= 2);
  assert.deepEqual(api, ['GET callout/housing-costs?with=form&variant=en', 'GET content/general']);
  await form.getByRole('textbox', { name: /What happened\?/ }).fill('Our heating bill doubled since last winter.');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('<callout-gallery> and <callout-map> from another origin show the published responses, no console errors', async () => {
  const { page, errors, api } = await article(
    `<callout-gallery slug="name-the-new-bridge"></callout-gallery>
<callout-map slug="name-the-new-bridge" tiles="${newsroom}/tiles/{z}/{x}/{y}.png" attribution="© Test tiles"></callout-map>`,
  );
  const gallery = page.locator('callout-gallery');
  await gallery.getByText(/^Responses shown: /).waitFor();
  assert.ok((await gallery.getByRole('listitem').count()) > 0, 'the gallery shows cards');
  const map = page.locator('callout-map');
  await map.getByRole('heading', { name: 'The responses as a list' }).waitFor();
  await map.getByRole('button').first().waitFor();
  assert.ok(
    api.some((r) => r.startsWith('GET callout/') && r.includes('/responses/map?')),
    'published responses were read cross-origin',
  );
  assert.ok(
    api.every((r) => !r.includes('auth/') && !r.includes('contact/')),
    'no session calls from another origin',
  );
  assert.deepEqual(errors, []);
  await page.context().close();
});
