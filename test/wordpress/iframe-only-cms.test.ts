import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { embedFrameHtml } from '@masthead/core';
import { adminApi, type AdminApi } from '../e2e/admin-api.ts';
import { freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from '../e2e/harness.ts';
import type { Browser } from 'playwright-core';
import { openCallout, type Callout } from './callouts.ts';
import { answerAsGuest, assertAnswerArrived, assertNoCodeShows, openAsReader } from './reader.ts';
import { mastheadAdmin } from './sites.ts';

// A CMS that lets writers keep iframes and nothing else (no script, no custom element): the
// admin's iframe code for a call-out, pasted into an article, leaves a frame in which a reader
// answers, and nothing of the code shows as text.

let server: RunningServer;
let browser: Browser;
let api: AdminApi;
let callout: Callout;
let cms: Server;
let cmsUrl: string;
/** Masthead as the newsroom gives its address: another origin than the CMS's. */
let masthead: string;
const articles: string[] = [];

const allowed = new Set(['src', 'title', 'width', 'height', 'style', 'loading']);

/** The CMS's filter: `<iframe>` with its allowed attributes stays, every other tag goes; text stays text. */
function keepIframesOnly(html: string): string {
  return html.replace(/<(\/?)([a-z][\w-]*)([^>]*)>/gi, (_, close: string, name: string, rest: string) => {
    if (name.toLowerCase() !== 'iframe') return '';
    if (close) return '</iframe>';
    const attributes = [...rest.matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
      .filter(([, attribute]) => allowed.has(attribute!.toLowerCase()))
      .map(([, attribute, value]) => ` ${attribute}="${value ?? ''}"`);
    return `<iframe${attributes.join('')}>`;
  });
}

before(async () => {
  const cmsPort = await freePort();
  let port = await freePort();
  while (port === cmsPort) port = await freePort();
  cmsUrl = `http://127.0.0.1:${cmsPort}`;
  masthead = `http://localhost:${port}`;
  cms = createServer((request, response) => {
    const id = Number(/^\/articles\/(\d+)$/.exec(request.url ?? '')?.[1]);
    const body = articles[id];
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Article – The Daily Example</title></head><body><main><h1>Article</h1><div class="entry-content">${body}</div></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => cms.listen(cmsPort, '127.0.0.1', resolve));
  const env = {
    SITE_URL: masthead,
    EMBED_ORIGINS: cmsUrl,
    ADMIN_EMAIL: mastheadAdmin.email,
    ADMIN_PASSWORD: mastheadAdmin.password,
  };
  ({ server, browser } = await startServerAndBrowser({ port, env }, { crossOrigin: true }));
  api = adminApi(server.url, mastheadAdmin);
  callout = await openCallout(api);
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await new Promise((resolve) => cms?.close(resolve));
});

/** A writer saves `html` as an article; the CMS keeps what its filter lets through. */
function publish(html: string): string {
  articles.push(keepIframesOnly(html));
  return `${cmsUrl}/articles/${articles.length - 1}`;
}

test('the admin’s iframe code on an iframe-only CMS leaves a frame in which a reader answers, and no code as text', async () => {
  const code = embedFrameHtml({ origin: masthead, slug: callout.slug, page: 'callout', title: callout.title });
  const reading = await openAsReader(
    browser,
    publish(`<p>Tell us your story.</p>\n${code}\n<p>Thank you for reading.</p>`),
  );
  const frame = reading.page.locator('main iframe');
  assert.equal(await frame.getAttribute('src'), `${masthead}/crowdnewsroom/${callout.slug}`);
  assert.equal(await reading.page.locator('script').count(), 0, 'the CMS kept no script');
  const form = reading.page.frameLocator('main iframe');
  await form.getByRole('heading', { name: callout.title, level: 1 }).waitFor();
  const story = 'Half of what I earn goes on rent.';
  await answerAsGuest(form, { first: 'Ifra', last: 'Me', email: 'ifra.me@example.org' }, story);
  await assertAnswerArrived(api, callout, 'ifra.me@example.org', story);
  await assertNoCodeShows(reading.page);
  assert.deepEqual(reading.errors, []);
  await reading.close();
});

test('the script-and-element snippet on an iframe-only CMS is stripped whole: no code as text', async () => {
  const snippet = `<script type="module" src="${masthead}/embed/masthead.js"></script><callout-form slug="${callout.slug}"></callout-form>`;
  const reading = await openAsReader(browser, publish(`<p>Tell us your story.</p>\n${snippet}`));
  assert.equal(await reading.page.locator('main callout-form, main iframe, script').count(), 0);
  await assertNoCodeShows(reading.page);
  assert.equal(reading.scriptRequests(), 0);
  assert.deepEqual(reading.errors, []);
  await reading.close();
});
