import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { consoleErrors, startCrossOrigin, stopServerAndBrowser, waitUntil, type RunningServer } from './harness.ts';

// Widget fallbacks: a newsroom page of ANOTHER origin (localhost) embedding <callout-form> from the
// real server (127.0.0.1). When the API cannot be reached the widget says so under a title and "Try
// again" loads it; when the script itself cannot be loaded, the editor's fallback link inside the
// element is what the reader gets.

let browser: Browser;
let server: RunningServer;
let newsroom: string;

before(async () => {
  ({ browser, server, newsroom } = await startCrossOrigin());
});
after(() => stopServerAndBrowser(server, browser));

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions, as the newsroom's developer would see them. */
  errors: string[];
  /** API requests in the order they were made, with how each ended. */
  api: string[];
}

/** The snippet README.md gives editors: the element as a block, and a link to the hosted call-out inside it. */
const embed = (script: string) => `<style>callout-form, callout-gallery, callout-map { display: block; }</style>
<script type="module" src="${script}"></script>`;
const fallback = () =>
  `<callout-form slug="housing-costs"><a href="${server.url}/crowdnewsroom/housing-costs">Answer this call-out on our site</a></callout-form>`;

/** A fresh context with a newsroom article on another origin; `prepare` may route requests before it loads. */
async function article(head: string, body: string, prepare?: (page: Page) => Promise<unknown>): Promise<Watched> {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const api: string[] = [];
  const errors = consoleErrors(page);
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/1.0/')) api.push(`${r.method()} ${r.url().slice(r.url().indexOf('/api/1.0/') + 9)}`);
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/1.0/'))
      api.push(`failed: ${r.method()} ${r.url().slice(r.url().indexOf('/api/1.0/') + 9)}`);
  });
  await prepare?.(page);
  await page.route(`${newsroom}/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Article – The Daily Example</title>${head}</head>
<body><main><h1>Article</h1>${body}</main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html`);
  return { page, errors, api };
}

/** The console's own line for a request that failed (the browser logs it; no script of ours does). */
const failedResource = /^console: Failed to load resource: /;

test('<callout-form> from another origin with the API unreachable: a titled alert, and "Try again" loads it', async () => {
  let refused = 0;
  const { page, errors, api } = await article(embed(`${server.url}/embed/masthead.js`), fallback(), (page) =>
    // The API is down for the first request only, as if the reader's connection dropped for a moment.
    page.route(`${server.url}/api/1.0/**`, (route) =>
      refused++ === 0 ? route.abort('connectionrefused') : route.continue(),
    ),
  );
  const form = page.locator('callout-form');
  const alert = form.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /^Could not load this call-out\n/);
  assert.match(await alert.innerText(), /The server could not be reached\. Check your connection, then try again\./);
  // The upgraded element hides the editor's fallback (its shadow root has no slot) and takes the page's width.
  assert.equal(await form.getByRole('link', { name: 'Answer this call-out on our site' }).isVisible(), false);
  assert.ok(((await form.boundingBox())?.width ?? 0) > 300, 'the element is a block as wide as the article');

  await form.getByRole('button', { name: 'Try again' }).click();
  await form.getByRole('heading', { name: 'What does housing cost you?' }).waitFor();
  await form.getByRole('textbox', { name: /What happened\?/ }).waitFor();
  assert.equal(await alert.count(), 0);
  const focused = await form.evaluate((element) => element.shadowRoot?.activeElement?.textContent);
  assert.equal(focused, 'What does housing cost you?', 'focus moves from the button to the call-out that arrived');
  // The widget reported the unreachable API once (widget-errors.ts); its report is not the call-out's traffic.
  await waitUntil(() => api.includes('POST client-errors'));
  assert.equal(api.filter((call) => call === 'POST client-errors').length, 1, 'one error report');
  await waitUntil(() => api.filter((call) => call !== 'POST client-errors').length >= 3);
  assert.deepEqual(
    api.filter((call) => call !== 'POST client-errors'),
    [
      'failed: GET callout/housing-costs?with=form&variant=en',
      'GET callout/housing-costs?with=form&variant=en',
      // The address question's search asks for the geocoder once the form shows.
      'GET content/general',
    ],
  );
  // Nothing in the console but the browser's own line for the refused request.
  assert.deepEqual(
    errors.filter((e) => !failedResource.test(e)),
    [],
  );
  assert.ok(errors.length <= 1, errors.join('\n'));
  await page.context().close();
});

test('with the script not found (404), the element shows the editor’s fallback link, which leads to the call-out', async () => {
  const { page, errors } = await article(embed(`${server.url}/embed/masthead-missing.js`), fallback());
  const form = page.locator('callout-form');
  const link = form.getByRole('link', { name: 'Answer this call-out on our site' });
  await link.waitFor({ state: 'visible' });
  const box = await form.boundingBox();
  assert.ok((box?.width ?? 0) > 300 && (box?.height ?? 0) > 0, `the element takes room: ${JSON.stringify(box)}`);
  assert.equal(await page.evaluate(() => customElements.get('callout-form')), undefined, 'no script ran');
  const href = await link.getAttribute('href');
  const answer = await page.request.get(href!);
  assert.equal(answer.status(), 200, 'the hosted call-out page is there');
  assert.deepEqual(
    errors.filter((e) => !failedResource.test(e)),
    [],
  );
  assert.equal(errors.length, 1, 'the browser logs the missing script, once');
  await page.context().close();
});
