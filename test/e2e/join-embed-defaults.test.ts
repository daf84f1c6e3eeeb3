import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { consoleErrors, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

// An embedded <join-form> on a server started as the README starts it: no SITE_URL, no
// EMBED_ORIGINS. The newsroom's article is on a site the server does not know, so the reader
// pays on the server's own demo checkout and finishes on its hosted /join/complete.

let browser: Browser;
let server: RunningServer;
/** A newsroom's site the server was never told about (served by the browser's route). */
const newsroom = 'http://news.example.test';

before(async () => {
  ({ server, browser } = await startServerAndBrowser({}, { crossOrigin: true }));
});
after(() => stopServerAndBrowser(server, browser));

test('with the README’s defaults an embedded join goes to the server’s own checkout, and its first request is right', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const signups: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/1.0/signup') signups.push(response.status());
  });
  await page.route(`${newsroom}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Why we count the trees</title>
<script type="module" src="${server.url}/embed/masthead.js"></script></head><body><main><h1>Why we count the trees</h1>
<join-form><a href="${server.url}/join">Become a member</a></join-form></main></body></html>`,
    }),
  );
  await page.goto(`${newsroom}/article.html`);
  const form = page.locator('join-form');
  // The suggested amount and the first method are chosen: the reader types the email and continues.
  assert.equal(await form.getByRole('radio', { name: '£10', exact: true }).isChecked(), true);
  assert.equal(await form.getByRole('radio', { name: 'Credit or debit card' }).isChecked(), true);
  await form.getByRole('textbox', { name: /^Email/ }).fill('default.reader@example.org');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  // The checkout is on the server that made it, never a path on the newsroom's site.
  await page.waitForURL((url) => url.pathname.startsWith('/demo-checkout/'));
  assert.equal(new URL(page.url()).origin, server.url);
  assert.deepEqual(signups, [200], 'one POST signup, answered at once');
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

  await page.waitForURL(`${server.url}/join/complete?paymentFlowId=*`);
  await page.getByRole('heading', { name: 'Almost done: your name' }).waitFor();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Dee');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Fault');
  await page.getByRole('button', { name: 'Finish joining' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
